import type { CrashBetView, CrashRoundView, CrashSnapshot } from '@shared/crash-feed';
import { toRupees } from '@shared/money';
import type { Queryable } from '@server/db/client';
import { createPolledFeed, type PolledFeed } from '../polled-feed';
import { crashMultiplierNow } from './crash-engine';
import { crashBetsOf, latestCrashRound, recentCrashRounds, type CrashBetRow, type CrashRoundRow } from './crash-rounds';

// What everyone may see of the crash game, and the live feed of it (a polled feed: any number of
// API processes serve the stream without talking to each other).

const maskName = (name: string) => (name.length <= 3 ? `${name[0] ?? '*'}***` : `${name.slice(0, 2)}***${name.slice(-1)}`);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toCrashRoundView(round: CrashRoundRow, now: Date): CrashRoundView {
  const isOver = round.phase === 'crashed' || round.phase === 'void';
  return {
    id: round.id,
    phase: round.phase,
    betting_ends_at: round.betting_ends_at.toISOString(),
    started_at: iso(round.started_at),
    crashed_at: iso(round.crashed_at),
    crash_point: isOver ? round.crash_point : null,
    hash: isOver ? round.hash : null,
    chain_id: round.chain_id,
    position: round.position,
    multiplier: round.phase === 'flying' ? crashMultiplierNow(round, now) : null,
  };
}

export function toCrashBetView(bet: CrashBetRow): CrashBetView {
  return {
    id: bet.id,
    player: maskName(bet.username ?? 'player'),
    stake: toRupees(bet.stake),
    auto_cashout: bet.auto_cashout,
    cashout_multiplier: bet.cashout_multiplier,
    payout: toRupees(bet.payout),
    status: bet.status,
  };
}

export async function crashSnapshot(db: Queryable, now = new Date()): Promise<CrashSnapshot> {
  const round = await latestCrashRound(db);
  const history = await recentCrashRounds(db, 20);
  return {
    server_time: now.toISOString(),
    round: round ? toCrashRoundView(round, now) : null,
    bets: round ? (await crashBetsOf(db, round.id)).map(toCrashBetView) : [],
    history: history.map((past) => ({ id: past.id, crash_point: past.phase === 'void' ? null : past.crash_point })),
  };
}

type CrashTickEvent = { event: 'tick'; data: { round_id: number; multiplier: number; server_time: string } };
export type CrashFeed = PolledFeed<CrashSnapshot, CrashTickEvent>;

/** `state` when the round, its bets or the history change; `tick` with the multiplier every poll while flying. */
export function createCrashFeed(db: Queryable, pollMs = 200): CrashFeed {
  return createPolledFeed<CrashSnapshot, CrashTickEvent>({
    pollMs,
    read: (now) => crashSnapshot(db, now),
    changeKey: ({ server_time: _time, ...rest }) => JSON.stringify({ ...rest, round: rest.round ? { ...rest.round, multiplier: null } : null }),
    everyPoll: ({ round, server_time }) =>
      round?.phase === 'flying' && round.multiplier !== null
        ? [{ event: 'tick', data: { round_id: round.id, multiplier: round.multiplier, server_time } }]
        : [],
  });
}
