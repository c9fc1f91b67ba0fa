import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketFixture, placeBet, settle } from '@server/test/exchange-fixtures';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { grantDemoFunds } from '@server/modules/ledger';

// A demo player is told how a market settled for them, as a real player is (play money, same notice).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('settlement notices', () => {
  it('reach a demo player too', async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const demo = await createPlayer(t, { isDemo: true });
    await t.db.transaction((tx) => grantDemoFunds(tx, demo.id));
    const bet = await placeBet(t, demo, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1.99, stake: 100 });
    expect(bet.json().data.bet.status).toBe('matched');
    expect((await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] })).statusCode).toBe(200);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: demo.auth })).json().data.notifications;
    expect(notices).toEqual([expect.objectContaining({ kind: 'bet_settled', message: 'Home v Away, Match Odds settled: you won ₹99.00.' })]);
  });
});
