import { z } from 'zod';
import type { Language } from '@shared/i18n/languages';

// The operator's own texts (the ticker's messages, banners, promotions) in the player site's other
// languages: each text is written in English and may have a version in Hindi, Bengali and Tamil,
// kept beside it as {hi, bn, ta}. A player reading a language without a version reads the English.
// docs/decisions/062-operator-texts-in-four-languages.md

export const translatedLanguages = ['hi', 'bn', 'ta'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];
export type Translations = Partial<Record<TranslatedLanguage, string>>;

export const languageNames: Record<TranslatedLanguage, string> = { hi: 'Hindi', bn: 'Bengali', ta: 'Tamil' };

/** The versions of one text: each trimmed, at most `max` characters like the English; empty means none. */
export function translationsSchema(label: string, max: number) {
  const version = (language: TranslatedLanguage) =>
    z
      .string({ error: `${languageNames[language]} ${label.toLowerCase()} must be text` })
      .trim()
      .max(max, `${languageNames[language]} ${label.toLowerCase()} must be at most ${max} characters`)
      .optional();
  return z.object({ hi: version('hi'), bn: version('bn'), ta: version('ta') }, { error: `${label} versions must be an object of hi, bn and ta` });
}

/** The text a player reads: the version in their language where the operator wrote one, else the English. */
export function inLanguage(english: string, translations: Translations | null | undefined, language: Language): string {
  if (language === 'en') return english;
  return translations?.[language] || english;
}

/** What is stored: only the languages with a version (an empty one is dropped, so the English shows). */
export function cleanTranslations(translations: Translations): Translations {
  return Object.fromEntries(translatedLanguages.flatMap((language) => (translations[language] ? [[language, translations[language]]] : [])));
}
