import type { ReactNode } from 'react';
import { inputClass } from '@web/components/form-field';

/** A labelled select box of the back office's forms; `children` are its options. */
export function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={`${inputClass} border-ink-600`}>
        {children}
      </select>
    </label>
  );
}
