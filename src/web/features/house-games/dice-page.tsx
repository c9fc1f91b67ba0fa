import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { DiceDirection } from '@shared/fairness';
import type { HouseRound } from '@shared/schemas/casino';
import { Button } from '@web/components/button';
import { translateApiMessage } from '@web/i18n/i18n';
import { cx } from '@web/components/cx';
import { useDiceRoll } from './api/dice';
import { useHouseSession } from './api/mines';
import { quoteDice } from './dice-bet';
import { FailureAlert, GameFrame, SeedPanel, sessionGate, StakeField } from './game-frame';
import { checkStake, rupees } from './stake';

// Dice in the game frame (/play/dice?session=...): roll over or under a target; the multiplier
// and exact win chance update as the target moves. One request settles the round.

function RollResult({ round, balance }: { round: HouseRound; balance: number }) {
  const roll = Number(round.result.roll);
  const isWin = round.status === 'won';
  return (
    <div role="status" className="flex flex-col items-center gap-1 rounded-xl bg-ink-800 p-4 text-center">
      <p className={cx('text-5xl font-black tabular-nums', isWin ? 'text-emerald-400' : 'text-danger')} data-testid="dice-roll">
        {roll.toFixed(2)}
      </p>
      <p className="font-semibold">{isWin ? t`You won ${rupees(round.payout)} (${round.multiplier.toFixed(4)}×)` : t`You lost ${rupees(round.stake)}`}</p>
      <p className="text-xs text-muted">{t`Balance after: ${rupees(balance)}`}</p>
    </div>
  );
}

function RollBar({ target, direction, roll }: { target: number; direction: DiceDirection; roll: number | undefined }) {
  const safeTarget = Number.isFinite(target) ? Math.min(100, Math.max(0, target)) : 50;
  const win = 'bg-emerald-500/70';
  const lose = 'bg-danger/60';
  return (
    <div aria-hidden="true" className="relative h-3 w-full overflow-hidden rounded-full">
      <div className="absolute inset-y-0 left-0" style={{ width: `${safeTarget}%` }}>
        <div className={cx('h-full', direction === 'under' ? win : lose)} />
      </div>
      <div className="absolute inset-y-0 right-0" style={{ width: `${100 - safeTarget}%` }}>
        <div className={cx('h-full', direction === 'over' ? win : lose)} />
      </div>
      {roll === undefined ? null : <div className="absolute inset-y-0 w-1 -translate-x-1/2 bg-white" style={{ left: `${roll}%` }} />}
    </div>
  );
}

export function DicePage() {
  const session = useHouseSession();
  const roll = useDiceRoll();
  const [stake, setStake] = useState('10');
  const [target, setTarget] = useState('50');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [stakeError, setStakeError] = useState<string>();

  const gate = sessionGate(session);
  if (gate || !session.data) return gate;

  const quote = quoteDice(target, direction);
  const last = roll.data;
  const fairness = session.data.fairness;
  const submit = () => {
    const checked = checkStake(stake);
    setStakeError(checked.error);
    if (checked.stake === undefined || quote.error) return;
    roll.mutate({ stake: checked.stake, target: Number(target), direction });
  };

  return (
    <GameFrame title={t`DICE`} game="dice" balance={last?.balance ?? session.data.balance}>
      <div className="flex flex-col gap-3 md:grid md:grid-cols-[340px_1fr] md:items-start md:gap-5">
        <form
          className="flex flex-col gap-3 rounded-xl bg-ink-900 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <StakeField value={stake} onChange={setStake} disabled={roll.isPending} error={stakeError} />
          <div role="radiogroup" aria-label={t`Direction`} className="grid grid-cols-2 gap-1 rounded-lg bg-ink-800 p-1">
            {(['under', 'over'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={direction === value}
                onClick={() => setDirection(value)}
                className={cx('h-10 rounded-md text-sm font-semibold touch-manipulation', direction === value ? 'bg-ink-600 text-fg' : 'text-muted')}
              >
                {value === 'under' ? t`Roll under` : t`Roll over`}
              </button>
            ))}
          </div>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t`Target`}
            <input
              inputMode="decimal"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className={cx('h-11 rounded-lg border bg-ink-800 px-3 text-base text-fg', quote.error ? 'border-danger' : 'border-ink-600')}
            />
          </label>
          <input
            type="range"
            aria-label={t`Target slider`}
            min={2}
            max={98}
            step={0.5}
            value={Number.isFinite(Number(target)) ? Number(target) : 50}
            onChange={(event) => setTarget(event.target.value)}
            className="h-8 w-full touch-manipulation accent-gold-400"
          />
          {quote.multiplier === undefined ? (
            <p className="text-xs text-danger">{translateApiMessage(quote.error)}</p>
          ) : (
            <dl className="grid grid-cols-2 gap-2 text-center">
              <div className="rounded-lg bg-ink-800 p-2">
                <dt className="text-[11px] text-muted">{t`Multiplier`}</dt>
                <dd className="font-bold tabular-nums">{quote.multiplier.toFixed(4)}×</dd>
              </div>
              <div className="rounded-lg bg-ink-800 p-2">
                <dt className="text-[11px] text-muted">{t`Win chance`}</dt>
                <dd className="font-bold tabular-nums">{quote.chancePercent.toFixed(2)}%</dd>
              </div>
            </dl>
          )}
          <Button type="submit" size="lg" isLoading={roll.isPending} disabled={Boolean(quote.error)}>
            {t`Roll`}
          </Button>
        </form>

        <div className="flex flex-col gap-3">
          <RollBar target={Number(target)} direction={direction} roll={last ? Number(last.round.result.roll) : undefined} />
          {last ? (
            <RollResult round={last.round} balance={last.balance} />
          ) : (
            <p className="rounded-xl bg-ink-800 p-4 text-center text-sm text-muted">{t`Pick a target and roll.`}</p>
          )}
          <FailureAlert error={roll.error} />
          <SeedPanel fairness={fairness} />
          {last ? (
            <p className="text-[11px] text-muted">
              {t`Last round #${last.round.id} used nonce ${last.round.fairness.nonce}. Rotate your seeds on the Fairness tab to verify it.`}
            </p>
          ) : null}
        </div>
      </div>
    </GameFrame>
  );
}
