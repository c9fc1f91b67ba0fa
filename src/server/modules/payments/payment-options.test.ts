import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { walletSeed } from './seed';
import { PNG_1x1, submitDeposit, uniqueUtr } from '@server/test/payments-helpers';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

const playerOptions = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet/payment-options', headers: auth })).json().data.payment_options as { id: number; key: string }[];

describe('payment options', () => {
  it('seeds one UPI and one bank option with the fields of the spec', async () => {
    const player = await createPlayer(t);
    const options = await playerOptions(player.auth);
    expect(options).toEqual([
      {
        id: expect.any(Number),
        key: 'upi',
        type: 'upi',
        label: 'UPI',
        badge: 'Instant',
        iconUrl: '',
        upiId: 'lotus.payments@okaxis',
        accountHolder: null,
        bankName: null,
        accountNumber: null,
        ifsc: null,
      },
      {
        id: expect.any(Number),
        key: 'bank',
        type: 'bank',
        label: 'Bank Transfer',
        badge: 'IMPS / NEFT',
        iconUrl: '',
        upiId: null,
        accountHolder: 'Lotus Gaming Pvt Ltd',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000001',
      },
    ]);
  });

  it('lets the operator add, reorder, disable and delete options; players see only enabled ones in order', async () => {
    const player = await createPlayer(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-options',
      headers: admin,
      payload: { key: 'phonepe', type: 'upi', label: 'PhonePe', upi_id: 'lotus@ybl', sort_order: 0 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.payment_option.id;
    await t.app.inject({ method: 'PATCH', url: `/api/admin/payment-options/${id}`, headers: admin, payload: { sort_order: 5 } });
    expect((await playerOptions(player.auth)).map((o) => o.key)).toEqual(['upi', 'bank', 'phonepe']);
    const disabled = await t.app.inject({ method: 'PATCH', url: `/api/admin/payment-options/${id}`, headers: admin, payload: { is_enabled: false } });
    expect(disabled.json().data.payment_option.is_enabled).toBe(false);
    expect((await playerOptions(player.auth)).map((o) => o.key)).toEqual(['upi', 'bank']);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/payment-options', headers: admin });
    expect(all.json().data.payment_options.map((o: { key: string }) => o.key)).toContain('phonepe');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/payment-options/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses an incomplete option, a duplicate key, and deleting an option deposits used', async () => {
    const bankWithoutIfsc = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-options',
      headers: admin,
      payload: { key: 'bank2', type: 'bank', label: 'Bank 2', account_holder: 'X', bank_name: 'Y', account_number: '123456789' },
    });
    expect(bankWithoutIfsc.statusCode).toBe(400);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-options',
      headers: admin,
      payload: { key: 'upi', type: 'upi', label: 'UPI again', upi_id: 'a@b' },
    });
    expect(duplicate.statusCode).toBe(409);
    const player = await createPlayer(t);
    const upi = (await playerOptions(player.auth)).find((o) => o.key === 'upi');
    const becomesIncomplete = await t.app.inject({ method: 'PATCH', url: `/api/admin/payment-options/${upi?.id}`, headers: admin, payload: { type: 'bank' } });
    expect(becomesIncomplete.statusCode).toBe(400);
    expect(becomesIncomplete.json().message).toBe('A bank option needs the holder, bank name, account number and IFSC');

    await submitDeposit(t, player.auth, { amount: 100, payment_option_id: upi?.id, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
    const used = await t.app.inject({ method: 'DELETE', url: `/api/admin/payment-options/${upi?.id}`, headers: admin });
    expect(used.statusCode).toBe(409);
  });

  it('audits every change with the pay-to details before and after, and nothing for a refused one', async () => {
    const auditOf = async (id: number) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?page_size=200', headers: admin })).json().data.entries as {
          action: string;
          target_type: string;
          target_id: string;
          details: Record<string, { upiId?: string } | undefined>;
        }[]
      )
        .filter((entry) => entry.target_type === 'payment_option' && entry.target_id === String(id))
        .reverse();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-options',
      headers: admin,
      payload: { key: 'gpay', type: 'upi', label: 'GPay', upi_id: 'lotus@okicici' },
    });
    const id = created.json().data.payment_option.id as number;
    await t.app.inject({ method: 'PATCH', url: `/api/admin/payment-options/${id}`, headers: admin, payload: { upi_id: 'someone-else@okicici' } });
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/admin/payment-options/${id}`, headers: admin, payload: { type: 'bank' } });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/payment-options/${id}`, headers: admin })).statusCode).toBe(200);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['payment_option.create', 'payment_option.update', 'payment_option.delete']);
    expect(entries[0]?.details.after?.upiId).toBe('lotus@okicici');
    expect(entries[1]?.details.before?.upiId).toBe('lotus@okicici');
    expect(entries[1]?.details.after?.upiId).toBe('someone-else@okicici');
    expect(entries[2]?.details.before?.upiId).toBe('someone-else@okicici');
  });

  it('takes an icon address only on this site or over https: javascript: and //host are refused', async () => {
    const create = (key: string, icon: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/payment-options',
        headers: admin,
        payload: { key, type: 'upi', label: 'Icon test', upi_id: 'icon@upi', icon_url: icon },
      });
    const refusedIcons = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '//evil.example/x.png',
      'http://cdn.example/x.png',
      'data:image/png;base64,AAAA',
      '/x.png" onerror="alert(1)',
    ];
    for (const [i, icon] of refusedIcons.entries()) {
      const res = await create(`icon-bad-${i}`, icon);
      expect(res.statusCode, icon).toBe(400);
      expect(res.json().message, icon).toBe('Icon URL must be a path on this site or an https address');
    }
    const https = await create('icon-https', 'https://cdn.example/icons/upi.png');
    expect(https.statusCode).toBe(201);
    expect(https.json().data.payment_option.iconUrl).toBe('https://cdn.example/icons/upi.png');
    const sameSite = await create('icon-path', '/x.png');
    expect(sameSite.statusCode).toBe(201);
    expect(sameSite.json().data.payment_option.iconUrl).toBe('/x.png');
    expect((await create('icon-none', '')).statusCode).toBe(201);

    const id = sameSite.json().data.payment_option.id as number;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/payment-options/${id}`,
      headers: admin,
      payload: { icon_url: 'javascript:alert(1)' },
    });
    expect(patched.statusCode).toBe(400);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/payment-options', headers: admin })).json().data.payment_options as {
      key: string;
      iconUrl: string;
    }[];
    expect(all.find((option) => option.key === 'icon-path')?.iconUrl).toBe('/x.png');
    expect(all.some((option) => option.key.startsWith('icon-bad-'))).toBe(false);
  });

  it('keeps option management from players', async () => {
    const player = await createPlayer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-options',
      headers: player.auth,
      payload: { key: 'evil', type: 'upi', label: 'Evil', upi_id: 'evil@upi' },
    });
    expect(res.statusCode).toBe(403);
  });
});
