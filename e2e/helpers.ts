import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';

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

/** The operator's bearer token, for back-office calls a test makes through the API. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * The home page draws what is below the markets (banners, money buttons, sports and casino tiles)
 * as the player scrolls towards it: scroll down (the page grows as parts arrive) until `part` is in,
 * then bring it into view. A part drawn again meanwhile (the lists refresh) is found again.
 */
export async function scrollHomeTo(page: Page, part: Locator): Promise<void> {
  await expect(page.locator('#home-upcoming')).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(part.first()).toBeAttached();
    await part.first().scrollIntoViewIfNeeded({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** Clicks one of the home page's game tiles (Top Games), below the markets. */
export async function openHomeTile(page: Page, name: string): Promise<void> {
  const tile = page.getByRole('button', { name, exact: true });
  await scrollHomeTo(page, tile);
  await tile.click();
}

/**
 * Launches a game from the home page's Exchange Games banners. That section loads as the player
 * scrolls towards it (below the markets): scroll until it is there, then tap the banner.
 */
export async function launchFromExchangeGames(page: Page, banner: string): Promise<FrameLocator> {
  const region = page.getByRole('region', { name: 'Exchange Games', exact: true }).first();
  // The markets load first, then the rest of the page; the casino sections come when the bottom
  // of the page is near. Scroll to the bottom (it grows as sections arrive) until the region is in.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(region).toBeVisible();
  }).toPass({ timeout: 60_000 });
  await region.getByRole('button', { name: banner, exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  return page.frameLocator(`iframe[title="${banner}"]`);
}

/** Resolves once the browser has drawn two frames: a resize or a scroll has been laid out and painted. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
