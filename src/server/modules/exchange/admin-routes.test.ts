import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet } from '@server/test/exchange-fixtures';

// The operator's exchange: events and markets checked on the way in, fair prices the house
// re-quotes around, the market's book with the house's exposure, all audit-logged; players
// and visitors are kept out.

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await adminAuth(t)).authorization;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const start_time = new Date(Date.now() + 86_400_000).toISOString();

describe('operator exchange', () => {
  it('creates an event and audit-logs it; refuses an unknown sport or a bad time', async () => {
    const res = await admin('POST', '/events', { sport: 'soccer', team1: 'Goa', team2: 'Kerala', start_time });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.event).toMatchObject({ sport: 'football', name: 'Goa v Kerala', in_play: false, markets: [] });
    expect((await admin('POST', '/events', { sport: 'darts', team1: 'A', team2: 'B', start_time })).statusCode).toBe(400);
    expect((await admin('POST', '/events', { sport: 'cricket', team1: 'A', team2: 'B', start_time: 'tomorrow' })).statusCode).toBe(400);
    const audit = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'event.create'`);
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('refuses malformed markets', async () => {
    const event = (await admin('POST', '/events', { sport: 'cricket', team1: 'A', team2: 'B', start_time })).json().data.event;
    const market = (body: Record<string, unknown>) =>
      admin('POST', `/events/${event.id}/markets`, { name: 'M', type: 'match_odds', max_stake: 1000, runners: [{ name: 'A' }], ...body });
    expect((await market({ runners: [{ name: 'A', fair_price: 2.01 }] })).statusCode).toBe(400);
    expect((await market({ min_stake: 5000 })).statusCode).toBe(400);
    expect((await market({ max_stake: 50 })).statusCode).toBe(400);
    expect((await market({ runners: [] })).statusCode).toBe(400);
    expect((await market({ type: 'fancy', runners: [{ name: 'X', yes_line: 50, yes_rate: 100 }, { name: 'Y' }] })).statusCode).toBe(400);
    expect((await market({ type: 'fancy', runners: [{ name: 'X', yes_line: 50, yes_rate: 105, no_line: 50, no_rate: 100 }] })).statusCode).toBe(400);
    expect((await market({ type: 'fancy', runners: [{ name: 'X', yes_line: 50, yes_rate: 100, no_line: 51, no_rate: 100 }] })).statusCode).toBe(400);
    expect((await admin('POST', '/events/987654/markets', { name: 'M', type: 'match_odds', max_stake: 1000, runners: [{ name: 'A' }] })).statusCode).toBe(404);
  });

  it('moves the house quotes with the fair price and shows the house exposure in the market', async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const [home = 0] = market.runnerIds;
    const moved = await admin('PUT', `/markets/${market.marketId}/prices`, { runners: [{ runner_id: home, fair_price: 3 }] });
    expect(moved.statusCode).toBe(200);
    const runner = moved.json().data.market.runners[0];
    expect(runner.back.map((level: { price: number }) => level.price)).toEqual([2.98, 2.96, 2.94]);
    expect(runner.lay.map((level: { price: number }) => level.price)).toEqual([3.05, 3.1, 3.15]);

    const player = await fundedPlayer(t, 10_000);
    await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 2.98, stake: 1000 });
    const view = (await admin('GET', `/markets/${market.marketId}`)).json().data;
    expect(view).toMatchObject({ matched_volume: 1000, players: 1 });
    // The house laid Home: 1000 at 2.98 loses 1980 if Home wins.
    expect(view.house.runners.find((r: { runner_id: number }) => r.runner_id === home).profit).toBe(-1980);
    expect(view.house.exposure).toBeGreaterThan(1980);
    const list = (await admin('GET', `/markets?event_id=${market.eventId}`)).json().data.markets;
    expect(list).toEqual([expect.objectContaining({ id: market.marketId, matched_volume: 1000, house_exposure: view.house.exposure })]);
    const house = (await admin('GET', '/exchange/house')).json().data.house;
    expect(house.makers).toBe(16);
    expect(house.exposure).toBeGreaterThanOrEqual(view.house.exposure);
    await expectLedgerBalanced(t);
  });

  it('changes a market’s limits and logs every change', async () => {
    const market = await createMarketFixture(t);
    const res = await admin('PATCH', `/markets/${market.marketId}`, { max_stake: 2500, commission_rate: 2.5 });
    expect(res.json().data.market).toMatchObject({ max_stake: 2500, commission_rate: 2.5 });
    const actions = await t.db.execute<{ action: string }>(sql`SELECT DISTINCT action FROM audit_log ORDER BY action`);
    expect(actions.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['market.create', 'market.prices', 'market.update']));
  });

  it('keeps players out (403) and visitors out (401)', async () => {
    const player = await createPlayer(t);
    const asPlayer = await t.app.inject({ method: 'POST', url: '/api/admin/markets/1/settle', headers: player.auth, payload: { void: true } });
    expect(asPlayer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/markets' });
    expect(anonymous.statusCode).toBe(401);
  });
});
