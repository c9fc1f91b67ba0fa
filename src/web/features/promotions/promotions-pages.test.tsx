import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage, loadExtraCatalog } from '@web/i18n/i18n';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { testPlayer as player } from '@web/test/players';
import { renderWithProviders } from '@web/test/render';
import { PromotionsPage } from './promotions-page';
import { ReferEarnPage } from './refer-earn-page';

const promotion = {
  id: 1,
  code: 'WELCOME100',
  title: 'Welcome bonus',
  description: '',
  kind: 'fixed',
  amount: 100,
  percent: null,
  max_bonus: null,
  wagering_multiple: 3,
  wagering_on: 'casino',
  bonus_valid_days: 30,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
  per_player_limit: 1,
  total_limit: null,
  rules: 'Get a ₹100.00 bonus when you redeem the code. Play 3× the bonus in casino stakes after it is granted and it moves to your main balance.',
};

describe('promotions page', () => {
  it('shows each live promotion with its rules in words and redeems a typed code, showing the server message', async () => {
    startSession(player, 'token-1');
    const calls = mockFetch({
      'GET /api/promotions/active': () => ok({ promotions: [promotion] }),
      'POST /api/promotions/redeem': (call) =>
        (call.body as { code: string }).code === 'WELCOME100'
          ? ok({ status: 'granted' }, 'Bonus added to your bonus wallet')
          : fail(404, 'Promotion code not found'),
    });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(
      await screen.findByText(
        'Get a ₹100.00 bonus when you redeem the code. Play 3× the bonus in casino stakes after it is granted and it moves to your main balance. What is not converted within 30 days expires. Bonuses are played through one at a time, oldest first: a stake counts towards one bonus only. Bonus money cannot be withdrawn until it converts. Each player may redeem it once.',
      ),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Promotion code'), { target: { value: 'nope1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Promotion code not found')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'NOPE1' });

    fireEvent.click(screen.getByRole('button', { name: 'Redeem WELCOME100' }));
    expect(await screen.findByText('Bonus added to your bonus wallet')).toBeTruthy();
  });
});

const referrals = {
  code: 'LRABC2345',
  link: '/register/LRABC2345',
  bonus_amount: 100,
  programme_active: true,
  rules: 'Share your code or link.',
  wagering_multiple: 1,
  wagering_on: 'any',
  bonus_valid_days: 7,
  friends_joined: 2,
  bonuses_earned: 100,
  friends: [
    { display_name: 'Asha', joined_at: '2026-11-01T10:00:00.000Z', status: 'rewarded', bonus: 100 },
    { display_name: 'Ravi', joined_at: '2026-11-02T10:00:00.000Z', status: 'joined', bonus: 0 },
  ],
};

describe('Refer & Earn page', () => {
  it('shows the code, the link, friends joined and bonuses earned', async () => {
    startSession(player, 'token-1');
    mockFetch({ 'GET /api/referrals/me': () => ok(referrals) });
    renderWithProviders(<ReferEarnPage />, { route: '/refer-and-earn' });
    expect((await screen.findByTestId('referral-code')).textContent).toBe('LRABC2345');
    expect(screen.getByText(`${window.location.origin}/register/LRABC2345`)).toBeTruthy();
    expect(screen.getByText('₹100.00')).toBeTruthy();
    const friends = within(screen.getByRole('list', { name: 'Friends' })).getAllByRole('listitem');
    expect(friends[0]?.textContent).toContain('Bonus earned · ₹100.00');
    expect(friends[1]?.textContent).toContain('Joined — no deposit yet');
    expect(
      screen.getByText(
        'Share your code or link. When a friend registers with it and their first deposit is approved, you get a ₹100.00 bonus, once per friend. Friends using your phone number or bank account do not count. Play 1× the bonus in matched exchange bets and casino stakes after it is granted and it moves to your main balance. What is not converted within 7 days expires. Bonuses are played through one at a time, oldest first: a stake counts towards one bonus only. Bonus money cannot be withdrawn until it converts.',
      ),
    ).toBeTruthy();
  });

  it('tells a demo player plainly that it is for real-money accounts, with nothing to retry', async () => {
    startSession(player, 'token-1');
    mockFetch({ 'GET /api/referrals/me': () => fail(403, 'Refer & Earn is for real-money accounts') });
    renderWithProviders(<ReferEarnPage />, { route: '/refer-and-earn' });
    await waitFor(() => expect(screen.getByText('Refer & Earn is for real-money accounts')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry when the page could not be loaded', async () => {
    startSession(player, 'token-1');
    mockFetch({ 'GET /api/referrals/me': () => fail(503, 'Service temporarily unavailable') });
    renderWithProviders(<ReferEarnPage />, { route: '/refer-and-earn' });
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('promotions and Refer & Earn in Hindi', () => {
  it("shows their own texts and the rules in Hindi, the promotion's title and description in the operator's Hindi", async () => {
    await activateLanguage('hi', { remember: false });
    await loadExtraCatalog();
    try {
      startSession(player, 'token-1');
      // The server answers the operator's version for the language asked for.
      const hindi = { ...promotion, title: 'वेलकम बोनस', description: '₹100 का बोनस पाएँ।' };
      const calls = mockFetch({
        'GET /api/promotions/active': (call) => ok({ promotions: [call.headers['accept-language'] === 'hi' ? hindi : promotion] }),
      });
      renderWithProviders(<PromotionsPage />, { route: '/promotions' });
      expect(await screen.findByText(/^कोड रिडीम करने पर ₹100\.00 का बोनस पाएँ। बोनस मिलने के बाद उसका 3× कसीनो स्टेक में खेलें/)).toBeTruthy();
      expect(screen.getByText('वेलकम बोनस')).toBeTruthy();
      expect(screen.getByText('₹100 का बोनस पाएँ।')).toBeTruthy();
      expect(calls.map((call) => call.headers['accept-language'])).toEqual(['hi']);
      expect(screen.getByLabelText('प्रमोशन कोड')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'WELCOME100 रिडीम करें' })).toBeTruthy();
      expect(screen.queryByText('Redeem')).toBeNull();
      cleanup();

      mockFetch({ 'GET /api/referrals/me': () => ok(referrals) });
      renderWithProviders(<ReferEarnPage />, { route: '/refer-and-earn' });
      const friends = within(await screen.findByRole('list', { name: 'दोस्त' })).getAllByRole('listitem');
      expect(friends[0]?.textContent).toContain('बोनस मिला · ₹100.00');
      expect(friends[1]?.textContent).toContain('जुड़ गए — अभी डिपॉज़िट नहीं');
      expect(screen.getByText('आपका रेफ़रल कोड')).toBeTruthy();
      expect(screen.getByText(/^अपना कोड या लिंक शेयर करें। .+ ₹100\.00 का बोनस मिलता है/)).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });

  it('asks again in the new language when the player switches', async () => {
    startSession(player, 'token-1');
    const calls = mockFetch({
      'GET /api/promotions/active': (call) =>
        ok({ promotions: [{ ...promotion, title: call.headers['accept-language'] === 'bn' ? 'ওয়েলকাম বোনাস' : 'Welcome bonus' }] }),
    });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    try {
      await act(() => activateLanguage('bn', { remember: false }));
      expect(await screen.findByText('ওয়েলকাম বোনাস')).toBeTruthy();
      expect(calls.map((call) => call.headers['accept-language'])).toEqual(['en', 'bn']);
    } finally {
      await act(() => activateLanguage('en', { remember: false }));
    }
  });
});
