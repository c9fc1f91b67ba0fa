import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedPlayer, playerAtTable } from '@server/test/casino-support';
import { createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet } from '@server/test/exchange-fixtures';
import { addAccount, paymentOptionId, PNG_1x1, submitDeposit, submitWithdrawal, uniqueUtr, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';
import { createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { casinoSeedPart } from '@server/modules/casino';
import { walletSeed } from '@server/modules/payments';

// A database connection that dies in the middle of a money request (what a PostgreSQL restart or
// failover does to it): the request answers 503 with Retry-After, nothing of it is written, the
// process serves on, and a retry with the same Idempotency-Key is placed once — then replayed.
// The connection is killed from inside the request's own transaction, by a trigger on the table
// the request writes (pg_terminate_backend of its own backend), so the fault lands mid-way every
// time. PostgreSQL only: PGlite has no connection to lose.

let t: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ seed: [walletSeed, casinoSeedPart] });
  // The countdown is a sequence: unlike a row, its step survives the rollback of the transaction it killed.
  await t.db.execute(
    sql.raw(`
    CREATE SEQUENCE test_fault_countdown START 2;
    CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('test_fault_countdown') = 1 THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_fault AFTER INSERT ON transfers FOR EACH ROW EXECUTE FUNCTION test_fault();
    CREATE TRIGGER test_fault AFTER INSERT ON deposits FOR EACH ROW EXECUTE FUNCTION test_fault();
  `),
  );
}, 60_000);
afterAll(() => t?.close());

/** The next insert into transfers or deposits kills its connection. */
const armFault = () => t.db.execute(sql`SELECT setval('test_fault_countdown', 1, false)`);

const count = async (query: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n);

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): { success: boolean; code?: string; message?: string; data?: unknown } };

/** Sends once with the fault armed (503, nothing written), then twice more with the same key: placed once, then replayed. */
async function expectFaultThenOnce(send: (key: string) => Promise<Answer>, written: () => Promise<number>, okStatus = 201) {
  const key = `fault-${Math.random().toString(36).slice(2)}`;
  const before = await written();
  await armFault();
  const broken = await send(key);
  expect(broken.statusCode).toBe(503);
  expect(broken.headers['retry-after']).toBe('2');
  expect(broken.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: 'Service is busy, please try again' });
  expect(await written()).toBe(before);

  const retried = await send(key);
  expect(retried.statusCode).toBe(okStatus);
  expect(await written()).toBe(before + 1);
  const replayed = await send(key);
  expect(replayed.statusCode).toBe(okStatus);
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  expect(replayed.json()).toEqual(retried.json());
  expect(await written()).toBe(before + 1);
  await expectLedgerBalanced(t);
}

describe.skipIf(!onPostgres)('a connection killed in the middle of a money request', () => {
  it('an exchange order: 503, then placed once with the same key', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1000);
    const body = { market_id: market.marketId, runner_id: market.runnerIds[0] as number, side: 'back' as const, price: 2, stake: 100 };
    await expectFaultThenOnce(
      (key) => placeBet(t, player, body, { 'idempotency-key': key }),
      () => count(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${player.id}`),
    );
  });

  it('a deposit: 503, then submitted once with the same key', async () => {
    const player = await createFundedPlayer(t, 0);
    const body = { amount: 500, payment_option_id: await paymentOptionId(t), utr_number: uniqueUtr(), receipt_file: PNG_1x1 };
    await expectFaultThenOnce(
      (key) => submitDeposit(t, player.auth, body, { 'idempotency-key': key }),
      () => count(sql`SELECT count(*)::int AS n FROM deposits WHERE user_id = ${player.id}`),
    );
  });

  it('a withdrawal: 503 with the balance untouched, then held once with the same key', async () => {
    const player = await createFundedPlayer(t, 1000);
    const accountId = await addAccount(t, player.auth);
    const body = { amount: 200, account_id: accountId, withdraw_password: WITHDRAW_PASSWORD };
    await expectFaultThenOnce(
      (key) => submitWithdrawal(t, player.auth, body, { 'idempotency-key': key }),
      () => count(sql`SELECT count(*)::int AS n FROM withdrawals WHERE user_id = ${player.id}`),
    );
  });

  it('a Matka slip: 503, then placed once with the same key', async () => {
    const made = await t.db.execute<{ id: number }>(
      sql`INSERT INTO matka_markets (name, category, open_time, close_time) VALUES ('FAULT TEST', 'matka', '23:58', '23:59') RETURNING id`,
    );
    const marketId = Number(made.rows[0]?.id);
    const player = await createFundedPlayer(t, 1000);
    const slip = { market_id: marketId, session: 'open', bets: [{ type: 'single', number: '5', stake: 10 }] };
    const send = (key: string) => t.app.inject({ method: 'POST', url: '/api/matka/bets', headers: { ...player.auth, 'idempotency-key': key }, payload: slip });
    // A slip needs an open draw: past its cut-off (late at night, India time) the test has nothing to place.
    if ((await send('probe-only-without-fault')).statusCode !== 201) return;
    await expectFaultThenOnce(send, () => count(sql`SELECT count(*)::int AS n FROM matka_bets WHERE user_id = ${player.id}`));
  });

  it('a house game’s wallet call (a dice roll): 503, then rolled once with the same key', async () => {
    const player = await playerAtTable(t, 100, 'dice');
    const send = async (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/casino/house/dice/roll',
        headers: { ...player.frame, 'idempotency-key': key },
        payload: { stake: 1, target: 50, direction: 'over' },
      });
    await expectFaultThenOnce(
      send,
      () => count(sql`SELECT count(*)::int AS n FROM transfers t JOIN accounts a ON a.id = t.debit_account_id WHERE a.user_id = ${player.id}`),
      200,
    );
  });

  it('serves the next request on a new connection: the pool replaced the one that died', async () => {
    await armFault();
    const player = await createFundedPlayer(t, 0).catch(() => undefined);
    // Whichever request met the fault answered or failed on its own; the next ones work.
    expect(player === undefined || player.id > 0).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
  });
});
