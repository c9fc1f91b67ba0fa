import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantDemoFunds } from '@server/modules/ledger';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, fundedPlayer, placeBet, type MarketFixture, type Player } from '@server/test/exchange-fixtures';

// The bet ticker: players' bets newest first (the house's own offers left out, play money apart),
// filtered by market and minimum stake, only what came after an id, large bets flagged against
// the operator's stored threshold (audited), the same list as CSV, and players kept out.

let t: TestApp;
let authorization: string;
let first: MarketFixture;
let second: MarketFixture;
let player: Player;
let other: Player;
const placed: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  authorization = (await adminAuth(t)).authorization;
  const runners = [
    { name: 'Home', fair_price: 2 },
    { name: 'Away', fair_price: 2 },
  ];
  first = await createMarketFixture(t, { runners });
  second = await createMarketFixture(t, { runners });
  player = await fundedPlayer(t, 100_000);
  other = await fundedPlayer(t, 100_000);
  // Stakes 100, 2500, 20000 on the first market, 700 on the second: in this order.
  for (const [who, market, stake] of [
    [player, first, 100],
    [other, first, 2500],
    [player, first, 20_000],
    [other, second, 700],
  ] as const) {
    const res = await placeBet(t, who, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake });
    expect(res.statusCode, res.body).toBe(201);
    placed.push(res.json().data.bet.id);
  }
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

type TickerBet = { id: number; user_id: number; market_id: number; stake: number; is_large: boolean; status: string; runner: string; username: string };
async function list(query = '') {
  const res = await admin('GET', `/bets${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { bets: TickerBet[]; has_more: boolean; large_bet_threshold: number; page: number };
}

describe('bet ticker', () => {
  it('lists players’ bets newest first, without the house’s offers', async () => {
    const { bets } = await list();
    expect(bets.map((bet) => bet.id)).toEqual([...placed].reverse());
    expect(bets[0]).toMatchObject({ user_id: other.id, market_id: second.marketId, stake: 700, status: 'matched', runner: 'Home', username: other.username });
    const house = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE user_id IN (SELECT user_id FROM house_makers)`);
    expect(house.rows[0]?.n).toBeGreaterThan(0);
  });

  it('filters by market and by minimum stake, and answers only what came after an id', async () => {
    expect((await list(`?market_id=${first.marketId}`)).bets.map((bet) => bet.stake)).toEqual([20_000, 2500, 100]);
    expect((await list('?min_stake=700')).bets.map((bet) => bet.stake)).toEqual([700, 20_000, 2500]);
    expect((await list(`?market_id=${first.marketId}&min_stake=2500.5`)).bets.map((bet) => bet.stake)).toEqual([20_000]);
    expect((await list(`?after_id=${placed[1]}`)).bets.map((bet) => bet.id)).toEqual([placed[3], placed[2]]);
    expect((await list(`?after_id=${placed[3]}`)).bets).toEqual([]);
  });

  it('pages', async () => {
    const page1 = await list('?page_size=3');
    expect(page1.bets).toHaveLength(3);
    expect(page1.has_more).toBe(true);
    const page2 = await list('?page_size=3&page=2');
    expect(page2.bets.map((bet) => bet.id)).toEqual([placed[0]]);
    expect(page2.has_more).toBe(false);
  });

  it('keeps play money apart', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    await t.db.transaction((tx) => grantDemoFunds(tx, demo.id));
    const res = await placeBet(t, demo, { market_id: first.marketId, runner_id: first.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake: 300 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await list()).bets.some((bet) => bet.user_id === demo.id)).toBe(false);
    expect((await list('?money=play')).bets.map((bet) => bet.user_id)).toEqual([demo.id]);
  });

  it('flags bets at or above the threshold the operator sets, stored and audited', async () => {
    expect((await admin('GET', '/risk/settings')).json().data).toEqual({ large_bet_threshold: 10_000 });
    expect((await list()).bets.filter((bet) => bet.is_large).map((bet) => bet.stake)).toEqual([20_000]);

    const saved = await admin('PUT', '/risk/settings', { large_bet_threshold: 2500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin('GET', '/risk/settings')).json().data).toEqual({ large_bet_threshold: 2500 });
    const after = await list();
    expect(after.large_bet_threshold).toBe(2500);
    expect(after.bets.filter((bet) => bet.is_large).map((bet) => bet.stake)).toEqual([20_000, 2500]);
    const audit = await t.db.execute<{ details: unknown }>(sql`SELECT details FROM audit_log WHERE action = 'risk.large_bet_threshold'`);
    expect(audit.rows.map((row) => row.details)).toEqual([{ from: 10_000, to: 2500 }]);

    for (const bad of [{ large_bet_threshold: 0 }, { large_bet_threshold: -5 }, { large_bet_threshold: 10.001 }, { large_bet_threshold: 'lots' }, {}]) {
      expect((await admin('PUT', '/risk/settings', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin('GET', '/risk/settings')).json().data).toEqual({ large_bet_threshold: 2500 });
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of ['?market_id=abc', '?market_id=-1', '?min_stake=-1', '?min_stake=1.001', '?page=0', '?page_size=500', '?money=fake', '?format=xls']) {
      expect((await admin('GET', `/bets${query}`)).statusCode, query).toBe(400);
    }
  });

  it('downloads the filtered list as CSV', async () => {
    const res = await admin('GET', `/bets?format=csv&market_id=${first.marketId}&min_stake=2500`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lotus-bets-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Bet,Placed,Player id,Player,Event,Market id,Market,Selection,Side,Odds,Line,Stake,Matched,Status,Large');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${placed[2]},\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2},${player.id},`));
    expect(lines[1]).toContain(',back,1.99,,20000.00,20000.00,matched,yes');
    expect(lines[2]).toContain(',2500.00,2500.00,matched,');
  });

  it('keeps players and visitors out', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/bets'],
      ['GET', '/api/admin/bets?format=csv'],
      ['GET', '/api/admin/risk/settings'],
      ['PUT', '/api/admin/risk/settings'],
    ] as const) {
      const asPlayer = await t.app.inject({ method, url, headers: player.auth, ...(method === 'PUT' ? { payload: { large_bet_threshold: 1 } } : {}) });
      expect(asPlayer.statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await admin('GET', '/risk/settings')).json().data).toEqual({ large_bet_threshold: 2500 });
  });
});
