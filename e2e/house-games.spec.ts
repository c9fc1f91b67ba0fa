import { expect, test, type FrameLocator } from '@playwright/test';
import { logInDemo, openHomeTile } from './helpers';

// The shared-round house games in the game frame, against the real round loop of the e2e server
// (a crash round every ~10 s plus its flight; a colour period a minute). Waits are bounded by a
// round's length, never open-ended.

const rupeesIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function frameBalance(game: FrameLocator): Promise<number> {
  return rupeesIn(await game.getByText(/^Balance ₹/).textContent());
}

test('AVIATOR from the home page plays the crash game: a bet for the next round, then cashed out or lost, and the balance moves by what the round says', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logInDemo(page);
  await openHomeTile(page, 'AVIATOR');
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="AVIATOR"]');
  await expect(game.getByRole('heading', { name: 'AVIATOR' })).toBeVisible();
  await expect(game.getByText(/^Round #\d+ · chain #\d+, position \d+/)).toBeVisible({ timeout: 20_000 });

  const before = await frameBalance(game);
  await game.getByLabel('Stake (₹)').fill('10');
  // Either this round still takes bets or the bet waits for the next one.
  await game.getByRole('button', { name: /^(Bet ₹10\.00|Bet for next round)$/ }).click();

  // A queued bet goes in when the next round takes bets (a long flight first: bounded by 120 s);
  // then take-off, and a cash-out a moment into the flight (or the plane is gone first).
  const waiting = game.getByText(/^Bet ₹10\.00 placed/);
  const cashOut = game.getByRole('button', { name: /^CASH OUT ₹/ });
  const result = game.getByRole('status', { name: 'Your bet' });
  await expect(waiting.or(cashOut).or(result)).toBeVisible({ timeout: 120_000 });
  await expect(cashOut.or(result)).toBeVisible({ timeout: 30_000 });
  // Cash out once the plane has climbed past 1.00× (the button offers more than the stake),
  // unless it is gone first; the click may still come after the crash.
  const climbing = game.getByRole('button', { name: /^CASH OUT ₹(?!10\.00$)[\d,.]+$/ });
  await expect(climbing.or(result)).toBeVisible({ timeout: 30_000 });
  if (await climbing.isVisible()) await climbing.click({ timeout: 3_000 }).catch(() => undefined);
  // A missed cash-out leaves the bet riding to the crash.
  await expect(result).toBeVisible({ timeout: 120_000 });
  const said = (await result.textContent()) ?? '';
  const won = /won ₹([\d,.]+)/.exec(said);
  const payout = won ? rupeesIn(won[1] ?? '') : 0;
  if (won) expect(payout).toBeGreaterThan(10);
  else expect(said).toBe('The plane flew away: your bet is lost.');
  await expect.poll(() => frameBalance(game), { timeout: 10_000 }).toBeCloseTo(before - 10 + payout, 2);

  // The round ended: its hash is out and the browser checks it against the chain.
  await expect(game.getByText(/^✓ Links to (round #\d+ hash|chain #\d+ terminating hash)$/)).toBeVisible({ timeout: 15_000 });
});

test('COLOR PREDICTION from the home page shows a period with a countdown and takes a bet', async ({ page }) => {
  test.setTimeout(180_000);
  await logInDemo(page);
  await openHomeTile(page, 'COLOR PREDICTION');
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="COLOR PREDICTION"]');
  await expect(game.getByRole('heading', { name: 'COLOUR PREDICTION' })).toBeVisible();
  const countdown = game.getByLabel('Countdown');
  await expect(countdown).toHaveText(/^\d\d:\d\d$/, { timeout: 20_000 });
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 15_000 });

  // Bets close five seconds before the draw: on a busy machine a bet sent with a few seconds left
  // arrives too late, so it waits for a period with at least fifteen seconds to go.
  await expect(countdown).toHaveText(/^(00:(1[5-9]|[2-5]\d)|0[1-9]:\d\d)$/, { timeout: 70_000 });
  const before = await frameBalance(game);
  await game.getByRole('button', { name: 'Green', exact: true }).click({ timeout: 15_000 });
  await game.getByLabel('Stake (₹)').fill('10');
  await game.getByRole('button', { name: 'Bet ₹10.00' }).click();
  await expect(game.getByText(/^Bet placed for period \d+\.$/)).toBeVisible();
  await expect(game.getByRole('region', { name: 'My bets' }).getByText('Green')).toBeVisible();
  await expect.poll(() => frameBalance(game)).toBeCloseTo(before - 10, 2);
});

test('COLOR PREDICTION is live from its stream (GET state is not polled while it runs) and its Fairness tab verifies a drawn period', async ({ page }) => {
  test.setTimeout(150_000);
  const statePolls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/casino/house/color-prediction/state')) statePolls.push(request.url());
  });
  await logInDemo(page);
  const stream = page.waitForRequest(/\/api\/casino\/house\/color-prediction\/stream$/);
  await openHomeTile(page, 'COLOR PREDICTION');
  await stream;
  const game = page.frameLocator('iframe[title="COLOR PREDICTION"]');
  const countdown = game.getByLabel('Countdown');
  await expect(countdown).toHaveText(/^\d\d:\d\d$/, { timeout: 20_000 });
  // More than two of the 3 s poll intervals, on the game's own clock: eight different seconds
  // shown by the countdown (a busy browser that misses a tick only watches longer).
  const pollsAtStart = statePolls.length;
  const secondsShown = new Set<string>();
  await expect.poll(async () => secondsShown.add((await countdown.textContent()) ?? '').size, { timeout: 60_000, intervals: [200] }).toBeGreaterThanOrEqual(8);
  expect(statePolls.length - pollsAtStart).toBe(0);

  // A period is drawn at least once a minute: its result shows without a reload.
  const results = game.getByRole('region', { name: 'Results' }).getByRole('listitem');
  await expect(results.first()).not.toHaveText('No results yet.', { timeout: 75_000 });
  const drawn = await results.first().locator('span').first().textContent();
  expect(drawn).toMatch(/^\d{12}$/);

  await game.getByRole('link', { name: 'Fairness' }).click();
  await expect(game.getByRole('heading', { name: 'Colour Prediction periods' })).toBeVisible();
  const period = game.getByRole('listitem', { name: `Period ${drawn}` });
  await period.getByRole('button', { name: 'Verify' }).click();
  await expect(period.getByText('Verified: this round matches its seeds')).toBeVisible();
  await expect(period.getByText('✓ sha256(server seed) equals the hash shown before play')).toBeVisible();
  await game.getByRole('link', { name: 'Play' }).click();
  await expect(game.getByRole('heading', { name: 'COLOUR PREDICTION' })).toBeVisible();
});
