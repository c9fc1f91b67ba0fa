import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { WalletPage } from './wallet-page';
import { testPlayer as player } from '@web/test/players';
import { emptyEntrySubject as noSubject } from '@shared/schemas/wallet';

const balance = { main_balance: 25000.5, bonus_balance: 500, net_exposure: 1200, total_balance: 25500.5, available_credit: 23800.5 };
const transaction = (
  id: string,
  amount: number,
  status: 'completed' | 'processing' | 'failed',
  type: 'deposit' | 'withdrawal' = amount > 0 ? 'deposit' : 'withdrawal',
) => ({
  id,
  type,
  method: type === 'deposit' ? 'UPI' : 'HDFC Bank XXXX1234',
  created_at: '2025-01-01T10:00:00.000Z',
  amount,
  status,
  reference: type === 'deposit' ? `UTR 12345678901${id.length}` : `Withdrawal #1`,
  subject:
    type === 'deposit'
      ? { ...noSubject, kind: 'deposit' as const, utr: `12345678901${id.length}` }
      : { ...noSubject, kind: 'withdrawal' as const, withdrawal_id: 1, reason: status === 'failed' ? 'Name mismatch' : null },
});

function renderWallet(handlers: Parameters<typeof mockFetch>[0], route = '/wallet') {
  startSession(player, 'token-1');
  const calls = mockFetch({
    'GET /api/wallet/balance': () => ok({ balance }),
    'GET /api/wallet/transactions': () =>
      ok({ transactions: [transaction('deposit-1', 1500, 'processing'), transaction('withdrawal-1', -1000, 'failed')], page: 1, page_size: 10, total: 2 }),
    ...handlers,
  });
  renderWithProviders(<WalletPage />, { route });
  return calls;
}

describe('wallet page', () => {
  it('shows the four balances with ₹, two decimals and Indian grouping', async () => {
    renderWallet({});
    expect(await screen.findByText('₹25,000.50')).toBeTruthy();
    expect(screen.getByText('₹500.00')).toBeTruthy();
    expect(screen.getByText('₹1,200.00')).toBeTruthy();
    expect(screen.getByText('₹25,500.50')).toBeTruthy();
  });

  it('lists transactions with signed amounts and their status', async () => {
    renderWallet({});
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [deposit, withdrawal] = within(list).getAllByRole('listitem');
    expect(deposit?.textContent).toContain('+₹1,500.00');
    expect(deposit?.textContent).toContain('Processing');
    expect(withdrawal?.textContent).toContain('-₹1,000.00');
    expect(withdrawal?.textContent).toContain('Failed');
  });

  it('shows the server message as a banner when the balance cannot be fetched', async () => {
    renderWallet({ 'GET /api/wallet/balance': () => fail(503, 'Wallet is under maintenance') });
    expect((await screen.findByText('Wallet is under maintenance')).closest('[role="alert"]')).toBeTruthy();
  });

  it('falls back to Failed to fetch balance', async () => {
    renderWallet({ 'GET /api/wallet/balance': () => ({ status: 502, body: 'Bad gateway' }) });
    expect(await screen.findByText('Failed to fetch balance')).toBeTruthy();
  });

  it('says Failed to fetch transactions when the list cannot be loaded', async () => {
    renderWallet({ 'GET /api/wallet/transactions': () => ({ status: 502, body: 'Bad gateway' }) });
    expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy();
  });

  it('shows the daily limits with what is left today and the accounts with their badges on Settings', async () => {
    renderWallet({
      'GET /api/wallet/limits': () =>
        ok({
          daily_deposit_limit: 50000,
          daily_withdrawal_limit: 25000,
          deposit_used_today: 1500,
          deposit_left_today: 48500,
          withdrawal_used_today: 0,
          withdrawal_left_today: 25000,
          day: '2025-01-01',
        }),
      'GET /api/wallet/accounts': () =>
        ok({
          accounts: [
            { id: 1, bank_name: 'HDFC Bank', account_holder_name: 'Ravi', account_number: 'XXXXXX1234', ifsc_code: 'HDFC0001234', is_active: true },
            { id: 2, bank_name: 'ICICI Bank', account_holder_name: 'Ravi', account_number: 'XXXXXX9876', ifsc_code: 'ICIC0001234', is_active: false },
          ],
        }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('₹50,000.00')).toBeTruthy();
    expect(screen.getByText('Left today ₹48,500.00')).toBeTruthy();
    expect(screen.getByText('₹25,000.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request Limit Increase' })).toBeTruthy();
    const accounts = await screen.findByRole('list', { name: 'Withdrawal accounts' });
    expect(within(accounts).getByText('Active')).toBeTruthy();
    expect(within(accounts).getByText('Inactive')).toBeTruthy();
  });
});

describe('bonus wallet in the wallet', () => {
  it('shows each active bonus with its wagering progress and rules, and a deposit bonus waiting', async () => {
    renderWallet({
      'GET /api/promotions/bonuses': () =>
        ok({
          bonuses: [
            {
              id: 1,
              source: 'promotion',
              title: 'Welcome bonus',
              amount: 100,
              status: 'active',
              wagering_on: 'casino',
              wagering_required: 300,
              wagered: 120.5,
              remaining: 179.5,
              granted_at: '2026-11-01T10:00:00.000Z',
              expires_at: '2026-12-01T10:00:00.000Z',
              rules: 'Play 3× the bonus in casino stakes after it is granted and it moves to your main balance.',
            },
          ],
          awaiting_deposit: [
            { promotion_code: 'DEP10', title: 'Deposit boost', rules: 'Get 10% of your next deposit.', redeemed_at: '2026-11-01T10:00:00.000Z' },
          ],
        }),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Wagering of Welcome bonus' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    const row = screen.getByTestId('bonus-row');
    expect(row.textContent).toContain('Wagered ₹120.50 of ₹300.00 · ₹179.50 to go');
    expect(row.textContent).toContain('Play 3× the bonus in casino stakes');
    expect(screen.getByText(/Deposit boost/).textContent).toContain('waiting for your next deposit');
  });
});
