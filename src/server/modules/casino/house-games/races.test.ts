import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '@server/db/client';
import { onPostgres, type TestApp } from '@server/test/test-app';
import { checkLedger } from '@server/modules/ledger';
import { createCasinoTestApp, mainRupees, playerAtTable } from '@server/test/casino-support';
import { advanceColor } from './color/color-engine';
import { advanceCrash } from './crash/crash-engine';
import { stepRounds } from './round-loop';

// Requests that race each other or the round loop, on PostgreSQL (real concurrent transactions;
// PGlite runs one at a time). Whoever loses a race gets a clear 409 and no money moves for it.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

const exec = (query: ReturnType<typeof sql>) => t.db.execute(query);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one step of a shared game's loop in a transaction that stays open (holding its locks) until
 * `during` has run and 300 ms more have passed; returns what `during` answered.
 */
async function whileLoopHolds<T>(advance: (tx: Tx) => Promise<void>, during: () => Promise<T>): Promise<T> {
  let advanced!: () => void;
  let release!: () => void;
  const isAdvanced = new Promise<void>((resolve) => (advanced = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const loop = t.db.transaction(async (tx) => {
    await advance(tx);
    advanced();
    await released;
  });
  await isAdvanced;
  const answer = during();
  await pause(300);
  release();
  await loop;
  return answer;
}

describe.runIf(onPostgres)('races', () => {
  it.each([
    ['mines', '/api/casino/house/mines/start', { stake: 100, mines: 3 }, 'Finish your open Mines game first'],
    ['hilo', '/api/casino/house/hilo/start', { stake: 100 }, 'Finish your open Hi-Lo game first'],
  ] as const)('answers the loser of two %s starts at once 409 and takes one stake', async (game, url, body, message) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const p = await playerAtTable(t, 1000, game);
      const answers = await Promise.all([p.post(url, body), p.post(url, body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ success: false, message });
      expect(await mainRupees(t, p.id)).toBe(900);
      const open = await exec(sql`SELECT count(*) AS n FROM casino_rounds WHERE user_id = ${p.id}`);
      expect(Number((open.rows[0] as { n: number }).n)).toBe(1);
    }
  });

  it('refuses a crash bet that the loop overtakes (a 1.00× round flies and crashes meanwhile), and takes nothing', async () => {
    await stepRounds(t.database, new Date());
    await exec(sql`UPDATE casino_crash_rounds SET phase = 'crashed', crashed_at = now() - interval '1 minute' WHERE phase <> 'crashed'`);
    await stepRounds(t.database, new Date());
    // Bets close in 5 s by the clock, but the loop's step runs as if it were 6 s later (a clock
    // ahead, or a bet that arrives just before the close), on a round that crashes at 1.00×.
    await exec(sql`UPDATE casino_crash_rounds SET betting_ends_at = now() + interval '5 seconds', crash_point = 1 WHERE phase = 'betting'`);
    const p = await playerAtTable(t, 500, 'aviator');
    const bet = await whileLoopHolds(
      (tx) => advanceCrash(tx, new Date(Date.now() + 6_000)),
      () => p.post('/api/casino/house/crash/bet', { stake: 100 }),
    );
    expect(bet.status).toBe(409);
    expect(bet.body.message).toBe('Bets are closed for this round. Please wait for the next one.');
    expect(await mainRupees(t, p.id)).toBe(500);
    const stuck = await exec(sql`SELECT count(*) AS n FROM casino_crash_bets WHERE user_id = ${p.id}`);
    expect(Number((stuck.rows[0] as { n: number }).n)).toBe(0);
  });

  it('refuses a colour bet that the draw overtakes, and takes nothing', async () => {
    await stepRounds(t.database, new Date());
    const period = String(
      ((await exec(sql`SELECT period FROM casino_color_rounds WHERE phase = 'betting' ORDER BY id DESC LIMIT 1`)).rows[0] as { period: string }).period,
    );
    await exec(sql`UPDATE casino_color_rounds SET closes_at = now() + interval '5 seconds', ends_at = now() + interval '6 seconds' WHERE period = ${period}`);
    const p = await playerAtTable(t, 500, 'color-prediction');
    const bet = await whileLoopHolds(
      (tx) => advanceColor(tx, new Date(Date.now() + 7_000)),
      () => p.post('/api/casino/house/color-prediction/bet', { period, selection: 'green', stake: 100 }),
    );
    expect(bet.status).toBe(409);
    expect(bet.body.message).toBe('Betting for this period is closed');
    expect(await mainRupees(t, p.id)).toBe(500);
    const open = await exec(sql`SELECT count(*) AS n FROM casino_color_bets WHERE user_id = ${p.id}`);
    expect(Number((open.rows[0] as { n: number }).n)).toBe(0);
  });
});
