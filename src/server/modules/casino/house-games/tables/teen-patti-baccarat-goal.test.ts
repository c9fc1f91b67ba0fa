import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedPayoutPaise, dealTableRound, MAX_WIN_RUPEES, sha256Hex, TABLE_GAMES, type TableGameKey, type TableOutcome } from '@shared/fairness';
import type { TestApp } from '@server/test/test-app';
import { createCasinoTestApp, mainRupees, playerAtTable } from '@server/test/casino-support';
import { checkLedger } from '@server/modules/ledger';
import { advanceTable, TABLE_TIMING } from './table-engine';

// Teen Patti, Baccarat and Goal through the card-table engine: every bet type paid exactly
// floor(stake × multiplier) on deals chosen to hit the rules that matter (a tie's push, a
// baccarat tie, a save), the max win, and the bets these tables must refuse.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const TIMING = { ...TABLE_TIMING, chainLength: 8 };

const step = (game: TableGameKey, now: Date) => t.db.transaction((tx) => advanceTable(tx, game, now, TIMING));

type RoundRow = { id: number; phase: string; closes_at: Date; deal_ends_at: Date | null; hash: string };

async function roundOf(game: TableGameKey): Promise<RoundRow | undefined> {
  const found = await t.db.execute<RoundRow>(
    sql`SELECT id, phase, closes_at, deal_ends_at, hash FROM casino_table_rounds WHERE game = ${game} ORDER BY id DESC LIMIT 1`,
  );
  const row = found.rows[0];
  return row && { ...row, closes_at: new Date(row.closes_at), deal_ends_at: row.deal_ends_at && new Date(row.deal_ends_at) };
}

/** A round open for bets for a while yet (whatever was in play is played out first). */
async function freshRound(game: TableGameKey): Promise<RoundRow> {
  for (let i = 0; i < 4; i++) {
    const round = await roundOf(game);
    if (round?.phase === 'betting' && round.closes_at.getTime() > Date.now() + 5_000) return round;
    const far = new Date(Date.now() + 10 * 60_000);
    if (round) await step(game, far);
    if (round) await step(game, far);
    await t.db.execute(sql`UPDATE casino_table_rounds SET settled_at = now() - interval '1 hour' WHERE game = ${game} AND phase IN ('settled', 'void')`);
    await step(game, new Date());
  }
  throw new Error('no fresh round');
}

/**
 * Gives the open round a hash whose deal passes `wanted` (the engine deals from the round's hash
 * when betting closes), so a test meets a rare result without waiting for it.
 */
async function rigRound(game: TableGameKey, roundId: number, wanted: (outcome: TableOutcome) => boolean): Promise<TableOutcome> {
  for (let i = 0; i < 20_000; i++) {
    const hash = await sha256Hex(`${game}-rig-${roundId}-${i}`);
    const outcome = await dealTableRound(game, hash);
    if (wanted(outcome)) {
      await t.db.execute(sql`UPDATE casino_table_rounds SET hash = ${hash} WHERE id = ${roundId}`);
      return outcome;
    }
  }
  throw new Error(`no deal of ${game} found`);
}

async function playOut(game: TableGameKey, round: RoundRow): Promise<void> {
  await step(game, round.closes_at);
  const dealing = await roundOf(game);
  if (!dealing?.deal_ends_at) throw new Error('not dealing');
  await step(game, dealing.deal_ends_at);
  expect((await roundOf(game))?.phase).toBe('settled');
}

const bet = (game: TableGameKey) => `/api/casino/house/tables/${game}/bet`;

