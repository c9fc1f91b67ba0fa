import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { LoginPage } from './login-page';

const user = {
  id: 3,
  username: 'ravi_3',
  display_name: 'Ravi',
  phone_number: '9876543210',
  email: null,
  status: 'active',
  role: 'player',
  is_demo: false,
  balance: 0,
  bonus_balance: 0,
  available_credit: 0,
  net_exposure: 0,
};
const TOKEN = 'token-from-the-server-abcdefghijkl';

describe('login page with two-factor sign-in', () => {
  it('asks for the authenticator code when the server answers TWO_FACTOR_REQUIRED, then signs in with it', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': ({ body }) => {
        const otp = (body as { otp?: string }).otp;
        if (!otp) return fail(401, 'Enter the 6-digit code from your authenticator app', 'TWO_FACTOR_REQUIRED');
        if (otp !== '246810') return fail(401, 'Invalid authentication code', 'TWO_FACTOR_REQUIRED');
        return ok({ user, token: TOKEN }, 'Login successful');
      },
    });
    const person = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await person.type(screen.getByLabelText('Username or phone number'), 'ravi_3');
    await person.type(screen.getByLabelText('Password'), 'Kite-Mango-9');
    await person.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(getToken()).toBeUndefined();
    await person.type(code, '111111');
    await person.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid authentication code')).toBeTruthy();

    await person.clear(code);
    await person.type(code, '246810');
    await person.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(getToken()).toBe(TOKEN);
    expect(calls.map((call) => (call.body as { otp?: string }).otp)).toEqual([undefined, '111111', '246810']);
  });

  it('asks for no code from a player without two-factor sign-in', async () => {
    mockFetch({ 'POST /api/auth/login': () => ok({ user, token: TOKEN }, 'Login successful') });
    const person = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await person.type(screen.getByLabelText('Username or phone number'), 'ravi_3');
    await person.type(screen.getByLabelText('Password'), 'Kite-Mango-9');
    await person.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });
});

describe('login page', () => {
  it('takes a username or a phone number in one field and sends it as the username', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': () => ok({ token: 'token-123456789012345678901234', user: { id: 3, username: 'lotus123456', display_name: 'Lotus Player' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.type(screen.getByRole('textbox', { name: 'Username or phone number' }), '+91 98765 43210');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({ username: '+91 98765 43210', password: 'secret123' });
  });

  it('links to the forgot password page', () => {
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
