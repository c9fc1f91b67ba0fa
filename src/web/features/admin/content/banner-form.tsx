import { useId, useState, type FormEvent } from 'react';
import { bannerTextFields, createBannerSchema, type BannerTextField } from '@shared/schemas/content';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { TextField } from '@web/components/form-field';
import { ImageIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { errorMessage } from '@web/lib/api-client';
import type { NewBanner } from './banners-api';
import { useUploadImage } from './media-api';
import { allVersions, TranslationsFields } from './translations-fields';

type BannerFormProps = {
  initial?: NewBanner;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (banner: NewBanner, reset: () => void) => void;
  serverError?: string | undefined;
};

const blank: NewBanner = { image_url: '', alt_text: '', title: '', subtitle: '', button_label: '', link_url: '', translations: {}, is_active: true };

const wordLabels: Record<BannerTextField, { label: string; max: number }> = {
  title: { label: 'Title', max: 120 },
  subtitle: { label: 'Subtitle', max: 200 },
  button_label: { label: 'Button label', max: 40 },
  alt_text: { label: 'Alt text', max: 200 },
};

/** A banner's image (uploaded, or an address), its words and their versions in the players' other languages, and whether it shows. */
export function BannerForm({ initial = blank, submitLabel, isPending, onSubmit, serverError }: BannerFormProps) {
  const [values, setValues] = useState(initial);
  const [source, setSource] = useState<'upload' | 'url'>(initial.image_url ? 'url' : 'upload');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadImage();
  const fileId = useId();

  const set = <K extends keyof NewBanner>(key: K, value: NewBanner[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (media) => set('image_url', media.url),
      onError: (failure) => setErrors((current) => ({ ...current, image_url: errorMessage(failure, 'Failed to upload image') })),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createBannerSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    // Every language of every word is sent, an emptied one as '': the server drops it (English shows).
    const translations = Object.fromEntries(bannerTextFields.map((field) => [field, allVersions(parsed.data.translations[field])]));
    onSubmit({ ...parsed.data, translations }, () => {
      setValues(blank);
      upload.reset();
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div role="radiogroup" aria-label="Image source" className="inline-flex w-fit rounded-lg bg-ink-900 p-1 ring-1 ring-ink-600">
        {(
          [
            ['upload', 'Upload image'],
            ['url', 'Image URL'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={source === key}
            onClick={() => setSource(key)}
            className={cx('rounded-md px-3 py-1.5 text-xs font-semibold', source === key ? 'bg-ink-600 text-fg' : 'text-muted hover:text-fg')}
          >
            {label}
          </button>
        ))}
      </div>

      {source === 'upload' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-muted">
            Image file (jpg, png or webp, at most 5 MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => onFile(event.target.files?.[0])}
            className="text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-ink-600 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-fg hover:file:bg-ink-500"
          />
          {upload.isPending ? (
            <p className="flex items-center gap-2 text-xs text-muted">
              <Spinner size="sm" label="" /> Uploading...
            </p>
          ) : null}
          {errors.image_url ? <p className="text-xs font-medium text-danger">{errors.image_url}</p> : null}
        </div>
      ) : (
        <TextField
          label="Image URL"
          placeholder="https://... or /media/..."
          value={values.image_url}
          onChange={(event) => set('image_url', event.target.value)}
          error={errors.image_url}
        />
      )}

      {values.image_url ? (
        <div className="max-w-xl overflow-hidden rounded-lg ring-1 ring-ink-600">
          <img src={values.image_url} alt="Preview of the banner" className="aspect-[8/3] w-full object-cover" />
        </div>
      ) : (
        <div className="grid aspect-[8/3] w-full max-w-xl place-items-center rounded-lg border border-dashed border-ink-500 text-subtle">
          <span className="flex flex-col items-center gap-1 text-xs">
            <ImageIcon className="size-6" /> 1200 × 450 works best
          </span>
        </div>
      )}

      <p className="text-xs text-subtle">
        The site writes the title, subtitle and button over the left of the image, in each player&apos;s language. Leave them empty when the image carries its
        own words.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" value={values.title} onChange={(event) => set('title', event.target.value)} error={errors.title} />
        <TextField label="Subtitle" value={values.subtitle} onChange={(event) => set('subtitle', event.target.value)} error={errors.subtitle} />
        <TextField label="Button label" value={values.button_label} onChange={(event) => set('button_label', event.target.value)} error={errors.button_label} />
        <TextField
          label="Button link"
          placeholder="/casino or https://..."
          value={values.link_url}
          onChange={(event) => set('link_url', event.target.value)}
          error={errors.link_url}
          hint="A page of this site, or an https address (opens in a new tab)"
        />
        <TextField
          label="Alt text"
          value={values.alt_text}
          onChange={(event) => set('alt_text', event.target.value)}
          error={errors.alt_text}
          hint="Describes the image for screen readers"
        />
      </div>
      <div className="flex flex-col gap-3">
        {bannerTextFields.map((field) => (
          <TranslationsFields
            key={field}
            word={field}
            legend={`${wordLabels[field].label} in the players' other languages (optional: where empty, players read the English)`}
            value={values.translations[field]}
            maxLength={wordLabels[field].max}
            onChange={(versions) => set('translations', { ...values.translations, [field]: versions })}
          />
        ))}
        {errors.translations ? <p className="text-xs font-medium text-danger">{errors.translations}</p> : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={values.is_active} onChange={(event) => set('is_active', event.target.checked)} className="size-4 accent-lotus-500" />
        Show on the home page
      </label>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" className="self-start" isLoading={isPending} disabled={upload.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
