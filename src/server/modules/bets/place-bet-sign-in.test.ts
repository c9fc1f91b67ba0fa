import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeBetSchema } from '@shared/schemas/bets';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import { ensureBettingAccounts, exchangeCacheFor, placeOrders, type Order } from '@server/modules/exchange';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture, type Player } from '@server/test/exchange-fixtures';

// An order's token is remembered after its first lookup (requireRememberedUser), and the order's
// own transaction checks that the sign-in session is still live: a token signed out, expired or
// of a suspended player after it was remembered gets the 401 any route gives, places nothing,
// moves nothing and stores no Idempotency-Key answer (the key stays free for a real attempt).

let t: TestApp;
let market: MarketFixture;
beforeAll(async () => {
  t = await createTestApp();
  market = await createMarketFixture(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

let keyCounter = 0;
const nextKey = () => `sign-in-${process.pid}-${(keyCounter += 1)}`;
const order = (marketId = market.marketId) => ({ market_id: marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back' as const, price: 3, stake: 100 });

/** A funded player whose token the order route has already seen (and so remembers). */
async function rememberedPlayer(): Promise<Player> {
  const player = await fundedPlayer(t, 1_000);
  const res = await placeBet(t, player, order());
  expect(res.statusCode, res.body).toBe(201);
  return player;
}

async function betsOf(player: Player): Promise<number> {
  const found = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${player.id}`);
  return Number(found.rows[0]?.n);
}

async function storedKey(player: Player, key: string): Promise<boolean> {
  const found = await t.db.execute(sql`SELECT 1 FROM idempotency_keys WHERE user_id = ${player.id} AND key = ${key}`);
  return found.rows.length > 0;
}

/** The order is refused as a signed-out token is anywhere, and leaves no trace. */
async function expectSignedOut(player: Player, body = order()) {
  const before = { balances: await balancesOf(t, player), bets: await betsOf(player) };
  const key = nextKey();
  const res = await placeBet(t, player, body, { 'idempotency-key': key });
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toMatchObject({ success: false, message: 'Invalid or expired token' });
  expect({ balances: await balancesOf(t, player), bets: await betsOf(player) }).toEqual(before);
  expect(await storedKey(player, key)).toBe(false);
}

describe('an order from a remembered token', () => {
  it('is placed while the session is live', async () => {
    const player = await rememberedPlayer();
    const res = await placeBet(t, player, order(), { 'idempotency-key': nextKey() });
    expect(res.statusCode, res.body).toBe(201);
    expect(await betsOf(player)).toBe(2);
  });

  it('is refused with 401 after the player logs out', async () => {
    const player = await rememberedPlayer();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: player.auth });
    expect(logout.statusCode, logout.body).toBe(200);
    await expectSignedOut(player);
    // And again: the token is forgotten, so the route's own lookup refuses it now.
    await expectSignedOut(player);
  });

  it('is refused with 401 once the session has expired', async () => {
    const player = await rememberedPlayer();
    await t.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${player.id}`);
    await expectSignedOut(player);
  });

  it('is refused with 401 once the player is suspended, even with the session not revoked', async () => {
    const player = await rememberedPlayer();
    await t.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${player.id}`);
    await expectSignedOut(player);
    await t.db.execute(sql`UPDATE users SET status = 'active' WHERE id = ${player.id}`);
    const res = await placeBet(t, player, order(), { 'idempotency-key': nextKey() });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is refused with 401 after the operator suspends the player', async () => {
    const player = await rememberedPlayer();
    const admin = await adminAuth(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${player.id}/status`,
      headers: admin,
      payload: { status: 'suspended', reason: 'chargeback' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedOut(player);
  });

  it('answers 401, not 404, when the market does not exist either', async () => {
    const player = await rememberedPlayer();
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${player.id}`);
    await expectSignedOut(player, order(987_654_321));
  });

  it('is refused while other players’ orders in the same batch are placed', async () => {
    const live = await rememberedPlayer();
    const out = await rememberedPlayer();
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${out.id}`);
    const sessionOf = async (player: Player) =>
      Number((await t.db.execute<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${player.id}`)).rows[0]?.id);
    const orderOf = async (player: Player): Promise<Order> => {
      await ensureBettingAccounts(t.db, exchangeCacheFor(t.db), player.id);
      return { userId: player.id, world: 'real', input: placeBetSchema.parse(order()), hasWaited: false, signInId: await sessionOf(player) };
    };
    const orders = [await orderOf(live), await orderOf(out), await orderOf(live)];
    const results = await t.db.transaction((tx) => placeOrders(tx, exchangeCacheFor(t.db), orders));

    expect(results.map((result) => result.kind)).toEqual(['placed', 'signed-out', 'placed']);
    expect(await betsOf(out)).toBe(1);
  });
});
