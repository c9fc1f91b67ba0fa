import { expect, test } from '@playwright/test';
import { logInDemo, openHomeTile } from './helpers';

// Hi-Lo in the game frame: a skipped card moves no money and leaves the multiplier, the hand goes
// on from the next card, and the hand verifies with its skip on the Fairness tab.

const paiseOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('HI-LO: Skip card deals the next card without moving money, and the hand with its skip verifies on the Fairness tab', async ({ page }) => {
  await logInDemo(page);
  await openHomeTile(page, 'FUN GAMES');
  const frame = page.frameLocator('iframe[title="FUN GAMES"]');
  await frame.getByRole('link', { name: /^Hi-Lo:/ }).click();
  await expect(frame.getByRole('heading', { name: 'HI-LO' })).toBeVisible();
  const balance = frame.getByTestId('balance');
  const before = paiseOf(await balance.textContent());

  await frame.getByRole('textbox', { name: 'Stake (₹)' }).fill('10');
  await frame.getByRole('button', { name: 'Bet' }).click();
  await expect.poll(async () => paiseOf(await balance.textContent())).toBe(before - 1000);
  const first = (await frame.getByLabel(/^Current card /).getAttribute('aria-label')) ?? '';

  await frame.getByRole('button', { name: 'Skip card · 52 left' }).click();
  const dealt = frame.getByRole('list', { name: 'Cards dealt' });
  await expect(dealt.getByRole('listitem')).toHaveCount(2);
  await expect(dealt.getByLabel(`${first.replace('Current card ', '')}, skipped`)).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Skip card · 51 left' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Cash out after a right guess' })).toBeDisabled();
  await expect(frame.getByText(/· 0 right so far · 1 skipped$/)).toBeVisible();
  expect(paiseOf(await balance.textContent())).toBe(before - 1000);

  // A guess on the card after the skipped one; cash out if it was right.
  await frame
    .getByRole('button', { name: /^(Higher or same|Lower or same|Higher|Lower)/ })
    .first()
    .click();
  const cashOut = frame.getByRole('button', { name: /^Cash out ₹/ });
  const outcome = frame.getByRole('status');
  await expect(cashOut.or(outcome)).toBeVisible();
  if (await cashOut.isVisible()) await cashOut.click();
  await expect(outcome).toHaveText(/^(You won ₹[\d,.]+ \([\d.]+×\)|Wrong guess — you lost ₹10\.00)/);

  await frame.getByRole('link', { name: 'Fairness' }).click();
  await frame.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Revealed server seed' })).toBeVisible();
  const round = frame.getByRole('listitem', { name: /^Hi-Lo round \d+$/ }).first();
  await round.getByRole('button', { name: 'Verify' }).click();
  await expect(round.getByText('Verified: this round matches its seeds')).toBeVisible();
});
