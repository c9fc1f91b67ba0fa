import type { CompiledMessage, CompiledMessageToken as Token } from '@lingui/message-utils/compileMessage';

// English needs no catalog: the macros keep each message's English source in the code, and this
// turns it into Lingui's compiled form when it is shown. It reads the little ICU our screens use:
// `{name}` and `{name, plural|select, key {...} ...}` with `#` for the number.

function readBlock(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return text.length;
}

function parse(text: string, inPlural: boolean): Token[] {
  const tokens: Token[] = [];
  let literal = '';
  const flush = () => {
    if (literal) tokens.push(literal);
    literal = '';
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at] ?? '';
    if (char === '#' && inPlural) {
      flush();
      tokens.push('#');
    } else if (char === '{') {
      const close = readBlock(text, at);
      const inner = text.slice(at + 1, close);
      const [name = '', type, ...rest] = inner.split(',');
      flush();
      if (type === undefined) tokens.push([name.trim()]);
      else {
        const kind = type.trim();
        const options: Record<string, Token[]> = {};
        const body = rest.join(',');
        const choice = /\s*([=\w]+)\s*\{/g;
        let match: RegExpExecArray | null;
        while ((match = choice.exec(body))) {
          const start = match.index + match[0].length - 1;
          const end = readBlock(body, start);
          options[match[1] ?? 'other'] = parse(body.slice(start + 1, end), kind !== 'select');
          choice.lastIndex = end + 1;
        }
        tokens.push([name.trim(), kind, options]);
      }
      at = close;
    } else literal += char;
  }
  flush();
  return tokens;
}

/** Each message read once: Lingui asks again every time the message is shown (a row of prices, every book). */
const compiled = new Map<string, CompiledMessage>();

export function compileEnglish(message: string): CompiledMessage {
  let tokens = compiled.get(message);
  if (!tokens) {
    tokens = message.includes('{') ? parse(message, false) : [message];
    compiled.set(message, tokens);
  }
  return tokens;
}
