import { expect, test } from '@playwright/test';
import { logInDemo, openHomeTile } from './helpers';

test('a visitor who taps a game is sent to log in, and /game without a URL says so', async ({ page }) => {
  await page.goto('/all-games');
  await page.getByRole('button', { name: 'Card Game', exact: true }).click();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.locator('ul button').first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/game');
  await expect(page.getByText('No game URL provided')).toBeVisible();
});

/** "₹1,234.56" → 123456 paise (integers, so the balance check is exact). */
function paiseOf(text: string | null): number {
  const digits = (text ?? '').replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) throw new Error(`not a rupee amount: ${text}`);
  return Math.round(Number(digits) * 100);
}

test('MINES from the home page: a whole round moves the balance by exactly stake and payout, and the round verifies on the Fairness page', async ({ page }) => {
  await logInDemo(page);
  await openHomeTile(page, 'MINES');
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="MINES"]');
  const hashLine = game.getByText(/^Server seed hash: [0-9a-f]{64}$/);
  await expect(hashLine).toBeVisible();
  const hashBeforePlay = (await hashLine.textContent())?.replace('Server seed hash: ', '');
  const balance = game.getByTestId('balance');
  const before = paiseOf(await balance.textContent());
  expect(before).toBeGreaterThan(1000);

  await game.getByRole('textbox', { name: 'Stake (₹)' }).fill('10');
  await game.getByRole('combobox', { name: 'Mines' }).selectOption('3');
  await game.getByRole('button', { name: 'Bet' }).click();
  // The stake is taken when the round opens.
  await expect.poll(async () => paiseOf(await balance.textContent())).toBe(before - 1000);

  await game.getByRole('gridcell', { name: 'Cell 1', exact: true }).click();
  const cell = game.getByRole('gridcell', { name: /^Cell 1: (gem|mine)$/ });
  await expect(cell).toBeVisible();
  if ((await cell.getAttribute('aria-label')) === 'Cell 1: gem') await game.getByRole('button', { name: /^Cash out ₹/ }).click();

  // The round's own words: what it paid on what stake; the balance moves by exactly that.
  const outcome = game.getByRole('status');
  await expect(outcome).toHaveText(/^(You won ₹[\d,.]+ \([\d.]+×\) on ₹10\.00|Boom! You hit a mine and lost ₹10\.00\.)$/);
  const said = (await outcome.textContent()) ?? '';
  const payout = said.startsWith('You won') ? paiseOf(/You won (₹[\d,.]+)/.exec(said)?.[1] ?? null) : 0;
  if (said.startsWith('You won')) expect(payout).toBeGreaterThan(1000);
  await expect.poll(async () => paiseOf(await balance.textContent())).toBe(before - 1000 + payout);

  // Fairness tab in the frame: rotate to reveal the seed, then verify this round in the browser.
  await game.getByRole('link', { name: 'Fairness' }).click();
  await expect(game.getByRole('heading', { name: 'FAIRNESS' })).toBeVisible();
  await expect(game.getByText(hashBeforePlay ?? 'no hash', { exact: true })).toBeVisible();
  await game.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(game.getByRole('status').filter({ hasText: 'Revealed server seed' })).toBeVisible();
  const round = game.getByRole('listitem', { name: /^Mines round \d+$/ }).first();
  await expect(round).toContainText(`Paid ₹${(payout / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
  await round.getByRole('button', { name: 'Verify' }).click();
  await expect(round.getByText('Verified: this round matches its seeds')).toBeVisible();
  await expect(round.getByText('✓ sha256(server seed) equals the hash shown before play')).toBeVisible();
  await expect(round).toContainText(hashBeforePlay ?? 'no hash');

  // Back to the game: a new hash is in use.
  await game.getByRole('link', { name: 'Play' }).click();
  await expect(game.getByText(/^Server seed hash: [0-9a-f]{64}$/)).not.toHaveText(`Server seed hash: ${hashBeforePlay}`);
});
