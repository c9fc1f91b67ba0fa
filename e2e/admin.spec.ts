import { expect, test } from '@playwright/test';
import { logInOperator, registerPlayer, scrollHomeTo } from './helpers';

// A 2×1 PNG: real image bytes, so the server's content check accepts it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwyBDAYAPvEH+TLcvCsAAAAASUVORK5CYII=', 'base64');

test('an operator uploads a banner that then shows on the home page', async ({ page }) => {
  await logInOperator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();

  await page.getByLabel(/Image file/).setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the banner' })).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E Diwali Offer');
  await page.getByRole('textbox', { name: 'Alt text' }).fill('Diwali offer: 100% bonus');
  await page.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByText('Banner created')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E Diwali Offer' })).toBeVisible();

  await page.goto('/');
  const slide = page.locator('[aria-roledescription="slide"]').filter({ has: page.locator('img[alt="Diwali offer: 100% bonus"]') });
  await scrollHomeTo(page, slide);
  const position = (await slide.getAttribute('aria-label'))?.split(' of ')[0];
  await page.getByRole('button', { name: `Show banner ${position}` }).click();
  const image = page.getByRole('img', { name: 'Diwali offer: 100% bonus' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/media\//);
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);
});

test('an operator creates a referral code and players can register with it', async ({ page, request }) => {
  await logInOperator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Referral codes' }).click();
  const code = `E2E${Date.now().toString().slice(-6)}`;
  await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('cell', { name: code })).toBeVisible();

  const valid = await request.post('/api/auth/validate-referral-code', { data: { referral_code: code } });
  expect(valid.status()).toBe(200);

  await page.getByRole('row').filter({ hasText: code }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('row').filter({ hasText: code }).getByText('Disabled')).toBeVisible();
  const refused = await request.post('/api/auth/validate-referral-code', { data: { referral_code: code } });
  expect(refused.status()).toBe(404);
});

test('an operator adds a ticker message and the audit log records it', async ({ page }) => {
  await logInOperator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Notifications' }).click();
  const message = `E2E ticker message ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Add message' }).click();
  await expect(page.getByText(message)).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table')).toContainText(/notification/i);
});

test('a player cannot use the back office', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/admin/banners');
  await expect(page).toHaveURL('/admin/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This account does not have back-office access.')).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});
