import { expect, test } from '@playwright/test';
import { balanceButton, freshPhone, logIn, logInDemo, openAccountPanel, REFERRAL_CODE, registerPlayer, scrollHomeTo, signOut } from './helpers';

test('a player registers through a referral link, signs out and logs back in', async ({ page }) => {
  await page.goto(`/register/${REFERRAL_CODE}`);
  await expect(page.getByLabel('Referral code')).toHaveValue(REFERRAL_CODE);
  await expect(page.getByText('Referral code applied')).toBeVisible();

  await page.getByLabel('Phone number').fill(freshPhone());
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await page.getByLabel('Confirm password', { exact: true }).fill('first-secret');
  await page.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The new username stays on screen, with a copy button, until the player goes on.
  await expect(page.getByRole('heading', { name: 'Welcome to Lotus!' })).toBeVisible();
  await expect(page.getByTestId('new-username')).toHaveText(/^lotus\d+$/);
  await expect(page.getByRole('button', { name: 'Copy Username' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/');
  await expect(balanceButton(page)).toBeVisible();
  const username = await page.evaluate(() => (JSON.parse(localStorage.getItem('lotus_user') ?? '{}') as { username?: string }).username);
  expect(username).toMatch(/^lotus\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('lotus_token'))).toBeTruthy();

  await signOut(page);
  expect(await page.evaluate(() => [localStorage.getItem('lotus_user'), localStorage.getItem('lotus_token')])).toEqual([null, null]);

  await logIn(page, username ?? '', 'first-secret');
});

test('the register button stays off for an unknown referral code', async ({ page }) => {
  await page.goto('/register?ref=NOSUCHCODE');
  await expect(page.getByText('Invalid referral code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
});

test('a wrong password is refused with the server message', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid/i);
  await expect(page).toHaveURL('/login');
});

test('Login with demo ID signs in a demo player with play money', async ({ page }) => {
  await logInDemo(page);
  await expect(balanceButton(page)).toContainText('₹25,000.50');
  const panel = await openAccountPanel(page);
  await expect(panel.getByText('Main Balance')).toBeVisible();
  await expect(panel.getByText('₹500.00')).toBeVisible();
});

test('a player edits the display name', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit display name' }).click();
  const input = page.getByRole('textbox', { name: 'Display name' });
  await input.fill('R');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Display name must be at least 2 characters long')).toBeVisible();

  await input.fill('Ravi Kumar');
  await expect(page.getByText('10/49')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Display name updated successfully!')).toBeVisible();
  await expect(page.getByText('Display name updated successfully!')).toBeHidden({ timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Account Information' }).getByText('Ravi Kumar')).toBeVisible();
  const panel = await openAccountPanel(page);
  await expect(panel.getByText('Ravi Kumar')).toBeVisible();
});

test('a player changes the password from the account menu', async ({ page, request }) => {
  const player = await registerPlayer(request, 'old-secret');
  await logIn(page, player.username, player.password);

  const panel = await openAccountPanel(page);
  await panel.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();

  await dialog.getByLabel('Current Password', { exact: true }).fill('wrong-secret');
  await dialog.getByLabel('New Password', { exact: true }).fill('new-secret');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('new-secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current Password', { exact: true }).fill('old-secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await logIn(page, player.username, 'new-secret');
});

test('the shell is hidden on /login and /register and shown elsewhere', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Sports' })).toBeVisible();
  // The footer loads as the player scrolls down to it (the page grows as what is below the markets arrives).
  await scrollHomeTo(page, page.getByRole('contentinfo'));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();

  for (const path of ['/login', '/register', `/register/${REFERRAL_CODE}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sports' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test('a signed-out visitor on an account-only page is sent to /login', async ({ page }) => {
  await page.goto('/withdraw');
  await expect(page).toHaveURL('/login');
});

test('the mobile menu slides in and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Kabaddi' }).click();
  await expect(page).toHaveURL('/kabaddi');
  await expect(menu).toBeHidden();
});
