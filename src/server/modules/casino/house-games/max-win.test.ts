import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  deriveDiceRoll,
  deriveHiloCards,
  hiloMultiplier,
  MAX_WIN_RUPEES,
  minesMultiplier,
  payoutPaise,
  reachesMaxWin,
  settleDice,
  type DiceBet,
  type HiloGuess,
} from '@shared/fairness';
import type { TestApp } from '@server/test/test-app';
import { checkLedger } from '@server/modules/ledger';
import { createCasinoTestApp, mainRupees, playerAtTable as seatPlayer } from '@server/test/casino-support';

// The published max win (₹10,00,000 a bet, shared/fairness/payout.ts) in the per-player games:
// a bigger win pays the cap, and Mines and Hi-Lo cash out by themselves when it is reached.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

async function playerAtTable(rupees: number, game: string) {
  const player = await seatPlayer(t, rupees, game);
  // Opening the frame makes the player's seed pair.
  const opened = await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: player.frame });
  expect(opened.json()).toMatchObject({ success: true });
  return player;
}

/** The player's active seeds, secret included (the test knows what the next round will be). */
async function secretSeeds(userId: number) {
  const found = await t.db.execute<{ server_seed: string; client_seed: string; next_nonce: number }>(
    sql`SELECT server_seed, client_seed, next_nonce FROM casino_seed_pairs WHERE user_id = ${userId} AND revealed_at IS NULL`,
  );
  const row = found.rows[0];
  if (!row) throw new Error('no seeds');
  return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.next_nonce) };
}

const STAKE = 50_000;

describe('the max win of ₹10,00,000 a bet', () => {
  it('pays a dice win worth more than the cap at the cap', async () => {
    const p = await playerAtTable(STAKE + 500, 'dice');
    // Play ₹1 rolls until the next roll lets a bet of 20× or more win (a roll within ~5 of an edge).
    let bet: DiceBet | undefined;
    for (let i = 0; i < 400 && !bet; i += 1) {
      const roll = await deriveDiceRoll(await secretSeeds(p.id));
      const candidates: DiceBet[] = [
        { target: Math.round(roll * 100 + 1) / 100, direction: 'under' },
        { target: Math.round(roll * 100 - 1) / 100, direction: 'over' },
      ];
      bet = candidates.find((candidate) => {
        if (candidate.target < 0.01 || candidate.target > 99.99) return false;
        try {
          const result = settleDice(roll, candidate);
          return result.won && reachesMaxWin(STAKE * 100, result.multiplier);
        } catch {
          return false;
        }
      });
      if (!bet) expect((await p.post('/api/casino/house/dice/roll', { stake: 1, target: 50, direction: 'over' })).status).toBe(200);
    }
    if (!bet) throw new Error('no big roll came');
    const before = await mainRupees(t, p.id);
    const { status, body } = await p.post('/api/casino/house/dice/roll', { stake: STAKE, ...bet });
    expect(status).toBe(200);
    expect(body.data.round.status).toBe('won');
    expect(payoutPaise(STAKE * 100, body.data.round.multiplier)).toBeGreaterThan(MAX_WIN_RUPEES * 100);
    expect(body.data.round.payout).toBe(MAX_WIN_RUPEES);
    expect(await mainRupees(t, p.id)).toBe(before - STAKE + MAX_WIN_RUPEES);
  });

  it('cashes a mines round out by itself at the cap, with safe cells left', async () => {
    const p = await playerAtTable(STAKE, 'mines');
    const start = await p.post('/api/casino/house/mines/start', { stake: STAKE, mines: 20 });
    expect(start.body).toMatchObject({ success: true });
    const roundId: number = start.body.data.round.id;
    const state = await t.db.execute<{ state: { mines: number[] } }>(sql`SELECT state FROM casino_rounds WHERE id = ${roundId}`);
    const mines = state.rows[0]?.state.mines ?? [];
    const [first, second] = [...Array(25).keys()].filter((cell) => !mines.includes(cell));
    // One safe cell pays 4.95× (₹2,47,500): still open. Two pay 29.7× (₹14,85,000): capped and cashed out.
    const once = await p.post('/api/casino/house/mines/reveal', { round_id: roundId, cell: first });
    expect(once.body.data.round).toMatchObject({ status: 'open', cashout_multiplier: minesMultiplier(20, 1) });
    const twice = await p.post('/api/casino/house/mines/reveal', { round_id: roundId, cell: second });
    expect(twice.body.data.round).toMatchObject({ status: 'won', multiplier: minesMultiplier(20, 2), payout: MAX_WIN_RUPEES });
    expect(twice.body.data.balance).toBe(MAX_WIN_RUPEES);
    expect(await mainRupees(t, p.id)).toBe(MAX_WIN_RUPEES);
  });

  it('cashes a hi-lo round out by itself on the guess that reaches the cap', async () => {
    const p = await playerAtTable(STAKE, 'hilo');
    const seeds = await secretSeeds(p.id);
    const start = await p.post('/api/casino/house/hilo/start', { stake: STAKE });
    const roundId: number = start.body.data.round.id;
    const cards = await deriveHiloCards({ ...seeds, count: 40 });
    const winning: number[] = [];
    for (let i = 0; i + 1 < cards.length; i += 1) {
      const current = cards[i];
      const next = cards[i + 1];
      if (!current || !next) throw new Error('cards');
      // Always the right guess with the fewest winning ranks (the biggest step up).
      const guess: HiloGuess = next.rank > current.rank ? 'higher' : next.rank < current.rank ? 'lower' : 'same';
      winning.push(guess === 'higher' ? 13 - current.rank : guess === 'lower' ? current.rank - 1 : 1);
      const res = await p.post('/api/casino/house/hilo/guess', { round_id: roundId, guess });
      expect(res.status).toBe(200);
      if (!reachesMaxWin(STAKE * 100, hiloMultiplier(winning))) {
        expect(res.body.data.round.status).toBe('open');
        continue;
      }
      expect(res.body.data.round).toMatchObject({ status: 'won', multiplier: hiloMultiplier(winning), payout: MAX_WIN_RUPEES });
      expect(await mainRupees(t, p.id)).toBe(MAX_WIN_RUPEES);
      return;
    }
    throw new Error('the cap was never reached');
  });
});
