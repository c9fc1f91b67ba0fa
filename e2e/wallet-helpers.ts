import { expect, type APIRequestContext } from '@playwright/test';
import { operatorToken, type Player } from './helpers';

// Money set up through the API for the wallet browser tests (the browser part is what they test).

// A 2×1 PNG: real image bytes, so the server's content check accepts the receipt.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwyBDAYAPvEH+TLcvCsAAAAASUVORK5CYII=', 'base64');
// A branch the offline bank directory knows.
export const SBI_IFSC = 'SBIN0000691';

let utrCounter = 0;
/** A UTR nobody else in this run has used (UTRs are unique site-wide). */
export function freshUtr(): string {
  utrCounter += 1;
  return `E2E${Date.now()}${utrCounter}${Math.floor(Math.random() * 1000)}`;
}

async function firstPaymentOption(request: APIRequestContext, player: Player): Promise<number> {
  const response = await request.get('/api/wallet/payment-options', { headers: { authorization: `Bearer ${player.token}` } });
  const body = (await response.json()) as { data: { payment_options: Array<{ id: number }> } };
  const option = body.data.payment_options[0];
  if (!option) throw new Error('the demo seed has no payment option');
  return option.id;
}

/** Through the API: a deposit request, approved by the operator unless asked not to. */
export async function depositByApi(request: APIRequestContext, player: Player, amount: number, { approve = true } = {}): Promise<number> {
  const response = await request.post('/api/wallet/submit-deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { amount, payment_option_id: await firstPaymentOption(request, player), utr_number: freshUtr(), receipt_file: PNG.toString('base64') },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { data: { deposit: { id: number } } }).data.deposit.id;
  if (approve) {
    const approved = await request.post(`/api/admin/deposits/${id}/approve`, { headers: { authorization: `Bearer ${await operatorToken(request)}` } });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return id;
}

/** Adds a payout account, after setting the withdrawal password ('payout1') in its own step. */
export async function addAccountByApi(request: APIRequestContext, player: Player): Promise<number> {
  const set = await request.post('/api/wallet/withdraw-password', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { withdraw_password: 'payout1', password: player.password },
  });
  expect([201, 409], await set.text()).toContain(set.status());
  const response = await request.post('/api/wallet/add-account', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      bank_name: 'State Bank of India',
      account_holder_name: 'Asha Verma',
      account_number: '123456789012',
      ifsc_code: SBI_IFSC,
      password: player.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { account: { id: number } } }).data.account.id;
}
