// The four languages of the player site and of the API's messages (docs/decisions/046-four-languages.md).
// Kept free of zod so the browser's first bundle can import it.

export const languages = ['en', 'hi', 'bn', 'ta'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The first supported language among tags such as navigator.languages or Accept-Language's, by primary subtag; English when none. */
export function pickLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** Accept-Language's tags, highest quality first (ties keep their order); q=0 means "not this one". */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
