import { t } from '@lingui/core/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { TABLE_GAMES, type TableGameKey } from '@shared/fairness';
import { cx } from '@web/components/cx';
import { useHouseSession } from '../api/mines';
import { clockOffset } from '../crash-logic';
import { FailureAlert, GameFrame, sessionGate } from '../game-frame';
import { rupees } from '../stake';
import { CardBack, Chip, Felt, PlayingCard } from './card-art';
import { TABLE_DEAL_VIEWS } from './hand-views';
import { roundSummary } from './round-summary';
import { useMyTableBets, useRefreshAfterRound, useTableBet, useTableState } from './table-api';
import { betName, paysText, roadMark, rulesOf, spotName } from './table-texts';
import { splitBets, stakesOn, tableClock, type TableBet, type TableClock, type TableBetOption, type TableRound, type TableState } from './table-logic';

// A card table in the game frame (/play/<table>?session=...): one round for everyone, live from
// the stream. Pick a chip, tap a bet while the countdown runs; the cards are dealt one by one,
// the winners are paid when the last is face up, and the road shows the last results.

const CHIPS = [10, 50, 100, 500, 1000, 5000];

function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

function TablePage({ game }: { game: TableGameKey }) {
  const session = useHouseSession();
  const { state } = useTableState(game);
  const myBets = useMyTableBets(game);
  const placeBet = useTableBet(game);
  const refreshAfterRound = useRefreshAfterRound(game);
  const [chip, setChip] = useState(100);
  const localNow = useTicker(250);

  const data = state.data;
  const offset = data ? clockOffset(data.server_time, state.dataUpdatedAt) : 0;
  const round = data?.round ?? null;
  const clock = tableClock(round, localNow + offset);
  const lastSettled = data?.road[0]?.id;
  const onSettled = useEffectEvent(() => refreshAfterRound());
  useEffect(() => {
    if (lastSettled) onSettled();
  }, [lastSettled]);

  const gate = sessionGate(session) ?? (state.isPending ? sessionGate({ isPending: true, isError: false, error: null }) : undefined);
  if (gate || !session.data) return gate;

  const title = TABLE_GAMES[game].title;
  const mine = stakesOn(myBets.data ?? [], round?.id);
  const isOpen = clock.status === 'open';
  const bet = (betType: string) => {
    if (round && isOpen) placeBet.mutate({ round_id: round.id, bet_type: betType, stake: chip });
  };

  return (
    <GameFrame title={title.toUpperCase()} game={game} balance={session.data.balance}>
      <div className="flex flex-col gap-3 md:grid md:grid-cols-[minmax(0,1fr)_320px] md:items-start md:gap-5">
        <div className="flex flex-col gap-3">
          <RoundBar game={game} round={round} status={clock.status} seconds={clock.seconds} />
          <Felt>
            <Deal game={game} round={round} />
          </Felt>
          {data ? <BetSpots game={game} bets={data.bets} mine={mine} round={round} isOpen={isOpen} onBet={bet} /> : null}
          <ChipRack chip={chip} onChip={setChip} />
          <FailureAlert error={placeBet.error} />
          {placeBet.isSuccess ? <BetPlaced game={game} state={data} placed={placeBet.variables} /> : null}
        </div>
        <div className="flex flex-col gap-3">
          <Road game={game} road={data?.road ?? []} />
          <MyBets game={game} bets={myBets.data ?? []} state={data} />
          {data ? <Rules game={game} state={data} /> : null}
        </div>
      </div>
    </GameFrame>
  );
}

/** A bet type's name in the site's language (the API's label for a type this build does not know). */
const labelOf = (game: TableGameKey, state: TableState | undefined, key: string) =>
  betName(game, key, state?.bets.find((bet) => bet.key === key)?.label ?? key);

function BetPlaced({
  game,
  state,
  placed,
}: {
  game: TableGameKey;
  state: TableState | undefined;
  placed: { round_id: number; bet_type: string; stake: number };
}) {
  const stake = rupees(placed.stake);
  const bet = labelOf(game, state, placed.bet_type);
  const round = placed.round_id;
  return (
    <p role="status" className="text-center text-sm text-emerald-400">
      {t`Bet ${stake} on ${bet} placed for round #${round}.`}
    </p>
  );
}

function statusText(game: TableGameKey, round: TableRound | null, status: TableClock['status']): string {
  if (round?.phase === 'void') return t`Round void: every stake refunded`;
  if (status === 'open') return t`Place your bets`;
  if (status === 'dealing') return t`Bets closed · dealing`;
  if (status === 'result') return round?.summary ? roundSummary(game, round.summary) : t`Round over`;
  return t`Waiting for the next round...`;
}

