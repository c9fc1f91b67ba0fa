import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultUserSettings, type UserSettings } from '@shared/settings-defaults';
import { isOneClickBet, setOneClickBet } from '@web/lib/one-click-bet';
import { applyPreferences, getPreferences } from '@web/lib/preferences';
import { startSession } from '@web/lib/session';
import { mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { testPlayer as player } from '@web/test/players';
import { BetSlipSettings } from './bet-slip-settings';

function serve(): MockCall[] {
  return mockFetch({
    'PUT /api/user/settings': ({ body }) => {
      const betting = (body as { betting: Partial<UserSettings['betting']> }).betting;
      return ok({ settings: { ...defaultUserSettings, betting: { ...defaultUserSettings.betting, ...betting } } });
    },
  });
}
const puts = (calls: MockCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

afterEach(() => {
  applyPreferences(defaultUserSettings);
  setOneClickBet(false);
});

describe('Settings → Bet slip', () => {
  it('saves edited stake buttons with the account and puts them in the slip at once', async () => {
    startSession(player, 'token-1');
    const calls = serve();
    renderWithProviders(<BetSlipSettings initial={defaultUserSettings.betting} />);
    const sixth = screen.getByRole('textbox', { name: 'Stake button 6 (₹)' });
    expect(sixth).toHaveProperty('value', '25,000');
    fireEvent.change(sixth, { target: { value: '50000' } });
    fireEvent.blur(sixth);
    await vi.waitFor(() => expect(puts(calls)).toEqual([{ betting: { stakeButtons: [100, 500, 1000, 5000, 10000, 50000] } }]));
    await vi.waitFor(() => expect(getPreferences().betting.stakeButtons).toEqual([100, 500, 1000, 5000, 10000, 50000]));
    expect(sixth).toHaveProperty('value', '50,000');
  });

  it('refuses an amount that is not a whole number of rupees in range, saving nothing', async () => {
    startSession(player, 'token-1');
    const calls = serve();
    renderWithProviders(<BetSlipSettings initial={defaultUserSettings.betting} />);
    for (const bad of ['0', '2.5', 'abc', '20000000', '']) {
      const first = screen.getByRole('textbox', { name: 'Stake button 1 (₹)' });
      fireEvent.change(first, { target: { value: bad } });
      fireEvent.blur(first);
      expect(screen.getByRole('alert').textContent).toBe('Each stake button is a whole number of rupees, from ₹1 to ₹10,00,000.');
    }
    expect(puts(calls)).toEqual([]);
  });

  it('turns Confirm bets on with the account, and One Click Bet on for this device (phones included)', async () => {
    startSession(player, 'token-1');
    const calls = serve();
    renderWithProviders(<BetSlipSettings initial={defaultUserSettings.betting} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Confirm bets' }));
    await vi.waitFor(() => expect(puts(calls)).toEqual([{ betting: { confirmBets: true } }]));
    await vi.waitFor(() => expect(getPreferences().betting.confirmBets).toBe(true));

    await user.click(screen.getByRole('switch', { name: 'One Click Bet' }));
    expect(isOneClickBet()).toBe(true);
    const section = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(section).getByLabelText('One click stake (₹)')).toBeTruthy();
  });
});
