import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { endSession, startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { CashOutBar } from './cash-out-bar';

// The cash out bar: the amount quoted for the share picked, the commission, the POST with the
// amount shown, and the exchange's refusal in its words.

const player = {
  id: 7,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 25000,
  bonus_balance: 0,
  available_credit: 25000,
  net_exposure: 0,
};

const quote = (share: number, amount: number) => ({
  market_id: 11,
  share,
  amount,
  commission_rate: 2,
  commission: Math.floor(amount * 2) / 100,
  profits_after: [],
  legs: [{ runner_id: 22, side: 'back', price: 2.98, stake: 66.78 }],
});

function renderBar(post: (call: MockCall) => ReturnType<typeof ok>) {
  startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
  const calls = mockFetch({
    'GET /api/markets/11/cash-out': (call) => {
      const share = Number(new URL(call.path, 'http://localhost').searchParams.get('share'));
      return ok({ cash_out: quote(share, share === 100 ? 322.21 : 161.1) });
    },
    'POST /api/markets/11/cash-out': post,
  });
  renderWithProviders(<CashOutBar marketId={11} bookStamp={1} isOpen />);
  return calls;
}

/** A book that moves ten times in half a second, as an in-play book can. */
function MovingBook() {
  const [stamp, setStamp] = useState(1);
  useEffect(() => {
    if (stamp >= 10) return;
    const timer = setTimeout(() => setStamp((value) => value + 1), 50);
    return () => clearTimeout(timer);
  }, [stamp]);
  return <CashOutBar marketId={11} bookStamp={stamp} isOpen />;
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('cash out bar', () => {
  it('shows what the share picked locks in and the commission, and cashes out that amount', async () => {
    const calls = renderBar(() => ok({ cash_out: { ...quote(50, 161.1), bet_ids: [5], balance: {} } }));
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Cash out ₹322.21' })).toBeTruthy();
    expect(screen.getByText('Commission 2% on net winnings at settlement (₹6.44 on this).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '50%' }));
    await user.click(await screen.findByRole('button', { name: 'Cash out ₹161.10' }));
    expect(await screen.findByText('Cashed out 50%: ₹161.10 locked in whatever the result.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ share: 50, amount: 161.1 });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes the button away after a 100% cash out: the level book has nothing left to cash out', async () => {
    let isLevel = false;
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    mockFetch({
      'GET /api/markets/11/cash-out': () => ok({ cash_out: isLevel ? { ...quote(100, 0), legs: [] } : quote(100, 2.28) }),
      'POST /api/markets/11/cash-out': () => {
        isLevel = true;
        return ok({ cash_out: { ...quote(100, 2.28), bet_ids: [5], balance: {} } });
      },
    });
    renderWithProviders(<CashOutBar marketId={11} bookStamp={1} isOpen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cash out ₹2.28' }));
    expect(await screen.findByText('Cashed out 100%: ₹2.28 locked in whatever the result.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull());
    expect(screen.queryByRole('group', { name: 'Share to cash out' })).toBeNull();
  });

  it('says so in words when the price moved and nothing was cashed out', async () => {
    renderBar(() => fail(409, 'The price moved, so nothing was cashed out. Cash out now gives ₹300.00.', 'CONFLICT'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cash out ₹322.21' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The price moved, so nothing was cashed out. Cash out now gives ₹300.00.'));
  });

  it('speaks Hindi when the site does', async () => {
    await activateLanguage('hi', { remember: false });
    try {
      renderBar(() => ok({}));
      expect(await screen.findByRole('button', { name: 'कैश आउट ₹322.21' })).toBeTruthy();
      expect(screen.getByText('सेटलमेंट पर शुद्ध जीत पर 2% कमीशन (इस पर ₹6.44)।')).toBeTruthy();
      expect(screen.getByRole('group', { name: 'कितना कैश आउट करें' })).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });

  it('asks for a new quote at most once a second while the book keeps moving, and for the last book', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const calls = mockFetch({ 'GET /api/markets/11/cash-out': () => ok({ cash_out: quote(100, 322.21) }) });
    renderWithProviders(<MovingBook />);
    expect(await screen.findByRole('button', { name: 'Cash out ₹322.21' })).toBeTruthy();
    const quotes = () => calls.filter((call) => call.method === 'GET').length;
    // The first book, the first move at once, then the ninth move's book a second later: three, not ten.
    await waitFor(() => expect(quotes()).toBe(3), { timeout: 2_500 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(quotes()).toBe(3);
  });
});
