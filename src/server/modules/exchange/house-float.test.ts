import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '../ledger';
import { exchangeRuntime } from './exchange-runtime';
import { startExchangeScheduler } from './exchange-scheduler';
import { HOUSE_FLOAT, houseMakerFor } from './house';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture } from '@server/test/exchange-fixtures';

// The house's float outside the demo: a shard whose main balance has run out is topped up when
// its re-quote hold is refused (the player's order goes through), and by the scheduler; a player
// who is short is still told so, for their own reason.

let t: TestApp;
let market: MarketFixture;
let house: number;

beforeAll(async () => {
  t = await createTestApp();
  // A bookmaker market: the house refills its quote after every bet, so every bet needs a house hold.
  market = await createMarketFixture(t, {
    type: 'bookmaker',
    max_stake: 1000,
    runners: [
      { name: 'Home', fair_price: 2 },
      { name: 'Away', fair_price: 2 },
    ],
  });
  house = (await houseMakerFor(t.db, exchangeRuntime(t.app).cache, market.marketId, 'real')).userId;
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

/** Moves everything in the shard's main account back to house cash. */
async function drainHouse(): Promise<void> {
  await t.db.transaction(async (tx) => {
    const main = await playerAccount(tx, house, 'main');
    const balance = (await getPlayerBalances(tx, house)).main;
    if (balance > 0)
      await transfer(tx, {
        from: main,
        to: await houseAccount(tx, 'house_cash', 'real'),
        amount: balance as Paise,
        kind: 'adjustment',
        reference: 'test:drain',
      });
  });
  expect((await getPlayerBalances(t.db, house)).main).toBe(0);
}

const backAtHouse = (player: Awaited<ReturnType<typeof fundedPlayer>>, stake: number) =>
  placeBet(t, player, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake });

describe('the house float', () => {
  it('tops a drained shard up when its re-quote hold is refused, and the player’s bet is matched', async () => {
    await drainHouse();
    const player = await fundedPlayer(t, 1000);
    const res = await backAtHouse(player, 500);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 500, avg_price: 1.99 });
    expect(await balancesOf(t, player)).toEqual({ main: 500, exposure: 500 });
    expect((await getPlayerBalances(t.db, house)).main).toBeGreaterThanOrEqual(HOUSE_FLOAT - 100_000);
    // The quote is back at its full size: the house re-quoted.
    const book = (await t.app.inject({ method: 'GET', url: `/api/markets/${market.marketId}` })).json().data.market;
    expect(book.runners[0].back).toEqual([{ price: 1.99, size: 1000 }]);
  });

  it('still tells a player who is short that their balance is insufficient, and moves nothing', async () => {
    await drainHouse();
    const player = await fundedPlayer(t, 200);
    const res = await backAtHouse(player, 300);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance');
    expect(await balancesOf(t, player)).toEqual({ main: 200, exposure: 0 });
    // The top-up was part of the refused order's transaction: it rolled back with it.
    expect((await getPlayerBalances(t.db, house)).main).toBe(0);
  });

  it('is topped up by the scheduler, once even when two ticks run at once', async () => {
    await drainHouse();
    const first = startExchangeScheduler(t.app, { autoStart: false });
    const second = startExchangeScheduler(t.app, { autoStart: false });
    await Promise.all([first.tick(), second.tick()]);
    expect((await getPlayerBalances(t.db, house)).main).toBe(HOUSE_FLOAT);
    const topUps = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM transfers WHERE reference = 'house-market-maker:float' AND credit_account_id = ${await playerAccount(t.db, house, 'main')}`,
    );
    // One at creation, one on demand in the first test, one now.
    expect(Number(topUps.rows[0]?.n)).toBe(3);
  });
});
