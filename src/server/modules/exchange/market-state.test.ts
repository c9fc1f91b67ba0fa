import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketFixture } from '@server/test/exchange-fixtures';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { lockMarkets, type Rider } from './market-state';

// The lock's answer: each market once, and what belongs to the batch rather than to a market (the
// live sign-ins, the players on a block, the rows of the statement sent along) once, however many
// markets the batch holds, or none.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(() => t.close());

const sessionIdOf = async (userId: number) => Number((await t.db.execute<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${userId}`)).rows[0]?.id);

const rider: Rider = { name: 'market_state_test_rider', statement: sql`SELECT 7 AS seven UNION ALL SELECT 8` };

describe('lockMarkets', () => {
  let live: { id: number; session: number };
  let blocked: { id: number; session: number };
  let revokedSession: number;

  beforeAll(async () => {
    const [one, two, three] = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
    live = { id: one.id, session: await sessionIdOf(one.id) };
    blocked = { id: two.id, session: await sessionIdOf(two.id) };
    revokedSession = await sessionIdOf(three.id);
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE id = ${revokedSession}`);
    await t.db.execute(sql`INSERT INTO play_blocks (user_id, kind, ends_at) VALUES (${blocked.id}, 'self_exclusion', now() + interval '180 days')`);
  });

  it("answers every market, and the batch's sign-ins, blocks and sent rows once for all of them", async () => {
    const markets = [await createMarketFixture(t), await createMarketFixture(t), await createMarketFixture(t)].map((market) => market.marketId);
    const locked = await t.db.transaction((tx) =>
      lockMarkets(tx, [...markets].reverse(), [live.session, blocked.session, revokedSession], [live.id, blocked.id], rider),
    );
    expect([...locked.markets.keys()].sort((a, b) => a - b)).toEqual([...markets].sort((a, b) => a - b));
    for (const id of markets) expect(locked.markets.get(id)?.id).toBe(id);
    expect(locked.liveSignIns).toEqual(new Set([live.session, blocked.session]));
    expect([...locked.blockedPlayers.keys()]).toEqual([blocked.id]);
    expect(locked.blockedPlayers.get(blocked.id)?.kind).toBe('self_exclusion');
    expect(locked.riderRows).toEqual([{ seven: 7 }, { seven: 8 }]);
  });

  it('answers them when no market is found, and nothing when nothing is asked', async () => {
    const locked = await t.db.transaction((tx) => lockMarkets(tx, [2_000_000_000], [live.session, revokedSession], [blocked.id], rider));
    expect(locked.markets.size).toBe(0);
    expect(locked.liveSignIns).toEqual(new Set([live.session]));
    expect([...locked.blockedPlayers.keys()]).toEqual([blocked.id]);
    expect(locked.riderRows).toEqual([{ seven: 7 }, { seven: 8 }]);

    const none = await t.db.transaction((tx) => lockMarkets(tx, [2_000_000_000]));
    expect(none).toEqual({ markets: new Map(), liveSignIns: new Set(), blockedPlayers: new Map(), riderRows: [] });
  });
});
