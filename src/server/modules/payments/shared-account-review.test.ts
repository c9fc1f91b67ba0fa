import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletSeed } from '@server/modules/payments';
import { addAccount, balanceOf, expectLedgerBalanced, fund, submitWithdrawal, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

// A withdrawal to a bank account another player registered too (same number and IFSC) is held for
// review: the queue says so and with whom it is shared, marking it paid without a review (a reason
// and a confirmation) is refused and moves nothing, a review pays it (audited), and rejecting it
// returns the money as any rejection. The player sees it as in review.

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = await adminAuth(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

type Auth = { authorization: string };
let accountSeq = 0;

/** Two funded players who registered the same bank account; answers each one's account id. */
async function twoPlayersSharingAnAccount() {
  accountSeq += 1;
  const shared = { account_number: `7770${String(process.pid).slice(-4)}${String(accountSeq).padStart(4, '0')}`, ifsc_code: 'SBIN0000001' };
  const first = await createPlayer(t);
  const second = await createPlayer(t);
  const auth = { authorization: admin.authorization };
  await fund(t, first.auth, auth, 1000);
  await fund(t, second.auth, auth, 1000);
  return {
    first: { ...first, accountId: await addAccount(t, first.auth, shared) },
    second: { ...second, accountId: await addAccount(t, second.auth, shared) },
  };
}

const withdraw = async (player: { auth: Auth; accountId: number }, amount = 300) => {
  const res = await submitWithdrawal(t, player.auth, { amount, account_id: player.accountId, withdraw_password: WITHDRAW_PASSWORD });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.withdrawal.id as number;
};
const approve = (id: number, payload?: Record<string, unknown>, authorization = admin.authorization) =>
  t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: { authorization }, ...(payload ? { payload } : {}) });
const queued = async (userId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals?user_id=${userId}`, headers: { authorization: admin.authorization } })).json().data
    .withdrawals as Array<{ id: number; status: string; shared_with: number[]; held_for_review: boolean }>;
const statusOf = async (id: number) => (await t.db.execute<{ status: string }>(sql`SELECT status FROM withdrawals WHERE id = ${id}`)).rows[0]?.status;

describe('a withdrawal to a shared bank account', () => {
  it('is held in the queue with who shares it, and shows as in review to the player', async () => {
    const { first, second } = await twoPlayersSharingAnAccount();
    const id = await withdraw(second);
    expect(await queued(second.id)).toEqual([expect.objectContaining({ id, status: 'processing', shared_with: [first.id], held_for_review: true })]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: second.auth });
    const row = (mine.json().data.transactions as Array<{ id: string; status: string; in_review: boolean }>).find((item) => item.id === `withdrawal-${id}`);
    expect(row).toMatchObject({ status: 'processing', in_review: true });
    // The other player's page of deposits is not in review.
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: first.auth })).json().data.transactions as Array<{
      in_review: boolean;
    }>;
    expect(theirs.every((item) => !item.in_review)).toBe(true);
  });

  it('is not marked paid without a review: 409 naming who shares it, nothing moves, repeated too', async () => {
    const { first, second } = await twoPlayersSharingAnAccount();
    const id = await withdraw(second);
    for (const payload of [undefined, { utr: 'UTR12345678' }, { utr: 'UTR12345678' }]) {
      const refused = await approve(id, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(`#${first.id}`);
    }
    expect(await statusOf(id)).toBe('processing');
    expect((await balanceOf(t, second.auth)).available_credit).toBe(700);
    const paid = await t.db.execute(sql`SELECT 1 FROM audit_log WHERE action = 'withdrawal.pay' AND target_id = ${String(id)}`);
    expect(paid.rows).toEqual([]);
  });

  it.each([
    [{ review: { reason: 'ok', confirm: true } }, 'Give the reason this payout to a shared bank account is safe (3 to 500 characters)'],
    [{ review: { reason: 'Same family, checked by phone' } }, 'Confirm that you checked who owns the shared bank account'],
    [{ review: { reason: 'Same family, checked by phone', confirm: 'yes' } }, 'Confirm that you checked who owns the shared bank account'],
  ])('refuses the review %o with 400', async (payload, message) => {
    const { second } = await twoPlayersSharingAnAccount();
    const id = await withdraw(second);
    const res = await approve(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await statusOf(id)).toBe('processing');
  });

  it('is paid with a review, once (two reviews at once: one pays), audited with the reason and who shares it', async () => {
    const { first, second } = await twoPlayersSharingAnAccount();
    const id = await withdraw(second);
    const review = { utr: 'UTR99887766', review: { reason: 'Spouse account, confirmed on a call', confirm: true } };
    const both = await Promise.all([approve(id, review), approve(id, review)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(id)).toBe('paid');
    const audit = await t.db.execute<{ actor_id: number; details: Record<string, unknown> }>(
      sql`SELECT actor_id, details FROM audit_log WHERE action = 'withdrawal.pay' AND target_id = ${String(id)}`,
    );
    expect(audit.rows).toEqual([
      {
        actor_id: admin.id,
        details: expect.objectContaining({
          shared_with: [first.id],
          review_reason: 'Spouse account, confirmed on a call',
          review_confirmed: true,
          utr: 'UTR99887766',
        }),
      },
    ]);
    expect((await balanceOf(t, second.auth)).main_balance).toBe(700);
    expect((await queued(second.id))[0]).toMatchObject({ status: 'paid', held_for_review: false });
  });

  it('is rejected like any other: the money goes back to the player', async () => {
    const { second } = await twoPlayersSharingAnAccount();
    const id = await withdraw(second, 250);
    expect((await balanceOf(t, second.auth)).available_credit).toBe(750);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/reject`,
      headers: { authorization: admin.authorization },
      payload: { reason: 'Account belongs to another player' },
    });
    expect(res.statusCode).toBe(200);
    expect((await balanceOf(t, second.auth)).available_credit).toBe(1000);
  });

  it("is the operator's alone to review: a player's token (even the owner's) is refused", async () => {
    const { second } = await twoPlayersSharingAnAccount();
    const id = await withdraw(second);
    const review = { review: { reason: 'Looks fine to me', confirm: true } };
    expect((await approve(id, review, second.auth.authorization)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('processing');
  });

  it('does not hold a withdrawal to an account no one else registered', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, { authorization: admin.authorization }, 500);
    const id = await withdraw({ auth: player.auth, accountId: await addAccount(t, player.auth) }, 100);
    expect((await queued(player.id))[0]).toMatchObject({ shared_with: [], held_for_review: false });
    expect((await approve(id, { utr: 'UTR11223344' })).statusCode).toBe(200);
  });
});
