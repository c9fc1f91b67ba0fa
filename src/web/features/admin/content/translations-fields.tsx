import { translatedLanguages, type TranslatedLanguage, type Translations } from '@shared/schemas/translations';

// The operator's versions of one text in the player site's other languages, written beside the
// English in every form of an operator-written text (ticker messages, banners, promotions).

/** The player site's other languages, as the operator's forms name them. */
export const otherLanguages: ReadonlyArray<{ key: TranslatedLanguage; name: string }> = [
  { key: 'hi', name: 'Hindi (हिन्दी)' },
  { key: 'bn', name: 'Bengali (বাংলা)' },
  { key: 'ta', name: 'Tamil (தமிழ்)' },
];

/** Every language, an emptied one as '': the server drops it and players of that language read the English. */
export const allVersions = (translations: Translations | undefined): Required<Translations> =>
  Object.fromEntries(translatedLanguages.map((language) => [language, translations?.[language] ?? ''])) as Required<Translations>;

/** "Also in Hindi, Tamil" or "English only", for a list row. */
export function writtenIn(translations: Translations | undefined): string {
  const written = otherLanguages.filter(({ key }) => translations?.[key]).map(({ name }) => name.split(' ')[0]);
  return written.length > 0 ? `Also in ${written.join(', ')}` : 'English only';
}

const fieldClass = 'w-full rounded-lg border border-ink-600 bg-ink-900 p-2 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60';

/** One text's Hindi, Bengali and Tamil inputs under a legend naming the text; each optional. */
export function TranslationsFields({
  word,
  legend,
  value,
  onChange,
  maxLength,
  isMultiline = false,
}: {
  /** Which text these are versions of (the form's field name), for tests and styling. */
  word: string;
  legend: string;
  value: Translations | undefined;
  onChange: (value: Translations) => void;
  maxLength: number;
  isMultiline?: boolean;
}) {
  return (
    <fieldset data-word={word} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-muted">{legend}</legend>
      <div className={isMultiline ? 'flex flex-col gap-2' : 'grid gap-2 sm:grid-cols-3'}>
        {otherLanguages.map(({ key, name }) => (
          <label key={key} className="flex flex-col gap-1 text-xs text-subtle">
            {name}
            {isMultiline ? (
              <textarea
                value={value?.[key] ?? ''}
                maxLength={maxLength}
                rows={2}
                lang={key}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
                className={fieldClass}
              />
            ) : (
              <input
                value={value?.[key] ?? ''}
                maxLength={maxLength}
                lang={key}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
                className={`${fieldClass} h-9`}
              />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
