import type { CrashBetView, CrashRoundView, CrashSnapshot } from '@shared/crash-feed';
import { crashMultiplierAt, payoutPaise } from '@shared/fairness';
import { toPaise, toRupees } from '@shared/money';

// The crash page's pure parts: reading the feed's events, the multiplier between the server's
// ticks (the same curve the server pays on, from the round's started_at and the server's clock),
// countdowns, the plane's path and what a bet would win now.

export type CrashRound = CrashRoundView;
export type CrashBet = CrashBetView;
export type { CrashSnapshot };

export type CrashTick = { round_id: number; multiplier: number; server_time: string };

export type CrashFeedMessage = { kind: 'state'; snapshot: CrashSnapshot } | { kind: 'tick'; tick: CrashTick };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRound(value: unknown): value is CrashRound {
  return isRecord(value) && typeof value.id === 'number' && typeof value.phase === 'string' && typeof value.betting_ends_at === 'string';
}

export function isCrashSnapshot(value: unknown): value is CrashSnapshot {
  return (
    isRecord(value) &&
    typeof value.server_time === 'string' &&
    (value.round === null || isRound(value.round)) &&
    Array.isArray(value.bets) &&
    Array.isArray(value.history)
  );
}

/** One SSE event of /api/casino/house/crash/stream; undefined for anything malformed or unknown. */
export function parseCrashEvent(type: string, data: string): CrashFeedMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (type === 'state') return isCrashSnapshot(value) ? { kind: 'state', snapshot: value } : undefined;
  if (
    type === 'tick' &&
    isRecord(value) &&
    typeof value.round_id === 'number' &&
    typeof value.multiplier === 'number' &&
    typeof value.server_time === 'string'
  ) {
    return { kind: 'tick', tick: { round_id: value.round_id, multiplier: value.multiplier, server_time: value.server_time } };
  }
  return undefined;
}

/** How far the server's clock is ahead of ours (ms), from a server_time read at `localNow`. */
export function clockOffset(serverTime: string, localNow: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - localNow;
}

/**
 * The multiplier to show at server time `serverNow`: the curve since take-off while flying (never
 * below the last tick the server sent), the crash point once crashed, 1.00 before take-off.
 */
export function displayMultiplier(round: CrashRound | null, serverNow: number, lastTick?: CrashTick): number {
  if (!round) return 1;
  if (round.phase === 'crashed') return round.crash_point ?? 1;
  if (round.phase !== 'flying' || !round.started_at) return 1;
  const curve = crashMultiplierAt(Math.max(0, serverNow - Date.parse(round.started_at)));
  const ticked = lastTick?.round_id === round.id ? lastTick.multiplier : 1;
  return Math.max(curve, ticked, round.multiplier ?? 1);
}

/** Whole seconds left until `until` (never negative). */
export function secondsLeft(until: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - serverNow) / 1000));
}

/** What `stake` rupees pay at `multiplier`, in rupees, rounded down to the paisa as the server pays. */
export function winAt(stake: number, multiplier: number): number {
  return toRupees(payoutPaise(toPaise(stake), multiplier));
}

/**
 * The plane's path in a `width`×`height` box (SVG coordinates, y down): the curve from take-off to
 * `multiplier`. The axes grow with the flight (at least 10 s and 2×) so the curve keeps its shape.
 */
export function curvePath(multiplier: number, width: number, height: number, samples = 24): { d: string; end: { x: number; y: number } } {
  const elapsed = Math.log(Math.max(1, multiplier)) / 0.00006;
  const maxMs = Math.max(10_000, elapsed * 1.15);
  const maxM = Math.max(2, multiplier * 1.15);
  const point = (ms: number) => {
    const m = Math.exp(0.00006 * ms);
    return { x: (ms / maxMs) * width, y: height - ((m - 1) / (maxM - 1)) * height };
  };
  const parts: string[] = [];
  for (let i = 0; i <= samples; i++) {
    const { x, y } = point((elapsed * i) / samples);
    parts.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return { d: parts.join(' '), end: point(elapsed) };
}

export type MyBetOutcome =
  { kind: 'waiting' } | { kind: 'flying'; win: number } | { kind: 'cashed_out'; multiplier: number; payout: number } | { kind: 'lost' } | { kind: 'void' };

/** Where the player's bet stands in this snapshot, by its id (the feed masks names). */
export function myBetOutcome(bet: CrashBet | undefined, round: CrashRound | null, multiplier: number): MyBetOutcome | undefined {
  if (!bet || !round) return undefined;
  switch (bet.status) {
    case 'cashed_out':
      return { kind: 'cashed_out', multiplier: bet.cashout_multiplier ?? 0, payout: bet.payout };
    case 'lost':
      return { kind: 'lost' };
    case 'void':
      return { kind: 'void' };
    case 'active':
      return round.phase === 'flying' ? { kind: 'flying', win: winAt(bet.stake, multiplier) } : { kind: 'waiting' };
  }
}

/** A crash point's colour class in the history strip (as the well-known crash games show them). */
export function crashPointTone(point: number | null): string {
  if (point === null) return 'text-muted';
  if (point >= 10) return 'text-fuchsia-400';
  if (point >= 2) return 'text-violet-300';
  return 'text-sky-300';
}
