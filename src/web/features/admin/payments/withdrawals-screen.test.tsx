import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import type { AdminWithdrawal } from './payment-requests-api';
import { signInOperator } from '../shared/sign-in-operator';
import { WithdrawalsScreen } from './withdrawals-screen';

const withdrawal: AdminWithdrawal = {
  id: 5,
  user_id: 7,
  username: 'lotus123456',
  amount: 2500,
  status: 'processing',
  account: { id: 3, bank_name: 'HDFC Bank', account_holder_name: 'Ravi Kumar', account_number: '50100123456789', ifsc_code: 'HDFC0001234' },
  reject_reason: null,
  payout_reference: null,
  created_at: '2025-01-01T10:00:00.000Z',
  decided_at: null,
  decided_by: null,
};

function renderQueue(route: string, withdrawals: AdminWithdrawal[]) {
  signInOperator();
  const calls = mockFetch({
    'GET /api/admin/withdrawals': () => ok({ withdrawals, total: withdrawals.length }),
    'POST /api/admin/withdrawals/5/approve': () => ok({ withdrawal: { ...withdrawal, status: 'paid' } }, 'Withdrawal marked paid'),
  });
  renderWithProviders(<WithdrawalsScreen />, { route });
  return calls;
}

const listed = (calls: MockCall[]) =>
  calls.filter((call) => call.method === 'GET').map((call) => new URL(call.path, 'http://lotus.test').searchParams.get('status'));

describe('withdrawal queue', () => {
  it('opens on the withdrawals waiting, shows the bank account to pay and marks one paid with its UTR', async () => {
    const calls = renderQueue('/admin/withdrawals', [withdrawal]);
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    expect(within(list).getByText('50100123456789')).toBeTruthy();
    expect(listed(calls)[0]).toBe('processing');
    fireEvent.click(screen.getByRole('button', { name: 'Mark Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark withdrawal paid' });
    expect(within(dialog).getByText(/Only mark it paid once the bank transfer has gone through/)).toBeTruthy();
    expect(within(dialog).getByText('HDFC0001234')).toBeTruthy();
    // The payout reference is required here, though the API still takes a call without one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(dialog).findByText('Enter the payout reference (UTR): 6 to 30 letters or digits')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Payout reference (UTR)'), { target: { value: 'hdfcn52026112612345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Withdrawal marked paid')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/api/admin/withdrawals/5/approve']);
    expect(posts[0]?.body).toEqual({ utr: 'HDFCN52026112612345' });
  });

  it('marks a withdrawal held for review paid only with a reason and a confirmation, sent with it', async () => {
    const held: AdminWithdrawal = { ...withdrawal, shared_with: [41], held_for_review: true };
    const calls = renderQueue('/admin/withdrawals', [held]);
    const card = await screen.findByTestId('withdrawal-5');
    expect(within(card).getByText('Held for review')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'player #41' }).getAttribute('href')).toBe('/admin/players/41');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark withdrawal paid' });
    fireEvent.change(within(dialog).getByLabelText('Payout reference (UTR)'), { target: { value: 'UTR12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(dialog).findByText('Give the reason this payout to a shared bank account is safe (3 to 500 characters)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Why this payout is safe (audited)'), { target: { value: 'Joint account with spouse, called' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(dialog).findByText('Confirm that you checked who owns the shared bank account')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('I checked who owns this bank account and confirm paying it.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Withdrawal marked paid')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts[0]?.body).toEqual({ utr: 'UTR12345678', review: { reason: 'Joint account with spouse, called', confirm: true } });
  });

  it('takes the status tab from the address and says when it holds nothing', async () => {
    const calls = renderQueue('/admin/withdrawals?status=paid', []);
    expect(await screen.findByText('No withdrawals')).toBeTruthy();
    expect(listed(calls)[0]).toBe('paid');
    expect(screen.getByRole('tab', { name: 'Paid' }).getAttribute('aria-selected')).toBe('true');
  });
});