function RoundBar({ game, round, status, seconds }: { game: TableGameKey; round: TableRound | null; status: TableClock['status']; seconds: number }) {
  const id = round?.id;
  return (
    <section aria-label={t`Round`} className="flex items-center justify-between gap-3 rounded-xl bg-ink-800 p-3">
      <div className="min-w-0">
        <p className="text-xs text-muted">{id ? t`Round #${id}` : t`Round`}</p>
        <p aria-live="polite" data-testid="round-status" className={cx('truncate font-semibold', status === 'result' ? 'text-gold-400' : '')}>
          {statusText(game, round, status)}
        </p>
      </div>
      <p
        aria-label={t`Countdown`}
        className={cx(
          'flex h-12 w-12 shrink-0 items-center justify-center rounded-full border-4 text-lg font-black tabular-nums',
          status === 'open' ? (seconds <= 5 ? 'border-danger text-danger' : 'border-emerald-500 text-fg') : 'border-ink-600 text-muted',
        )}
      >
        {status === 'open' ? seconds : '–'}
      </p>
    </section>
  );
}

/** The spots of each table in the order the dealer fills them. */
const SPOTS: Partial<Record<string, readonly string[]>> = {
  'dragon-tiger': ['dragon', 'tiger'],
  '7-up-down': ['card'],
  'andar-bahar': ['joker', 'andar', 'bahar'],
};

function spotsOf(game: string, round: TableRound | null): readonly string[] {
  return SPOTS[game] ?? [...new Set((round?.cards ?? []).map((card) => card.spot))];
}

