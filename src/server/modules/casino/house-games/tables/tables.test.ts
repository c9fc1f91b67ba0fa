import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealTableRound, payoutPaise, sha256Hex, TABLE_GAMES, type TableGameKey } from '@shared/fairness';
import type { TestApp } from '@server/test/test-app';
import { adminAuth } from '@server/test/test-app';
import { createCasinoTestApp, mainRupees, playerAtTable } from '@server/test/casino-support';
import { checkLedger } from '@server/modules/ledger';
import { advanceTable, TABLE_TIMING, type TableStepHooks } from './table-engine';

// The card tables' engine through the API: one shared round for everyone, bets only in the
// window, cards shown one by one, payouts exactly stake × multiplier, refusals that move nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const TIMING = { ...TABLE_TIMING, chainLength: 8 };

async function step(game: TableGameKey, now: Date, hooks: TableStepHooks = {}) {
  await t.db.transaction((tx) => advanceTable(tx, game, now, TIMING, hooks));
}

type State = {
  round: { id: number; phase: string; closes_at: string; deal_ends_at: string | null; cards: { card: number; spot: string }[]; hash: string | null } | null;
  road: { id: number; road: string | null }[];
};

async function stateOf(game: TableGameKey): Promise<State> {
  const res = await t.app.inject({ method: 'GET', url: `/api/casino/house/tables/${game}/state` });
  expect(res.statusCode).toBe(200);
  return res.json().data as State;
}

