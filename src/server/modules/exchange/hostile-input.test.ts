import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import { checkLedger } from '../ledger';
import { balancesOf, createMarketFixture, fundedPlayer, placeBet, setMarketStatus, type MarketFixture, type Player } from '@server/test/exchange-fixtures';

// Bets that must be refused with a clear 400 / 404 / 422 and move nothing: off-ladder, zero,
// negative and absurd prices and stakes; suspended, closed and mismatched markets.

let t: TestApp;
let market: MarketFixture;
let football: MarketFixture;
let player: Player;

beforeAll(async () => {
  t = await createTestApp();
  market = await createMarketFixture(t, { max_stake: 5000 });
  football = await createMarketFixture(t, { sport: 'football' });
  player = await fundedPlayer(t, 10_000);
});
afterAll(() => t.close());

const valid = () => ({ market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back' as const, price: 2, stake: 100 });

async function expectRefused(body: Record<string, unknown>, status: number, message?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/bets/place', headers: player.auth, payload: body });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe(false);
  if (message) expect(res.json().message).toBe(message);
  expect(await balancesOf(t, player)).toEqual({ main: 10_000, exposure: 0 });
}

describe('hostile bets', () => {
  it.each([
    ['an off-ladder price', { price: 2.01 }],
    ['a third decimal', { price: 1.015 }],
    ['price zero', { price: 0 }],
    ['price one (no odds)', { price: 1 }],
    ['a negative price', { price: -2 }],
    ['a huge price', { price: 1e9 }],
    ['a price as text', { price: '2.0' }],
    ['stake zero', { stake: 0 }],
    ['a negative stake', { stake: -100 }],
    ['a stake below ₹100', { stake: 99.99 }],
    ['fractions of a paisa', { stake: 100.001 }],
    ['a huge stake', { stake: 1e15 }],
    ['infinite stake as text', { stake: 'Infinity' }],
    ['an unknown side', { side: 'both' }],
    ['a missing runner', { runner_id: undefined }],
    ['a market id as text', { market_id: 'one' }],
    ['a negative market id', { market_id: -1 }],
  ])('refuses %s with 400', async (_name, change) => {
    await expectRefused({ ...valid(), ...change }, 400);
  });

  it('refuses a stake above the market’s maximum with its limit', async () => {
    await expectRefused({ ...valid(), stake: 5000.01 }, 400, 'Maximum stake for this market is ₹5,000.00');
  });

  it('refuses an unknown market with 404 and a runner of another market with 400', async () => {
    await expectRefused({ ...valid(), market_id: 987_654_321 }, 404, 'Market not found');
    await expectRefused({ ...valid(), runner_id: football.runnerIds[0] }, 400, 'Selection is not part of this market');
  });

  it('refuses a market of another event or another sport than the page claims', async () => {
    await expectRefused({ ...valid(), event_id: football.eventId }, 400, 'This market is not part of that event');
    await expectRefused({ ...valid(), sport: 'football' }, 400, 'This market is not in that sport');
  });

  it('refuses bets on suspended and closed markets, and takes them again when resumed', async () => {
    const m = await createMarketFixture(t);
    const body = { ...valid(), market_id: m.marketId, runner_id: m.runnerIds[0] };
    expect((await setMarketStatus(t, m.marketId, 'SUSPENDED')).statusCode).toBe(200);
    await expectRefused(body, 422, 'Market is suspended');
    await setMarketStatus(t, m.marketId, 'OPEN');
    const res = await placeBet(t, player, { ...body, runner_id: m.runnerIds[0] ?? 0 });
    expect(res.statusCode).toBe(201);
    // Closing lapses the unmatched bet and gives its hold back.
    await setMarketStatus(t, m.marketId, 'CLOSED');
    expect(await balancesOf(t, player)).toEqual({ main: 10_000, exposure: 0 });
    await expectRefused(body, 422, 'Market is closed');
    expect((await setMarketStatus(t, m.marketId, 'OPEN')).statusCode).toBe(409);
  });

  it('refuses bets on the markets of a closed event', async () => {
    const m = await createMarketFixture(t);
    const admin = await adminAuth(t);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${m.eventId}`,
      headers: { authorization: admin.authorization },
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    await expectRefused({ ...valid(), market_id: m.marketId, runner_id: m.runnerIds[0] }, 422, 'Market is closed');
  });

  it('refuses without a token, and the operator cannot bet', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bets/place', payload: valid() });
    expect(res.statusCode).toBe(401);
    const admin = await adminAuth(t);
    const operator = await t.app.inject({ method: 'POST', url: '/api/bets/place', headers: { authorization: admin.authorization }, payload: valid() });
    expect(operator.statusCode).toBe(403);
  });

  it('refuses to cancel another player’s bet, a made-up bet, and a malformed id', async () => {
    const owner = await fundedPlayer(t, 1000);
    const placed = (await placeBet(t, owner, { ...valid(), price: 50 })).json().data.bet;
    for (const [id, status] of [
      [placed.id, 404],
      [999_999_999, 404],
      ['abc', 400],
      [-5, 400],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/bets/${id}/cancel`, headers: player.auth });
      expect(res.statusCode).toBe(status);
    }
    const still = await t.db.execute<{ remaining_stake: number }>(sql`SELECT remaining_stake FROM bets WHERE id = ${placed.id}`);
    expect(Number(still.rows[0]?.remaining_stake)).toBe(10_000);
  });

  it('leaves the ledger balanced after all of it', async () => {
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});

describe('bet delay', () => {
  it('holds an in-play order for the delay, then refuses it if the market was suspended meanwhile', async () => {
    const live = await createMarketFixture(t, { inPlay: true, bet_delay: 1 });
    const body = { market_id: live.marketId, runner_id: live.runnerIds[0] ?? 0, side: 'back' as const, price: 2, stake: 100 };
    const started = Date.now();
    const accepted = await placeBet(t, player, body);
    expect(accepted.statusCode).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    const pending = placeBet(t, player, body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await setMarketStatus(t, live.marketId, 'SUSPENDED');
    const refused = await pending;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Market is suspended');
  });

  it('waits the delay when the event goes in play after this process last saw the market', async () => {
    const m = await createMarketFixture(t, { bet_delay: 1 });
    const body = { market_id: m.marketId, runner_id: m.runnerIds[0] ?? 0, side: 'back' as const, price: 3, stake: 100 };
    const before = Date.now();
    expect((await placeBet(t, player, body)).statusCode).toBe(201);
    expect(Date.now() - before).toBeLessThan(1000);
    const held = (await balancesOf(t, player)).exposure;
    const admin = await adminAuth(t);
    const live = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${m.eventId}`,
      headers: { authorization: admin.authorization },
      payload: { in_play: true },
    });
    expect(live.statusCode).toBe(200);
    // Going in play lapsed the unmatched 'lapse' bet placed before.
    expect((await balancesOf(t, player)).exposure).toBe(held - 100);
    const started = Date.now();
    expect((await placeBet(t, player, body)).statusCode).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
