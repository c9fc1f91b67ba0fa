import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@web/lib/session';
import { fail, mockFetch } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { ChangePasswordDialog } from './change-password-dialog';

const player = {
  id: 1,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 0,
  bonus_balance: 0,
  available_credit: 0,
  net_exposure: 0,
};

function Harness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <ChangePasswordDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('change password dialog', () => {
  it('names every missing field with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(submit());
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
  });

  it('checks the new password length and that the confirmation matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await user.click(submit());
    expect(screen.getByText('New password must be at least 6 characters')).toBeTruthy();

    await user.type(screen.getByLabelText('New Password'), 'defg');
    await user.type(screen.getByLabelText('Confirm Password'), 'xyz');
    await user.click(submit());
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('clears a field’s error when that field is edited, and only that one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(submit());
    await user.type(screen.getByLabelText('New Password'), 'a');
    expect(screen.queryByText('New password is required')).toBeNull();
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
  });

  it('resets fields, errors and show/hide toggles when closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Current Password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(screen.getByLabelText('Current Password')).toHaveProperty('type', 'text');
    await user.click(submit());
    expect(screen.getByText('New password is required')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByLabelText('Current Password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Current Password')).toHaveProperty('type', 'password');
    expect(screen.queryByText('New password is required')).toBeNull();
  });

  it("shows 'Changing Password...' while the server works, then the server's message on failure", async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    let answer: () => void = () => undefined;
    mockFetch({
      'POST /api/auth/change-password': () =>
        new Promise((resolve) => {
          answer = () => resolve(fail(400, 'Current password is incorrect', 'BAD_REQUEST', { current_password: 'Current password is incorrect' }));
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await user.type(screen.getByLabelText('New Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefg');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: /Changing Password\.\.\./ })).toHaveProperty('disabled', true);
    answer();
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
  });

  it('toasts success and closes', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    mockFetch({ 'POST /api/auth/change-password': () => ({ status: 200, body: { success: true, message: 'Password changed successfully' } }) });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefg');
    await user.click(submit());
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toasts 'Please login to change password' when signed out", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdefg');
    await user.click(submit());
    expect(await screen.findByText('Please login to change password')).toBeTruthy();
  });
});
