import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { listMatkaMarkets } from './list-matka-markets';
import { indiaDate, matkaSession } from './matka-markets';
import { matkaSeed } from './seed';

// Matka markets and results (spec §2): cards with India times and status, results with 'NYD'
// until declared, and the operator declaring them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: [matkaSeed] });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('matka sessions', () => {
  it('is open between its India open and close times, and counts down to the close', () => {
    const market = { open_time: '15:00', close_time: '17:00' };
    // 16:00 India = 10:30 UTC.
    expect(matkaSession(market, at('2025-03-10T10:30:00Z'))).toMatchObject({ isOpen: true, closesAt: Date.parse('2025-03-10T11:30:00Z') });
    // 18:00 India: closed, the next session closes tomorrow at 17:00.
    expect(matkaSession(market, at('2025-03-10T12:30:00Z'))).toMatchObject({ isOpen: false, closesAt: Date.parse('2025-03-11T11:30:00Z') });
  });

  it('runs a session past midnight when it closes earlier than it opens', () => {
    const desawar = { open_time: '18:00', close_time: '04:30' };
    // 02:00 India on the 11th is inside the session that opened at 18:00 on the 10th.
    expect(matkaSession(desawar, at('2025-03-10T20:30:00Z'))).toMatchObject({ isOpen: true, opensAt: Date.parse('2025-03-10T12:30:00Z') });
    expect(indiaDate(at('2025-03-10T20:30:00Z'))).toBe('2025-03-11');
  });
});

describe('matka API', () => {
  it('lists 13 Matka markets and the Delhi markets DESAWAR, GAZIABAD and GALI', async () => {
    const markets = (await t.app.inject({ method: 'GET', url: '/api/matka/markets' })).json().data.markets as Array<{
      name: string;
      category: string;
      status: string;
      closes_at: string;
      open: string;
    }>;
    expect(markets.filter((market) => market.category === 'matka')).toHaveLength(13);
    expect(markets.filter((market) => market.category === 'delhi').map((market) => market.name)).toEqual(['DESAWAR', 'GAZIABAD', 'GALI']);
    for (const market of markets) {
      expect(['Open', 'Close']).toContain(market.status);
      expect(Date.parse(market.closes_at)).toBeGreaterThan(Date.now());
      expect(market.open).toMatch(/^\d{2}\/\d{2} \d{2}:\d{2}$/);
    }
  });

  it('reads Open while a market takes bets for its draw, before its session as well as during it, and Close once its draw is declared', async () => {
    // 03:00 in India: before every session of the day, yet each market takes bets for today's draw.
    const early = await listMatkaMarkets(t.db, at('2025-03-09T21:30:00Z'));
    expect(early.map((market) => market.status)).toEqual(early.map(() => 'Open'));
    const kalyan = early.find((market) => market.name === 'KALYAN');
    expect(Date.parse(kalyan?.closes_at ?? '')).toBeGreaterThan(Date.parse('2025-03-09T21:30:00Z'));
    const id = Number(kalyan?.id);
    await t.db.execute(
      sql`INSERT INTO matka_results (market_id, result_date, open_result, close_result, jodi) VALUES (${id}, '2025-03-10', '123-6', '456-5', '65')`,
    );
    const declared = await listMatkaMarkets(t.db, at('2025-03-09T21:30:00Z'));
    expect(declared.find((market) => market.id === id)?.status).toBe('Close');
    expect(declared.filter((market) => market.id !== id).every((market) => market.status === 'Open')).toBe(true);
    await t.db.execute(sql`DELETE FROM matka_results WHERE market_id = ${id} AND result_date = '2025-03-10'`);
  });

  it("shows yesterday's results and 'NYD' for what today has not declared", async () => {
    const results = (await t.app.inject({ method: 'GET', url: '/api/matka/results' })).json().data.results as Array<{
      name: string;
      today: Record<string, string>;
      yesterday: Record<string, string>;
    }>;
    const kalyan = results.find((result) => result.name === 'KALYAN');
    expect(kalyan?.today).toEqual({ open: 'NYD', close: 'NYD', jodi: 'NYD' });
    expect(kalyan?.yesterday.jodi).toMatch(/^\d{2}$/);
    const gali = results.find((result) => result.name === 'GALI');
    expect(gali?.yesterday).toMatchObject({ open: 'NYD', close: 'NYD', jodi: expect.stringMatching(/^\d{2}$/) });
  });

  it('lets the operator declare a result, checks it, and logs it', async () => {
    const admin = await adminAuth(t);
    const [kalyan] = (await t.db.execute<{ id: number }>(sql`SELECT id FROM matka_markets WHERE name = 'KALYAN'`)).rows;
    const declare = (payload: Record<string, unknown>, authorization = admin.authorization) =>
      t.app.inject({ method: 'POST', url: `/api/admin/matka/markets/${kalyan?.id}/results`, headers: { authorization }, payload });
    // A session's result comes after its bets close: before, it is refused.
    const indiaTime = (minutes: number) => new Date(Date.now() + (minutes + 330) * 60_000).toISOString().slice(11, 16);
    const setTimes = (open_time: string, close_time: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/matka/markets/${kalyan?.id}`, headers: admin, payload: { open_time, close_time } });
    await setTimes(indiaTime(60), indiaTime(120));
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await declare({ open: '380-1', date: today })).statusCode).toBe(409);
    await setTimes(indiaTime(-3), indiaTime(-2));
    expect((await declare({ open: '123-7' })).statusCode).toBe(400);
    expect((await declare({ open: '12-3' })).statusCode).toBe(400);
    expect((await declare({ open: '380-1' })).statusCode).toBe(200);
    expect((await declare({ close: '459-8', jodi: '11' })).statusCode).toBe(400);
    const res = await declare({ close: '459-8' });
    const declared = res.json().data.results.find((result: { name: string }) => result.name === 'KALYAN').today;
    expect(declared).toEqual({ open: '380-1', close: '459-8', jodi: '18' });
    const player = await createPlayer(t);
    expect((await declare({ open: '123-6' }, player.auth.authorization)).statusCode).toBe(403);
    const audit = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'matka.declare'`);
    expect(audit.rows[0]?.n).toBe(2);
  });
});
