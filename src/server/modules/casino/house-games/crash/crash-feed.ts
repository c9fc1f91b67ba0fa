import type { CrashBetView, CrashRoundView, CrashSnapshot } from '../../../../../shared/crash-feed';
import { toRupees } from '../../../../../shared/money';
import type { Queryable } from '../../../../db/client';
import { crashMultiplierNow } from './crash-engine';
import { crashBetsOf, latestCrashRound, recentCrashRounds, type CrashBetRow, type CrashRoundRow } from './crash-rounds';

// What everyone may see of the crash game, and the live feed of it. Each process polls the
// database for the current round while it has listeners (whichever process runs the loop), so
// any number of API processes serve the stream without talking to each other.

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

export type CrashFeedEvent =
  | { event: 'state'; data: CrashSnapshot }
  | { event: 'tick'; data: { round_id: number; multiplier: number; server_time: string } }
  /** The server is shutting down: listeners end their streams. */
  | { event: 'close' };
export type CrashFeed = { subscribe(listener: (event: CrashFeedEvent) => void): () => void; close(): void };

export function createCrashFeed(db: Queryable, pollMs = 200): CrashFeed {
  const listeners = new Set<(event: CrashFeedEvent) => void>();
  let timer: NodeJS.Timeout | undefined;
  let lastState = '';
  let isPolling = false;

  const emit = (event: CrashFeedEvent) => {
    for (const listener of listeners) listener(event);
  };
  const poll = async () => {
    if (isPolling) return;
    isPolling = true;
    try {
      const now = new Date();
      const snapshot = await crashSnapshot(db, now);
      const { server_time: _time, ...rest } = snapshot;
      const state = JSON.stringify({ ...rest, round: rest.round ? { ...rest.round, multiplier: null } : null });
      if (state !== lastState) {
        lastState = state;
        emit({ event: 'state', data: snapshot });
      }
      const round = snapshot.round;
      if (round?.phase === 'flying' && round.multiplier !== null) {
        emit({ event: 'tick', data: { round_id: round.id, multiplier: round.multiplier, server_time: snapshot.server_time } });
      }
    } catch {
      // A failed poll (database busy or closing) is retried on the next one.
    } finally {
      isPolling = false;
    }
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    lastState = '';
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(() => void poll(), pollMs);
        void poll();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    close() {
      emit({ event: 'close' });
      listeners.clear();
      stop();
    },
  };
}
