import { t } from '@lingui/core/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useCrashActions, useCrashFeed, useRefreshBalance } from './api/crash';
import { readSessionToken } from './api/house-client';
import { useHouseSession } from './api/mines';
import { crashPointTone, displayMultiplier, myBetOutcome, type CrashSnapshot } from './crash-logic';
import { CrashFairness } from './crash-fairness';
import { CrashSky } from './crash-sky';
import { SessionLost } from './game-frame';
import { rupees } from './stake';

// Aviator-style crash in the game frame (/play/aviator?session=...): one shared round for
// everyone from the live feed. A bet is for the round taking bets (or queued for the next one
// while a round flies); CASH OUT while flying pays at the multiplier the server sees.

const QUICK_STAKES = [10, 50, 100, 500];

type MyBet = { roundId: number; betId: number };
type BetSlip = { stake: number; auto_cashout?: number };

/** The player's bet survives a reload of the frame (the feed masks names, so we keep its id). */
function useMyBet(): [MyBet | null, (bet: MyBet | null) => void] {
  const key = `lotus.crash-bet.${readSessionToken(window.location.search) ?? ''}`;
  const [bet, setBet] = useState<MyBet | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null') as MyBet | null;
    } catch {
      return null;
    }
  });
  const save = (next: MyBet | null) => {
    setBet(next);
    if (next) sessionStorage.setItem(key, JSON.stringify(next));
    else sessionStorage.removeItem(key);
  };
  return [bet, save];
}

/** The server's clock, ticking fast while the plane flies and slowly otherwise. */
function useServerNow(offsetMs: number, isFlying: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), isFlying ? 100 : 250);
    return () => clearInterval(timer);
  }, [isFlying]);
  return now + offsetMs;
}

function History({ snapshot }: { snapshot: CrashSnapshot | undefined }) {
  return (
    <ol aria-label={t`Recent crash points`} className="flex gap-1.5 overflow-x-auto whitespace-nowrap text-xs font-bold">
      {(snapshot?.history ?? []).map((past) => (
        <li key={past.id} className={cx('rounded-full bg-ink-800 px-2 py-0.5 tabular-nums', crashPointTone(past.crash_point))}>
          {past.crash_point === null ? t`void` : `${past.crash_point.toFixed(2)}×`}
        </li>
      ))}
    </ol>
  );
}

