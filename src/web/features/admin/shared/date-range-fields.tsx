import { DateField } from '@web/components/date-field';

// The back office's From/To pair (Asia/Kolkata days, dd/mm/yyyy): From never after To, To never
// before From, and both up to `latest` when a screen has a last day.

type DateRangeFieldsProps = {
  from: string;
  to: string;
  onFrom: (iso: string) => void;
  onTo: (iso: string) => void;
  /** The last day To may take (a report of days that have begun). */
  latest?: string;
  inputClassName: string;
};

export function DateRangeFields({ from, to, onFrom, onTo, latest, inputClassName }: DateRangeFieldsProps) {
  const labelClass = 'flex flex-col gap-1.5 text-sm font-medium text-muted';
  return (
    <>
      <DateField label="From" value={from} max={to || undefined} onChange={onFrom} className={labelClass} inputClassName={inputClassName} />
      <DateField label="To" value={to} min={from || undefined} max={latest} onChange={onTo} className={labelClass} inputClassName={inputClassName} />
    </>
  );
}
