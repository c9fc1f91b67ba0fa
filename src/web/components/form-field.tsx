import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { translateApiMessage } from '@web/i18n/i18n';
import { cx } from './cx';
import { EyeIcon, EyeOffIcon } from './icons';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something drawn at the end of the input (a status mark, a button). */
  trailing?: ReactNode;
};

export const inputClass =
  'h-11 w-full rounded-lg border bg-ink-900 px-3 text-[15px] text-fg placeholder:text-subtle transition focus:outline-none focus:ring-2 focus:ring-lotus-500/60 disabled:opacity-60';

/** A labelled input with its error and hint tied to it for screen readers. */
export function TextField({ label, error, hint, trailing, className, ...rest }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClass, error ? 'border-danger/70' : 'border-ink-600', trailing ? 'pr-11' : undefined)}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-xs text-subtle">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {translateApiMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'> & {
  /** Controlled visibility, so a dialog can reset it on close. */
  isVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ isVisible, onVisibleChange, label, ...rest }: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = isVisible ?? ownVisible;
  const setVisible = onVisibleChange ?? setOwnVisible;
  const { t } = useLingui();
  const name = label.toLowerCase();
  return (
    <TextField
      {...rest}
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible(!visible)}
          className="rounded-md p-2 text-muted hover:text-fg"
          aria-label={visible ? t`Hide ${name}` : t`Show ${name}`}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
