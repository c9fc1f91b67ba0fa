import { t } from '@lingui/core/macro';
import type { BetSide } from '@shared/schemas/bets';
import type { PriceLevel } from '@shared/schemas/exchange';
import { cx } from '@web/components/cx';
import { formatCompactStake, formatPrice, formatStake } from './format';

// One price cell of the exchange: back blue, lay pink. Spec §5: a price is only clickable when
// there is one ('-' otherwise), prices read with two decimals. Sizes read short, as Indian
// exchanges write them (1,00,000.00 → 1L), so that they fit the cell on a phone; the full size
// is in the cell's title.

type PriceButtonProps = {
  side: BetSide;
  level: PriceLevel | null | undefined;
  /** Accessible name: "Back India at 2.02". */
  label: string;
  onSelect?: (level: PriceLevel) => void;
  isDisabled?: boolean;
  /** Deeper levels of a ladder read lighter than the best price. */
  depth?: 0 | 1 | 2;
  showSize?: boolean;
  /** Fancy lines read "line / rate" instead of "price / size". */
  text?: string;
  subtext?: string;
  /** Deeper ladder levels show from the sm breakpoint only. */
  isWideOnly?: boolean;
  className?: string;
};

// Deeper levels are lighter tints of the side's colour, as on every exchange ladder.
const tones: Record<BetSide, readonly [string, string, string]> = {
  back: ['bg-back hover:bg-back-strong', 'bg-[#a3d2f4] hover:bg-back', 'bg-[#c6e3f8] hover:bg-back'],
  lay: ['bg-lay hover:bg-lay-strong', 'bg-[#fbc4d0] hover:bg-lay', 'bg-[#fcdbe2] hover:bg-lay'],
};

export function PriceButton({
  side,
  level,
  label,
  onSelect,
  isDisabled = false,
  depth = 0,
  showSize = true,
  text,
  subtext,
  isWideOnly = false,
  className,
}: PriceButtonProps) {
  const hasPrice = level !== null && level !== undefined && level.price > 0;
  const base = cx(
    isWideOnly ? 'hidden sm:flex' : 'flex',
    'min-h-10 w-full min-w-0 flex-col items-center justify-center rounded-md px-0.5 py-1 text-center leading-tight tabular-nums',
  );
  if (!hasPrice) {
    return (
      <div className={cx(base, side === 'back' ? 'bg-back/15' : 'bg-lay/15', 'text-sm font-bold text-subtle', className)}>
        <span aria-hidden="true">-</span>
        <span className="sr-only">{t`${label}: no price`}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onSelect?.(level)}
      disabled={isDisabled || !onSelect}
      aria-label={t`${label} at ${formatPrice(level.price)}`}
      title={showSize && subtext === undefined ? formatStake(level.size) : undefined}
      className={cx(base, tones[side][depth], 'text-on-price transition disabled:cursor-not-allowed disabled:opacity-60', className)}
    >
      <span className="text-[13px] font-bold">{text ?? formatPrice(level.price)}</span>
      {showSize ? <span className="text-[10px] font-medium text-on-price/80">{subtext ?? formatCompactStake(level.size)}</span> : null}
    </button>
  );
}
