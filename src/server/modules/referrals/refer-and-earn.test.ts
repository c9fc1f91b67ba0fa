import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bonusGrants, referralRewards } from '@server/db/schema';
import { walletSeed } from '@server/modules/payments';
import { freshPhone } from '@server/test/fresh-phone';
import { adminAuth, createPlayer, createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { addAccount, balanceOf, expectLedgerBalanced, fund, paymentOptionId, PNG_1x1, submitDeposit, uniqueUtr } from '@server/test/payments-helpers';

// Refer & Earn: a player's own code registers friends; a friend's first approved deposit earns
// the referrer the operator's bonus, once, and never for a self-referral or a demo player.

let t: TestApp;
let admin: { authorization: string };
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

type Auth = { authorization: string };
const me = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/referrals/me', headers: auth });

async function register(code: string, phone = freshPhone()) {
  ip += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phone_number: phone, password: 'Lotus-pass-17', referral_code: code, confirm_age: true, accept_terms: true },
    remoteAddress: `10.9.${Math.floor(ip / 200)}.${ip % 200}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { user: { id: number }; token: string };
  return { id: data.user.id, auth: { authorization: `Bearer ${data.token}` } };
}

const grantsOf = (userId: number) => t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));

describe('Refer & Earn', () => {
  it("gives each player one code and link; a friend's first approved deposit earns the referrer the bonus, once", async () => {
    const referrer = await createPlayer(t);
    const first = (await me(referrer.auth)).json().data;
    expect(first).toMatchObject({ link: `/register/${first.code}`, friends_joined: 0, bonuses_earned: 0, bonus_amount: 100, programme_active: true });
    expect((await me(referrer.auth)).json().data.code).toBe(first.code);

    const friend = await register(first.code.toLowerCase());
    expect((await me(referrer.auth)).json().data).toMatchObject({ friends_joined: 1, friends: [{ status: 'joined', bonus: 0 }] });
    await fund(t, friend.auth, admin, 500);
    await fund(t, friend.auth, admin, 700);
    expect((await balanceOf(t, referrer.auth)).bonus_balance).toBe(100);
    expect(await grantsOf(referrer.id)).toEqual([expect.objectContaining({ source: 'referral', amount: 10_000, wageringMultiple: 5, wageringOn: 'any' })]);
    expect((await me(referrer.auth)).json().data).toMatchObject({ friends_joined: 1, bonuses_earned: 100, friends: [{ status: 'rewarded', bonus: 100 }] });
    // The friend earns nothing for being referred, and the master code still registers.
    expect((await balanceOf(t, friend.auth)).bonus_balance).toBe(0);
    await register(MASTER_CODE);
  });

  it('pays once when two first deposits of the friend are approved at once', async () => {
    const referrer = await createPlayer(t);
    const friend = await register((await me(referrer.auth)).json().data.code);
    const option = await paymentOptionId(t);
    const ids: number[] = [];
    for (const amount of [300, 400]) {
      const res = await submitDeposit(t, friend.auth, { amount, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
      ids.push(res.json().data.deposit.id);
    }
    const answers = await Promise.all(ids.map((id) => t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await grantsOf(referrer.id)).toHaveLength(1);
    expect((await balanceOf(t, referrer.auth)).bonus_balance).toBe(100);
  });

  it('pays nothing for a friend on the same phone number or the same bank account, and says so', async () => {
    const referrer = await createPlayer(t); // phone 9876543210
    const code = (await me(referrer.auth)).json().data.code;
    const samePhone = await register(code, '9876543210');
    await fund(t, samePhone.auth, admin, 200);

    const account = { account_number: '501099887766', ifsc_code: 'HDFC0000001' };
    await addAccount(t, referrer.auth, account);
    const sameBank = await register(code);
    await addAccount(t, sameBank.auth, { ...account, password: 'Lotus-pass-17' });
    await fund(t, sameBank.auth, admin, 200);

    expect(await grantsOf(referrer.id)).toHaveLength(0);
    const rewards = await t.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.id));
    expect(rewards.map((row) => row.refusedReason).sort()).toEqual(['same bank account', 'same phone number']);
    expect((await me(referrer.auth)).json().data).toMatchObject({
      friends_joined: 2,
      bonuses_earned: 0,
      friends: [{ status: 'not_eligible' }, { status: 'not_eligible' }],
    });
  });

  it("claws a paid reward back from the bonus when the friend later adds the referrer's bank account, and flags both players", async () => {
    const referrer = await createPlayer(t);
    const account = { account_number: '501011223344', ifsc_code: 'HDFC0000001' };
    await addAccount(t, referrer.auth, account);
    const friend = await register((await me(referrer.auth)).json().data.code);
    await fund(t, friend.auth, admin, 200);
    expect((await balanceOf(t, referrer.auth)).bonus_balance).toBe(100);
    // A wrong account password adds nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/add-account',
      headers: friend.auth,
      payload: { bank_name: 'HDFC Bank', account_holder_name: 'Ravi Kumar', ...account, password: 'not-mine-1' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await balanceOf(t, referrer.auth)).bonus_balance).toBe(100);
    await addAccount(t, friend.auth, { ...account, password: 'Lotus-pass-17' });
    expect((await balanceOf(t, referrer.auth)).bonus_balance).toBe(0);
    expect((await grantsOf(referrer.id))[0]).toMatchObject({ status: 'expired', reason: 'clawed back: self-referral' });
    for (const [player, other] of [
      [referrer.id, friend.id],
      [friend.id, referrer.id],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url: `/api/admin/players/${player}`, headers: admin });
      expect(page.json().data.security.shared_bank_accounts).toEqual([{ ...account, other_player_ids: [other] }]);
    }
    // A withdrawal to the shared account shows in the operator's queue as held for review.
    const [friendAccount] = (await t.app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: friend.auth })).json().data.accounts as Array<{
      id: number;
    }>;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/submit-withdrawal',
      headers: friend.auth,
      payload: { amount: 100, account_id: friendAccount?.id, withdraw_password: 'secret-withdraw-1' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals?status=processing&user_id=${friend.id}`, headers: admin });
    expect(queue.json().data.withdrawals[0]).toMatchObject({ shared_with: [referrer.id] });
  });

  it('pays nothing to a referrer on a time-out or suspended, and says why', async () => {
    const resting = await createPlayer(t);
    const restingCode = (await me(resting.auth)).json().data.code;
    const timeOut = await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers: resting.auth, payload: { days: 1 } });
    expect(timeOut.statusCode, timeOut.body).toBe(201);
    await fund(t, (await register(restingCode)).auth, admin, 200);

    const suspended = await createPlayer(t);
    const suspendedCode = (await me(suspended.auth)).json().data.code;
    await t.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${suspended.id}`);
    await fund(t, (await register(suspendedCode)).auth, admin, 200);

    expect(await grantsOf(resting.id)).toHaveLength(0);
    expect(await grantsOf(suspended.id)).toHaveLength(0);
    const reasons = await t.db
      .select()
      .from(referralRewards)
      .where(sql`referrer_id IN (${resting.id}, ${suspended.id})`);
    expect(reasons.map((row) => row.refusedReason).sort()).toEqual(['referrer on a break from play', 'referrer suspended']);
  });

  it('is not for demo players, nor the operator', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const res = await me(demo.auth);
    expect([res.statusCode, res.json().message]).toEqual([403, 'Refer & Earn is for real-money accounts']);
    expect((await me(admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/referrals/me' })).statusCode).toBe(401);
    const codes = await t.db.execute(sql`SELECT 1 FROM referral_codes WHERE owner_user_id = ${demo.id}`);
    expect(codes.rows).toHaveLength(0);
  });

  it("pays the operator's amount and wagering, audited; a paused programme pays nothing; players' codes stay off the master list", async () => {
    const put = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/referral-settings', headers: admin, payload: payload as Record<string, unknown> });
    const settings = { is_active: true, bonus_amount: 250.75, wagering_multiple: 2, wagering_on: 'casino', bonus_valid_days: 10 };
    expect((await put(settings)).statusCode).toBe(200);
    expect((await put({ ...settings, bonus_amount: 0 })).statusCode).toBe(400);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'referral_settings.update'));
    expect(audit).toMatchObject({ details: settings });

    const referrer = await createPlayer(t);
    const code = (await me(referrer.auth)).json().data.code as string;
    const friend = await register(code);
    await fund(t, friend.auth, admin, 100);
    expect(await grantsOf(referrer.id)).toEqual([expect.objectContaining({ amount: 25_075, wageringMultiple: 2, wageringOn: 'casino' })]);

    await put({ ...settings, is_active: false });
    const paused = await register(code);
    await fund(t, paused.auth, admin, 100);
    expect(await grantsOf(referrer.id)).toHaveLength(1);
    await put({ ...settings, is_active: true, bonus_amount: 100, wagering_multiple: 5, wagering_on: 'any', bonus_valid_days: 30 });

    const master = (await t.app.inject({ method: 'GET', url: '/api/admin/referral-codes', headers: admin })).json().data.referral_codes;
    expect(master.map((row: { code: string }) => row.code)).not.toContain(code);
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/referral-settings', headers: player.auth, payload: settings })).statusCode).toBe(403);
  });
});
