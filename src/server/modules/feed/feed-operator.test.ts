import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantDemoFunds, houseAccount } from '../ledger';
import { expectLedgerBalanced, placeBet } from '@server/test/exchange-fixtures';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { auditActions, cricketFixture, marketChange, startFeedHarness, until, type FeedHarness } from './feed-test-support';

// The operator's side of the feed: results that wait for a confirmation, the settings and who
// may change them, and a demo player's bet on a feed market settling in play money only.

const MARKET = '1.202';
const prices = [
  { id: '11', atb: [[1.9, 500]], atl: [[1.94, 400]] },
  { id: '22', atb: [[2.04, 700]], atl: [[2.1, 300]] },
];

describe('feed operator controls', () => {
  let t: TestApp;
  let feed: FeedHarness;
  let admin: { authorization: string };
  let marketId: number;

  const settingsPut = (payload: unknown, headers = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/feed/settings',
      headers: { authorization: headers.authorization },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp();
    feed = await startFeedHarness(t, { settle_mode: 'confirm' });
    admin = await adminAuth(t);
    feed.server.send(cricketFixture('match-2', MARKET));
    feed.server.send(marketChange(MARKET, prices, { status: 'OPEN', inPlay: false }));
    marketId = await until(async () => {
      const found = await t.db.execute<{ id: number }>(
        sql`SELECT m.id FROM markets m JOIN feed_links l ON l.kind = 'market' AND l.local_id = m.id WHERE m.status = 'OPEN'`,
      );
      return found.rows[0] ? Number(found.rows[0].id) : undefined;
    });
  });
  afterAll(async () => {
    await feed.stop();
    await t.close();
  });

  it('refuses bad settings in words and changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/admin/feed/settings', headers: admin })).json().data.settings;
    for (const payload of [
      { margin_ticks: 0 },
      { margin_ticks: 11 },
      { stake_cap: -5 },
      { stake_cap: 1e12 },
      { stake_cap: 'lots' },
      { settle_mode: 'whenever' },
      { silence_limit_ms: 1.5 },
      { bet_delay: 31 },
    ]) {
      const refused = await settingsPut(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    expect((await settingsPut({ margin_ticks: 0 })).json().message).toMatch(/Margin is 1 to 10 ticks/);
    const after = (await t.app.inject({ url: '/api/admin/feed/settings', headers: admin })).json().data.settings;
    expect(after).toEqual(before);
  });

  it('lets only the operator see or change the feed', async () => {
    const player = await createPlayer(t);
    const demo = await createPlayer(t, { isDemo: true });
    for (const who of [player, demo]) {
      expect((await settingsPut({ margin_ticks: 3 }, { authorization: who.auth.authorization })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/admin/feed/results', headers: who.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/feed/results/1/confirm', headers: who.auth })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/feed/settings' })).statusCode).toBe(401);
  });

  it("settles a demo player's bet in play money only, on the operator's confirmation, once", async () => {
    const demo = await createPlayer(t, { isDemo: true });
    await t.db.transaction((tx) => grantDemoFunds(tx, demo.id));
    const book = (await t.app.inject({ url: `/api/markets/${marketId}?money=play` })).json().data.market as {
      runners: Array<{ id: number; back: Array<{ price: number }> }>;
    };
    const runner = book.runners[0];
    const placed = await placeBet(t, demo, { market_id: marketId, runner_id: runner?.id ?? 0, side: 'back', price: runner?.back[0]?.price ?? 0, stake: 100 });
    expect(placed.statusCode).toBe(201);
    const realPnl = async () => {
      const account = await t.db.transaction((tx) => houseAccount(tx, 'house_pnl', 'real'));
      const found = await t.db.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE id = ${account}`);
      return Number(found.rows[0]?.balance);
    };
    const realBefore = await realPnl();

    feed.server.send({ op: 'result', marketId: MARKET, winner: '22' });
    const waiting = await until(async () => {
      const list = (await t.app.inject({ url: '/api/admin/feed/results?status=pending', headers: admin })).json().data.results as Array<{
        id: number;
        due_at: string | null;
        winner: string;
      }>;
      return list[0];
    });
    expect(waiting).toMatchObject({ due_at: null, winner: 'Chennai Super Kings' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.app.inject({ url: `/api/markets/${marketId}` })).json().data.market.is_settled).toBe(false);

    const confirmUrl = `/api/admin/feed/results/${waiting.id}/confirm`;
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: confirmUrl, headers: admin }),
      t.app.inject({ method: 'POST', url: confirmUrl, headers: admin }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await t.app.inject({ method: 'POST', url: confirmUrl, headers: admin })).json().message).toBe('Result is already settled');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/feed/results/999999/confirm', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/feed/results/abc/confirm', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/feed/results/-1/confirm', headers: admin })).statusCode).toBe(400);

    expect(await realPnl()).toBe(realBefore);
    const settle = await auditActions(t, 'feed.settle');
    expect(settle).toHaveLength(1);
    expect(settle[0]?.details).toMatchObject({ confirmed: true, message: { op: 'result', winner: '22' } });
    const bets = await t.db.execute<{ status: string }>(sql`SELECT status FROM bets WHERE market_id = ${marketId} AND user_id = ${demo.id}`);
    expect(bets.rows.map((row) => row.status)).toEqual(['lost']);
    await expectLedgerBalanced(t);
  });
});
