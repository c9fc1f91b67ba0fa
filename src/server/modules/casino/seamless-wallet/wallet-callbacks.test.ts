import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, type TestApp } from '@server/test/test-app';
import { checkLedger } from '@server/modules/ledger';
import type { FakeAggregator } from '../fake-aggregator/fake-aggregator';
import { newProviderSecret } from '../seed';
import { casinoAppWithAggregator, createFundedPlayer, mainRupees, providerSecret } from '@server/test/casino-support';

let t: TestApp;
let fake: FakeAggregator;
let lotusUrl = '';
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, lotusUrl, close } = await casinoAppWithAggregator());
});
afterAll(() => close());
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

let roundCounter = 0;
const nextRound = () => `round-${process.pid}-${(roundCounter += 1)}`;

/** A funded player with a Royal Gaming session opened by a real launch. */
async function playerInGame(rupees: number) {
  const player = await createFundedPlayer(t, rupees);
  const res = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: 'super-ace' } });
  expect(res.json().success).toBe(true);
  const launch = fake.launches.at(-1);
  if (!launch) throw new Error('no launch reached the fake aggregator');
  const base = { session_token: launch.sessionToken, player_id: launch.playerId };
  const call = async (operation: 'balance' | 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) => {
    const outcome = await fake.client.call(operation, { ...base, ...body });
    if (outcome.kind !== 'answer') throw new Error(`no answer: ${JSON.stringify(outcome)}`);
    return outcome;
  };
  return { ...player, launch, base, call };
}

const countRollbackTransfers = async (userId: number) =>
  Number(
    (
      await t.db.execute<{ n: number }>(
        sql`SELECT count(*) AS n FROM transfers t JOIN accounts a ON a.id = t.credit_account_id WHERE a.user_id = ${userId} AND t.kind = 'casino_rollback'`,
      )
    ).rows[0]?.n ?? 0,
  );

