import type { ReactNode } from 'react';
import { inputClass } from '@web/components/form-field';

// Bits the promotions screen's forms share.

const selectClass = `${inputClass} border-ink-600`;

export const wageringLabels = { exchange: 'Exchange (matched stake)', casino: 'Casino stakes', any: 'Exchange and casino' } as const;

export function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-muted">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </label>
  );
}
