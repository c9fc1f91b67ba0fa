import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { auditLog } from '@server/db/schema';
import { houseAccount, playerAccount, transfer } from '../ledger';
import { adminAuth, createPlayer, createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { walletSeed } from './seed';
import { addAccount, balanceOf, expectLedgerBalanced, fund, submitWithdrawal, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

async function fundedPlayer(rupees: number) {
  const player = await createPlayer(t);
  if (rupees > 0) await fund(t, player.auth, admin, rupees);
  const accountId = await addAccount(t, player.auth);
  return { ...player, accountId };
}

const withdraw = (
  player: { auth: { authorization: string }; accountId: number },
  amount: unknown,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => submitWithdrawal(t, player.auth, { amount, account_id: player.accountId, withdraw_password: WITHDRAW_PASSWORD, ...extra }, headers);

describe('POST /api/wallet/submit-withdrawal', () => {
  it('holds the amount at once: main → withdrawal hold, shown as processing', async () => {
    const player = await fundedPlayer(1000);
    const res = await withdraw(player, 400);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        message: 'Withdrawal request submitted successfully',
        withdrawal: { status: 'processing' },
        balance: { available_credit: 600, main_balance: 600 },
      },
    });
    const tx = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(tx.json().data.transactions[0]).toMatchObject({ type: 'withdrawal', amount: -400, status: 'processing' });
    await expectLedgerBalanced(t);
  });

  it.each([
    ['below the minimum', 99],
    ['zero', 0],
    ['negative', -100],
    ['above the maximum', 100_000.01],
    ['absurdly large', 1e308],
    ['a string', 'all of it'],
  ])('refuses an amount that is %s with the spec message', async (_case, amount) => {
    const player = await fundedPlayer(0);
    const res = await withdraw(player, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Amount must be between ₹100 and ₹100,000');
  });

  it('refuses fractions of a paisa', async () => {
    const player = await fundedPlayer(0);
    const res = await withdraw(player, 150.001);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Amount can have at most 2 decimal places');
  });

  it('asks for an account and a password with the spec messages', async () => {
    const player = await fundedPlayer(500);
    const noAccount = await submitWithdrawal(t, player.auth, { amount: 100, withdraw_password: WITHDRAW_PASSWORD });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toBe('Please select a withdrawal account');
    const noPassword = await submitWithdrawal(t, player.auth, { amount: 100, account_id: player.accountId });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Please enter withdrawal password');
    const empty = await withdraw(player, 100, { withdraw_password: '' });
    expect(empty.json().message).toBe('Please enter withdrawal password');
  });

  it('refuses a wrong withdrawal password and moves nothing', async () => {
    const player = await fundedPlayer(500);
    const res = await withdraw(player, 100, { withdraw_password: 'not-the-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Incorrect withdrawal password');
    expect((await balanceOf(t, player.auth)).available_credit).toBe(500);
  });

  it('refuses more than available credit with 422 Insufficient balance, bonus not counted', async () => {
    const player = await fundedPlayer(300);
    await t.db.transaction(async (tx) =>
      transfer(tx, {
        from: await houseAccount(tx, 'house_bonus', 'real'),
        to: await playerAccount(tx, player.id, 'bonus'),
        amount: 50_000 as Paise,
        kind: 'bonus',
        reference: 'test',
      }),
    );
    expect((await balanceOf(t, player.auth)).bonus_balance).toBe(500);
    const res = await withdraw(player, 300.01);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect((await balanceOf(t, player.auth)).available_credit).toBe(300);
  });

  it("refuses another player's account with 404 and moves nothing", async () => {
    const owner = await fundedPlayer(500);
    const thief = await fundedPlayer(500);
    const res = await submitWithdrawal(t, thief.auth, { amount: 100, account_id: owner.accountId, withdraw_password: WITHDRAW_PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Please select a withdrawal account');
    expect((await balanceOf(t, thief.auth)).available_credit).toBe(500);
    expect((await balanceOf(t, owner.auth)).available_credit).toBe(500);
  });

  it('refuses a deleted account', async () => {
    const player = await fundedPlayer(500);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/wallet/accounts/${player.accountId}`, headers: player.auth });
    expect(del.statusCode).toBe(200);
    const res = await withdraw(player, 100);
    expect(res.statusCode).toBe(404);
  });

  it('enforces the daily withdrawal limit of ₹25,000; rejected requests do not count', async () => {
    await clearOfMidnightInIndia();
    const player = await fundedPlayer(45_000);
    expect((await withdraw(player, 20_000)).statusCode).toBe(201);
    const over = await withdraw(player, 5_000.01);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Daily withdrawal limit of ₹25,000.00 reached. You can withdraw up to ₹5,000.00 more today.');
    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals?status=processing&user_id=${player.id}`, headers: admin });
    const id = queue.json().data.withdrawals[0].id;
    await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, headers: admin, payload: { reason: 'Name mismatch' } });
    expect((await withdraw(player, 25_000)).statusCode).toBe(201);
    const limits = await t.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: player.auth });
    expect(limits.json().data).toMatchObject({ withdrawal_used_today: 25_000, withdrawal_left_today: 0 });
  });

  it('refuses the demo player', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const res = await submitWithdrawal(t, demo.auth, { amount: 100, account_id: 1, withdraw_password: 'whatever1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Demo accounts cannot deposit or withdraw');
  });

  it('replays a withdrawal sent twice with one Idempotency-Key and holds the money once', async () => {
    const player = await fundedPlayer(1000);
    const first = await withdraw(player, 250, {}, { 'idempotency-key': 'wd-same' });
    const second = await withdraw(player, 250, {}, { 'idempotency-key': 'wd-same' });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.withdrawal.id).toBe(first.json().data.withdrawal.id);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(750);
  });

  it('replays the stored 201 for a retry even after the account was deleted', async () => {
    const player = await fundedPlayer(1000);
    const first = await withdraw(player, 200, {}, { 'idempotency-key': 'wd-then-delete' });
    expect(first.statusCode).toBe(201);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/wallet/accounts/${player.accountId}`, headers: player.auth });
    expect(del.statusCode).toBe(200);
    const retry = await withdraw(player, 200, {}, { 'idempotency-key': 'wd-then-delete' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await withdraw(player, 200, {}, { 'idempotency-key': 'wd-after-delete' })).statusCode).toBe(404);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(800);
  });

  it('answers 409 for one Idempotency-Key with another body and holds nothing more', async () => {
    const player = await fundedPlayer(1000);
    expect((await withdraw(player, 300, {}, { 'idempotency-key': 'wd-other-body' })).statusCode).toBe(201);
    const other = await withdraw(player, 301, {}, { 'idempotency-key': 'wd-other-body' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect((await balanceOf(t, player.auth)).available_credit).toBe(700);
  });

  it.each([
    ['NaN', 'NaN'],
    ['Infinity (1e999)', '1e999'],
    ['-Infinity', '-1e999'],
  ])('refuses a raw %s amount with 400 and moves nothing', async (_case, raw) => {
    const player = await fundedPlayer(500);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/submit-withdrawal',
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: `{"amount":${raw},"account_id":${player.accountId},"withdraw_password":"${WITHDRAW_PASSWORD}"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(500);
  });
});