export function AviatorPage() {
  const session = useHouseSession();
  const feed = useCrashFeed();
  const { bet, cashOut } = useCrashActions();
  const refreshBalance = useRefreshBalance();
  const [myBet, setMyBet] = useMyBet();
  const [stake, setStake] = useState('10');
  const [useAuto, setUseAuto] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const [queued, setQueued] = useState<BetSlip | null>(null);
  const [lastOutcome, setLastOutcome] = useState<ReturnType<typeof myBetOutcome>>();

  const snapshot = feed.snapshot;
  const round = snapshot?.round ?? null;
  const serverNow = useServerNow(feed.offsetMs, round?.phase === 'flying');
  const multiplier = displayMultiplier(round, serverNow, feed.tick);
  const mine = myBet && round && myBet.roundId === round.id ? snapshot?.bets.find((item) => item.id === myBet.betId) : undefined;
  const outcome = myBetOutcome(mine, round, multiplier);
  const canBetNow = round?.phase === 'betting' && Date.parse(round.betting_ends_at) > serverNow && !mine;

  const place = (slip: BetSlip) =>
    bet.mutate(slip, {
      onSuccess: (answer) => {
        const placedIn = (answer.state as CrashSnapshot | undefined)?.round?.id ?? round?.id;
        if (placedIn !== undefined) setMyBet({ roundId: placedIn, betId: answer.bet_id });
        setLastOutcome(undefined);
      },
    });

  // A bet queued while a round flew goes in as soon as the next round takes bets.
  // It leaves the queue as it is handed over, and goes out once (a new slip each time).
  const [dueSlip, setDueSlip] = useState<BetSlip | null>(null);
  if (queued && canBetNow && !bet.isPending) {
    setQueued(null);
    setDueSlip(queued);
  }
  const placeDue = useEffectEvent((due: BetSlip) => place(due));
  useEffect(() => {
    if (dueSlip) placeDue(dueSlip);
  }, [dueSlip]);

  // The wallet paid (or not) when the bet settled: read the balance after, and keep saying how
  // the bet ended until the next one (the next round starts three seconds later).
  const settled = mine && mine.status !== 'active' ? `${mine.id}:${mine.status}` : '';
  const [shownSettled, setShownSettled] = useState('');
  if (settled !== shownSettled) {
    setShownSettled(settled);
    if (settled) setLastOutcome(outcome);
  }
  const refreshAfterSettling = useEffectEvent(() => refreshBalance());
  useEffect(() => {
    if (settled) refreshAfterSettling();
  }, [settled]);

  if (session.isPending) return <LoadingState label={t`Loading game...`} />;
  if (session.isError) return <SessionLost error={session.error} />;

  const slip = (): BetSlip => ({ stake: Number(stake), ...(useAuto ? { auto_cashout: Number(auto) } : {}) });
  const failure = bet.error ?? cashOut.error;

  return (
    <div className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-3 bg-ink-950 p-3 text-fg">
      <header className="flex items-center justify-between">
        <h1 className="text-lg font-black tracking-wide text-rose-400">{t`AVIATOR`}</h1>
        <p className="text-sm">
          {t`Balance`} <span className="font-bold text-gold-400">{rupees(session.data.balance)}</span>
        </p>
      </header>
      <History snapshot={snapshot} />

      <div className="grid gap-3 md:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-3">
          <CrashSky round={round} multiplier={multiplier} serverNow={serverNow} />
          <BetStatus outcome={mine ? outcome : lastOutcome} />
          {failure ? (
            <p role="alert" className="text-center text-sm text-danger">
              {errorMessage(failure, 'Something went wrong. Please try again.')}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-2 rounded-xl bg-ink-900 p-3">
          {outcome?.kind === 'flying' && mine ? (
            <Button size="lg" variant="deposit" className="h-16 text-lg" isLoading={cashOut.isPending} onClick={() => cashOut.mutate({ bet_id: mine.id })}>
              {t`CASH OUT ${rupees(outcome.win)}`}
            </Button>
          ) : outcome?.kind === 'waiting' && mine ? (
            <p className="rounded-lg bg-ink-800 p-3 text-center text-sm">
              {mine.auto_cashout
                ? t`Bet ${rupees(mine.stake)} placed · auto cash-out ${mine.auto_cashout.toFixed(2)}×. Waiting for take-off...`
                : t`Bet ${rupees(mine.stake)} placed. Waiting for take-off...`}
            </p>
          ) : (
            <BetForm
              stake={stake}
              onStake={setStake}
              useAuto={useAuto}
              onUseAuto={setUseAuto}
              auto={auto}
              onAuto={setAuto}
              canBetNow={canBetNow}
              queued={queued}
              isPending={bet.isPending}
              onBet={() => (canBetNow ? place(slip()) : setQueued(slip()))}
              onCancel={() => setQueued(null)}
            />
          )}
          <RoundBets snapshot={snapshot} myBetId={mine?.id} />
        </div>
      </div>

      <CrashFairness round={round} />
    </div>
  );
}

function BetStatus({ outcome }: { outcome: ReturnType<typeof myBetOutcome> }) {
  if (!outcome || outcome.kind === 'waiting' || outcome.kind === 'flying') return null;
  const text =
    outcome.kind === 'cashed_out'
      ? t`You cashed out at ${outcome.multiplier.toFixed(2)}× and won ${rupees(outcome.payout)}`
      : outcome.kind === 'lost'
        ? t`The plane flew away: your bet is lost.`
        : t`The round was void: your stake was returned.`;
  return (
    <p
      role="status"
      aria-label={t`Your bet`}
      className={cx('text-center font-semibold', outcome.kind === 'cashed_out' ? 'text-emerald-400' : outcome.kind === 'lost' ? 'text-danger' : 'text-muted')}
    >
      {text}
    </p>
  );
}

type BetFormProps = {
  stake: string;
  onStake: (value: string) => void;
  useAuto: boolean;
  onUseAuto: (value: boolean) => void;
  auto: string;
  onAuto: (value: string) => void;
  canBetNow: boolean;
  queued: BetSlip | null;
  isPending: boolean;
  onBet: () => void;
  onCancel: () => void;
};

function BetForm({ stake, onStake, useAuto, onUseAuto, auto, onAuto, canBetNow, queued, isPending, onBet, onCancel }: BetFormProps) {
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onBet();
      }}
    >
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t`Stake (₹)`}
        <input
          inputMode="decimal"
          value={stake}
          onChange={(event) => onStake(event.target.value)}
          className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base text-fg"
        />
      </label>
      <div className="grid grid-cols-4 gap-1.5">
        {QUICK_STAKES.map((amount) => (
          <button
            key={amount}
            type="button"
            onClick={() => onStake(String(amount))}
            className="h-9 touch-manipulation rounded-lg bg-ink-700 text-sm font-semibold hover:bg-ink-600"
          >
            ₹{amount}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={useAuto} onChange={(event) => onUseAuto(event.target.checked)} className="h-5 w-5" />
          {t`Auto cash-out`}
        </label>
        <input
          aria-label={t`Auto cash-out at`}
          inputMode="decimal"
          value={auto}
          disabled={!useAuto}
          onChange={(event) => onAuto(event.target.value)}
          className="h-10 w-24 rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm text-fg disabled:opacity-50"
        />
        <span className="text-sm text-muted">×</span>
      </div>
      {queued ? (
        <Button size="lg" variant="secondary" className="h-14" onClick={onCancel}>
          {t`Waiting for next round · Cancel`}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="h-14 text-lg" isLoading={isPending}>
          {canBetNow ? t`Bet ${rupees(Number(stake) || 0)}` : t`Bet for next round`}
        </Button>
      )}
    </form>
  );
}

function RoundBets({ snapshot, myBetId }: { snapshot: CrashSnapshot | undefined; myBetId: number | undefined }) {
  const bets = snapshot?.bets ?? [];
  return (
    <section aria-label={t`Bets this round`} className="text-xs">
      <h2 className="mb-1 font-semibold text-muted">{t`Bets this round (${bets.length})`}</h2>
      <ul className="flex max-h-40 flex-col gap-0.5 overflow-y-auto">
        {bets.slice(0, 30).map((item) => (
          <li
            key={item.id}
            className={cx(
              'flex justify-between rounded px-1.5 py-0.5 tabular-nums',
              item.id === myBetId ? 'bg-ink-700' : '',
              item.status === 'cashed_out' ? 'text-emerald-400' : '',
            )}
          >
            <span>{item.id === myBetId ? t`You` : item.player}</span>
            <span>{rupees(item.stake)}</span>
            <span>
              {item.status === 'cashed_out' && item.cashout_multiplier
                ? `${item.cashout_multiplier.toFixed(2)}× ${rupees(item.payout)}`
                : item.status === 'lost'
                  ? t`lost`
                  : '—'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
