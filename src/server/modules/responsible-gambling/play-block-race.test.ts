import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture } from '@server/test/exchange-fixtures';

// Orders racing a time-out (PostgreSQL only: PGlite has one connection): an order either goes
// in before the time-out, and is then cancelled by it, or after, and is refused. None is left
// resting once the time-out has answered.

let t: TestApp;
let market: MarketFixture;
beforeAll(async () => {
  t = await createTestApp();
  market = await createMarketFixture(t);
});
afterAll(() => t.close());

describe.skipIf(!onPostgres)('orders racing a time-out', () => {
  it('leaves no bet resting and no hold once the time-out has answered', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await fundedPlayer(t, 10_000);
      const order = () => placeBet(t, p, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 1000, stake: 100 });
      const orders = Array.from({ length: 20 }, () => order());
      const timeOut = t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers: p.auth, payload: { days: 1 } });
      const [blocked, ...placed] = await Promise.all([timeOut, ...orders]);
      expect(blocked.statusCode).toBe(201);
      for (const res of placed) expect([201, 403]).toContain(res.statusCode);
      const open = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${p.id} AND status = 'open'`);
      expect(Number(open.rows[0]?.n)).toBe(0);
      expect(await balancesOf(t, p)).toEqual({ main: 10_000, exposure: 0 });
    }
    await expectLedgerBalanced(t);
  });
});
