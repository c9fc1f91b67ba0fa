import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { RegisterPage } from './register-page';

const referralCalls = (calls: MockCall[]) => calls.filter((call) => call.path === '/api/auth/validate-referral-code');

function validateOnly(validCode: string) {
  return mockFetch({
    'POST /api/auth/validate-referral-code': ({ body }) =>
      (body as { referral_code: string }).referral_code.toUpperCase() === validCode
        ? ok({ referral_code: validCode })
        : fail(404, 'Invalid referral code', 'NOT_FOUND'),
  });
}

describe('register page referral check', () => {
  it('asks the server once, 500 ms after typing stops, and enables Sign up only for a valid code', async () => {
    vi.useFakeTimers();
    const calls = validateOnly('LOTUS100');
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });

    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'LOTUS100' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(referralCalls(calls)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(referralCalls(calls)).toHaveLength(1);
    expect(referralCalls(calls)[0]?.body).toEqual({ referral_code: 'LOTUS100' });
    expect(screen.getByText('Referral code applied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', false);
  });

  it('shows the server message and the spec hint for an unknown code and keeps Sign up disabled', async () => {
    validateOnly('LOTUS100');
    renderWithProviders(<RegisterPage />, { route: '/register/NOPE', path: '/register/:referralCode' });

    expect(screen.getByLabelText('Referral code')).toHaveProperty('value', 'NOPE');
    expect(await screen.findByText('Invalid referral code')).toBeTruthy();
    expect(screen.getByText('Please enter a valid referral code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);
  });

  it('says Failed to validate referral code when the check itself fails', async () => {
    mockFetch({ 'POST /api/auth/validate-referral-code': () => fail(500, '', 'INTERNAL') });
    renderWithProviders(<RegisterPage />, { route: '/register?promo=LOTUS100', path: '/register' });
    expect(await screen.findByText('Failed to validate referral code')).toBeTruthy();
  });

  it('says Failed to validate referral code, not a network message, when the network is down', async () => {
    mockFetch({ 'POST /api/auth/validate-referral-code': () => new TypeError('Failed to fetch') });
    renderWithProviders(<RegisterPage />, { route: '/register?promo=LOTUS100', path: '/register' });
    expect(await screen.findByText('Failed to validate referral code')).toBeTruthy();
    expect(screen.queryByText('Network error. Please try again.')).toBeNull();
  });

  it.each([
    ['/register/LOTUS100', '/register/:referralCode'],
    ['/register?promo=LOTUS100', '/register'],
    ['/register?ref=LOTUS100', '/register'],
    ['/register?code=LOTUS100', '/register'],
  ])('prefills the referral code from %s', async (route, path) => {
    validateOnly('LOTUS100');
    renderWithProviders(<RegisterPage />, { route, path });
    expect(screen.getByLabelText('Referral code')).toHaveProperty('value', 'LOTUS100');
    expect(await screen.findByText('Referral code applied')).toBeTruthy();
  });

  it('checks only the last code typed when typing pauses shorter than 500 ms', async () => {
    vi.useFakeTimers();
    const calls = validateOnly('LOTUS100');
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    const input = screen.getByLabelText('Referral code');
    for (const text of ['L', 'LO', 'LOT']) fireEvent.change(input, { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'LOTUS100' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(referralCalls(calls).map((call) => call.body)).toEqual([{ referral_code: 'LOTUS100' }]);
  });
});

describe('register page submit', () => {
  it('registers with a probed lotus username, stores the session and goes home', async () => {
    const calls = mockFetch({
      'POST /api/auth/validate-referral-code': () => ok({ referral_code: 'LOTUS100' }),
      'GET /api/auth/username-available': ({ path }) => ok({ username: new URL(path, 'http://x').searchParams.get('username'), available: true }),
      'POST /api/auth/register': ({ body }) => ({
        status: 201,
        body: {
          success: true,
          data: { token: 'token-123456789012345678901234', user: { id: 7, username: (body as { username: string }).username, display_name: 'Lotus Player' } },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register/LOTUS100', path: '/register/:referralCode' });
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }));
    await screen.findByText('Referral code applied');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    // The username stays on screen, with a copy button, until the player goes on.
    expect(await screen.findByRole('heading', { name: 'Welcome to Lotus!' })).toBeTruthy();
    const register = calls.find((call) => call.path === '/api/auth/register');
    const username = (register?.body as { username: string }).username;
    expect(username).toMatch(/^lotus\d{6}$/);
    expect(screen.getByTestId('new-username').textContent).toBe(username);
    expect(screen.getByRole('button', { name: 'Copy Username' })).toBeTruthy();
    expect(register?.body).toMatchObject({
      phone_number: '9876543210',
      password: 'secret123',
      referral_code: 'LOTUS100',
      confirm_age: true,
      accept_terms: true,
    });
    expect(localStorage.getItem('lotus_token')).toBe('token-123456789012345678901234');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('asks the player to confirm they are 18 or older and accept the terms before calling the server', async () => {
    const calls = mockFetch({ 'POST /api/auth/validate-referral-code': () => ok({ referral_code: 'LOTUS100' }) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register/LOTUS100', path: '/register/:referralCode' });
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await screen.findByText('Referral code applied');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please confirm you are 18 or older and accept the terms and conditions')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/register' || call.path.startsWith('/api/auth/username-available'))).toBe(false);
  });

  it('says Passwords do not match before calling the server', async () => {
    const calls = mockFetch({ 'POST /api/auth/validate-referral-code': () => ok({ referral_code: 'LOTUS100' }) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register/LOTUS100', path: '/register/:referralCode' });
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret124');
    await screen.findByText('Referral code applied');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/register')).toBe(false);
  });
});
