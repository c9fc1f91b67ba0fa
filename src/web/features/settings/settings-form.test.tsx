import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultUserSettings, type UserSettings } from '@shared/schemas/settings';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';

const player = {
  id: 1,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '9876543210',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 0,
  bonus_balance: 0,
  available_credit: 0,
  net_exposure: 0,
};

function saveServer(reply: 'ok' | 'error'): MockCall[] {
  return mockFetch({
    'GET /api/site-settings': () => ok({ site_settings: { whatsapp_url: null, telegram_url: null, usd_rate: null, eur_rate: null } }),
    'PUT /api/user/settings': ({ body }) => (reply === 'ok' ? ok({ settings: body }, 'Settings saved successfully') : fail(500, 'Internal server error')),
  });
}

describe('settings sound options', () => {
  it('shows volume and the sound sub-options only while sound is on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    expect(screen.getByLabelText('Volume')).toHaveProperty('value', '75');
    expect(screen.getByRole('switch', { name: 'Bet Sounds' })).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Sound Enabled' }));
    expect(screen.queryByLabelText('Volume')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Bet Sounds' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Win Sounds' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Notification Sounds' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Sound Enabled' }));
    expect(screen.getByRole('switch', { name: 'Notification Sounds' })).toBeTruthy();
  });

  it('offers every option of spec §9 that has something behind it', async () => {
    mockFetch({ 'GET /api/site-settings': () => ok({ site_settings: { whatsapp_url: null, telegram_url: null, usd_rate: 83.5, eur_rate: null } }) });
    renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    const values = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);
    expect(values('Theme')).toEqual(['light', 'dark', 'auto']);
    expect(values('Language')).toEqual(['en', 'hi', 'bn', 'ta']);
    expect(values('Timezone')).toEqual(['Asia/Kolkata', 'Asia/Dubai', 'UTC']);
    expect((screen.getByLabelText('Session Timeout') as HTMLSelectElement).value).toBe('30');
    // USD has an operator's rate, EUR has none: only rupees and approximate dollars are offered.
    expect(values('Currency')).toEqual(['INR']);
    expect(await screen.findByRole('option', { name: 'INR, with approximate USD ($)' })).toBeTruthy();
    expect(values('Currency')).toEqual(['INR', 'USD']);
    // Nothing stands behind these: no email or SMS channel, no public profile, no friends.
    for (const gone of ['Email Notifications', 'SMS Notifications', 'Promotional Emails', 'Allow Friend Requests', 'Show Betting History']) {
      expect(screen.queryByRole('switch', { name: gone })).toBeNull();
    }
    expect(screen.queryByLabelText('Profile Visibility')).toBeNull();
  });

  it('asks for the session timeout only while auto logout is on', async () => {
    mockFetch({ 'GET /api/site-settings': () => ok({ site_settings: { whatsapp_url: null, telegram_url: null, usd_rate: null, eur_rate: null } }) });
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    await user.click(screen.getByRole('switch', { name: 'Auto Logout' }));
    expect(screen.queryByLabelText('Session Timeout')).toBeNull();
  });
});

describe('settings save', () => {
  it("shows 'Saving...', then 'Saved!' for 3 s, and saves to the server and to userSettings", async () => {
    vi.useFakeTimers();
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    let release: () => void = () => undefined;
    const calls = mockFetch({
      'GET /api/site-settings': () => ok({ site_settings: { whatsapp_url: null, telegram_url: null, usd_rate: null, eur_rate: null } }),
      'PUT /api/user/settings': async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ settings: body });
      },
    });
    renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Bet Alerts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toHaveProperty('disabled', true);
    release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeTruthy();

    const sent = calls.find((call) => call.method === 'PUT')?.body as UserSettings;
    expect(sent.notifications.betAlerts).toBe(false);
    const stored = JSON.parse(localStorage.getItem('userSettings') ?? '{}') as UserSettings;
    expect(stored.notifications.betAlerts).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeTruthy();
  });

  it("shows 'Error!' for 3 s when the server refuses", async () => {
    vi.useFakeTimers();
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    saveServer('error');
    renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Error!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeTruthy();
  });

  it('keeps a signed-out visitor’s settings on this device without calling the server', async () => {
    const calls = saveServer('ok');
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    await user.selectOptions(screen.getByLabelText('Theme'), 'light');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/user'))).toHaveLength(0);
    expect((JSON.parse(localStorage.getItem('userSettings') ?? '{}') as UserSettings).appearance.theme).toBe('light');
  });

  it('loads a signed-in player’s settings from the server', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const saved: UserSettings = { ...defaultUserSettings, sound: { ...defaultUserSettings.sound, soundEnabled: false } };
    mockFetch({
      'GET /api/user/settings': () => ok({ settings: saved }),
      'GET /api/site-settings': () => ok({ site_settings: { whatsapp_url: null, telegram_url: null, usd_rate: null, eur_rate: null } }),
    });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('switch', { name: 'Sound Enabled' })).toHaveProperty('ariaChecked', 'false');
    expect(screen.queryByLabelText('Volume')).toBeNull();
  });
});

describe('settings page password section', () => {
  it('says New passwords do not match, then Password must be at least 6 characters long, and posts a good change', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const calls = mockFetch({
      'GET /api/user/settings': () => ok({ settings: defaultUserSettings }),
      'GET /api/site-settings': () => ok({ site_settings: { whatsapp_url: null, telegram_url: null, usd_rate: null, eur_rate: null } }),
      'GET /api/auth/2fa': () => ok({ enabled: false, recovery_codes_left: 0 }),
      'GET /api/auth/sessions': () => ok({ sessions: [] }),
      'POST /api/auth/change-password': () => ({ status: 200, body: { success: true, message: 'Password changed successfully' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert').textContent).toBe('New passwords do not match');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');

    await user.type(screen.getByLabelText('New password'), 'defg');
    await user.type(screen.getByLabelText('Confirm new password'), 'defg');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/change-password')?.body).toEqual({
      current_password: 'old-secret',
      new_password: 'abcdefg',
      confirm_password: 'abcdefg',
    });
  });
});

describe('settings saved on change', () => {
  it('saves a change by itself a moment after it is made, without Save', async () => {
    startSession(player, 'token-1');
    const calls = saveServer('ok');
    renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Show Balance' }));
    const puts = () => calls.filter((call) => call.method === 'PUT');
    expect(puts()).toHaveLength(0);
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3_000 });
    expect((puts()[0]?.body as UserSettings).privacy.showBalance).toBe(false);
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeTruthy();
  });

  it('saves a change at once when the player leaves the page before it was saved', async () => {
    startSession(player, 'token-1');
    const calls = saveServer('ok');
    const { unmount } = renderWithProviders(<SettingsForm initial={defaultUserSettings} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Compact Mode' }));
    unmount();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect((calls.find((call) => call.method === 'PUT')?.body as UserSettings).appearance.compactMode).toBe(true);
  });
});
