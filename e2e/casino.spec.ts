import { expect, test } from '@playwright/test';
import { logInDemo } from './helpers';

test('a demo player searches All Games, launches a game and the /game frame loads', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/all-games');
  await expect(page.getByRole('heading', { name: 'All Games' })).toBeVisible();
  await expect(page.getByText(/^Showing 1-24 of \d+ games$/)).toBeVisible();

  await page.getByRole('button', { name: 'Crash Game', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('avia');
  const tile = page.getByRole('button', { name: /Aviator/ }).first();
  await expect(tile).toBeVisible();
  await expect(page.getByText(/^Showing 1-\d+ of \d+ games$/)).toBeVisible();

  await tile.click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.locator('iframe[title="Aviator"]');
  await expect(frame).toHaveAttribute('src', /\/play\//);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-presentation');
  await expect(page.getByText('Loading game...')).toBeHidden();
  await expect(page.frameLocator('iframe[title="Aviator"]').locator('body')).not.toBeEmpty();
});

test('a visitor who taps a game is sent to log in, and /game without a URL says so', async ({ page }) => {
  await page.goto('/all-games');
  await page.getByRole('button', { name: 'Card Game', exact: true }).click();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.locator('ul button').first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/game');
  await expect(page.getByText('No game URL provided')).toBeVisible();
});

test('MINES from the home page opens Mines in the frame: the seed hash shows before play and a bet reveals a cell', async ({ page }) => {
  await logInDemo(page);
  await page.getByRole('button', { name: 'MINES', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="MINES"]');
  await expect(game.getByText(/^Server seed hash: [0-9a-f]{64}$/)).toBeVisible();
  await game.getByRole('button', { name: 'Bet' }).click();
  await game.getByRole('gridcell', { name: 'Cell 1', exact: true }).click();
  await expect(game.getByRole('gridcell', { name: /^Cell 1: (gem|mine)$/ })).toBeVisible();
});
