// The API's messages in another language: one table per language, keyed by the English message
// word for word. A key with `{name}` parts is a pattern: "Minimum stake is ₹{amount}" matches
// "Minimum stake is ₹100.00" and the translation gets the same part back. The server translates
// its answers with these tables; the browser the same messages when its forms check them first.

export type MessageTable = Readonly<Record<string, string>>;

type Pattern = { matcher: RegExp; names: string[]; translation: string };
export type CompiledTable = { exact: ReadonlyMap<string, string>; patterns: readonly Pattern[] };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileTable(table: MessageTable): CompiledTable {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, translation] of Object.entries(table)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    patterns.push({ matcher: new RegExp(`^${source}$`, 's'), names, translation });
  }
  return { exact, patterns };
}

/** The message in the table's language, or the message as it came when the table has no entry for it. */
export function translateMessage(table: CompiledTable, message: string): string {
  const exact = table.exact.get(message);
  if (exact !== undefined) return exact;
  for (const pattern of table.patterns) {
    const match = pattern.matcher.exec(message);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
    return pattern.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return message;
}
