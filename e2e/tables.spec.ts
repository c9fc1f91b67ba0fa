import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { launchFromExchangeGames, logInDemo } from './helpers';

// The card tables from the home page's Exchange Games: a full round of each, the balance moving by
// exactly the stake and then the payout the round's multipliers say, and the round verified on
// the Fairness tab by re-dealing it in the browser. The e2e server runs 6 s betting windows.

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

test('Dragon Tiger, 7 Up Down and Andar Bahar each play a full round from the home page, pay exactly what the round says, and verify', async ({ browser }) => {
  test.setTimeout(120_000);
  // Three players at three tables at once (a fresh demo player each, in a context of its own): the
  // rounds run side by side, as they do on the site.
  const play = async (banner: string, betLabel: RegExp, betKey: string, slug: string) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await logInDemo(page);
      await playOneRound(page, banner, betLabel, betKey, slug);
    } finally {
      await context.close();
    }
  };
  await Promise.all([
    play('Dragon Tiger', /^Bet on Dragon,/, 'dragon', 'dragon-tiger'),
    play('7 Up 7 Down', /^Bet on Over 7,/, 'over', '7-up-down'),
    play('Andar Bahar', /^Bet on Andar,/, 'andar', 'andar-bahar'),
  ]);
});
