import { t } from '@lingui/core/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { cx } from '@web/components/cx';
import { ImageIcon, TrashIcon } from '@web/components/icons';
import { readAsDataUrl, receiptProblem, type Receipt } from './receipt-file';

type ReceiptUploadProps = {
  receipt: Receipt | undefined;
  onChange: (receipt: Receipt | undefined) => void;
  /** A problem with the chosen file (wrong type, too large) goes to the form's error line. */
  onProblem: (message: string) => void;
};

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Payment screenshot upload with a preview (jpg, png, webp up to 5 MB). */
export function ReceiptUpload({ receipt, onChange, onProblem }: ReceiptUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isReading, setReading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = receiptProblem(file);
    if (problem) {
      onProblem(problem);
      return;
    }
    setReading(true);
    try {
      onChange({ name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) });
    } catch {
      onProblem('Could not read this file. Please choose another image.');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-muted">
        {t`Payment Receipt`} <span className="text-danger">*</span>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        onChange={(event) => void onFile(event)}
        data-testid="receipt-input"
      />
      {receipt ? (
        <div className="flex items-center gap-3 rounded-xl border border-ink-600 bg-ink-900 p-2">
          <img src={receipt.dataUrl} alt={t`Receipt preview`} className="size-20 shrink-0 rounded-lg object-cover ring-1 ring-ink-600" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-fg">{receipt.name}</p>
            <p className="text-xs text-subtle">{formatSize(receipt.size)}</p>
            <button type="button" onClick={() => inputRef.current?.click()} className="mt-1 text-xs font-semibold text-back hover:underline">
              {t`Change`}
            </button>
          </div>
          <button
            type="button"
            onClick={() => onChange(undefined)}
            className="rounded-lg p-2 text-muted hover:bg-ink-700 hover:text-danger"
            aria-label={t`Remove receipt`}
          >
            <TrashIcon className="size-4" />
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={isReading}
          className={cx(
            'flex flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-ink-500 bg-ink-900 px-4 py-6 text-center transition hover:border-lotus-400/60 hover:bg-ink-800',
            isReading && 'opacity-60',
          )}
        >
          <ImageIcon className="size-7 text-lotus-300" />
          <span className="text-sm font-semibold text-fg">{isReading ? t`Reading image...` : t`Upload payment screenshot`}</span>
          <span className="text-xs text-subtle">{t`JPG, PNG or WEBP · up to 5 MB`}</span>
        </button>
      )}
    </div>
  );
}
