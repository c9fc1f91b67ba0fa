import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { cx } from '@web/components/cx';
import { formatStake } from './format';
import { usePreferences } from '@web/lib/preferences';
import { cleanStakeInput, groupStakeInput, tickPrice } from './bet-slip-math';

// The bet slip's inputs: the price with its ladder ticks, the stake with separators, and the
// quick stake buttons.

const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border bg-ink-900 px-2 text-center text-[15px] font-semibold tabular-nums text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60';
const tickClass = 'grid h-10 w-9 shrink-0 place-items-center rounded-lg bg-ink-700 text-lg font-bold text-fg hover:bg-ink-600 disabled:opacity-40';

type PriceFieldProps = { value: string; onChange: (value: string) => void; error: string | undefined };

export function PriceField({ value, onChange, error }: PriceFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-subtle">
        {t`Odds`}
      </label>
      <div className="flex items-center gap-1">
        <button type="button" className={tickClass} onClick={() => onChange(tickPrice(value, -1))} aria-label={t`Lower odds by one tick`}>
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(fieldClass, error ? 'border-danger/70' : 'border-ink-600')}
        />
        <button type="button" className={tickClass} onClick={() => onChange(tickPrice(value, 1))} aria-label={t`Raise odds by one tick`}>
          +
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A fancy line is taken at the house's rate (what ₹100 wins); the player does not change it. */
export function FancyRate({ price }: { price: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-subtle">{t`Rate`}</span>
      <output className="grid h-10 place-items-center rounded-lg border border-ink-600 bg-ink-900/60 text-[15px] font-semibold tabular-nums text-fg">
        {Math.round((price - 1) * 100)}
      </output>
    </div>
  );
}

type StakeFieldProps = { value: string; onChange: (clean: string) => void; error: string | undefined };

export function StakeField({ value, onChange, error }: StakeFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-subtle">
        {t`Stake (₹)`}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        data-autofocus
        value={groupStakeInput(value)}
        onChange={(event) => onChange(cleanStakeInput(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(fieldClass, error ? 'border-danger/70' : 'border-ink-600')}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The player's own stake buttons (Settings → Bet slip), the defaults until they change them. */
export function QuickStakes({ onPick }: { onPick: (stake: number) => void }) {
  const { stakeButtons } = usePreferences().betting;
  return (
    <div className="grid grid-cols-3 gap-1.5" role="group" aria-label={t`Quick stakes`}>
      {stakeButtons.map((stake, index) => (
        <button
          key={`${index}-${stake}`}
          type="button"
          onClick={() => onPick(stake)}
          className="h-8 rounded-md bg-ink-700 text-xs font-semibold tabular-nums text-fg ring-1 ring-ink-600 hover:bg-ink-600"
        >
          {formatStake(stake).replace(/\.00$/, '')}
        </button>
      ))}
    </div>
  );
}

type KeepInPlayProps = { checked: boolean; onChange: (checked: boolean) => void; isInPlay: boolean };

/**
 * Off (the default, as on other exchanges): the unmatched part lapses when the event goes in play,
 * or, once it is in play, when the market is suspended (a wicket, a goal).
 */
export function KeepInPlay({ checked, onChange, isInPlay }: KeepInPlayProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-xs">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-lotus-500"
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-fg">
          {t`Keep in play`}
        </label>
        <p id={`${id}-hint`} className="text-subtle">
          {isInPlay
            ? checked
              ? t`Any unmatched part stays in the market when it is suspended.`
              : t`Any unmatched part is cancelled when the market is suspended.`
            : checked
              ? t`Any unmatched part stays in the market when the event goes in play.`
              : t`Any unmatched part is cancelled when the event goes in play.`}
        </p>
      </div>
    </div>
  );
}
