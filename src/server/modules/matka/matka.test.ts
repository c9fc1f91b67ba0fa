import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { listMatkaMarkets } from './list-matka-markets';
import { indiaDay } from '@shared/india-day';
import { matkaSession } from './matka-markets';
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
    expect(indiaDay(at('2025-03-10T20:30:00Z'))).toBe('2025-03-11');
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
    // Today's session below closed two minutes ago: in the first minutes of a day in India that
    // would be yesterday's, and today's still open. Wait those minutes out (once a day).
    await clearOfMidnightInIndia({ after: 3 * 60_000 });
    const admin = await adminAuth(t);
    const [kalyan] = (await t.db.execute<{ id: number }>(sql`SELECT id FROM matka_markets WHERE name = 'KALYAN'`)).rows;
    const declare = (payload: Record<string, unknown>, authorization = admin.authorization) =>
      t.app.inject({ method: 'POST', url: `/api/admin/matka/markets/${kalyan?.id}/results`, headers: { authorization }, payload });
    // A session's result comes after its bets close: before, it is refused.
    const indiaTime = (minutes: number) => new Date(Date.now() + (minutes + 330) * 60_000).toISOString().slice(11, 16);
    const setTimes = (open_time: string, close_time: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/matka/markets/${kalyan?.id}`, headers: admin, payload: { open_time, close_time } });
    const dayIn = (minutes: number) => indiaDay(Date.now() + minutes * 60_000);
    await setTimes(indiaTime(60), indiaTime(120));
    // The draw whose bets close an hour from now: tomorrow's when that hour crosses midnight in India.
    expect((await declare({ open: '380-1', date: dayIn(60) })).statusCode).toBe(409);
    const today = dayIn(0);
    await setTimes(indiaTime(-3), indiaTime(-2));
    expect((await declare({ open: '123-7', date: today })).statusCode).toBe(400);
    expect((await declare({ open: '12-3', date: today })).statusCode).toBe(400);
    // No draw day: refused, whatever the time (an empty field never reaches a published draw).
    const undated = await declare({ open: '380-1' });
    expect([undated.statusCode, undated.json().errors?.date]).toEqual([400, 'Choose the draw day (YYYY-MM-DD)']);
    expect((await declare({ open: '380-1', date: today })).statusCode).toBe(200);
    expect((await declare({ close: '459-8', jodi: '11', date: today })).statusCode).toBe(400);
    const res = await declare({ close: '459-8', date: today });
    const declared = res.json().data.results.find((result: { name: string }) => result.name === 'KALYAN').today;
    expect(declared).toEqual({ open: '380-1', close: '459-8', jodi: '18' });
    const player = await createPlayer(t);
    expect((await declare({ open: '123-6', date: today }, player.auth.authorization)).statusCode).toBe(403);
    const audit = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'matka.declare'`);
    expect(audit.rows[0]?.n).toBe(2);
  }, 300_000);

  it("never rewrites yesterday's published result by a declaration: a correction names its day, a reason and a confirmation", async () => {
    const admin = await adminAuth(t);
    const [milan] = (await t.db.execute<{ id: number }>(sql`SELECT id FROM matka_markets WHERE name = 'MILAN MORNING'`)).rows;
    const url = (path: string) => `/api/admin/matka/markets/${milan?.id}/${path}`;
    const post = (path: string, payload: Record<string, unknown>, authorization = admin.authorization) =>
      t.app.inject({ method: 'POST', url: url(path), headers: { authorization }, payload });
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    await t.db.execute(sql`UPDATE matka_results SET open_result = '123-6', close_result = '460-0', jodi = '60'
                            WHERE market_id = ${milan?.id} AND result_date = ${yesterday}::date`);
    const published = async () =>
      (
        await t.db.execute<{ open_result: string; jodi: string }>(
          sql`SELECT open_result, jodi FROM matka_results WHERE market_id = ${milan?.id} AND result_date = ${yesterday}::date`,
        )
      ).rows[0];
    // The click: no draw day, another result. Refused; so is the same with yesterday named.
    expect((await post('results', { open: '377-7', jodi: '74' })).statusCode).toBe(400);
    const named = await post('results', { open: '377-7', date: yesterday });
    expect([named.statusCode, named.json().message]).toEqual([409, `The open result of ${yesterday} is already published: correct it with a reason instead`]);
    expect(await published()).toMatchObject({ open_result: '123-6', jodi: '60' });
    // A correction: without a reason or the confirmation it is refused; a player cannot.
    expect((await post('results/correct', { open: '377-7', date: yesterday, confirm: true })).statusCode).toBe(400);
    expect((await post('results/correct', { open: '377-7', date: yesterday, reason: 'Wrong panna typed' })).statusCode).toBe(400);
    const player = await createPlayer(t);
    expect(
      (await post('results/correct', { open: '377-7', date: yesterday, reason: 'x'.repeat(5), confirm: true }, player.auth.authorization)).statusCode,
    ).toBe(403);
    const corrected = await post('results/correct', { open: '377-7', date: yesterday, reason: 'Wrong panna typed', confirm: true });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await published()).toMatchObject({ open_result: '377-7', jodi: '70' });
    const audit = await t.db.execute<{ details: { before: { open_result: string }; reason: string } }>(
      sql`SELECT details FROM audit_log WHERE action = 'matka.correct' AND target_id = ${String(milan?.id)}`,
    );
    expect(audit.rows[0]?.details).toMatchObject({ before: { open_result: '123-6' }, reason: 'Wrong panna typed' });
    const rows = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM matka_result_corrections WHERE market_id = ${milan?.id}`);
    expect(rows.rows[0]?.n).toBe(1);
  });
});
