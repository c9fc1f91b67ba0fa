import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultUserSettings } from '@shared/schemas/settings';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { SettingsPage } from './settings-page';

const player = {
  id: 7,
  username: 'ravi_7',
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
const TOKEN = 'token-abcdefghijklmnopqrstuvwxyz';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

const signIns = [
  {
    id: 11,
    device: 'Chrome · Windows',
    user_agent: 'x',
    ip_address: '10.0.0.1',
    created_at: '2026-11-20T10:00:00Z',
    last_seen_at: '2026-11-25T10:00:00Z',
    current: true,
  },
  {
    id: 12,
    device: 'Firefox · Android',
    user_agent: 'y',
    ip_address: '10.0.0.2',
    created_at: '2026-11-21T10:00:00Z',
    last_seen_at: '2026-11-24T10:00:00Z',
    current: false,
  },
];

describe('settings security', () => {
  it('has no switch that does nothing: no two-factor, login alert or device tracking switch', async () => {
    startSession(player, TOKEN);
    mockFetch({
      'GET /api/user/settings': () => ok({ settings: defaultUserSettings }),
      'GET /api/auth/2fa': () => ok({ enabled: false, recovery_codes_left: 0 }),
      'GET /api/auth/sessions': () => ok({ sessions: signIns }),
    });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    for (const name of ['Two-Factor Authentication', 'Login Alerts', 'Device Tracking']) expect(screen.queryByRole('switch', { name })).toBeNull();
  });

  it('sets up two-factor sign-in: QR code and key, a first code, then the recovery codes once', async () => {
    startSession(player, TOKEN);
    let enabled = false;
    const calls = mockFetch({
      'GET /api/user/settings': () => ok({ settings: defaultUserSettings }),
      'GET /api/auth/2fa': () => ok({ enabled, recovery_codes_left: enabled ? 10 : 0 }),
      'GET /api/auth/sessions': () => ok({ sessions: signIns }),
      'POST /api/auth/2fa/setup': () => ok({ secret: SECRET, otpauth_url: `otpauth://totp/Lotus:ravi_7?secret=${SECRET}&issuer=Lotus` }),
      'POST /api/auth/2fa/enable': ({ body }) => {
        if ((body as { code: string }).code !== '123456') return fail(400, 'Invalid authentication code', 'BAD_REQUEST');
        enabled = true;
        return ok({ recovery_codes: codes }, 'Two-factor sign-in is on');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    // The account password first: a token alone cannot set it up.
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/auth/2fa/setup')).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'my-password-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent?.replace(/\s/g, '')).toBe(SECRET);

    const field = screen.getByLabelText('2. Enter the 6-digit code the app shows');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Invalid authentication code')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls.filter((call) => call.path === '/api/auth/2fa/setup').map((call) => call.body)).toEqual([{ password: 'my-password-1' }]);
    expect(calls.filter((call) => call.path === '/api/auth/2fa/enable').map((call) => call.body)).toEqual([
      { password: 'my-password-1', code: '000000' },
      { password: 'my-password-1', code: '123456' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
    expect(screen.getByText(/10 recovery codes left/)).toBeTruthy();
  });

  it('turns it off with the password and a code, saying the server’s refusal', async () => {
    startSession(player, TOKEN);
    const calls = mockFetch({
      'GET /api/user/settings': () => ok({ settings: defaultUserSettings }),
      'GET /api/auth/2fa': () => ok({ enabled: true, recovery_codes_left: 3 }),
      'GET /api/auth/sessions': () => ok({ sessions: signIns }),
      'POST /api/auth/2fa/disable': () => fail(401, 'Invalid authentication code', 'TWO_FACTOR_REQUIRED'),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    await user.type(await screen.findByLabelText('Password'), 'Kite-Mango-9');
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Invalid authentication code')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/2fa/disable')?.body).toEqual({ password: 'Kite-Mango-9', code: '654321' });
    // A refused code is not a dead token: the player is still signed in.
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
  });

  it('lists the devices and signs one out', async () => {
    startSession(player, TOKEN);
    let live = signIns;
    const calls = mockFetch({
      'GET /api/user/settings': () => ok({ settings: defaultUserSettings }),
      'GET /api/auth/2fa': () => ok({ enabled: false, recovery_codes_left: 0 }),
      'GET /api/auth/sessions': () => ok({ sessions: live }),
      'DELETE /api/auth/sessions/12': () => {
        live = signIns.filter((signIn) => signIn.id !== 12);
        return { status: 200, body: { success: true, message: 'Signed out of that device' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(within(list).getByText('Firefox · Android')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out Firefox · Android' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/auth/sessions/12')).toBe(true);
    await screen.findByText('Chrome · Windows');
    expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeTruthy();
    await expect.poll(() => screen.queryByText('Firefox · Android')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
