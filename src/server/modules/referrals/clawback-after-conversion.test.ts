import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { bankAccounts, bonusGrants } from '@server/db/schema';
import { houseAccount, playerAccount, transfer } from '@server/modules/ledger';
import { walletSeed } from '@server/modules/payments';
import { settleDueBonuses } from '@server/modules/promotions';
import { freshPhone } from '@server/test/fresh-phone';
import { addAccount, balanceOf, expectLedgerBalanced, fund, submitWithdrawal, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { recheckReferrals } from './referral-checks';

// A referral reward found to be a self-referral after its bonus converted is clawed back from the
// referrer's main balance through the ledger, never below zero: what is not there is recorded as
// owed and shown to the operator; audited, the referrer told, once however many checks run at once.

let t: TestApp;
let admin: { id: number; authorization: string };
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = await adminAuth(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const adminHeaders = () => ({ authorization: admin.authorization });

async function register(code: string) {
  ip += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phone_number: freshPhone(), password: 'Lotus-pass-17', referral_code: code, confirm_age: true, accept_terms: true },
    remoteAddress: `10.8.${Math.floor(ip / 200)}.${ip % 200}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { user: { id: number }; token: string };
  return { id: data.user.id, auth: { authorization: `Bearer ${data.token}` } };
}

let accountSeq = 0;
/**
 * A referrer with `deposit` rupees and a bank account, a friend who registered with their code and
 * deposited (earning the referrer the ₹100 referral bonus), and that bonus converted to cash.
 */
async function convertedReferral(deposit: number, isConverted = true) {
  accountSeq += 1;
  const account = { account_number: `6060${String(process.pid).slice(-4)}${String(accountSeq).padStart(4, '0')}`, ifsc_code: 'HDFC0000001' };
  const referrer = await createPlayer(t);
  if (deposit > 0) await fund(t, referrer.auth, adminHeaders(), deposit);
  const referrerAccount = await addAccount(t, referrer.auth, account);
  const code = (await t.app.inject({ method: 'GET', url: '/api/referrals/me', headers: referrer.auth })).json().data.code as string;
  const friend = await register(code);
  await fund(t, friend.auth, adminHeaders(), 200);
  const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, referrer.id));
  if (!grant) throw new Error('no referral bonus');
  if (!isConverted) return { referrer, referrerAccount, friend, account, grantId: grant.id };
  // Its wagering met: the settlement job converts it (bonus → main).
  await t.db.update(bonusGrants).set({ wageringMultiple: 0, wageringRequired: 0 }).where(eq(bonusGrants.id, grant.id));
  await settleDueBonuses(t.db);
  expect((await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, grant.id)))[0]?.status).toBe('converted');
  return { referrer, referrerAccount, friend, account, grantId: grant.id };
}

const clawbacks = (grantId: number) =>
  t.db.execute<{ taken_from: string; due: number; taken: number; owed: number }>(
    sql`SELECT taken_from, due::int, taken::int, owed::int FROM referral_clawbacks WHERE grant_id = ${grantId}`,
  );
const notices = async (userId: number) =>
  (await t.db.execute<{ message: string }>(sql`SELECT message FROM player_notifications WHERE user_id = ${userId} AND kind = 'bonus' ORDER BY id`)).rows.map(
    (row) => row.message,
  );

describe('a self-referral found after the bonus converted', () => {
  it('takes the converted amount from the main balance, audited, and tells the referrer', async () => {
    const { referrer, friend, account, grantId } = await convertedReferral(500);
    expect((await balanceOf(t, referrer.auth)).main_balance).toBe(600);
    await addAccount(t, friend.auth, { ...account, password: 'Lotus-pass-17' });
    expect((await balanceOf(t, referrer.auth)).main_balance).toBe(500);
    expect((await clawbacks(grantId)).rows).toEqual([{ taken_from: 'main', due: 10_000, taken: 10_000, owed: 0 }]);
    expect((await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, grantId)))[0]).toMatchObject({
      status: 'expired',
      reason: 'clawed back: self-referral',
    });
    const audit = await t.db.execute<{ details: Record<string, unknown> }>(
      sql`SELECT details FROM audit_log WHERE action = 'referral.clawback' AND target_id = ${String(referrer.id)}`,
    );
    expect(audit.rows).toEqual([{ details: expect.objectContaining({ grant_id: grantId, taken_from: 'main', amount_paise: 10_000, owed_paise: 0 }) }]);
    expect(await notices(referrer.id)).toContainEqual(expect.stringContaining('₹100.00 was taken from your main balance.'));
    // The statement names it.
    const statement = (await t.app.inject({ method: 'GET', url: '/api/wallet/statement', headers: referrer.auth })).json().data.rows as Array<{
      description: string;
      debit: number;
    }>;
    expect(statement).toContainEqual(expect.objectContaining({ description: 'Bonus clawed back: self-referral', debit: 100 }));
    // Checked again (a withdrawal, another account): nothing more is taken.
    expect(await t.db.transaction((tx) => recheckReferrals(tx, friend.id))).toBe(0);
    expect((await balanceOf(t, referrer.auth)).main_balance).toBe(500);
  });

  it('never takes the main balance below zero: what is not there is recorded as owed and shown to the operator', async () => {
    const { referrer, referrerAccount, friend, account, grantId } = await convertedReferral(0);
    // The converted ₹100 already asked out as a withdrawal: main is empty.
    const asked = await submitWithdrawal(t, referrer.auth, { amount: 100, account_id: referrerAccount, withdraw_password: WITHDRAW_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await balanceOf(t, referrer.auth)).main_balance).toBe(0);
    await addAccount(t, friend.auth, { ...account, password: 'Lotus-pass-17' });
    expect((await balanceOf(t, referrer.auth)).main_balance).toBe(0);
    expect((await clawbacks(grantId)).rows).toEqual([{ taken_from: 'main', due: 10_000, taken: 0, owed: 10_000 }]);
    const page = await t.app.inject({ method: 'GET', url: `/api/admin/players/${referrer.id}`, headers: adminHeaders() });
    expect(page.json().data.security).toMatchObject({ clawback_owed: 100, shared_bank_accounts: [expect.objectContaining({ other_player_ids: [friend.id] })] });
    expect(await notices(referrer.id)).toContainEqual(expect.stringContaining('₹100.00 is still owed'));
    // The withdrawal that took the money is now to a shared account: held for review.
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals?user_id=${referrer.id}`, headers: adminHeaders() });
    expect(queue.json().data.withdrawals[0]).toMatchObject({ held_for_review: true, shared_with: [friend.id] });
  });

  it('takes part when part is there', async () => {
    const { referrer, friend, account, grantId } = await convertedReferral(0);
    // ₹60 of the ₹100 moved into an open position (exposure), so main holds ₹40.
    await t.db.transaction(async (tx) => {
      await transfer(tx, {
        from: await playerAccount(tx, referrer.id, 'main'),
        to: await playerAccount(tx, referrer.id, 'exposure'),
        amount: 6000 as Paise,
        kind: 'bet_hold',
        reference: 'test-hold',
      });
    });
    await addAccount(t, friend.auth, { ...account, password: 'Lotus-pass-17' });
    expect((await clawbacks(grantId)).rows).toEqual([{ taken_from: 'main', due: 10_000, taken: 4000, owed: 6000 }]);
    expect((await balanceOf(t, referrer.auth)).available_credit).toBe(0);
  });

  it('before conversion takes what is left of the bonus, and records nothing owed (lost bonus money is back with the house)', async () => {
    const { referrer, friend, account, grantId } = await convertedReferral(0, false);
    await t.db.transaction(async (tx) => {
      await transfer(tx, {
        from: await playerAccount(tx, referrer.id, 'bonus'),
        to: await houseAccount(tx, 'house_bonus', 'real'),
        amount: 6000 as Paise,
        kind: 'bonus_expiry',
        reference: 'test-bonus-spent',
      });
    });
    await addAccount(t, friend.auth, { ...account, password: 'Lotus-pass-17' });
    expect((await clawbacks(grantId)).rows).toEqual([{ taken_from: 'bonus', due: 10_000, taken: 4000, owed: 0 }]);
    expect((await balanceOf(t, referrer.auth)).bonus_balance).toBe(0);
    expect(await notices(referrer.id)).toContainEqual(expect.stringContaining('₹40.00 was taken from your bonus.'));
  });

  it('claws back once when several checks run at once, and not at all for an unrelated player', async () => {
    const { referrer, friend, account, grantId } = await convertedReferral(300);
    // The friend's copy of the account written directly, so no check has run yet.
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.accountNumber, account.account_number));
    await t.db
      .insert(bankAccounts)
      .values({ userId: friend.id, bankName: 'HDFC Bank', accountHolderName: 'X', accountNumber: account.account_number, ifscCode: row?.ifscCode ?? '' });
    const stranger = await createPlayer(t);
    expect(await t.db.transaction((tx) => recheckReferrals(tx, stranger.id))).toBe(0);
    const counts = await Promise.all([friend.id, referrer.id, friend.id, referrer.id].map((id) => t.db.transaction((tx) => recheckReferrals(tx, id))));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await clawbacks(grantId)).rows).toHaveLength(1);
    expect((await balanceOf(t, referrer.auth)).main_balance).toBe(300);
  });
});
