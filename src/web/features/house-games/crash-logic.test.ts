import { describe, expect, it } from 'vitest';
import { crashElapsedMsFor } from '@shared/fairness';
import { clockOffset, curvePath, displayMultiplier, myBetOutcome, parseCrashEvent, secondsLeft, winAt, type CrashBet, type CrashRound } from './crash-logic';

const started = '2026-01-01T12:00:00.000Z';
const t0 = Date.parse(started);

function round(overrides: Partial<CrashRound> = {}): CrashRound {
  return {
    id: 7,
    phase: 'flying',
    betting_ends_at: started,
    started_at: started,
    crashed_at: null,
    crash_point: null,
    hash: null,
    chain_id: 1,
    position: 6,
    multiplier: null,
    ...overrides,
  };
}

const bet = (overrides: Partial<CrashBet> = {}): CrashBet => ({
  id: 3,
  player: 'de***o',
  stake: 100,
  auto_cashout: null,
  cashout_multiplier: null,
  payout: 0,
  status: 'active',
  ...overrides,
});

describe('crash feed parsing', () => {
  it('reads a state event and a tick, and drops malformed or unknown events', () => {
    const snapshot = { server_time: started, round: round(), bets: [], history: [{ id: 6, crash_point: 1.5 }] };
    expect(parseCrashEvent('state', JSON.stringify(snapshot))).toEqual({ kind: 'state', snapshot });
    expect(parseCrashEvent('tick', JSON.stringify({ round_id: 7, multiplier: 1.23, server_time: started }))).toEqual({
      kind: 'tick',
      tick: { round_id: 7, multiplier: 1.23, server_time: started },
    });
    expect(parseCrashEvent('state', '{not json')).toBeUndefined();
    expect(parseCrashEvent('state', JSON.stringify({ server_time: started, round: { id: 'x' }, bets: [], history: [] }))).toBeUndefined();
    expect(parseCrashEvent('tick', JSON.stringify({ round_id: 7 }))).toBeUndefined();
    expect(parseCrashEvent('other', JSON.stringify(snapshot))).toBeUndefined();
  });

  it('measures the server clock offset from server_time', () => {
    expect(clockOffset(started, t0 - 1500)).toBe(1500);
    expect(clockOffset('garbage', t0)).toBe(0);
  });
});

describe('the live multiplier', () => {
  it('follows the server curve from take-off, exactly where the server pays 2.00×', () => {
    const at2 = crashElapsedMsFor(2);
    expect(displayMultiplier(round(), t0 + at2)).toBe(2);
    expect(displayMultiplier(round(), t0 + at2 - 1)).toBeLessThan(2);
    expect(displayMultiplier(round(), t0 - 5000)).toBe(1);
  });

  it('never shows less than the last tick of this round (a slow local clock)', () => {
    expect(displayMultiplier(round(), t0, { round_id: 7, multiplier: 1.8, server_time: started })).toBe(1.8);
    expect(displayMultiplier(round(), t0, { round_id: 6, multiplier: 1.8, server_time: started })).toBe(1);
  });

  it('shows the crash point once crashed and 1.00 while bets are taken', () => {
    expect(displayMultiplier(round({ phase: 'crashed', crash_point: 3.21 }), t0 + 999_999)).toBe(3.21);
    expect(displayMultiplier(round({ phase: 'betting', started_at: null }), t0 + 10_000)).toBe(1);
    expect(displayMultiplier(null, t0)).toBe(1);
  });
});

describe('countdown, wins and the plane path', () => {
  it('counts whole seconds down to the end of betting and stops at 0', () => {
    expect(secondsLeft(started, t0 - 6_100)).toBe(7);
    expect(secondsLeft(started, t0 - 1)).toBe(1);
    expect(secondsLeft(started, t0 + 500)).toBe(0);
  });

  it('pays down to the paisa like the server', () => {
    expect(winAt(10, 1.5)).toBe(15);
    expect(winAt(0.33, 1.5)).toBe(0.49);
    expect(winAt(100, 2.37)).toBe(237);
  });

  it('draws the curve inside the box, from the bottom-left corner to a rising end', () => {
    const low = curvePath(1.2, 320, 180);
    const high = curvePath(5, 320, 180);
    expect(low.d.startsWith('M0.0 180.0')).toBe(true);
    for (const { end } of [low, high]) {
      expect(end.x).toBeGreaterThan(0);
      expect(end.x).toBeLessThanOrEqual(320);
      expect(end.y).toBeGreaterThanOrEqual(0);
      expect(end.y).toBeLessThan(180);
    }
    expect(curvePath(1, 320, 180).end).toEqual({ x: 0, y: 180 });
  });
});

describe("the player's bet", () => {
  it('says waiting before take-off, the win now while flying, and how it ended', () => {
    expect(myBetOutcome(bet(), round({ phase: 'betting' }), 1)).toEqual({ kind: 'waiting' });
    expect(myBetOutcome(bet(), round(), 1.5)).toEqual({ kind: 'flying', win: 150 });
    expect(myBetOutcome(bet({ status: 'cashed_out', cashout_multiplier: 2, payout: 200 }), round({ phase: 'crashed' }), 3)).toEqual({
      kind: 'cashed_out',
      multiplier: 2,
      payout: 200,
    });
    expect(myBetOutcome(bet({ status: 'lost' }), round({ phase: 'crashed' }), 3)).toEqual({ kind: 'lost' });
    expect(myBetOutcome(undefined, round(), 1)).toBeUndefined();
  });
});
