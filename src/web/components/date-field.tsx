import { t } from '@lingui/core/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from './cx';
import { inputClass } from './form-field';
import { shiftDate } from '@web/lib/india-dates';
import { isoToIndian, parseIndianDate, withSlashes } from './indian-date';

type DateFieldProps = {
  label: string;
  /** The ISO day (YYYY-MM-DD), or "" for none. */
  value: string;
  /** Called with the ISO day when the text is a whole, real date, and with "" when it is cleared. */
  onChange: (iso: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /** Classes of the field (the label and the input together). */
  className?: string;
  inputClassName?: string;
};

/**
 * A date typed day first (dd/mm/yyyy), as Indian players write it, on the number keypad; the
 * screen keeps the ISO day. Slashes come by themselves; ↑/↓ move a day. A date that does not exist
 * is named under the field and not passed on; one outside min–max is passed on (the other end of a
 * range may move next) and named under the field.
 */
export function DateField({ label, value, onChange, min, max, className, inputClassName }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => isoToIndian(value));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  // A value set from outside (a reset, a preset range) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(isoToIndian(value));
  }

  const accept = (next: string) => {
    setText(next);
    const parsed = parseIndianDate(next);
    const iso = parsed.kind === 'empty' ? '' : parsed.kind === 'date' ? parsed.iso : undefined;
    if (iso === undefined || iso === value) return;
    setShown(iso);
    onChange(iso);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const parsed = parseIndianDate(text);
    if (parsed.kind !== 'date') return;
    event.preventDefault();
    accept(isoToIndian(shiftDate(parsed.iso, event.key === 'ArrowUp' ? 1 : -1)));
  };

  const parsed = parseIndianDate(text);
  const earliest = isoToIndian(min ?? '');
  const latest = isoToIndian(max ?? '');
  const error =
    parsed.kind === 'invalid'
      ? touched || text.length >= 10
        ? t`Enter a real date as dd/mm/yyyy`
        : undefined
      : parsed.kind === 'date' && min && parsed.iso < min
        ? t`Choose ${earliest} or later`
        : parsed.kind === 'date' && max && parsed.iso > max
          ? t`Choose ${latest} or earlier`
          : undefined;

  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`dd/mm/yyyy`}
        maxLength={10}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => accept(withSlashes(text, event.target.value))}
        onBlur={() => setTouched(true)}
        onKeyDown={onKeyDown}
        className={cx(inputClass, error ? 'border-danger/70' : 'border-ink-600', inputClassName)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
