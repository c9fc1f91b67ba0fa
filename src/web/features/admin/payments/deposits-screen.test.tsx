import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import type { AdminDeposit } from './payment-requests-api';
import { signInOperator } from '../shared/sign-in-operator';
import { DepositsScreen } from './deposits-screen';

const deposit: AdminDeposit = {
  id: 12,
  user_id: 7,
  username: 'lotus123456',
  amount: 1500,
  status: 'processing',
  utr_number: 'UTR123456789',
  payment_option: { id: 1, key: 'upi', type: 'upi', label: 'UPI' },
  reject_reason: null,
  created_at: '2025-01-01T10:00:00.000Z',
  decided_at: null,
  decided_by: null,
  receipt_url: '/api/admin/deposits/12/receipt',
};

function renderQueue(decide: (call: MockCall) => Promise<ReturnType<typeof ok>> | ReturnType<typeof ok>) {
  signInOperator();
  const calls = mockFetch({
    'GET /api/admin/deposits': () => ok({ deposits: [deposit], total: 1 }),
    'GET /api/admin/deposits/12/receipt': () => fail(404, 'Receipt not found'),
    'POST /api/admin/deposits/12/approve': decide,
    'POST /api/admin/deposits/12/reject': decide,
  });
  renderWithProviders(<DepositsScreen />, { route: '/admin/deposits' });
  return calls;
}

const decisions = (calls: MockCall[]) => calls.filter((call) => call.method === 'POST');

describe('deposit queue', () => {
  it('keeps every decision button disabled while one is in flight, and sends it once with an Idempotency-Key', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const calls = renderQueue(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    const confirm = within(dialog).getByRole('button', { name: 'Approve and credit' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Approve', hidden: true })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reject', hidden: true })).toHaveProperty('disabled', true);
    expect(decisions(calls)[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    answer(ok({ deposit: { id: 12, status: 'approved', user_id: 7, amount: 1500 } }, 'Deposit approved'));
    expect(await screen.findByText('Deposit approved')).toBeTruthy();
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const calls = renderQueue(() => ok({ deposit: { id: 12, status: 'rejected', user_id: 7, amount: 1500 } }, 'Deposit rejected'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(within(dialog).getByText('Please enter a reason')).toBeTruthy();
    expect(decisions(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'UTR not in the bank statement' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(await screen.findByText('Deposit rejected')).toBeTruthy();
    expect(decisions(calls)[0]?.body).toEqual({ reason: 'UTR not in the bank statement' });
  });
});