/** A round nobody has bet on yet, open for at least 5 s more (whatever was in play is settled first): its id and close time. */
async function freshRound(game: TableGameKey): Promise<{ id: number; closesAt: Date }> {
  for (let i = 0; i < 4; i++) {
    const { round } = await stateOf(game);
    const bets = round ? await t.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM casino_table_bets WHERE round_id = ${round.id}`) : undefined;
    const isUnbet = Number(bets?.rows[0]?.n ?? 0) === 0;
    if (round?.phase === 'betting' && isUnbet && Date.parse(round.closes_at) > Date.now() + 5_000) return { id: round.id, closesAt: new Date(round.closes_at) };
    // Play what is in play to its end (a step far ahead closes betting, the next one settles).
    const far = Date.now() + 10 * 60_000;
    for (let k = 0; round && k < 3; k++) {
      const now = (await stateOf(game)).round;
      if (now?.phase === 'settled' || now?.phase === 'void') break;
      await step(game, new Date(far + k * 60_000));
    }
    await t.db.execute(sql`UPDATE casino_table_rounds SET settled_at = now() - interval '1 hour' WHERE game = ${game} AND phase IN ('settled', 'void')`);
    await step(game, new Date());
  }
  throw new Error(`no fresh round: ${JSON.stringify((await stateOf(game)).round)}`);
}

/** Plays the round to its end: closes betting, then settles once the last card is due. */
async function playOut(game: TableGameKey, closesAt: Date, hooks: TableStepHooks = {}) {
  await step(game, closesAt, hooks);
  const dealing = (await stateOf(game)).round;
  if (!dealing?.deal_ends_at) throw new Error('not dealing');
  await step(game, new Date(dealing.deal_ends_at), hooks);
}

describe('card tables: a shared round', () => {
  it('two players bet on one round; cards show one by one; each is paid exactly stake × multiplier; the road shows it', async () => {
    const game = 'dragon-tiger';
    const { id, closesAt } = await freshRound(game);
    const a = await playerAtTable(t, 1000, game);
    const b = await playerAtTable(t, 1000, game);
    expect((await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'dragon', stake: 100 })).status).toBe(200);
    expect((await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'tie', stake: 10 })).status).toBe(200);
    const placed = await b.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'tiger', stake: 250.5 });
    expect(placed).toMatchObject({ status: 200, body: { data: { balance: 749.5 } } });

    await step(game, closesAt);
    const dealing = (await stateOf(game)).round;
    expect(dealing).toMatchObject({ id, phase: 'dealing', hash: null });
    // The first card shows card_ms after the close, the second at the deal's end.
    const dealEnds = Date.parse(dealing?.deal_ends_at ?? '');
    const feedAt = async (at: number) => {
      const { tableSnapshot } = await import('./table-feed');
      return (await tableSnapshot(t.db, game, new Date(at))).round?.cards.length;
    };
    expect(await feedAt(closesAt.getTime() + 1)).toBe(0);
    expect(await feedAt(dealEnds - 1)).toBe(1);
    expect(await feedAt(dealEnds)).toBe(2);
    // Bets are refused once betting closed, in words, and take nothing.
    const late = await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'dragon', stake: 100 });
    expect(late).toMatchObject({ status: 409, body: { success: false, message: 'Betting for this round is closed' } });
    expect(await mainRupees(t, a.id)).toBe(890);

    await step(game, new Date(dealEnds));
    const settled = (await stateOf(game)).round;
    if (!settled?.hash) throw new Error('no revealed hash');
    const outcome = await dealTableRound(game, settled.hash);
    expect(settled.cards.map((card) => card.card)).toEqual(outcome.cards.map((card) => card.card));
    const pay = (stake: number, bet: string) => payoutPaise(stake * 100, outcome.multipliers[bet] ?? 0) / 100;
    expect(await mainRupees(t, a.id)).toBeCloseTo(890 + pay(100, 'dragon') + pay(10, 'tie'), 2);
    expect(await mainRupees(t, b.id)).toBeCloseTo(749.5 + pay(250.5, 'tiger'), 2);
    expect((await stateOf(game)).road[0]).toMatchObject({ id, road: outcome.road });
    // The revealed hash links to the chain.
    const proof = await t.app.inject({ method: 'GET', url: `/api/casino/house/tables/${game}/rounds/${id}` });
    expect(await sha256Hex(settled.hash)).toBe(proof.json().data.chain.previous_hash);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });

    // Bet History's casino tab shows each settled bet with its table, bet type and result.
    const history = await t.app.inject({ method: 'GET', url: '/api/bets/history?kind=casino', headers: a.auth });
    const rows = history.json().data.bets as { event: string; market: string; selection: string; stake: number; profit: number; status: string }[];
    expect(rows.map((row) => [row.event, row.selection, row.stake, row.profit]).sort()).toEqual(
      [
        ['Dragon Tiger', 'Dragon', 100, pay(100, 'dragon') - 100],
        ['Dragon Tiger', 'Tie', 10, pay(10, 'tie') - 10],
      ].sort(),
    );
    expect(rows[0]?.market).toMatch(new RegExp(` · round ${id}$`));
  });

  it('opens the next round after the pause, from the next hash of the chain', async () => {
    const game = '7-up-down';
    const { id, closesAt } = await freshRound(game);
    await playOut(game, closesAt);
    const settledAt = Date.now() + 60_000;
    await step(game, new Date(settledAt));
    const next = (await stateOf(game)).round;
    expect(next?.id).toBeGreaterThan(id);
    expect(next?.phase).toBe('betting');
  });

  it('a settlement that fails mid-way voids the round and refunds every stake', async () => {
    const game = 'andar-bahar';
    const { id, closesAt } = await freshRound(game);
    const a = await playerAtTable(t, 500, game);
    for (const bet_type of ['andar', 'bahar']) {
      expect((await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type, stake: 100 })).status).toBe(200);
    }
    expect(await mainRupees(t, a.id)).toBe(300);
    let voided = 0;
    await playOut(game, closesAt, {
      duringSettlement: async () => {
        throw new Error('the database went away');
      },
      onVoid: () => voided++,
    });
    expect(voided).toBe(1);
    expect((await stateOf(game)).round).toMatchObject({ id, phase: 'void' });
    expect(await mainRupees(t, a.id)).toBe(500);
    const bets = await t.db.execute<{ status: string; payout: number }>(sql`SELECT status, payout FROM casino_table_bets WHERE round_id = ${id}`);
    expect(bets.rows.map((row) => [row.status, Number(row.payout)])).toEqual([
      ['void', 0],
      ['void', 0],
    ]);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });
});

describe('card tables: bets that must be refused', () => {
  it('refuses bad stakes, unknown bet types and rounds, and moves nothing', async () => {
    const game = 'dragon-tiger';
    const { id } = await freshRound(game);
    const a = await playerAtTable(t, 1000, game);
    const url = `/api/casino/house/tables/${game}/bet`;
    const refusals: [object, number][] = [
      [{ round_id: id, bet_type: 'dragon', stake: -5 }, 400],
      [{ round_id: id, bet_type: 'dragon', stake: 0 }, 400],
      [{ round_id: id, bet_type: 'dragon', stake: 50_000.01 }, 400],
      [{ round_id: id, bet_type: 'dragon', stake: 1e12 }, 400],
      [{ round_id: id, bet_type: 'dragon', stake: 10.005 }, 400],
      [{ round_id: id, bet_type: 'dragon', stake: '10' }, 400],
      [{ round_id: id, bet_type: 'dragon', stake: Number.NaN }, 400],
      [{ round_id: id, bet_type: 'andar', stake: 10 }, 400],
      [{ round_id: id, bet_type: '', stake: 10 }, 400],
      [{ round_id: -1, bet_type: 'dragon', stake: 10 }, 400],
      [{ round_id: id + 100_000, bet_type: 'dragon', stake: 10 }, 404],
      [{ round_id: id, bet_type: 'dragon', stake: 1001 }, 422],
    ];
    for (const [payload, status] of refusals) {
      const res = await a.post(url, payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.success).toBe(false);
    }
    // A round of another table is not a round of this one.
    const other = await freshRound('7-up-down');
    expect((await a.post(url, { round_id: other.id, bet_type: 'dragon', stake: 10 })).status).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/casino/house/tables/roulette/bet',
          headers: a.frame,
          payload: { round_id: id, bet_type: 'x', stake: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(await mainRupees(t, a.id)).toBe(1000);
  });

  it('refuses a bet once the window has closed even before the loop moved on, in the player’s language', async () => {
    const game = '7-up-down';
    const { id } = await freshRound(game);
    const a = await playerAtTable(t, 100, game);
    await t.db.execute(sql`UPDATE casino_table_rounds SET closes_at = now() - interval '1 millisecond' WHERE id = ${id}`);
    const late = await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'seven', stake: 10 });
    expect(late).toMatchObject({ status: 409, body: { message: 'Betting for this round is closed' } });
    // In the player's language when the frame asks for it.
    const inHindi = await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'seven', stake: 10 }, { 'accept-language': 'hi' });
    expect(inHindi).toMatchObject({ status: 409, body: { message: 'इस राउंड की बेटिंग बंद हो चुकी है' } });
    expect(await mainRupees(t, a.id)).toBe(100);
    await t.db.execute(sql`UPDATE casino_table_rounds SET closes_at = now() + interval '15 seconds' WHERE id = ${id}`);
  });

  it('places a bet once for one Idempotency-Key, however often it is sent', async () => {
    const game = '7-up-down';
    const { id } = await freshRound(game);
    const a = await playerAtTable(t, 100, game);
    const payload = { round_id: id, bet_type: 'over', stake: 20 };
    const answers = await Promise.all([1, 2, 3].map(() => a.post(`/api/casino/house/tables/${game}/bet`, payload, { 'idempotency-key': 'table-bet-1' })));
    const ids = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.bet_id));
    expect(ids.size).toBe(1);
    expect(await mainRupees(t, a.id)).toBe(80);
  });

  it('takes concurrent bets only up to the balance', async () => {
    const game = 'andar-bahar';
    const { id } = await freshRound(game);
    const a = await playerAtTable(t, 100, game);
    const answers = await Promise.all([1, 2, 3, 4].map(() => a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'bahar', stake: 40 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.message === 'Insufficient balance')).toBe(true);
    expect(await mainRupees(t, a.id)).toBe(20);
  });

  it('answers 401 without a game session and 403 to the operator; a sign-in token is not a game session', async () => {
    const game = 'dragon-tiger';
    const { id } = await freshRound(game);
    const payload = { round_id: id, bet_type: 'dragon', stake: 10 };
    const url = `/api/casino/house/tables/${game}/bet`;
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const admin = await adminAuth(t);
    expect((await t.app.inject({ method: 'POST', url, headers: { authorization: admin.authorization }, payload })).statusCode).toBe(401);
    const a = await playerAtTable(t, 100, game);
    expect((await t.app.inject({ method: 'POST', url, headers: a.auth, payload })).statusCode).toBe(401);
    expect(await mainRupees(t, a.id)).toBe(100);
    // A player sees only their own bets.
    await a.post(url, payload);
    const b = await playerAtTable(t, 100, game);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/casino/house/tables/${game}/bets`, headers: b.frame });
    expect(theirs.json().data.bets).toEqual([]);
  });

  it('refuses a suspended player', async () => {
    const game = 'dragon-tiger';
    const { id } = await freshRound(game);
    const a = await playerAtTable(t, 100, game);
    await t.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${a.id}`);
    const res = await a.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type: 'dragon', stake: 10 });
    expect([401, 403]).toContain(res.status);
    expect(await mainRupees(t, a.id)).toBe(100);
  });

  it("a demo player's bets and wins move play money only", async () => {
    const game = '7-up-down';
    const { id, closesAt } = await freshRound(game);
    const demo = await playerAtTable(t, 1000, game, { isDemo: true });
    const realPnl = async () =>
      (await t.db.execute<{ b: number }>(sql`SELECT sum(balance) AS b FROM accounts WHERE user_id IS NULL AND NOT play_money`)).rows[0]?.b;
    const before = await realPnl();
    for (const bet_type of TABLE_GAMES[game].bets.map((bet) => bet.key)) {
      expect((await demo.post(`/api/casino/house/tables/${game}/bet`, { round_id: id, bet_type, stake: 10 })).status).toBe(200);
    }
    await playOut(game, closesAt);
    expect(await realPnl()).toBe(before);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true, crossingTransfers: 0 });
  });
});
