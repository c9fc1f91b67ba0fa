import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { createMarketFixture, fundedPlayer, placeBet, settle } from '@server/test/exchange-fixtures';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putProfile = (auth: { authorization: string } | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: auth ?? {}, payload: payload as object });
const storedName = async (id: number) => (await t.db.select({ n: users.displayName }).from(users).where(eq(users.id, id)))[0]?.n;

describe('GET /api/user/profile', () => {
  it('answers the signed-in user with ledger balances in rupees', async () => {
    const player = await createPlayer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: player.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        user: {
          id: player.id,
          username: player.username,
          display_name: player.username,
          phone_number: '9876543210',
          email: null,
          status: 'active',
          role: 'player',
          is_demo: false,
          balance: 0,
          bonus_balance: 0,
          available_credit: 0,
          net_exposure: 0,
        },
      },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'No authentication token found' });
  });
});

describe('PUT /api/user/profile', () => {
  it('changes the display name, trimmed, and answers the user', async () => {
    const player = await createPlayer(t);
    const res = await putProfile(player.auth, { display_name: '  Priya Sharma  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { user: { id: player.id, display_name: 'Priya Sharma' } } });
    expect(await storedName(player.id)).toBe('Priya Sharma');
  });

  it.each([
    [{}, 'Display name is required'],
    [{ display_name: '' }, 'Display name is required'],
    [{ display_name: '    ' }, 'Display name is required'],
    [{ display_name: 'A' }, 'Display name must be at least 2 characters long'],
    [{ display_name: ' B ' }, 'Display name must be at least 2 characters long'],
    [{ display_name: 'x'.repeat(50) }, 'Display name must be less than 50 characters'],
    [{ display_name: 'x'.repeat(10_240) }, 'Display name must be less than 50 characters'],
  ])('answers the spec message for each broken rule and stores nothing (%#)', async (payload, message) => {
    const player = await createPlayer(t);
    const res = await putProfile(player.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: expect.any(Object) });
    expect(await storedName(player.id)).toBe(player.username);
  });

  it('accepts 49 characters', async () => {
    const player = await createPlayer(t);
    expect((await putProfile(player.auth, { display_name: 'y'.repeat(49) })).statusCode).toBe(200);
  });

  it('refuses a wrong type with 400 and ignores fields it does not know', async () => {
    const player = await createPlayer(t);
    expect((await putProfile(player.auth, { display_name: 12345 })).statusCode).toBe(400);
    expect((await putProfile(player.auth, { display_name: ['a', 'b'] })).statusCode).toBe(400);
    const res = await putProfile(player.auth, { display_name: 'Ok Name', role: 'admin', username: 'hijack', phone_number: '9000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'player', username: player.username, phone_number: '9876543210' });
  });

  it('stores script and SQL text as plain text, changing only this player', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const name = "<script>x</script>' OR 1=1;--";
    expect((await putProfile(player.auth, { display_name: name })).statusCode).toBe(200);
    expect(await storedName(player.id)).toBe(name);
    expect(await storedName(other.id)).toBe(other.username);
  });

  it('answers 401 without a token, whatever the body', async () => {
    expect((await putProfile(undefined, { display_name: 'Fine Name' })).statusCode).toBe(401);
  });
});

describe('GET /api/user/statistics', () => {
  it('answers a new player’s figures, bets at zero', async () => {
    const player = await createPlayer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/statistics', headers: player.auth });
    expect(res.statusCode).toBe(200);
    const stats = res.json().data.statistics;
    expect(stats).toMatchObject({ active_sessions: 1, days_active: 1, total_bets: 0, total_deposits: 0, total_withdrawals: 0 });
    expect(Date.parse(stats.member_since)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts the player’s real bets and their settled profit, as Bet History does', async () => {
    const backer = await fundedPlayer(t, 10_000);
    const layer = await fundedPlayer(t, 10_000);
    const market = await createMarketFixture(t);
    const [home = 0, away = 0] = market.runnerIds;
    await placeBet(t, layer, { market_id: market.marketId, runner_id: home, side: 'lay', price: 2, stake: 300 });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: home, side: 'back', price: 2, stake: 300 });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: away, side: 'back', price: 5, stake: 100 });
    await settle(t, market.marketId, { winner_runner_id: home });
    const open = await createMarketFixture(t);
    const placed = await placeBet(t, backer, { market_id: open.marketId, runner_id: open.runnerIds[0] ?? 0, side: 'back', price: 4, stake: 150 });
    expect(placed.statusCode, placed.body).toBe(201);

    const stats = (await t.app.inject({ method: 'GET', url: '/api/user/statistics', headers: backer.auth })).json().data.statistics;
    const history = (await t.app.inject({ method: 'GET', url: '/api/bets/history', headers: backer.auth })).json().data.summary;
    expect(stats).toMatchObject({ total_bets: 3, open_bets: 1, bets_won: 1, total_staked: 450, net_profit: 300 });
    expect(stats).toMatchObject({ total_bets: history.total_bets, net_profit: history.net_profit, total_staked: history.total_staked });
    const other = (await t.app.inject({ method: 'GET', url: '/api/user/statistics', headers: layer.auth })).json().data.statistics;
    expect(other).toMatchObject({ total_bets: 1, bets_lost: 1, net_profit: -300 });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/statistics' })).statusCode).toBe(401);
  });
});
