import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

// The operator sets each Matka market's bonus wagering weight from the back office: listed with
// the markets, changed by PATCH (audited), refused in words outside 0 to 100 whole percent.

let t: TestApp;
let admin: { authorization: string };
let marketId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: (await adminAuth(t)).authorization };
  const made = await t.db.execute<{ id: number }>(sql`INSERT INTO matka_markets (name, category, open_time, close_time)
    VALUES ('WEIGHT TEST', 'matka', '10:00', '11:00') RETURNING id`);
  marketId = Number(made.rows[0]?.id);
});
afterAll(() => t.close());

const markets = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/matka/markets', headers: admin })).json().data.markets as Array<{
    id: number;
    wagering_weight: number;
  }>;
const patch = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/matka/markets/${marketId}`, headers, payload: payload as object });

describe('a Matka market’s wagering weight', () => {
  it('is listed for the operator and changed, audited', async () => {
    expect((await markets()).find((market) => market.id === marketId)).toMatchObject({ wagering_weight: 100, is_active: true, open_time: '10:00' });
    const res = await patch({ wagering_weight: 40 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await markets()).find((market) => market.id === marketId)?.wagering_weight).toBe(40);
    const audit = await t.db.execute(sql`SELECT details FROM audit_log WHERE action = 'matka.update' AND target_id = ${String(marketId)}`);
    expect(audit.rows).toEqual([{ details: { wagering_weight: 40 } }]);
  });

  it.each([101, -1, 12.5, '50', null])('refuses %j with the message and changes nothing', async (weight) => {
    const res = await patch({ wagering_weight: weight });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Wagering weight must be a whole percent from 0 to 100');
    expect((await markets()).find((market) => market.id === marketId)?.wagering_weight).toBe(40);
  });

  it('is the operator’s alone', async () => {
    const player = await createPlayer(t);
    expect((await patch({ wagering_weight: 0 }, player.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/matka/markets', headers: player.auth })).statusCode).toBe(403);
    expect((await markets()).find((market) => market.id === marketId)?.wagering_weight).toBe(40);
  });
});
