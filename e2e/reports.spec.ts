import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logInOperator } from './helpers';

// The operator's money report and its CSV, in the browser at 390 px.

test('an operator reads the daily report, with its formulas, and downloads it as CSV', async ({ page }) => {
  await logInOperator(page);
  // The dashboard compares today with yesterday and draws thirty days.
  await expect(page.getByRole('region', { name: 'Today against yesterday' })).toBeVisible();
  await expect(page.getByRole('img', { name: /GGR, deposits and withdrawals by day/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByText(/^GGR = exchange commission/)).toBeVisible();
  await expect(page.getByText(/^NGR = GGR/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report by day' }).getByText('Total')).toBeVisible();
  // Nothing widens the page at 390 px: the table scrolls inside its card.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lotus-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Day,Deposits approved,/);
  expect(text).toMatch(/\r\nTotal,/);
});