describe('Teen Patti, Baccarat and Goal at the table', () => {
  const cases: [TableGameKey, string, (outcome: TableOutcome) => boolean][] = [
    ['teenpatti', 'a tie, both players pushed', (outcome) => outcome.road === 'T'],
    ['teenpatti', 'Player B with a pair or better', (outcome) => outcome.road === 'B' && (outcome.multipliers.pair_plus_b ?? 0) > 0],
    ['baccarat', 'a tie with a pair', (outcome) => outcome.road === 'T' && (outcome.multipliers.player_pair ?? 0) + (outcome.multipliers.banker_pair ?? 0) > 0],
    ['baccarat', 'Banker winning on a third card', (outcome) => outcome.road === 'B' && outcome.cards.length === 6],
    ['goal', 'a save', (outcome) => outcome.road === 'S'],
    ['goal', 'a goal', (outcome) => outcome.road === 'G'],
  ];

  it.each(cases)('%s, %s: every bet type pays exactly floor(stake × multiplier)', async (game, _, wanted) => {
    const round = await freshRound(game);
    const a = await playerAtTable(t, 10_000, game);
    const b = await playerAtTable(t, 10_000, game);
    const bets = TABLE_GAMES[game].bets.map((type, i) => ({ type: type.key, stake: 13.37 + i }));
    for (const { type, stake } of bets) {
      expect((await a.post(bet(game), { round_id: round.id, bet_type: type, stake })).status).toBe(200);
    }
    expect((await b.post(bet(game), { round_id: round.id, bet_type: bets[0]?.type ?? '', stake: 99.99 })).status).toBe(200);
    const outcome = await rigRound(game, round.id, wanted);
    await playOut(game, round);

    const staked = bets.reduce((sum, { stake }) => sum + Math.round(stake * 100), 0);
    const paid = bets.reduce((sum, { type, stake }) => sum + cappedPayoutPaise(Math.round(stake * 100), outcome.multipliers[type] ?? 0), 0);
    expect(Math.round((await mainRupees(t, a.id)) * 100)).toBe(1_000_000 - staked + paid);
    expect(Math.round((await mainRupees(t, b.id)) * 100)).toBe(1_000_000 - 9_999 + cappedPayoutPaise(9_999, outcome.multipliers[bets[0]?.type ?? ''] ?? 0));
    // The state shows the dealt cards and the road entry of the round.
    const state = (await t.app.inject({ method: 'GET', url: `/api/casino/house/tables/${game}/state` })).json().data;
    expect(state.round.cards.map((card: { card: number }) => card.card)).toEqual(outcome.cards.map((card) => card.card));
    expect(state.road[0]).toMatchObject({ id: round.id, road: outcome.road, summary: outcome.summary });
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });

  it('pays at most the max win a bet and a player a round: two ₹50,000 Pair Plus bets on a pure sequence', async () => {
    const game = 'teenpatti';
    const round = await freshRound(game);
    const a = await playerAtTable(t, 100_000, game);
    for (let i = 0; i < 2; i++) expect((await a.post(bet(game), { round_id: round.id, bet_type: 'pair_plus_a', stake: 50_000 })).status).toBe(200);
    const outcome = await rigRound(game, round.id, (dealt) => dealt.multipliers.pair_plus_a === 41);
    expect(outcome.summary).toMatch(/Pure sequence/);
    await playOut(game, round);
    // 41 × ₹50,000 = ₹20,50,000 a bet: the first pays the cap, the second nothing more this round.
    expect(await mainRupees(t, a.id)).toBe(MAX_WIN_RUPEES);
    const payouts = await t.db.execute<{ payout: number }>(sql`SELECT payout FROM casino_table_bets WHERE round_id = ${round.id} ORDER BY id`);
    expect(payouts.rows.map((row) => Number(row.payout))).toEqual([MAX_WIN_RUPEES * 100, 0]);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });

  it('refuses another table’s bet types, bad stakes and late bets, and moves nothing', async () => {
    for (const [game, foreign] of [
      ['teenpatti', 'dragon'],
      ['baccarat', 'player_a'],
      ['goal', 'player'],
    ] as const) {
      const round = await freshRound(game);
      const a = await playerAtTable(t, 100, game);
      const own = TABLE_GAMES[game].bets[0]?.key ?? '';
      const refusals: [object, number][] = [
        [{ round_id: round.id, bet_type: foreign, stake: 10 }, 400],
        [{ round_id: round.id, bet_type: 'pair_plus_c', stake: 10 }, 400],
        [{ round_id: round.id, bet_type: own, stake: -10 }, 400],
        [{ round_id: round.id, bet_type: own, stake: 0.001 }, 400],
        [{ round_id: round.id, bet_type: own, stake: 1e15 }, 400],
        [{ round_id: round.id, bet_type: own, stake: '5' }, 400],
        [{ round_id: round.id, bet_type: own, stake: 100.01 }, 422],
      ];
      for (const [payload, status] of refusals) expect((await a.post(bet(game), payload)).status, `${game} ${JSON.stringify(payload)}`).toBe(status);
      await step(game, round.closes_at);
      const late = await a.post(bet(game), { round_id: round.id, bet_type: own, stake: 10 });
      expect(late).toMatchObject({ status: 409, body: { success: false, message: 'Betting for this round is closed' } });
      expect(await mainRupees(t, a.id)).toBe(100);
    }
  });

  it("a demo player's Baccarat bets and wins move play money only", async () => {
    const game = 'baccarat';
    const round = await freshRound(game);
    const demo = await playerAtTable(t, 1000, game, { isDemo: true });
    const realHouse = async () =>
      (await t.db.execute<{ b: number }>(sql`SELECT sum(balance) AS b FROM accounts WHERE user_id IS NULL AND NOT play_money`)).rows[0]?.b;
    const before = await realHouse();
    for (const type of TABLE_GAMES[game].bets) expect((await demo.post(bet(game), { round_id: round.id, bet_type: type.key, stake: 10 })).status).toBe(200);
    await rigRound(game, round.id, (outcome) => outcome.road === 'P' && !outcome.multipliers.player_pair && !outcome.multipliers.banker_pair);
    await playOut(game, round);
    expect(await mainRupees(t, demo.id)).toBe(1000 - 50 + 20);
    expect(await realHouse()).toBe(before);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true, crossingTransfers: 0 });
  });
});
