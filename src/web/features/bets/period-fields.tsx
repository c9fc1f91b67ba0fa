import { t } from '@lingui/core/macro';
import { DateField } from '@web/components/date-field';

// The From and To days of the bet screens' filters (dd/mm/yyyy): From never after To, To never
// before From.

type PeriodFieldsProps = {
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
  inputClassName: string;
};

export function PeriodFields({ from, to, onChange, inputClassName }: PeriodFieldsProps) {
  const labelClass = 'flex flex-col gap-1 text-xs font-medium text-muted';
  return (
    <>
      <DateField
        label={t`From`}
        value={from}
        max={to || undefined}
        onChange={(iso) => onChange({ from: iso })}
        className={labelClass}
        inputClassName={inputClassName}
      />
      <DateField
        label={t`To`}
        value={to}
        min={from || undefined}
        onChange={(iso) => onChange({ to: iso })}
        className={labelClass}
        inputClassName={inputClassName}
      />
    </>
  );
}
