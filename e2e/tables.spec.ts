import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { launchFromExchangeGames, logInDemo } from './helpers';

// The card tables from the home page's Exchange Games: a full round of each, the balance moving by
// exactly the stake and then the payout the round's multipliers say, and the round verified on
// the Fairness tab by re-dealing it in the browser. The e2e server runs 6 s betting windows.

// The tables' tests are independent (a fresh demo player each): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

const rupeesIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function frameBalance(game: FrameLocator): Promise<number> {
  return rupeesIn(await game.getByTestId('balance').textContent());
}

async function playOneRound(page: Page, banner: string, betLabel: RegExp, betKey: string, slug: string) {
  await page.goto('/');
  const game = await launchFromExchangeGames(page, banner);
  const countdown = game.getByLabel('Countdown');
  // Bet with at least 3 s of the window left.
  await expect.poll(async () => Number(await countdown.textContent()) || 0, { timeout: 40_000 }).toBeGreaterThanOrEqual(3);
  const before = await frameBalance(game);
  await game.getByRole('button', { name: 'Chip ₹10.00' }).click();
  await game.getByRole('button', { name: betLabel }).click();
  const placed = game.getByText(/^Bet ₹10\.00 on .+ placed for round #\d+\.$/);
  await expect(placed).toBeVisible();
  const roundId = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
  await expect.poll(() => frameBalance(game)).toBeCloseTo(before - 10, 2);

  // The round is dealt and settled; its multipliers say what the bet pays.
  const roundNow = async () => {
    const answer = await page.request.get(`/api/casino/house/tables/${slug}/rounds/${roundId}`);
    return (await answer.json()).data.round as { phase: string; multipliers: Record<string, number> };
  };
  await expect.poll(async () => (await roundNow()).phase, { timeout: 45_000 }).toBe('settled');
  const round = await roundNow();
  const payout = Math.floor(1000 * (round.multipliers[betKey] ?? 0)) / 100;
  await expect.poll(() => frameBalance(game)).toBeCloseTo(before - 10 + payout, 2);

  await game.getByRole('link', { name: 'Fairness' }).click();
  const entry = game.getByRole('listitem', { name: `Round ${roundId}` });
  await entry.getByRole('button', { name: 'Verify' }).click();
  await expect(entry.getByText('Verified: the same cards, from a hash on the published chain')).toBeVisible();
  await expect(entry.getByLabel('Re-dealt cards').getByRole('img').first()).toBeVisible();
}

const tables = [
  { banner: 'Dragon Tiger', betLabel: /^Bet on Dragon,/, betKey: 'dragon', slug: 'dragon-tiger' },
  { banner: '7 Up 7 Down', betLabel: /^Bet on Over 7,/, betKey: 'over', slug: '7-up-down' },
  { banner: 'Andar Bahar', betLabel: /^Bet on Andar,/, betKey: 'andar', slug: 'andar-bahar' },
];

// A test per table (a fresh demo player each): each has the whole budget for its own round, and
// the workers run them side by side as players play on the site.
for (const { banner, betLabel, betKey, slug } of tables) {
  test(`${banner} plays a full round from the home page, pays exactly what the round says, and verifies`, async ({ page }) => {
    // Bounded by a round: up to a whole round to reach a window (40 s), the deal (45 s), the checks.
    test.setTimeout(180_000);
    await logInDemo(page);
    await playOneRound(page, banner, betLabel, betKey, slug);
  });
}
