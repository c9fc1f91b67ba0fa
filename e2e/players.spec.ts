import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freshPhone, logInOperator, REFERRAL_CODE } from './helpers';

// The operator's Players screen: find a player by phone number, open their page, adjust their
// balance with a reason, and download the list as CSV.

test('the operator finds a player by phone, adjusts the balance with a reason and downloads the list as CSV', async ({ page, request }) => {
  const phone = freshPhone();
  const registered = await request.post('/api/auth/register', { data: { phone_number: phone, password: 'secret123', referral_code: REFERRAL_CODE } });
  expect(registered.status()).toBe(201);
  const { username } = ((await registered.json()) as { data: { user: { username: string } } }).data.user;

  await logInOperator(page);
  await page.goto('/admin/players');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`+91 ${phone}`);
  const table = page.getByRole('region', { name: 'Players', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: username }).click();
  await expect(page.getByRole('heading', { name: username })).toBeVisible();

  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
  await dialog.getByLabel('Amount (₹, signed)').fill('-1');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Goodwill credit for a delayed deposit');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  // Never below zero: refused in words, nothing moved.
  await expect(dialog.getByRole('alert')).toContainText("This would take the player's balance below zero");
  await dialog.getByLabel('Amount (₹, signed)').fill('500');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toBeHidden();
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByText('₹500.00').first()).toBeVisible();

  await page.getByRole('link', { name: '← All players' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(phone);
  await expect(page.getByRole('region', { name: 'Players', exact: true }).getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lotus-players-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, row] = csv.split('\r\n');
  expect(header).toContain('Username');
  expect(row).toContain(username);
  expect(row).toContain('500.00');
});
