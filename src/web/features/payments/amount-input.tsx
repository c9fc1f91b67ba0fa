import { translateApiMessage } from '@web/i18n/i18n';
import { useId, type InputHTMLAttributes } from 'react';
import { cx } from '@web/components/cx';

type AmountInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A large rupee amount input with the ₹ sign in front (mobile keyboards show digits). */
export function AmountInput({ label, value, onValueChange, error, hint, className, ...rest }: AmountInputProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <div
        className={cx(
          'flex h-14 items-center rounded-xl border bg-ink-900 px-4 transition focus-within:ring-2 focus-within:ring-lotus-500/60',
          error ? 'border-danger/70' : 'border-ink-600',
        )}
      >
        <span className="mr-2 text-2xl font-bold text-subtle" aria-hidden="true">
          ₹
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value.replace(/[^\d.,]/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-full w-full min-w-0 bg-transparent text-2xl font-bold tabular-nums text-fg placeholder:text-ink-400 focus:outline-none"
          {...rest}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {translateApiMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
