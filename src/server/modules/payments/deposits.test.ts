import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema';
import { adminAuth, createPlayer, createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { walletSeed } from './seed';
import {
  balanceOf,
  expectLedgerBalanced,
  JPEG_1x1,
  paymentOptionId,
  PNG_1x1,
  pngOfSize,
  submitDeposit,
  uniqueUtr,
  WEBP_1x1,
} from '@server/test/payments-helpers';

let t: TestApp;
let admin: { authorization: string };
let upi: number;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
  upi = await paymentOptionId(t, 'upi');
});
afterAll(() => t.close());

const validDeposit = (overrides: Record<string, unknown> = {}) => ({
  amount: 1000,
  payment_option_id: upi,
  utr_number: uniqueUtr(),
  receipt_file: PNG_1x1,
  ...overrides,
});

describe('POST /api/wallet/submit-deposit', () => {
  it('creates a processing deposit and moves no money', async () => {
    const player = await createPlayer(t);
    const res = await submitDeposit(t, player.auth, validDeposit());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { message: 'Deposit request submitted successfully', deposit: { status: 'processing' } } });
    expect((await balanceOf(t, player.auth)).main_balance).toBe(0);
    const tx = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(tx.json().data.transactions[0]).toMatchObject({ type: 'deposit', amount: 1000, status: 'processing' });
  });

  it('accepts a receipt as a data URL and as jpg or webp bytes', async () => {
    const player = await createPlayer(t);
    for (const receipt of [`data:image/png;base64,${PNG_1x1}`, JPEG_1x1.toString('base64'), WEBP_1x1.toString('base64')]) {
      const res = await submitDeposit(t, player.auth, validDeposit({ amount: 100, receipt_file: receipt }));
      expect(res.statusCode).toBe(201);
    }
  });

  it.each([
    ['below the minimum', 99.99],
    ['zero', 0],
    ['negative', -500],
    ['above the maximum', 500_000.01],
    ['absurdly large', 1e308],
    ['a string', '1000'],
    ['missing', undefined],
  ])('refuses an amount that is %s with the spec message', async (_case, amount) => {
    const player = await createPlayer(t);
    const res = await submitDeposit(t, player.auth, validDeposit({ amount }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Amount must be between ₹100 and ₹500,000' });
  });

  it('refuses fractions of a paisa', async () => {
    const player = await createPlayer(t);
    const res = await submitDeposit(t, player.auth, validDeposit({ amount: 100.005 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Amount can have at most 2 decimal places');
  });

  it('refuses NaN and Infinity sent as raw JSON tokens without a 500', async () => {
    const player = await createPlayer(t);
    for (const token of ['NaN', 'Infinity', '1e400']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/wallet/submit-deposit',
        headers: { ...player.auth, 'content-type': 'application/json' },
        payload: `{"amount": ${token}, "payment_option_id": ${upi}, "utr_number": "${uniqueUtr()}", "receipt_file": "${PNG_1x1}"}`,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('asks for a payment option, and refuses a disabled or unknown one', async () => {
    const player = await createPlayer(t);
    const missing = await submitDeposit(t, player.auth, validDeposit({ payment_option_id: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a payment option');
    const unknown = await submitDeposit(t, player.auth, validDeposit({ payment_option_id: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please select a payment option');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-options',
      headers: admin,
      payload: { key: 'upi-off', type: 'upi', label: 'Old UPI', upi_id: 'old@ybl', is_enabled: false },
    });
    expect(created.statusCode).toBe(201);
    const disabled = await submitDeposit(t, player.auth, validDeposit({ payment_option_id: created.json().data.payment_option.id }));
    expect(disabled.json().message).toBe('Please select a payment option');
  });

  it('asks for the UTR and the receipt with the spec message', async () => {
    const player = await createPlayer(t);
    for (const body of [
      validDeposit({ utr_number: '' }),
      validDeposit({ utr_number: undefined }),
      validDeposit({ receipt_file: '' }),
      validDeposit({ receipt_file: undefined }),
    ]) {
      const res = await submitDeposit(t, player.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill all required fields and upload receipt');
    }
  });

  it('refuses a UTR used before, by anyone, whatever its case', async () => {
    const first = await createPlayer(t);
    const second = await createPlayer(t);
    const utr = uniqueUtr();
    expect((await submitDeposit(t, first.auth, validDeposit({ utr_number: utr }))).statusCode).toBe(201);
    const again = await submitDeposit(t, second.auth, validDeposit({ utr_number: utr.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This UTR number has already been used');
  });

  it('refuses a UTR holding script text', async () => {
    const player = await createPlayer(t);
    const res = await submitDeposit(t, player.auth, validDeposit({ utr_number: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid UTR number (6 to 30 letters or digits)');
  });

  it.each([
    ['a renamed PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n').toString('base64')],
    ['an HTML file', Buffer.from('<html><script>alert(1)</script></html>').toString('base64')],
    ['an HTML file in an image data URL', `data:image/png;base64,${Buffer.from('<!doctype html><p>hi').toString('base64')}`],
    ['broken base64', 'iVBORw0KGgo!!!notbase64***'],
    ['base64 of the wrong length', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB='],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')],
    [
      'a PNG signature followed by HTML',
      Buffer.concat([Buffer.from(PNG_1x1, 'base64').subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64'),
    ],
    ['a bare 12-byte JPEG header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString('base64')],
    ['a truncated PNG', Buffer.from(PNG_1x1, 'base64').subarray(0, 40).toString('base64')],
    ['a truncated JPEG', JPEG_1x1.subarray(0, JPEG_1x1.length - 2).toString('base64')],
    ['a truncated WebP', WEBP_1x1.subarray(0, WEBP_1x1.length - 4).toString('base64')],
  ])('refuses a receipt that is %s', async (_case, receipt) => {
    const player = await createPlayer(t);
    const res = await submitDeposit(t, player.auth, validDeposit({ receipt_file: receipt }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload an image file (jpg, png, webp)');
  });

  it('accepts a receipt of exactly 5 MB and refuses 5 MB and one byte', async () => {
    const player = await createPlayer(t);
    const atLimit = await submitDeposit(t, player.auth, validDeposit({ amount: 100, receipt_file: pngOfSize(5 * 1024 * 1024) }));
    expect(atLimit.statusCode).toBe(201);
    const over = await submitDeposit(t, player.auth, validDeposit({ amount: 100, receipt_file: pngOfSize(5 * 1024 * 1024 + 1) }));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('Receipt image must be at most 5 MB');
  });

  it('refuses a 6 MB image with 413 before reading it all', async () => {
    const player = await createPlayer(t);
    const res = await submitDeposit(t, player.auth, validDeposit({ receipt_file: `data:image/png;base64,${pngOfSize(6 * 1024 * 1024)}` }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Receipt image must be at most 5 MB' });
  });

  it('refuses the demo player and a visitor without a token', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const res = await submitDeposit(t, demo.auth, validDeposit());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Demo accounts cannot deposit or withdraw');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/wallet/submit-deposit', payload: validDeposit() });
    expect(visitor.statusCode).toBe(401);
  });

  it('enforces the daily deposit limit of ₹50,000 counting requests not rejected', async () => {
    await clearOfMidnightInIndia();
    const player = await createPlayer(t);
    expect((await submitDeposit(t, player.auth, validDeposit({ amount: 30_000 }))).statusCode).toBe(201);
    expect((await submitDeposit(t, player.auth, validDeposit({ amount: 20_000 }))).statusCode).toBe(201);
    const over = await submitDeposit(t, player.auth, validDeposit({ amount: 100 }));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Daily deposit limit of ₹50,000.00 reached. You can deposit up to ₹0.00 more today.');
    const limits = await t.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: player.auth });
    expect(limits.json().data).toMatchObject({
      daily_deposit_limit: 50_000,
      deposit_used_today: 50_000,
      deposit_left_today: 0,
      daily_withdrawal_limit: 25_000,
    });
  });

  it('replays a deposit sent twice with one Idempotency-Key and creates one request', async () => {
    const player = await createPlayer(t);
    const body = validDeposit();
    const first = await submitDeposit(t, player.auth, body, { 'idempotency-key': 'dep-1' });
    const second = await submitDeposit(t, player.auth, body, { 'idempotency-key': 'dep-1' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.deposit.id).toBe(first.json().data.deposit.id);
    const other = await submitDeposit(t, player.auth, { ...body, amount: 200 }, { 'idempotency-key': 'dep-1' });
    expect(other.statusCode).toBe(409);
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(list.json().data.total).toBe(1);
  });

  it.runIf(onPostgres)('creates one deposit when 20 submissions with one Idempotency-Key arrive at once', async () => {
    const player = await createPlayer(t);
    const body = validDeposit({ amount: 777 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => submitDeposit(t, player.auth, body, { 'idempotency-key': 'dep-20-at-once' })));
    // Each answer is the one deposit: the first, or the same answer replayed.
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(answers.map((a) => a.json().data.deposit.id)).size).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(list.json().data.total).toBe(1);
    expect(list.json().data.transactions[0]).toMatchObject({ type: 'deposit', amount: 777, status: 'processing' });
  });
});

describe('operator decisions on deposits', () => {
  it('approves once: the money moves house cash → main and a second approval is refused', async () => {
    const player = await createPlayer(t);
    const id = (await submitDeposit(t, player.auth, validDeposit({ amount: 2500.5 }))).json().data.deposit.id;
    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.deposit).toMatchObject({ id, status: 'approved', amount: 2500.5 });
    expect(await balanceOf(t, player.auth)).toMatchObject({ main_balance: 2500.5, available_credit: 2500.5, total_balance: 2500.5 });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This deposit has already been approved');
    const reject = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/reject`, headers: admin, payload: { reason: 'late' } });
    expect(reject.statusCode).toBe(409);
    expect((await balanceOf(t, player.auth)).main_balance).toBe(2500.5);
    await expectLedgerBalanced(t);
  });

  it('rejects with a reason: no money moves and the player sees it failed', async () => {
    const player = await createPlayer(t);
    const id = (await submitDeposit(t, player.auth, validDeposit({ amount: 700 }))).json().data.deposit.id;
    const missing = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/reject`, headers: admin, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter a reason');
    const reject = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/reject`, headers: admin, payload: { reason: 'UTR not found' } });
    expect(reject.statusCode).toBe(200);
    expect((await balanceOf(t, player.auth)).main_balance).toBe(0);
    const tx = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: player.auth });
    expect(tx.json().data.transactions[0]).toMatchObject({ type: 'deposit', amount: 700, status: 'failed' });
    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin });
    expect(approve.statusCode).toBe(409);
    await expectLedgerBalanced(t);
  });

  it('lists the queue, serves the receipt image and writes each decision to the audit log', async () => {
    const player = await createPlayer(t);
    const id = (await submitDeposit(t, player.auth, validDeposit({ amount: 150 }))).json().data.deposit.id;
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/deposits?status=processing&page_size=200', headers: admin });
    expect(queue.statusCode).toBe(200);
    const row = queue.json().data.deposits.find((d: { id: number }) => d.id === id);
    expect(row).toMatchObject({
      user_id: player.id,
      username: player.username,
      amount: 150,
      status: 'processing',
      receipt_url: `/api/admin/deposits/${id}/receipt`,
    });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/admin/deposits/${id}/receipt`, headers: admin });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.rawPayload.equals(Buffer.from(PNG_1x1, 'base64'))).toBe(true);
    await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.approve'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ targetType: 'deposit', details: { user_id: player.id, amount_paise: 15000 } });
  });

  it('keeps the operator API from players and the receipt from other players', async () => {
    const player = await createPlayer(t);
    const id = (await submitDeposit(t, player.auth, validDeposit())).json().data.deposit.id;
    for (const [method, url] of [
      ['GET', '/api/admin/deposits'],
      ['GET', `/api/admin/deposits/${id}/receipt`],
      ['POST', `/api/admin/deposits/${id}/approve`],
      ['GET', '/api/admin/ledger/check'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: player.auth });
      expect(res.statusCode).toBe(403);
    }
    expect((await balanceOf(t, player.auth)).main_balance).toBe(0);
  });

  it('replays an approval sent again with its Idempotency-Key and credits once', async () => {
    const player = await createPlayer(t);
    const id = (await submitDeposit(t, player.auth, validDeposit({ amount: 640 }))).json().data.deposit.id;
    const approve = () => t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: { ...admin, 'idempotency-key': `approve-${id}` } });
    const first = await approve();
    const second = await approve();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await balanceOf(t, player.auth)).main_balance).toBe(640);
  });

  it('answers 404 for an unknown deposit and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/deposits/-1/approve', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/deposits/1e3/approve', headers: admin })).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/deposits/987654/approve', headers: admin });
    expect(res.statusCode).toBe(404);
  });

  it.runIf(onPostgres)('credits once when 20 approvals of one deposit arrive at once', async () => {
    const player = await createPlayer(t);
    const id = (await submitDeposit(t, player.auth, validDeposit({ amount: 1234 }))).json().data.deposit.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve`, headers: admin })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await balanceOf(t, player.auth)).main_balance).toBe(1234);
    await expectLedgerBalanced(t);
  });
});
