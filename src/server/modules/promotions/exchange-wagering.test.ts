import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletSeed } from '@server/modules/payments';
import { createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, settle, type MarketFixture, type Player } from '@server/test/exchange-fixtures';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';

// Exchange wagering (docs/decisions/050-bonus-wagering.md): a market counts once it is settled,
// by the player's net position (a bet and its hedge or cash out once), and only bets at or above
// the bonus's minimum price count (a lay by its liability, when the price it risks at reaches the
// minimum). A void or a resettlement takes its part back. The two free routes end with
// no conversion.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const hour = 3600_000;
let codes = 0;
async function grantExchangeBonus(player: Player, options: { amount: number; multiple: number; min_price?: number }) {
  codes += 1;
  const code = `EXCH${codes}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: { authorization: (await adminAuth(t)).authorization },
    payload: {
      code,
      title: 'Exchange bonus',
      kind: 'fixed',
      amount: options.amount,
      wagering_multiple: options.multiple,
      wagering_on: 'exchange',
      ...(options.min_price === undefined ? {} : { min_price: options.min_price }),
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const redeemed = await t.app.inject({ method: 'POST', url: '/api/promotions/redeem', headers: player.auth, payload: { code } });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
}
const bonusOf = async (player: Player) =>
  (await t.app.inject({ method: 'GET', url: '/api/promotions/bonuses', headers: player.auth })).json().data.bonuses[0] as {
    status: string;
    wagered: number;
    remaining: number;
    min_price: number;
    rules: string;
  };
const mainOf = async (player: Player) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: player.auth })).json().data.balance as {
    main_balance: number;
    bonus_balance: number;
  };

async function matched(market: MarketFixture, taker: Player, maker: Player, side: 'back' | 'lay', price: number, stake: number, runner = 0) {
  const runnerId = market.runnerIds[runner] ?? 0;
  const rest = await placeBet(t, maker, { market_id: market.marketId, runner_id: runnerId, side: side === 'back' ? 'lay' : 'back', price, stake });
  expect(rest.statusCode, rest.body).toBe(201);
  const take = await placeBet(t, taker, { market_id: market.marketId, runner_id: runnerId, side, price, stake });
  expect(take.statusCode, take.body).toBe(201);
  expect(take.json().data.bet.status).toBe('matched');
}

describe('exchange wagering', () => {
  it('counts a matched bet only once its market is settled, won or lost', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1000);
    const maker = await fundedPlayer(t, 1000);
    await grantExchangeBonus(player, { amount: 100, multiple: 2 });
    await matched(market, player, maker, 'back', 3, 200);
    expect(await bonusOf(player)).toMatchObject({ status: 'active', wagered: 0 });
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[1] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ status: 'converted', wagered: 200, remaining: 0 });
  });

  it('route 1: a back and its immediate cash out count once, as the net position, and convert nothing', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 2000);
    const maker = await fundedPlayer(t, 10_000);
    await grantExchangeBonus(player, { amount: 500, multiple: 5 });
    await matched(market, player, maker, 'back', 1.89, 1300);
    // The other side's offer the cash out hedges against, then 100% cashed out at once.
    expect(
      (await placeBet(t, maker, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.9, stake: 5000 })).statusCode,
    ).toBe(201);
    const cashed = await t.app.inject({ method: 'POST', url: `/api/markets/${market.marketId}/cash-out`, headers: player.auth, payload: { share: 100 } });
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ status: 'active', wagered: 0 });
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] })).statusCode).toBe(200);
    const bonus = await bonusOf(player);
    expect(bonus.status).toBe('active');
    // What the position could lose after the hedge: ₹6.84 locked in, not ₹1,300 + the hedge.
    expect(bonus.wagered).toBeGreaterThan(0);
    expect(bonus.wagered).toBeLessThan(20);
    expect((await mainOf(player)).bonus_balance).toBe(500);
  });

  it('route 2: a back at 1.01 laid by a second account, then voided, converts nothing and counts nothing', async () => {
    const market = await createMarketFixture(t);
    const a = await fundedPlayer(t, 10_000);
    const b = await fundedPlayer(t, 1000);
    await grantExchangeBonus(a, { amount: 1000, multiple: 10 });
    await matched(market, a, b, 'back', 1.01, 10_000);
    expect(await bonusOf(a)).toMatchObject({ status: 'active', wagered: 0 });
    expect((await settle(t, market.marketId, { void: true })).statusCode).toBe(200);
    expect(await bonusOf(a)).toMatchObject({ status: 'active', wagered: 0 });
    expect(await mainOf(a)).toMatchObject({ main_balance: 10_000, bonus_balance: 1000 });
  });

  it('does not count a bet below the minimum price even when it settles', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 10_000);
    const maker = await fundedPlayer(t, 10_000);
    await grantExchangeBonus(player, { amount: 100, multiple: 1 });
    await matched(market, player, maker, 'back', 1.49, 1000);
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ status: 'active', wagered: 0, min_price: 1.5 });
  });

  it("keeps the promotion's own minimum price", async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 10_000);
    const maker = await fundedPlayer(t, 10_000);
    await grantExchangeBonus(player, { amount: 100, multiple: 5, min_price: 2 });
    expect((await bonusOf(player)).rules).toContain('Only bets at 2.00 or more count');
    await matched(market, player, maker, 'back', 1.8, 200);
    await matched(market, player, maker, 'back', 2, 100, 1);
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ status: 'active', wagered: 100 });
  });

  it('counts a lay by its liability when the price it risks at reaches the minimum, and not a long-odds lay', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 10_000);
    const maker = await fundedPlayer(t, 10_000);
    await grantExchangeBonus(player, { amount: 500, multiple: 1 });
    // Lay at 2.5: liability ₹150 risked at 2.5 / 1.5 = 1.67: counts.
    await matched(market, player, maker, 'lay', 2.5, 100);
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[1] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ wagered: 150 });

    // Lay at 4: liability ₹300 risked at 4 / 3 = 1.33 (a near-certain win): counts nothing.
    const second = await createMarketFixture(t);
    await matched(second, player, maker, 'lay', 4, 100);
    expect((await settle(t, second.marketId, { winner_runner_id: second.runnerIds[1] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ status: 'active', wagered: 150 });
  });

  it('takes a market back when it is resettled as void', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1000);
    const maker = await fundedPlayer(t, 1000);
    await grantExchangeBonus(player, { amount: 100, multiple: 5 });
    await matched(market, player, maker, 'back', 2, 200);
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[1] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ wagered: 200 });
    expect((await settle(t, market.marketId, { void: true }, 'resettle')).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ status: 'active', wagered: 0 });
    // Resettled again with a result, it counts once.
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[1] }, 'resettle')).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ wagered: 200 });
  });

  it('counts a market of two opposite bets by the position, not by their sum', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1000);
    const maker = await fundedPlayer(t, 1000);
    await grantExchangeBonus(player, { amount: 100, multiple: 10 });
    // Back ₹100 at 2.0 then lay ₹100 at 2.0: the position is flat, nothing at risk.
    await matched(market, player, maker, 'back', 2, 100);
    await matched(market, player, maker, 'lay', 2, 100);
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] })).statusCode).toBe(200);
    expect(await bonusOf(player)).toMatchObject({ wagered: 0 });
  });

  it('refuses a minimum price out of bounds', async () => {
    for (const min_price of [1, 10.5, 'x', 1.555]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promotions',
        headers: { authorization: (await adminAuth(t)).authorization },
        payload: {
          code: `BADMIN${String(min_price).replace(/\W/g, '')}`,
          title: 'x',
          kind: 'fixed',
          amount: 10,
          wagering_multiple: 1,
          wagering_on: 'exchange',
          min_price,
          starts_at: new Date(Date.now() - hour).toISOString(),
          ends_at: new Date(Date.now() + hour).toISOString(),
        },
      });
      expect(res.statusCode, String(min_price)).toBe(400);
    }
  });
});
