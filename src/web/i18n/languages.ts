import type { Language } from '@shared/i18n/languages';

// How each language names itself in the picker, and the locale dates are written in. Digits stay
// Latin in every language, as amounts are (₹1,00,000.00 everywhere).

export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी', bn: 'বাংলা', ta: 'தமிழ்' };

export const dateLocales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', bn: 'bn-IN-u-nu-latn', ta: 'ta-IN' };
