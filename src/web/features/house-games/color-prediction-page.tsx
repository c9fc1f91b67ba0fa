import { t } from '@lingui/core/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import type { ColorSelection } from '@shared/schemas/casino';
import { useColorBet, useColorState, useMyColorBets, useRefreshAfterDraw } from './api/color';
import { useHouseSession } from './api/mines';
import { clockOffset } from './crash-logic';
import {
  COLOUR_PICKS,
  formatCountdown,
  NUMBER_PICKS,
  numberBallClass,
  periodClock,
  PICK_CLASS,
  selectionLabel,
  SIZE_PICKS,
  type ColorBet,
  type ColorRound,
  type PeriodClock,
} from './color-logic';
import { FailureAlert, GameFrame, sessionGate } from './game-frame';
import { rupees } from './stake';

// Colour prediction (Wingo) in the game frame (/play/color-prediction?session=...): one period a
// minute for everyone, live from the stream; pick a colour, a number or big/small before the
// last five seconds. The Fairness tab verifies any drawn period.

const QUICK_STAKES = [10, 50, 100, 500];

function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

function Ball({ number, size = 'h-7 w-7 text-sm' }: { number: number; size?: string }) {
  return <span className={cx('inline-flex items-center justify-center rounded-full font-black text-white', size, numberBallClass(number))}>{number}</span>;
}

export function ColorPredictionPage() {
  const session = useHouseSession();
  const { state, isLive } = useColorState();
  const myBets = useMyColorBets();
  const placeBet = useColorBet();
  const refreshAfterDraw = useRefreshAfterDraw();
  const [pick, setPick] = useState<ColorSelection | null>(null);
  const [stake, setStake] = useState('10');
  const localNow = useTicker(500);

  const data = state.data;
  const offset = data ? clockOffset(data.server_time, state.dataUpdatedAt) : 0;
  const serverNow = localNow + offset;
  const current = data?.current ?? null;
  const clock = current ? periodClock(current, serverNow) : undefined;
  const lastDrawn = data?.recent[0]?.period;

  // The period ran out: without the stream, ask for the draw and the next period now rather than
  // at the next poll (the stream sends them as they happen).
  const { refetch } = state;
  useEffect(() => {
    if (clock?.status === 'drawing' && !isLive) void refetch();
  }, [clock?.status, isLive, refetch]);
  const onDraw = useEffectEvent(() => refreshAfterDraw());
  useEffect(() => {
    if (lastDrawn) onDraw();
  }, [lastDrawn]);

  const gate = sessionGate(session) ?? (state.isPending ? sessionGate({ isPending: true, isError: false, error: null }) : undefined);
  if (gate || !session.data) return gate;

  const isOpen = clock?.status === 'open';
  const payout = pick ? data?.payouts[pick] : undefined;

  return (
    <GameFrame title={t`COLOUR PREDICTION`} game="color-prediction" balance={session.data.balance}>
      <div className="flex flex-col gap-3 md:grid md:grid-cols-[minmax(0,1fr)_340px] md:items-start md:gap-5">
        <div className="flex flex-col gap-3">
          <PeriodBar current={current} clock={clock} />
          <Picks pick={pick} isOpen={isOpen} onPick={setPick} />
          {pick && current ? (
            <form
              aria-label={t`Bet slip`}
              className="flex flex-col gap-2 rounded-xl bg-ink-800 p-3"
              onSubmit={(event) => {
                event.preventDefault();
                placeBet.mutate({ period: current.period, selection: pick, stake: Number(stake) }, { onSuccess: () => setPick(null) });
              }}
            >
              <p className="text-sm">
                {selectionLabel(pick)} {payout ? <span className="text-muted">{t`· pays up to ${payout}×`}</span> : null}
              </p>
              <label className="flex flex-col gap-1 text-xs text-muted">
                {t`Stake (₹)`}
                <input
                  inputMode="decimal"
                  value={stake}
                  onChange={(event) => setStake(event.target.value)}
                  className="h-11 rounded-lg border border-ink-600 bg-ink-900 px-3 text-base text-fg"
                />
              </label>
              <div className="grid grid-cols-4 gap-1.5">
                {QUICK_STAKES.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    onClick={() => setStake(String(amount))}
                    className="h-9 touch-manipulation rounded-lg bg-ink-700 text-sm font-semibold hover:bg-ink-600"
                  >
                    ₹{amount}
                  </button>
                ))}
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" onClick={() => setPick(null)}>
                  {t`Cancel`}
                </Button>
                <Button type="submit" isLoading={placeBet.isPending} disabled={!isOpen}>
                  {t`Bet ${rupees(Number(stake) || 0)}`}
                </Button>
              </div>
            </form>
          ) : null}
          <FailureAlert error={placeBet.error} />
          {placeBet.isSuccess && !pick ? (
            <p role="status" className="text-center text-sm text-emerald-400">
              {t`Bet placed for period ${placeBet.variables?.period ?? ''}.`}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-1">
            <Results recent={data?.recent ?? []} />
            <MyBets bets={myBets.data ?? []} />
          </div>
          {current ? (
            <section aria-label={t`Fairness`} className="rounded-lg bg-ink-800 p-2 text-[11px] text-muted">
              <p className="break-all">{t`Period ${current.period} server seed hash: ${current.server_seed_hash}`}</p>
              {data?.recent[0]?.server_seed ? (
                <p className="break-all">
                  {t`Period ${data.recent[0].period} server seed: ${data.recent[0].server_seed} (client seed = period, nonce ${data.recent[0].nonce})`}
                </p>
              ) : null}
              <p>{t`Verify any drawn period on the Fairness tab.`}</p>
            </section>
          ) : null}
        </div>
      </div>
    </GameFrame>
  );
}

