import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bet } from '@shared/schemas/bets';
import { activateLanguage } from '@web/i18n/i18n';
import { endSession, startSession } from '@web/lib/session';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { EditBetDialog } from './edit-bet-dialog';

// Editing an open bet's unmatched part: the dialog says whether the bet keeps its place in the
// queue, and sends only what changed.

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

const bet = { id: 41, side: 'back', selection: 'India', price: 3, unmatched_stake: 300, matched_stake: 100, market_type: 'match_odds' } as unknown as Bet;

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

function renderDialog() {
  startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
  const calls = mockFetch({
    'PATCH /api/bets/41': () =>
      ok({ bet: { ...bet, id: 41, unmatched_stake: 150, price: 3 }, kept_place: true, replaced_bet_id: null, balance: {} }, 'Bet updated'),
  });
  const onClose = vi.fn();
  renderWithProviders(<EditBetDialog bet={bet} onClose={onClose} />);
  return { calls, onClose };
}

describe('edit bet dialog', () => {
  it('sends only a lower stake, which keeps the place in the queue', async () => {
    const { calls, onClose } = renderDialog();
    const user = userEvent.setup();
    expect(screen.getByText(/The matched ₹100\.00 stands\./)).toBeTruthy();
    await user.clear(screen.getByLabelText('Unmatched stake (₹)'));
    await user.type(screen.getByLabelText('Unmatched stake (₹)'), '150');
    expect(screen.getByText('Only the stake goes down: your bet keeps its place in the queue.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update bet' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ stake: 150 });
  });

  it('warns that a new price goes to the back of the queue, and steps along the ladder', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Raise price' }));
    expect(screen.getByLabelText('Price')).toHaveProperty('value', '3.05');
    expect(screen.getByText('A new price or a higher stake goes to the back of the queue.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '3.01');
    expect(screen.getByText('Price must be on the odds ladder (1.01 to 1000)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update bet' })).toHaveProperty('disabled', true);
  });

  it('speaks Hindi when the site does, Back in Devanagari as players say it', async () => {
    await activateLanguage('hi', { remember: false });
    try {
      renderDialog();
      expect(screen.getByRole('dialog', { name: 'बेट बदलें' })).toBeTruthy();
      expect(screen.getByText(/पर 3\.00 के भाव पर आपकी अनमैच्ड ₹300\.00 की बैक।/)).toBeTruthy();
      expect(screen.getByLabelText('अनमैच्ड स्टेक (₹)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'बेट अपडेट करें' })).toBeTruthy();
      expect(screen.getByText('भाव या स्टेक बदलें।')).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
