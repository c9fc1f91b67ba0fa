import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  colorPredictionMultiplier,
  crashElapsedMsFor,
  crashPointFromHash,
  deriveWingoNumber,
  generateHashChain,
  hashServerSeed,
  MAX_WIN_RUPEES,
  payoutPaise,
  verifyChainLink,
} from '@shared/fairness';
import { onPostgres, type TestApp } from '@server/test/test-app';
import { checkLedger } from '@server/modules/ledger';
import { clearOfColourPeriodTurn, createCasinoTestApp, mainRupees, playerAtTable } from '@server/test/casino-support';
import { betOf } from './color/color-engine';
import { startRoundLoop, stepRounds } from './round-loop';

let t: TestApp;
let lotusUrl = '';
beforeAll(async () => {
  t = await createCasinoTestApp();
  lotusUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

const step = () => stepRounds(t.database, new Date());
const exec = (query: ReturnType<typeof sql>) => t.db.execute(query);
const crashRound = async () => (await t.app.inject({ method: 'GET', url: '/api/casino/house/crash/state' })).json().data.round;

/** Publishes a chain whose first game crashes at `atLeast` or more, so a test can fly past marks. */
async function publishChain(atLeast: number): Promise<{ terminatingHash: string; firstHash: string; crashPoint: number }> {
  for (let i = 0; ; i += 1) {
    const chain = await generateHashChain({ seed: `test-chain-${i}`, length: 3 });
    const first = chain.gameHashes[0] ?? '';
    const crashPoint = await crashPointFromHash(first);
    if (crashPoint < atLeast || crashPoint > 50) continue;
    const inserted = await exec(
      sql`INSERT INTO casino_crash_chains (seed, length, terminating_hash) VALUES (${`test-chain-${i}`}, 3, ${chain.terminatingHash}) RETURNING id`,
    );
    const chainId = Number((inserted.rows[0] as { id: number }).id);
    for (const [position, hash] of chain.gameHashes.entries())
      await exec(sql`INSERT INTO casino_crash_hashes (chain_id, position, hash) VALUES (${chainId}, ${position}, ${hash})`);
    return { terminatingHash: chain.terminatingHash, firstHash: first, crashPoint };
  }
}

/** Moves the flying round's take-off back so that `ms` have passed since it. */
const flownFor = (ms: number) => exec(sql`UPDATE casino_crash_rounds SET started_at = now() - ${`${ms} milliseconds`}::interval WHERE phase = 'flying'`);

/** Brings the crash loop to a round taking bets (after the pause of an ended one). */
async function openCrashBetting() {
  if ((await crashRound())?.phase === 'betting') return;
  await exec(sql`UPDATE casino_crash_rounds SET crashed_at = now() - interval '4 seconds' WHERE phase IN ('crashed', 'void')`);
  await step();
  expect((await crashRound()).phase).toBe('betting');
}

describe('crash (Aviator-style) shared rounds', () => {
  it('runs betting, flight and crash on the published chain: auto and manual cash-outs win, the rest lose', async () => {
    const chain = await publishChain(3);
    await step();
    const round = await crashRound();
    expect(round).toMatchObject({ phase: 'betting', position: 0, crash_point: null, hash: null });

    const auto = await playerAtTable(t, 1000, 'aviator');
    const manual = await playerAtTable(t, 1000, 'aviator');
    const greedy = await playerAtTable(t, 1000, 'aviator');
    expect((await auto.post('/api/casino/house/crash/bet', { stake: 100, auto_cashout: 2 })).body.data.balance).toBe(900);
    const manualBet = await manual.post('/api/casino/house/crash/bet', { stake: 100 });
    await greedy.post('/api/casino/house/crash/bet', { stake: 50, auto_cashout: 1000 });
    expect((await manual.post('/api/casino/house/crash/bet', { stake: 100 })).status).toBe(409);
    expect((await manual.post('/api/casino/house/crash/cashout', { bet_id: manualBet.body.data.bet_id })).status).toBe(409);

    await exec(sql`UPDATE casino_crash_rounds SET betting_ends_at = now() - interval '1 second' WHERE phase = 'betting'`);
    await step();
    expect((await crashRound()).phase).toBe('flying');
    expect((await greedy.post('/api/casino/house/crash/bet', { stake: 10 })).status).toBe(409);

    await flownFor(7_000); // about 1.52×
    const cashed = await manual.post('/api/casino/house/crash/cashout', { bet_id: manualBet.body.data.bet_id });
    expect(cashed.status).toBe(200);
    const manualRow = (await exec(sql`SELECT cashout_multiplier, payout FROM casino_crash_bets WHERE id = ${manualBet.body.data.bet_id}`)).rows[0] as {
      cashout_multiplier: number;
      payout: number;
    };
    expect(Number(manualRow.cashout_multiplier)).toBeGreaterThanOrEqual(1.5);
    expect(Number(manualRow.cashout_multiplier)).toBeLessThan(1.6);
    expect(Number(manualRow.payout)).toBe(payoutPaise(10_000, Number(manualRow.cashout_multiplier)));
    expect(cashed.body.data.balance).toBe((90_000 + Number(manualRow.payout)) / 100);

    await step();
    expect(await mainRupees(t, auto.id)).toBe(900); // 2.00× not reached yet
    await flownFor(12_000); // about 2.05×
    await step();
    expect(await mainRupees(t, auto.id)).toBe(1100);

    await flownFor(crashElapsedMsFor(chain.crashPoint) + 50);
    await step();
    const crashed = await crashRound();
    expect(crashed).toMatchObject({ phase: 'crashed', crash_point: chain.crashPoint, hash: chain.firstHash });
    expect(await verifyChainLink(chain.terminatingHash, crashed.hash)).toBe(true);
    expect(await crashPointFromHash(crashed.hash)).toBe(crashed.crash_point);
    expect(await mainRupees(t, greedy.id)).toBe(950);
    const bets = (await t.app.inject({ method: 'GET', url: `/api/casino/house/crash/rounds/${crashed.id}` })).json().data.bets;
    expect(bets.map((b: { status: string }) => b.status).sort()).toEqual(['cashed_out', 'cashed_out', 'lost']);
    expect(bets.every((b: { player: string }) => b.player.includes('***'))).toBe(true);

    // After the pause the next game of the chain opens for bets.
    await exec(sql`UPDATE casino_crash_rounds SET crashed_at = now() - interval '4 seconds' WHERE id = ${crashed.id}`);
    await step();
    expect(await crashRound()).toMatchObject({ phase: 'betting', position: 1 });
    const chains = (await t.app.inject({ method: 'GET', url: '/api/casino/house/crash/chains' })).json().data.chains;
    expect(chains.map((c: { terminating_hash: string }) => c.terminating_hash)).toContain(chain.terminatingHash);
  });

  it('voids a round whose crash every process missed: reached auto cash-outs are paid, the other bets rolled back through the wallet', async () => {
    const player = await playerAtTable(t, 500, 'aviator');
    const auto = await playerAtTable(t, 500, 'aviator');
    await openCrashBetting();
    const bet = await player.post('/api/casino/house/crash/bet', { stake: 200 });
    expect(bet.status).toBe(200);
    const autoBet = await auto.post('/api/casino/house/crash/bet', { stake: 200, auto_cashout: 2 });
    expect(autoBet.status).toBe(200);
    await exec(sql`UPDATE casino_crash_rounds SET betting_ends_at = now() - interval '1 second' WHERE phase = 'betting'`);
    await step();
    // The published result: a crash at 3.00×, which the 2.00× auto cash-out reached.
    await exec(sql`UPDATE casino_crash_rounds SET crash_point = 3 WHERE phase = 'flying'`);
    await flownFor(crashElapsedMsFor(3) + 11_000);
    await step();
    expect((await crashRound()).phase).toBe('void');
    expect(await mainRupees(t, player.id)).toBe(500);
    expect(await mainRupees(t, auto.id)).toBe(700);
    const autoRow = (await exec(sql`SELECT status, payout FROM casino_crash_bets WHERE id = ${autoBet.body.data.bet_id}`)).rows[0] as {
      status: string;
      payout: number;
    };
    expect(autoRow).toMatchObject({ status: 'cashed_out' });
    expect(Number(autoRow.payout)).toBe(40_000);
    const rollbacks = await exec(
      sql`SELECT count(*) AS n FROM casino_wallet_transactions WHERE kind = 'rollback' AND target_tx_id = ${`crash-bet:${bet.body.data.bet_id}:bet`} AND status = 'done'`,
    );
    expect(Number((rollbacks.rows[0] as { n: number }).n)).toBe(1);
  });

  it('cashes a bet out by itself when cashing out would pay the max win of ₹10,00,000', async () => {
    const player = await playerAtTable(t, MAX_WIN_RUPEES / 20, 'aviator');
    await openCrashBetting();
    const bet = await player.post('/api/casino/house/crash/bet', { stake: MAX_WIN_RUPEES / 20 });
    expect(bet.status).toBe(200);
    await exec(sql`UPDATE casino_crash_rounds SET betting_ends_at = now() - interval '1 second' WHERE phase = 'betting'`);
    await step();
    // A round that flies well past 20× (set here, as a chain's game would).
    await exec(sql`UPDATE casino_crash_rounds SET crash_point = 40 WHERE phase = 'flying'`);
    await flownFor(crashElapsedMsFor(20) + 100);
    await step();
    const row = (await exec(sql`SELECT status, cashout_multiplier, payout FROM casino_crash_bets WHERE id = ${bet.body.data.bet_id}`)).rows[0] as {
      status: string;
      cashout_multiplier: number;
      payout: number;
    };
    expect(row.status).toBe('cashed_out');
    expect(Number(row.cashout_multiplier)).toBeGreaterThanOrEqual(20);
    expect(Number(row.payout)).toBe(MAX_WIN_RUPEES * 100);
    expect(await mainRupees(t, player.id)).toBe(MAX_WIN_RUPEES);
    await exec(sql`UPDATE casino_crash_rounds SET started_at = now() - interval '1 hour' WHERE phase = 'flying'`);
    await step();
  });

  it('streams the round as server-sent events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${lotusUrl}/api/casino/house/crash/stream`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    const first = await reader?.read();
    const text = new TextDecoder().decode(first?.value);
    expect(text).toContain('event: state');
    expect(JSON.parse(text.split('data: ')[1]?.split('\n')[0] ?? '{}')).toHaveProperty('round');
    controller.abort();
  });

  it.runIf(onPostgres)('lets one process at a time advance the rounds', async () => {
    const results = await Promise.all([step(), step(), step(), step()]);
    expect(results.some((r) => r.crash)).toBe(true);
    // While another process holds the crash lock, this one skips the crash step.
    const whileHeld = await t.database.withConnection(async (other) => {
      await other.exec('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock(727201)');
      const stepped = await stepRounds(t.database, new Date());
      await other.exec('COMMIT');
      return stepped;
    });
    expect(whileHeld).toMatchObject({ crash: false, color: true });
  });
});

describe('colour prediction shared periods', () => {
  it('takes bets on the open period, draws the number from its seed and pays by the stated table', async () => {
    await clearOfColourPeriodTurn();
    await step();
    const state = (await t.app.inject({ method: 'GET', url: '/api/casino/house/color-prediction/state' })).json().data;
    const period: string = state.current.period;
    expect(state.current).toMatchObject({ phase: 'betting', server_seed: null, number: null });
    expect(state.payouts).toMatchObject({ green: 1.96, violet: 4.41, '7': 8.82, big: 1.96 });
    await exec(sql`UPDATE casino_color_rounds SET closes_at = now() + interval '1 minute', ends_at = now() + interval '1 minute' WHERE period = ${period}`);

    const p = await playerAtTable(t, 1000, 'color-prediction');
    const picks = [
      { selection: 'green', stake: 100 },
      { selection: '7', stake: 10 },
      { selection: 'big', stake: 50 },
    ] as const;
    for (const pick of picks) expect((await p.post('/api/casino/house/color-prediction/bet', { period, ...pick })).status).toBe(200);
    expect(await mainRupees(t, p.id)).toBe(840);

    await exec(sql`UPDATE casino_color_rounds SET closes_at = now() - interval '2 seconds', ends_at = now() - interval '1 second' WHERE period = ${period}`);
    expect((await p.post('/api/casino/house/color-prediction/bet', { period, selection: 'red', stake: 1 })).status).toBe(409);
    await step();

    const drawn = (await t.app.inject({ method: 'GET', url: `/api/casino/house/color-prediction/rounds/${period}` })).json().data.round;
    expect(drawn.phase).toBe('settled');
    expect(await hashServerSeed(drawn.server_seed)).toBe(state.current.server_seed_hash);
    const number = await deriveWingoNumber({ serverSeed: drawn.server_seed, clientSeed: period, nonce: 0 });
    expect(drawn.number).toBe(number);
    const won = picks.reduce((sum, pick) => sum + payoutPaise(pick.stake * 100, colorPredictionMultiplier(betOf(pick.selection), number)), 0);
    expect(await mainRupees(t, p.id)).toBe((84_000 + won) / 100);
    const bets = (await t.app.inject({ method: 'GET', url: '/api/casino/house/color-prediction/bets', headers: p.frame })).json().data.bets;
    expect(bets).toHaveLength(3);
  });
});

describe('the round loop', () => {
  it('runs only when started and stops when told', async () => {
    const before = Number(((await exec(sql`SELECT count(*) AS n FROM casino_crash_rounds`)).rows[0] as { n: number }).n);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(Number(((await exec(sql`SELECT count(*) AS n FROM casino_crash_rounds`)).rows[0] as { n: number }).n)).toBe(before);
    const loop = startRoundLoop(t.database, { intervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await loop.stop();
    const rounds = await exec(sql`SELECT count(*) AS n FROM casino_color_rounds`);
    expect(Number((rounds.rows[0] as { n: number }).n)).toBeGreaterThan(0);
  });
});