function PeriodBar({ current, clock }: { current: ColorRound | null; clock: PeriodClock | undefined }) {
  return (
    <section aria-label={t`Period`} className="flex items-center justify-between rounded-xl bg-ink-800 p-3">
      {current && clock ? (
        <>
          <div>
            <p className="text-xs text-muted">{t`Period`}</p>
            <p className="font-bold tabular-nums">{current.period}</p>
          </div>
          <div className="text-right">
            <p className="text-xs text-muted">
              {clock.status === 'open' ? t`Time remaining` : clock.status === 'closed' ? t`Bets closed · drawing in` : t`Drawing...`}
            </p>
            <p aria-label={t`Countdown`} className={cx('text-2xl font-black tabular-nums', clock.status === 'open' ? 'text-fg' : 'text-danger')}>
              {formatCountdown(clock.seconds)}
            </p>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">{t`Waiting for the next period...`}</p>
      )}
    </section>
  );
}

function Picks({ pick, isOpen, onPick }: { pick: ColorSelection | null; isOpen: boolean; onPick: (pick: ColorSelection) => void }) {
  return (
    <section aria-label={t`Picks`} className="flex flex-col gap-2">
      <div className="grid grid-cols-3 gap-2">
        {COLOUR_PICKS.map((colour) => (
          <PickButton
            key={colour}
            selection={colour}
            isSelected={pick === colour}
            disabled={!isOpen}
            onPick={onPick}
            className={cx('h-12 rounded-lg text-white', PICK_CLASS[colour])}
          />
        ))}
      </div>
      <div className="grid grid-cols-5 gap-2 rounded-xl bg-ink-900 p-2">
        {NUMBER_PICKS.map((number) => (
          <button
            key={number}
            type="button"
            aria-label={selectionLabel(number)}
            aria-pressed={pick === number}
            disabled={!isOpen}
            onClick={() => onPick(number)}
            className={cx('flex justify-center rounded-full p-0.5 touch-manipulation disabled:opacity-50', pick === number ? 'ring-2 ring-gold-400' : '')}
          >
            <Ball number={Number(number)} size="h-11 w-11 text-lg" />
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {SIZE_PICKS.map((size) => (
          <PickButton
            key={size}
            selection={size}
            isSelected={pick === size}
            disabled={!isOpen}
            onPick={onPick}
            className={cx('h-11 rounded-full text-white', PICK_CLASS[size])}
          />
        ))}
      </div>
    </section>
  );
}

function PickButton({
  selection,
  isSelected,
  disabled,
  onPick,
  className,
}: {
  selection: ColorSelection;
  isSelected: boolean;
  disabled: boolean;
  onPick: (pick: ColorSelection) => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      disabled={disabled}
      onClick={() => onPick(selection)}
      className={cx('touch-manipulation font-bold transition active:scale-95 disabled:opacity-50', className, isSelected ? 'ring-2 ring-gold-400' : '')}
    >
      {selectionLabel(selection)}
    </button>
  );
}

function Results({ recent }: { recent: ColorRound[] }) {
  return (
    <section aria-label={t`Results`} className="rounded-xl bg-ink-900 p-2 text-sm">
      <h2 className="mb-1 text-xs font-semibold text-muted">{t`Results`}</h2>
      <ul className="flex flex-col gap-1">
        {recent.slice(0, 10).map((round) => (
          <li key={round.period} className="flex items-center justify-between tabular-nums">
            <span className="text-xs text-muted">{round.period}</span>
            {round.number !== null ? <Ball number={round.number} /> : <span>—</span>}
            <span className="w-12 text-right text-xs">{round.size ? selectionLabel(round.size) : ''}</span>
          </li>
        ))}
        {recent.length === 0 ? <li className="text-xs text-muted">{t`No results yet.`}</li> : null}
      </ul>
    </section>
  );
}

function MyBets({ bets }: { bets: ColorBet[] }) {
  return (
    <section aria-label={t`My bets`} className="rounded-xl bg-ink-900 p-2 text-sm">
      <h2 className="mb-1 text-xs font-semibold text-muted">{t`My bets`}</h2>
      <ul className="flex flex-col gap-1">
        {bets.slice(0, 10).map((bet) => (
          <li key={bet.id} className="flex items-center justify-between gap-2 tabular-nums">
            <span className="text-xs text-muted">{bet.period}</span>
            <span className="text-xs">{selectionLabel(bet.selection)}</span>
            <span className="text-xs">{rupees(bet.stake)}</span>
            <span
              className={cx(
                'w-20 text-right text-xs font-semibold',
                bet.status === 'won' ? 'text-emerald-400' : bet.status === 'lost' ? 'text-danger' : 'text-muted',
              )}
            >
              {bet.status === 'won' ? `+${rupees(bet.payout)}` : bet.status === 'open' ? t`waiting` : bet.status === 'lost' ? t`lost` : bet.status}
            </span>
          </li>
        ))}
        {bets.length === 0 ? <li className="text-xs text-muted">{t`No bets yet.`}</li> : null}
      </ul>
    </section>
  );
}
