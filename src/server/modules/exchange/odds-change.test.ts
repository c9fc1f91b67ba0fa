import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import {
  balancesOf,
  createMarketFixture,
  expectLedgerBalanced,
  fundedPlayer,
  placeBet,
  setMarketStatus,
  type MarketFixture,
} from '@server/test/exchange-fixtures';

// An in-play bet whose price moves during the bet delay (1 s here): the player's "accept odds
// changes" decides whether it is refused with the new price named, or taken. An order away from
// the best price moved nothing: it rests unmatched at its price, whatever the setting, and lapses
// at the next suspension unless kept.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

async function setPrices(market: MarketFixture, prices: [number, number]) {
  const admin = await adminAuth(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/markets/${market.marketId}/prices`,
    headers: { authorization: admin.authorization },
    payload: { runners: market.runnerIds.map((runner_id, i) => ({ runner_id, fair_price: prices[i] })) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Backs Home at 1.99 on an in-play market with a 1 s delay; the prices move to `moved` during the delay. */
async function backWhilePriceMoves(accept: 'never' | 'better' | 'any' | undefined, moved: [number, number]) {
  const market = await createMarketFixture(t, {
    inPlay: true,
    bet_delay: 1,
    runners: [
      { name: 'Home', fair_price: 2 },
      { name: 'Away', fair_price: 2 },
    ],
  });
  const player = await fundedPlayer(t, 1_000);
  const body = {
    market_id: market.marketId,
    runner_id: market.runnerIds[0] ?? 0,
    side: 'back' as const,
    price: 1.99,
    stake: 100,
    ...(accept ? { accept_odds: accept } : {}),
  };
  const pending = placeBet(t, player, body);
  await sleep(300);
  await setPrices(market, moved);
  return { res: await pending, player };
}

describe('odds changes during the bet delay', () => {
  it('never: a worse price is refused with the new price named, and nothing is held', async () => {
    const { res, player } = await backWhilePriceMoves('never', [1.5, 3]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: 'The price moved from 1.99 to 1.49 during the bet delay', errors: { price: '1.49' } });
    expect(await balancesOf(t, player)).toEqual({ main: 1_000, exposure: 0 });
  });

  it('never: a better price is refused too', async () => {
    const { res } = await backWhilePriceMoves('never', [2.5, 1.67]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual({ price: '2.48' });
  });

  it('better: a better price is matched, a worse one refused', async () => {
    const better = await backWhilePriceMoves('better', [2.5, 1.67]);
    expect(better.res.statusCode, better.res.body).toBe(201);
    expect(better.res.json().data.bet).toMatchObject({ status: 'matched', avg_price: 2.48 });
    const worse = await backWhilePriceMoves('better', [1.5, 3]);
    expect(worse.res.statusCode).toBe(409);
  });

  it('any: a worse price is taken at the new price', async () => {
    const { res } = await backWhilePriceMoves('any', [1.5, 3]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.bet).toMatchObject({ price: 1.49, status: 'matched', avg_price: 1.49 });
  });

  it('without the setting the order goes at its limit and rests unmatched, as before', async () => {
    const { res } = await backWhilePriceMoves(undefined, [1.5, 3]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.bet).toMatchObject({ price: 1.99, status: 'unmatched' });
  });

  it('refuses an unknown setting with 400', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1_000);
    const res = await placeBet(t, player, {
      market_id: market.marketId,
      runner_id: market.runnerIds[0] ?? 0,
      side: 'back',
      price: 2,
      stake: 100,
      accept_odds: 'always',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Accept odds changes must be never, better or any']);
  });
});

describe('in-play orders away from the best price', () => {
  async function inPlayMarket() {
    return createMarketFixture(t, {
      inPlay: true,
      bet_delay: 1,
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
  }

  it.each(['never', 'better', 'any'] as const)('%s: a back above the best price waits out the delay and rests unmatched', async (accept) => {
    const market = await inPlayMarket();
    const player = await fundedPlayer(t, 1_000);
    const res = await placeBet(t, player, {
      market_id: market.marketId,
      runner_id: market.runnerIds[0] ?? 0,
      side: 'back',
      price: 2.5,
      stake: 100,
      accept_odds: accept,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.bet).toMatchObject({ price: 2.5, status: 'unmatched', matched_stake: 0, unmatched_stake: 100 });
    expect(await balancesOf(t, player)).toEqual({ main: 900, exposure: 100 });
  });

  it('a lay below the best price rests too, and a back at a worse price than on offer is matched at the better one', async () => {
    const market = await inPlayMarket();
    const player = await fundedPlayer(t, 1_000);
    const runner_id = market.runnerIds[1] ?? 0;
    const lay = await placeBet(t, player, { market_id: market.marketId, runner_id, side: 'lay', price: 1.5, stake: 100, accept_odds: 'better' });
    expect(lay.statusCode, lay.body).toBe(201);
    expect(lay.json().data.bet).toMatchObject({ status: 'unmatched', unmatched_stake: 100 });
    const back = await placeBet(t, player, {
      market_id: market.marketId,
      runner_id: market.runnerIds[0] ?? 0,
      side: 'back',
      price: 1.5,
      stake: 100,
      accept_odds: 'never',
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data.bet).toMatchObject({ status: 'matched', avg_price: 1.99 });
  });

  it("an in-play suspension lapses the unmatched 'lapse' order and keeps the 'persist' one", async () => {
    const market = await inPlayMarket();
    const player = await fundedPlayer(t, 1_000);
    const body = { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back' as const, price: 3, stake: 100 };
    const lapsing = await placeBet(t, player, { ...body, persistence: 'lapse' });
    const kept = await placeBet(t, player, { ...body, persistence: 'persist' });
    expect([lapsing.statusCode, kept.statusCode]).toEqual([201, 201]);
    expect(await balancesOf(t, player)).toEqual({ main: 800, exposure: 200 });
    expect((await setMarketStatus(t, market.marketId, 'SUSPENDED')).statusCode).toBe(200);
    const open = await t.app.inject({ method: 'GET', url: '/api/bets/user', headers: player.auth });
    const bets = open.json().data.bets as Array<{ id: number; status: string }>;
    expect(bets.map((bet) => bet.id)).toEqual([kept.json().data.bet.id]);
    const history = await t.app.inject({ method: 'GET', url: '/api/bets/history', headers: player.auth });
    const lapsed = (history.json().data.bets as Array<{ id: number; status: string }>).find((bet) => bet.id === lapsing.json().data.bet.id);
    expect(lapsed?.status).toBe('lapsed');
    expect(await balancesOf(t, player)).toEqual({ main: 900, exposure: 100 });
  });
});