describe('operator decisions on withdrawals', () => {
  it('marks paid once: the held money leaves to house cash', async () => {
    const player = await fundedPlayer(1000);
    const id = (await withdraw(player, 400)).json().data.withdrawal.id;
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=processing&page_size=200', headers: admin });
    const row = queue.json().data.withdrawals.find((w: { id: number }) => w.id === id);
    expect(row).toMatchObject({ amount: 400, account: { ifsc_code: 'HDFC0000001', account_holder_name: 'Ravi Kumar' } });
    expect(row.account.account_number).toMatch(/^\d{12}$/);
    const paid = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: admin });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.withdrawal).toMatchObject({ status: 'paid', amount: 400 });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, headers: admin, payload: { reason: 'x' } });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, player.auth)).toMatchObject({ available_credit: 600, main_balance: 600 });
    const tx = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(tx.json().data.transactions[0]).toMatchObject({ type: 'withdrawal', amount: -400, status: 'completed' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.pay'), eq(auditLog.targetId, String(id))));
    expect(entry).toBeDefined();
    await expectLedgerBalanced(t);
  });

  it('rejects with a reason: the held money returns to main', async () => {
    const player = await fundedPlayer(1000);
    const id = (await withdraw(player, 400)).json().data.withdrawal.id;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/reject`,
      headers: admin,
      payload: { reason: 'Account name mismatch' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(1000);
    const tx = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(tx.json().data.transactions[0]).toMatchObject({ type: 'withdrawal', status: 'failed' });
    const paid = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: admin });
    expect(paid.statusCode).toBe(409);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(1000);
    await expectLedgerBalanced(t);
  });

  it('keeps the withdrawal decisions from players', async () => {
    const player = await fundedPlayer(500);
    const id = (await withdraw(player, 100)).json().data.withdrawal.id;
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, headers: player.auth, payload: { reason: 'mine' } });
    expect(res.statusCode).toBe(403);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(400);
  });
});

describe.runIf(onPostgres)('withdrawals under concurrency (PostgreSQL)', () => {
  it('lets exactly 10 of 50 concurrent ₹100 withdrawals through against ₹1,000', async () => {
    const player = await fundedPlayer(1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(player, 100)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer.json()).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect(await balanceOf(t, player.auth)).toMatchObject({ available_credit: 0, main_balance: 0 });
    await expectLedgerBalanced(t);
  });

  it('holds the money once when one Idempotency-Key arrives 20 times at once', async () => {
    const player = await fundedPlayer(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(player, 100, {}, { 'idempotency-key': 'same-key-20' })));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().data.withdrawal.id)).size).toBe(1);
    expect((await balanceOf(t, player.auth)).available_credit).toBe(900);
    await expectLedgerBalanced(t);
  });

  it('decides once when paid and rejected race for one withdrawal', async () => {
    const player = await fundedPlayer(1000);
    const id = (await withdraw(player, 500)).json().data.withdrawal.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: admin })
          : t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, headers: admin, payload: { reason: 'race' } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const available = (await balanceOf(t, player.auth)).available_credit;
    expect([500, 1000]).toContain(available);
    await expectLedgerBalanced(t);
  });
});

describe('marking a withdrawal paid with its payout reference (UTR)', () => {
  const listed = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=paid', headers: admin }))
      .json()
      .data.withdrawals.find((w: { id: number }) => w.id === id);

  it('stores the UTR (upper case), lists it and writes it into the audit row', async () => {
    const player = await fundedPlayer(1000);
    const id = (await withdraw(player, 300)).json().data.withdrawal.id;
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: admin, payload: { utr: ' hdfc123456789 ' } });
    expect(res.statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'paid', payout_reference: 'HDFC123456789', account: { ifsc_code: 'HDFC0000001' } });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.pay'), eq(auditLog.targetId, String(id))));
    expect(audit?.details).toMatchObject({ utr: 'HDFC123456789', amount_paise: 30_000 });
  });

  it('still marks paid without one (older clients), and refuses a malformed UTR with 400 and nothing moved', async () => {
    const player = await fundedPlayer(1000);
    const id = (await withdraw(player, 300)).json().data.withdrawal.id;
    for (const utr of ['abc', 'HAS SPACES 123', '=cmd|calc', 'X'.repeat(31), 123456789]) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: admin, payload: { utr } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Enter the payout reference (UTR): 6 to 30 letters or digits');
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: admin })).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'paid', payout_reference: null });
    await expectLedgerBalanced(t);
  });
});

describe('the queues as CSV', () => {
  it('downloads withdrawals with IFSC and UTR, formulas defused; a player gets 403', async () => {
    const player = await fundedPlayer(1000);
    const id = (await withdraw(player, 250)).json().data.withdrawal.id;
    await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, headers: admin, payload: { reason: '=HYPERLINK("http://evil")' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=rejected&format=csv', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lotus-withdrawals-rejected-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Id,Requested,Player id,Username,Amount (₹),Status,Account holder,Bank,Account number,IFSC,Payout UTR,Decided,Reject reason');
    const line = lines.find((each) => each.startsWith(`${id},`));
    expect(line).toContain(`,${player.id},${player.username},250.00,rejected,Ravi Kumar,HDFC Bank,`);
    expect(line).toContain(',HDFC0000001,,');
    expect(line?.endsWith(`,"'=HYPERLINK(""http://evil"")"`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?format=csv', headers: player.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?format=xls', headers: admin })).statusCode).toBe(400);
  });

  it('downloads deposits with the amount in rupees and the UTR', async () => {
    const player = await fundedPlayer(1234.5);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/deposits?format=csv&user_id=${player.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="lotus-deposits-all-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Id,Requested,Player id,Username,Amount (₹),Status,UTR,Payment option,Decided,Reject reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^\\d+,\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2},${player.id},${player.username},1234\\.50,approved,UTR[0-9A-F]{12},`));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deposits?format=csv', headers: player.auth })).statusCode).toBe(403);
  });
});
