import { expect, test } from '@playwright/test';
import { logIn, logInOperator, registerPlayer } from './helpers';

// A promotion from the back office to a player's bonus wallet: the operator creates it on the
// Promotions screen, a player redeems its code and sees the bonus and its wagering in the wallet.

/** A datetime-local value (the browser's local clock), `hours` from now. */
function localInput(hours: number): string {
  const at = new Date(Date.now() + hours * 3600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('an operator creates a promotion, a player redeems it and sees its wagering in the wallet', async ({ page, request }) => {
  const code = `E2EBONUS${Date.now().toString().slice(-5)}`;
  await logInOperator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Title' }).fill('E2E welcome bonus');
  await page.getByRole('textbox', { name: 'Bonus amount (₹)' }).fill('150');
  await page.getByRole('textbox', { name: 'Wagering (× bonus)' }).first().fill('4');
  await page.getByLabel('Starts').fill(localInput(-1));
  await page.getByLabel('Ends').fill(localInput(48));
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByText('Promotion created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();

  const player = await registerPlayer(request);
  await logIn(page, player.username, player.password);
  await page.goto('/promotions');
  await expect(page.getByText('Get a ₹150.00 bonus when you redeem the code.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Promotion code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText('Bonus added to your bonus wallet')).toBeVisible();

  await page.goto('/wallet');
  await expect(page.getByTestId('balance-bonus-balance')).toContainText('₹150.00');
  const row = page.getByTestId('bonus-row').filter({ hasText: 'E2E welcome bonus' });
  await expect(row).toContainText('Wagered ₹0.00 of ₹600.00');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const again = await page.request.post('/api/promotions/redeem', { data: { code }, headers: { authorization: `Bearer ${player.token}` } });
  expect(again.status()).toBe(409);
});

test('Refer & Earn shows the player their own code and link', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await logIn(page, player.username, player.password);
  await page.goto('/refer-and-earn');
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^LR[A-Z0-9]{7}$/);
  await expect(page.getByText(`/register/${code}`)).toBeVisible();
  const valid = await request.post('/api/auth/validate-referral-code', { data: { referral_code: code } });
  expect(valid.status()).toBe(200);
});
