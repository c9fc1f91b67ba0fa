import { t } from '@lingui/core/macro';
import type { PaymentOption } from '@shared/schemas/wallet';
import { cx } from '@web/components/cx';
import { CheckIcon } from '@web/components/icons';
import { paymentBadgeWords } from './payment-badge';

function OptionMark({ option }: { option: PaymentOption }) {
  if (option.iconUrl) return <img src={option.iconUrl} alt="" className="size-9 shrink-0 rounded-lg bg-white object-contain p-1" />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid size-9 shrink-0 place-items-center rounded-lg text-[11px] font-black tracking-wide',
        option.type === 'upi' ? 'bg-emerald-400/15 text-emerald-300' : 'bg-back/15 text-back',
      )}
    >
      {option.type === 'upi' ? 'UPI' : 'BANK'}
    </span>
  );
}

type PickerProps = { options: PaymentOption[]; selectedId: number | undefined; onSelect: (id: number) => void };

/** The payment options as a radio group of cards. */
export function PaymentOptionPicker({ options, selectedId, onSelect }: PickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-muted">{t`Select Payment Method`}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const isSelected = option.id === selectedId;
          return (
            <label
              key={option.id}
              className={cx(
                'relative flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-400',
                isSelected ? 'border-lotus-400/70 bg-lotus-500/10' : 'border-ink-600 bg-ink-900 hover:border-ink-500',
              )}
            >
              <input type="radio" name="payment-option" value={option.id} checked={isSelected} onChange={() => onSelect(option.id)} className="sr-only" />
              <OptionMark option={option} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-fg">{option.label}</span>
                <span className="block truncate text-xs text-subtle">{option.type === 'upi' ? t`Scan QR or pay to UPI ID` : t`IMPS / NEFT / RTGS`}</span>
              </span>
              {option.badge ? (
                <span className="shrink-0 rounded-full bg-gold-400/15 px-2 py-0.5 text-[10px] font-bold uppercase text-gold-400">
                  {paymentBadgeWords(option.badge)}
                </span>
              ) : null}
              <span
                className={cx(
                  'grid size-5 shrink-0 place-items-center rounded-full border',
                  isSelected ? 'border-lotus-400 bg-lotus-400 text-ink-950' : 'border-ink-500',
                )}
              >
                {isSelected ? <CheckIcon className="size-3.5" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
