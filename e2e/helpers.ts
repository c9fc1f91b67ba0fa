import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared steps of the browser tests.

export const ADMIN = { username: 'admin', password: 'e2e-operator-password' };
export const REFERRAL_CODE = 'LOTUS100';

/** A phone number nobody else in this run has. */
export function freshPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export type Player = { username: string; password: string; token: string };

/** Registers a player through the API (fast) for tests that are not about registering. */
export async function registerPlayer(request: APIRequestContext, password = 'secret123'): Promise<Player> {
  const response = await request.post('/api/auth/register', { data: { phone_number: freshPhone(), password, referral_code: REFERRAL_CODE } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { user: { username: string }; token: string } };
  return { username: body.data.user.username, password, token: body.data.token };
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(balanceButton(page)).toBeVisible();
}

export async function logInDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with demo ID' }).click();
  await expect(page).toHaveURL('/');
  await expect(balanceButton(page)).toBeVisible();
}

export function balanceButton(page: Page) {
  return page.getByRole('button', { name: /^Balance ₹/ });
}

export async function openAccountPanel(page: Page) {
  await balanceButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel).toBeVisible();
  return panel;
}

export async function signOut(page: Page): Promise<void> {
  const panel = await openAccountPanel(page);
  await panel.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

export async function logInOperator(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
