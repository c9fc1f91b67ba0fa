import { useId, type ReactNode } from 'react';
import { cx } from '@web/components/cx';

// The rows a settings section is made of: a switch, a select, a slider.

export function SettingsSection({ title, icon, children, id }: { title: string; icon: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id ?? title}-heading`} className="rounded-xl border border-ink-600 bg-ink-850">
      <h2
        id={`${id ?? title}-heading`}
        className="flex items-center gap-2 border-b border-ink-700 px-4 py-3 text-sm font-bold uppercase tracking-wider text-muted"
      >
        <span className="text-lotus-300">{icon}</span>
        {title}
      </h2>
      <div className="divide-y divide-ink-700/60 px-4">{children}</div>
    </section>
  );
}

export function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={id} className="text-sm font-medium text-fg">
          {label}
        </p>
        {description ? <p className="text-xs text-subtle">{description}</p> : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        onClick={() => onChange(!checked)}
        className={cx('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition', checked ? 'bg-lotus-500' : 'bg-ink-500')}
      >
        <span className={cx('inline-block size-5 rounded-full bg-white shadow transition', checked ? 'translate-x-[22px]' : 'translate-x-0.5')} />
      </button>
    </div>
  );
}

export function SelectRow<T extends string | number>({
  label,
  description,
  value,
  options,
  onChange,
}: {
  label: string;
  description?: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {description ? <p className="text-xs text-subtle">{description}</p> : null}
      </div>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className="h-9 min-w-36 max-w-[55%] shrink-0 rounded-lg border border-ink-500 bg-ink-900 px-2 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60"
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SliderRow({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="py-3">
      <div className="mb-2 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <span className="text-sm tabular-nums text-muted">{value}%</span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-lotus-500"
      />
    </div>
  );
}
