import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT = 'If an account is registered with this number, we have sent it a 6-digit code by SMS. The code works for 10 minutes.';
const forgotCalls = (calls: MockCall[]) => calls.filter((call) => call.path === '/api/auth/forgot-password');

function server(reset: Parameters<typeof mockFetch>[0][string] = () => ok(undefined, 'Your password has been reset. Sign in with your new password.')) {
  return mockFetch({
    'POST /api/auth/forgot-password': () => ok({ resend_after_seconds: 60, expires_in_seconds: 600 }, SENT),
    'POST /api/auth/reset-password': reset,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password page', () => {
  it('sends the code to the number in its stored form, then resets the password and offers to sign in', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });

    await user.type(screen.getByLabelText('Phone number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(forgotCalls(calls)[0]?.body).toEqual({ phone_number: '9876543210' });
    expect(screen.getByText(/once a minute, up to 5 times an hour/)).toBeTruthy();

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeTruthy();
    expect(screen.getByText('Your password has been reset. Sign in with your new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      phone_number: '9876543210',
      code: '123456',
      new_password: 'new-secret-1',
      confirm_password: 'new-secret-1',
    });
  });

  it('refuses a number that is not an Indian mobile before calling the server', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    expect(forgotCalls(calls)).toHaveLength(0);
  });

  it('shows the server’s word on a wrong code under the code field', async () => {
    const message = 'That code is not right. You have 4 tries left.';
    server(() => fail(400, message, 'BAD_REQUEST', { code: message }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps Resend off for the minute the server asks, then sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const calls = server();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const resend = () => screen.getByRole('button', { name: /Resend code/ });
    expect(resend().textContent).toBe('Resend code in 60 s');
    expect(resend()).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend().textContent).toBe('Resend code in 30 s');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend()).toHaveProperty('disabled', false);

    fireEvent.click(resend());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(forgotCalls(calls)).toHaveLength(2);
    expect(resend()).toHaveProperty('disabled', true);
  });
});