describe('the seamless wallet under the fake aggregator', () => {
  it('answers the balance', async () => {
    const p = await playerInGame(1234.5);
    const { httpStatus, answer } = await p.call('balance', {});
    expect(httpStatus).toBe(200);
    expect(answer).toEqual({ success: true, status: 'OK', balance: 1234.5, currency: 'INR' });
  });

  it('plays a round: the stake leaves main for the house, the win comes back, each answer with the balance after', async () => {
    const p = await playerInGame(1000);
    const outcome = await fake.playRound({ sessionToken: p.launch.sessionToken, roundId: nextRound(), stake: 100, win: 250.25 });
    expect(outcome.kind).toBe('settled');
    if (outcome.kind !== 'settled') return;
    expect(outcome.debit).toMatchObject({ status: 'OK', balance: 900 });
    expect(outcome.credit).toMatchObject({ status: 'OK', balance: 1150.25 });
    expect(await mainRupees(t, p.id)).toBe(1150.25);
  });

  it('answers a repeated debit with its first answer and moves the money once', async () => {
    const p = await playerInGame(500);
    const debit = { transaction_id: `${nextRound()}:bet`, round_id: 'r', amount: 200 };
    const first = await p.call('debit', debit);
    const again = await p.call('debit', debit);
    const together = await Promise.all([p.call('debit', debit), p.call('debit', debit), p.call('debit', debit)]);
    expect(first.answer).toMatchObject({ status: 'OK', balance: 300 });
    for (const repeat of [again, ...together]) expect(repeat.answer).toEqual(first.answer);
    expect(await mainRupees(t, p.id)).toBe(300);
  });

  it('answers a repeated credit with its first answer, even after the balance moved on', async () => {
    const p = await playerInGame(100);
    const round = nextRound();
    await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 10 });
    const credit = { transaction_id: `${round}:win`, round_id: round, amount: 40 };
    const first = await p.call('credit', credit);
    await p.call('debit', { transaction_id: `${nextRound()}:bet`, amount: 10 });
    const again = await p.call('credit', credit);
    expect(first.answer).toMatchObject({ status: 'OK', balance: 130 });
    expect(again.answer).toEqual(first.answer);
    expect(await mainRupees(t, p.id)).toBe(120);
  });

  it('refuses a debit over the balance with the actual balance, and says so again on a repeat', async () => {
    const p = await playerInGame(50.5);
    const debit = { transaction_id: `${nextRound()}:bet`, amount: 50.51 };
    const { httpStatus, answer } = await p.call('debit', debit);
    expect(httpStatus).toBe(200);
    expect(answer).toMatchObject({ success: false, status: 'INSUFFICIENT_FUNDS', balance: 50.5 });
    expect((await p.call('debit', debit)).answer).toEqual(answer);
    expect(await mainRupees(t, p.id)).toBe(50.5);
  });

  it('refuses a reused transaction id for another operation', async () => {
    const p = await playerInGame(100);
    const id = `${nextRound()}:bet`;
    await p.call('debit', { transaction_id: id, amount: 10 });
    expect((await p.call('debit', { transaction_id: id, amount: 20 })).answer.status).toBe('TRANSACTION_MISMATCH');
    expect((await p.call('credit', { transaction_id: id, amount: 10 })).answer.status).toBe('TRANSACTION_MISMATCH');
    expect(await mainRupees(t, p.id)).toBe(90);
  });

  it('refuses a bad signature or a tampered body with 401 and moves nothing', async () => {
    const p = await playerInGame(100);
    const body = { ...p.base, transaction_id: `${nextRound()}:bet`, amount: 10 };
    const wrongSecret = await fake.client.call('debit', body, { signWith: 'not-the-shared-secret-at-all' });
    const tampered = await fake.client.call('debit', body, { tamper: (text) => text.replace('"amount":10', '"amount":1') });
    for (const outcome of [wrongSecret, tampered]) {
      expect(outcome).toMatchObject({ kind: 'answer', httpStatus: 401, answer: { success: false, status: 'INVALID_SIGNATURE' } });
    }
    const unsigned = await fetch(`${lotusUrl}/api/casino/callback/royal-gaming/debit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it("keeps the seeded aggregator's secret in the database only: random, and the formerly published one mints nothing", async () => {
    const secret = await providerSecret(t, 'royal-gaming');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(newProviderSecret()).not.toBe(newProviderSecret());
    const p = await playerInGame(100);
    const credit = { ...p.base, transaction_id: `${nextRound()}:win`, amount: 1_000_000 };
    const forged = await fake.client.call('credit', credit, { signWith: 'demo-royal-gaming-shared-secret-change-me' });
    expect(forged).toMatchObject({ kind: 'answer', httpStatus: 401, answer: { status: 'INVALID_SIGNATURE' } });
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it('answers a malformed but signed request with 400 and an unknown provider with 404', async () => {
    const p = await playerInGame(10);
    const malformed = await fake.client.call('debit', {}, { rawBody: '{"amount": ' });
    expect(malformed).toMatchObject({ httpStatus: 400, answer: { status: 'BAD_REQUEST' } });
    const negative = await fake.client.call('debit', { ...p.base, transaction_id: 'neg', amount: -5 });
    expect(negative).toMatchObject({ httpStatus: 400, answer: { status: 'BAD_REQUEST' } });
    const other = await fake.client.call('debit', { ...p.base, transaction_id: 'x', amount: 1, currency: 'USD' });
    expect(other).toMatchObject({ httpStatus: 400 });
  });

  it('does not let a session of one player be named with another player id', async () => {
    const p = await playerInGame(100);
    const { answer } = await p.call('debit', { player_id: '999999', transaction_id: `${nextRound()}:bet`, amount: 10 });
    expect(answer.status).toBe('SESSION_NOT_FOUND');
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it('rolls a debit back once: a second rollback is answered ALREADY_ROLLED_BACK and a repeat its first answer', async () => {
    const p = await playerInGame(300);
    const round = nextRound();
    await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 120 });
    expect(await mainRupees(t, p.id)).toBe(180);
    const rollback = { transaction_id: `${round}:rb1`, reference_transaction_id: `${round}:bet`, round_id: round };
    const first = await p.call('rollback', rollback);
    expect(first.answer).toMatchObject({ status: 'OK', balance: 300 });
    expect((await p.call('rollback', rollback)).answer).toEqual(first.answer);
    const second = await p.call('rollback', { ...rollback, transaction_id: `${round}:rb2` });
    expect(second.answer).toMatchObject({ status: 'ALREADY_ROLLED_BACK', balance: 300 });
    expect(await mainRupees(t, p.id)).toBe(300);
    expect(await countRollbackTransfers(p.id)).toBe(1);
  });

  it('reports an unknown rollback target, and then refuses the debit that arrives after it', async () => {
    const p = await playerInGame(300);
    const round = nextRound();
    const rollback = await p.call('rollback', { transaction_id: `${round}:rb`, reference_transaction_id: `${round}:bet`, round_id: round });
    expect(rollback.answer).toMatchObject({ success: false, status: 'TRANSACTION_NOT_FOUND', balance: 300 });
    const late = await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 100 });
    expect(late.answer).toMatchObject({ success: false, status: 'TRANSACTION_ROLLED_BACK' });
    expect(await mainRupees(t, p.id)).toBe(300);
  });

  it('refuses to roll back a win', async () => {
    const p = await playerInGame(10);
    const round = nextRound();
    await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 10 });
    await p.call('credit', { transaction_id: `${round}:win`, round_id: round, amount: 30 });
    const { answer } = await p.call('rollback', { transaction_id: `${round}:rb`, reference_transaction_id: `${round}:win` });
    expect(answer).toMatchObject({ status: 'NOT_REVERSIBLE', balance: 30 });
    expect(await mainRupees(t, p.id)).toBe(30);
  });

  it('takes wins and rollbacks after the session expired, but no new stakes', async () => {
    const p = await playerInGame(200);
    const round = nextRound();
    await p.call('debit', { transaction_id: `${round}:bet`, amount: 50 });
    await p.call('debit', { transaction_id: `${round}:bet2`, amount: 50 });
    await t.db.execute(sql`UPDATE casino_sessions SET expires_at = now() - interval '1 minute' WHERE user_id = ${p.id}`);
    expect((await p.call('debit', { transaction_id: `${round}:bet3`, amount: 10 })).answer).toMatchObject({ status: 'SESSION_EXPIRED', balance: 100 });
    expect((await p.call('credit', { transaction_id: `${round}:win`, amount: 75 })).answer).toMatchObject({ status: 'OK', balance: 175 });
    expect((await p.call('rollback', { transaction_id: `${round}:rb`, reference_transaction_id: `${round}:bet2` })).answer).toMatchObject({
      status: 'OK',
      balance: 225,
    });
    expect(await mainRupees(t, p.id)).toBe(225);
  });

  it('refuses stakes on a disabled title but pays its wins', async () => {
    const p = await playerInGame(100);
    const round = nextRound();
    await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 10 });
    await t.db.execute(sql`UPDATE casino_games SET is_enabled = false WHERE uid = 'super-ace'`);
    const refused = await p.call('debit', { transaction_id: `${nextRound()}:bet`, amount: 10 });
    const paid = await p.call('credit', { transaction_id: `${round}:win`, round_id: round, amount: 20 });
    await t.db.execute(sql`UPDATE casino_games SET is_enabled = true WHERE uid = 'super-ace'`);
    expect(refused.answer.status).toBe('GAME_DISABLED');
    expect(paid.answer).toMatchObject({ status: 'OK', balance: 110 });
  });

  it('rolls back a stake whose answer timed out, whether or not Lotus got it, and leaves the balance whole', async () => {
    const p = await playerInGame(500);
    const outcome = await fake.playRound({ sessionToken: p.launch.sessionToken, roundId: nextRound(), stake: 100, win: 0, timeoutMs: 1, attempts: 2 });
    expect(outcome.kind).toBe('rolled_back');
    if (outcome.kind === 'rolled_back') expect(['OK', 'TRANSACTION_NOT_FOUND']).toContain(outcome.rollback?.status);
    // A debit still in flight when the rollback landed either was reversed or is refused now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mainRupees(t, p.id)).toBe(500);
  });

  it('plays many rounds with duplicates and out-of-order rollbacks and keeps the books balanced', async () => {
    const p = await playerInGame(1000);
    let expected = 1000;
    for (let i = 0; i < 10; i += 1) {
      const round = nextRound();
      const stake = 10 + i;
      const win = i % 3 === 0 ? stake * 2 : 0;
      const outcome = await fake.playRound({ sessionToken: p.launch.sessionToken, roundId: round, stake, win });
      expect(outcome.kind).toBe('settled');
      expected += win - stake;
      // Replays of both legs, out of order, move nothing.
      await p.call('credit', { transaction_id: `${round}:win`, round_id: round, amount: win });
      await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: stake });
    }
    expect(await mainRupees(t, p.id)).toBe(expected);
  });

  it('refuses a win in a round that was never staked, in the protocol form, and moves nothing', async () => {
    const p = await playerInGame(100);
    const round = nextRound();
    const { httpStatus, answer } = await p.call('credit', { transaction_id: `${round}:win`, round_id: round, amount: 50_000 });
    expect(httpStatus).toBe(200);
    expect(answer).toEqual({ success: false, status: 'ROUND_NOT_FOUND', balance: 100, currency: 'INR', message: 'No stake was taken in this round' });
    // Nor does a stake in another round, a stake of ₹0, or a stake rolled back count for it.
    const other = nextRound();
    await p.call('debit', { transaction_id: `${other}:bet`, round_id: other, amount: 10 });
    await p.call('debit', { transaction_id: `${round}:zero`, round_id: round, amount: 0 });
    await p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 5 });
    await p.call('rollback', { transaction_id: `${round}:rb`, reference_transaction_id: `${round}:bet`, round_id: round });
    expect((await p.call('credit', { transaction_id: `${round}:win2`, round_id: round, amount: 50_000 })).answer.status).toBe('ROUND_NOT_FOUND');
    expect(await mainRupees(t, p.id)).toBe(90);
    const credits = await t.db.execute(sql`SELECT id FROM casino_wallet_transactions WHERE user_id = ${p.id} AND kind = 'credit'`);
    expect(credits.rows).toHaveLength(0);
  });

  it("does not take another player's stake in the same round id for a player's win", async () => {
    const staker = await playerInGame(100);
    const p = await playerInGame(100);
    const round = nextRound();
    await staker.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 10 });
    expect((await p.call('credit', { transaction_id: `${round}:win`, round_id: round, amount: 500 })).answer.status).toBe('ROUND_NOT_FOUND');
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it('pays a win the provider declares a free round, once, and answers a repeat with its first answer', async () => {
    const p = await playerInGame(100);
    const round = nextRound();
    const free = { transaction_id: `${round}:win`, round_id: round, amount: 75.5, free_round: true };
    const first = await p.call('credit', free);
    expect(first.answer).toMatchObject({ success: true, status: 'OK', balance: 175.5 });
    expect((await p.call('credit', free)).answer).toEqual(first.answer);
    expect(await mainRupees(t, p.id)).toBe(175.5);
    const malformed = await p.call('credit', { ...free, transaction_id: `${round}:win2`, free_round: 'yes' });
    expect(malformed).toMatchObject({ httpStatus: 400, answer: { status: 'BAD_REQUEST', message: 'free_round must be true or false' } });
  });

  it('refuses a free round once the sign-in ended or above the max win, but answers a repeat of one paid before', async () => {
    const p = await playerInGame(100);
    const round = nextRound();
    const tooMuch = await p.call('credit', { transaction_id: `${round}:big`, round_id: round, amount: 1_000_000.01, free_round: true });
    expect(tooMuch.answer).toMatchObject({ success: false, status: 'MAX_WIN_EXCEEDED', balance: 100 });
    const paid = { transaction_id: `${round}:win`, round_id: round, amount: 20, free_round: true };
    const first = await p.call('credit', paid);
    expect(first.answer).toMatchObject({ status: 'OK', balance: 120 });

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: p.auth });
    const later = nextRound();
    const refused = await p.call('credit', { transaction_id: `${later}:win`, round_id: later, amount: 20, free_round: true });
    expect(refused.answer).toMatchObject({ success: false, status: 'SESSION_EXPIRED', balance: 120 });
    expect((await p.call('credit', paid)).answer).toEqual(first.answer);
    expect(await mainRupees(t, p.id)).toBe(120);
  });

  it.runIf(onPostgres)('lets concurrent debits on one balance take exactly what is there', async () => {
    const p = await playerInGame(100);
    const round = nextRound();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => p.call('debit', { transaction_id: `${round}:bet${i}`, round_id: round, amount: 10 })),
    );
    const statuses = answers.map((a) => a.answer.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(10);
    expect(
      answers
        .filter((a) => a.answer.status === 'OK')
        .map((a) => a.answer.balance)
        .sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(await mainRupees(t, p.id)).toBe(0);
  });

  it.runIf(onPostgres)('lets a rollback racing its own debit end with the money back either way', async () => {
    const p = await playerInGame(100);
    for (let i = 0; i < 10; i += 1) {
      const round = nextRound();
      await Promise.all([
        p.call('debit', { transaction_id: `${round}:bet`, round_id: round, amount: 10 }),
        p.call('rollback', { transaction_id: `${round}:rb`, reference_transaction_id: `${round}:bet`, round_id: round }),
      ]);
    }
    expect(await mainRupees(t, p.id)).toBe(100);
  });
});