function Deal({ game, round }: { game: TableGameKey; round: TableRound | null }) {
  const View = TABLE_DEAL_VIEWS[game];
  if (View) return <View round={round} />;
  const isFan = game === 'andar-bahar';
  const cards = round?.cards ?? [];
  return (
    <div aria-label={t`Cards`} className={cx('flex min-h-40 gap-3 p-4', isFan ? 'flex-col' : 'items-start justify-center')}>
      {spotsOf(game, round).map((spot) => {
        const dealt = cards.filter((card) => card.spot === spot);
        const isWaiting = round?.phase === 'betting' || dealt.length === 0;
        return (
          <div key={spot} data-spot={spot} className={cx('flex gap-2', isFan ? 'items-center' : 'flex-col items-center')}>
            <p className={cx('text-xs font-bold uppercase tracking-widest text-amber-200/90', isFan ? 'w-14 shrink-0' : '')}>{spotName(spot)}</p>
            <div className={cx('flex', isFan ? 'min-h-20 flex-1 flex-wrap gap-y-1 -space-x-8' : '')}>
              {isWaiting ? <CardBack className="h-20 w-14 opacity-60" /> : dealt.map((card, i) => <PlayingCard key={`${card.card}-${i}`} card={card.card} />)}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function BetSpots({
  game,
  bets,
  mine,
  round,
  isOpen,
  onBet,
}: {
  game: TableGameKey;
  bets: TableBetOption[];
  mine: Record<string, number>;
  round: TableRound | null;
  isOpen: boolean;
  onBet: (betType: string) => void;
}) {
  const { main, side } = splitBets(game, bets);
  const paid = round?.phase === 'settled' ? (round.multipliers ?? {}) : {};
  const spot = (bet: TableBetOption, size: string) => {
    const name = betName(game, bet.key, bet.label);
    const pays = paysText(bet.pays);
    return (
      <button
        key={bet.key}
        type="button"
        disabled={!isOpen}
        aria-label={t`Bet on ${name}, pays ${pays}`}
        onClick={() => onBet(bet.key)}
        className={cx(
          'relative flex touch-manipulation flex-col items-center justify-center rounded-xl border-2 px-1 font-bold transition active:scale-95 disabled:opacity-60',
          (paid[bet.key] ?? 0) > 0 ? 'border-gold-400 bg-amber-500/20' : 'border-ink-600 bg-ink-800',
          size,
        )}
      >
        <span>{name}</span>
        <span className="text-[11px] font-normal text-muted">{t`pays ${pays}`}</span>
        {mine[bet.key] ? (
          <span className="absolute -top-2 right-1 rounded-full bg-gold-400 px-1.5 text-[11px] font-bold text-ink-950">{rupees(mine[bet.key] ?? 0)}</span>
        ) : null}
      </button>
    );
  };
  return (
    <section aria-label={t`Bets`} className="flex flex-col gap-2">
      <div className={cx('grid gap-2', main.length === 2 ? 'grid-cols-2' : 'grid-cols-3')}>{main.map((bet) => spot(bet, 'h-16 text-base'))}</div>
      {side.length > 0 ? <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">{side.map((bet) => spot(bet, 'h-12 text-xs'))}</div> : null}
    </section>
  );
}

function ChipRack({ chip, onChip }: { chip: number; onChip: (value: number) => void }) {
  return (
    <section aria-label={t`Chips`} className="flex items-center justify-between gap-1 rounded-xl bg-ink-900 p-2">
      {CHIPS.map((value) => {
        const amount = rupees(value);
        return (
          <button
            key={value}
            type="button"
            aria-label={t`Chip ${amount}`}
            aria-pressed={chip === value}
            onClick={() => onChip(value)}
            className={cx('touch-manipulation rounded-full transition', chip === value ? '-translate-y-1 ring-2 ring-gold-400' : 'opacity-80')}
          >
            <Chip value={value} />
          </button>
        );
      })}
    </section>
  );
}

const ROAD_COLOURS: Record<string, string> = {
  D: 'bg-red-600',
  T: 'bg-amber-500 text-ink-950',
  Tie: 'bg-emerald-600',
  A: 'bg-sky-600',
  B: 'bg-rose-600',
  '7': 'bg-emerald-600',
  Up: 'bg-sky-600',
  Down: 'bg-rose-600',
  P: 'bg-sky-600',
  G: 'bg-emerald-600',
  S: 'bg-amber-500 text-ink-950',
  M: 'bg-ink-500',
};

function Road({ game, road }: { game: TableGameKey; road: TableState['road'] }) {
  return (
    <section aria-label={t`Road`} className="rounded-xl bg-ink-900 p-2">
      <h2 className="mb-1 text-xs font-semibold text-muted">{t`Last results`}</h2>
      <ol className="flex flex-wrap gap-1">
        {road.map((entry) => (
          <li
            key={entry.id}
            title={entry.summary ? roundSummary(game, entry.summary) : ''}
            className={cx(
              'flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-[11px] font-bold text-white',
              ROAD_COLOURS[entry.road ?? ''] ?? 'bg-ink-600',
            )}
          >
            {entry.road ? roadMark(game, entry.road) : null}
          </li>
        ))}
        {road.length === 0 ? <li className="text-xs text-muted">{t`No results yet.`}</li> : null}
      </ol>
    </section>
  );
}

/** Where one of the player's bets stands: its win, or waiting, refunded, lost. */
function betOutcome(bet: TableBet): string {
  if (bet.status === 'won') return `+${rupees(bet.payout)}`;
  if (bet.status === 'open') return t`waiting`;
  if (bet.status === 'void') return t`refunded`;
  if (bet.status === 'lost') return t`lost`;
  return bet.status;
}

function MyBets({ game, bets, state }: { game: TableGameKey; bets: TableBet[]; state: TableState | undefined }) {
  return (
    <section aria-label={t`My bets`} className="rounded-xl bg-ink-900 p-2 text-sm">
      <h2 className="mb-1 text-xs font-semibold text-muted">{t`My bets`}</h2>
      <ul className="flex flex-col gap-1">
        {bets.slice(0, 10).map((bet) => (
          <li key={bet.id} className="flex items-center justify-between gap-2 text-xs tabular-nums">
            <span className="text-muted">#{bet.round_id}</span>
            <span>{labelOf(game, state, bet.bet_type)}</span>
            <span>{rupees(bet.stake)}</span>
            <span
              className={cx('w-20 text-right font-semibold', bet.status === 'won' ? 'text-emerald-400' : bet.status === 'lost' ? 'text-danger' : 'text-muted')}
            >
              {betOutcome(bet)}
            </span>
          </li>
        ))}
        {bets.length === 0 ? <li className="text-xs text-muted">{t`No bets yet.`}</li> : null}
      </ul>
    </section>
  );
}

function Rules({ game, state }: { game: TableGameKey; state: TableState }) {
  const perBet = rupees(state.max_win.bet);
  const perRound = rupees(state.max_win.round);
  return (
    <details className="rounded-xl bg-ink-900 p-2 text-xs">
      <summary className="cursor-pointer font-semibold">{t`Rules and payouts`}</summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-4 text-muted">
        {rulesOf(game).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <table className="mt-2 w-full text-left tabular-nums">
        <thead className="text-muted">
          <tr>
            <th className="font-normal">{t({ message: 'Bet', context: 'column: the bet a player placed' })}</th>
            <th className="font-normal">{t`Pays`}</th>
            <th className="font-normal">{t`RTP`}</th>
            <th className="font-normal">{t`House edge`}</th>
          </tr>
        </thead>
        <tbody>
          {state.bets.map((bet) => (
            <tr key={bet.key}>
              <td>{betName(game, bet.key, bet.label)}</td>
              <td>{paysText(bet.pays)}</td>
              <td>{(bet.rtp * 100).toFixed(2)}%</td>
              <td>{((1 - bet.rtp) * 100).toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-muted">
        {t`Max win ${perBet} a bet and ${perRound} a round. Each round’s shoe is shuffled from its hash on a published chain: verify any round on the Fairness tab.`}
      </p>
    </details>
  );
}

export const DragonTigerPage = () => <TablePage game="dragon-tiger" />;
export const LuckySevenPage = () => <TablePage game="7-up-down" />;
export const AndarBaharPage = () => <TablePage game="andar-bahar" />;
export const TeenPattiPage = () => <TablePage game="teenpatti" />;
export const BaccaratPage = () => <TablePage game="baccarat" />;
export const GoalPage = () => <TablePage game="goal" />;
