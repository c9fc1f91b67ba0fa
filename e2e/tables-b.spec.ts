import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { launchFromExchangeGames, logInDemo } from './helpers';

// Teen Patti, Baccarat and Goal from the home page's Exchange Games banners: one full round at
// each table (bet in the window, cards dealt, settled), the balance moving by exactly the stake
// and then the payout the round's multipliers give, and the round re-dealt and verified on the
// Fairness tab. Waits are bounded by a round's length (15 s to bet, a few seconds to deal, 5 s pause).

// The tables' tests are independent (a fresh demo player each): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

const rupeesIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function frameBalance(game: FrameLocator): Promise<number> {
  return rupeesIn(await game.getByText(/^Balance ₹/).textContent());
}

async function roundOf(page: Page, table: string, id: number) {
  const res = await page.request.get(`/api/casino/house/tables/${table}/rounds/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.round as { phase: string; multipliers: Record<string, number> | null; summary: string | null };
}

const tables = [
  { banner: 'TeenPatti', table: 'teenpatti', heading: 'TEEN PATTI 20-20', bet: 'Player A', betKey: 'player_a' },
  { banner: 'Baccarat', table: 'baccarat', heading: 'BACCARAT', bet: 'Banker', betKey: 'banker' },
  { banner: 'Goal', table: 'goal', heading: 'GOAL', bet: 'Goal', betKey: 'goal' },
];

/** One player's round at one table, from the home page to the Fairness tab. */
async function playOneRound(page: Page, { banner, table, heading, bet, betKey }: (typeof tables)[number]) {
  await logInDemo(page);
  const game = await launchFromExchangeGames(page, banner);
  await expect(game.getByRole('heading', { name: heading })).toBeVisible();

  // Wait for a window with time left to bet (the round in play may be dealing).
  const countdown = game.getByLabel('Countdown');
  await expect(countdown).toHaveText(/^([4-9]|1[0-9])$/, { timeout: 40_000 });
  const before = await frameBalance(game);
  await game.getByRole('button', { name: 'Chip ₹10.00' }).click();
  await game.getByRole('button', { name: new RegExp(`^Bet on ${bet}, pays `) }).click();
  const placed = game.getByText(new RegExp(`^Bet ₹10\\.00 on ${bet} placed for round #(\\d+)\\.$`));
  await expect(placed).toBeVisible();
  const roundId = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
  await expect.poll(() => frameBalance(game)).toBeCloseTo(before - 10, 2);

  // The deal: the round settles, its bet is marked won or lost in My bets, the balance follows.
  await expect.poll(async () => (await roundOf(page, table, roundId)).phase, { timeout: 45_000 }).toBe('settled');
  const round = await roundOf(page, table, roundId);
  const payout = Math.floor(1000 * (round.multipliers?.[betKey] ?? 0)) / 100;
  await expect.poll(() => frameBalance(game), { timeout: 15_000 }).toBeCloseTo(before - 10 + payout, 2);
  const myBet = game
    .getByRole('region', { name: 'My bets' })
    .getByRole('listitem')
    .filter({ hasText: `#${roundId}` });
  await expect(myBet).toContainText(payout > 0 ? `+₹${payout.toFixed(2)}` : 'lost');
  await page.screenshot({ path: `test-results/tables-b-${table}-390.png`, fullPage: true });

  // The Fairness tab re-deals the round in the browser from its revealed hash.
  await game.getByRole('link', { name: 'Fairness' }).click();
  const check = game.getByRole('listitem', { name: `Round ${roundId}` });
  await check.getByRole('button', { name: 'Verify' }).click();
  await expect(check.getByText('Verified: the same cards, from a hash on the published chain')).toBeVisible();
  await expect(check.getByText(`✓ Re-dealt here: ${round.summary ?? ''}`)).toBeVisible();
}

// A test per table, each a fresh demo player: each has the whole budget for its own round.
for (const entry of tables) {
  test(`${entry.banner} from the home page: a round, the balance moves by the stake and the payout, the round verifies`, async ({ page }) => {
    // Bounded by a round: up to a whole round to reach a window (40 s), the deal (45 s), the checks.
    test.setTimeout(180_000);
    await playOneRound(page, entry);
  });

  test(`${entry.banner} at 1366×768: a screenshot of a round in play`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInDemo(page);
    const game = await launchFromExchangeGames(page, entry.banner);
    await expect(game.getByRole('heading', { name: entry.heading })).toBeVisible();
    await expect(game.getByRole('region', { name: 'Road' })).toBeVisible();
    await expect(game.getByLabel('Countdown')).toHaveText(/^\d+$/, { timeout: 30_000 });
    await page.screenshot({ path: `test-results/tables-b-${entry.table}-1366.png` });
  });
}

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 390, height: 844 } });

  test('Andar Bahar speaks Hindi: no English word on the table, the rules open, the road marked', async ({ page }) => {
    test.setTimeout(90_000);
    // A demo player launches the table; its frame page opens on its own, in the browser's language.
    const demo = await page.request.post('/api/auth/demo');
    const { token } = (await demo.json()).data as { token: string };
    const launch = await page.request.post('/api/games/launch', {
      headers: { authorization: `Bearer ${token}` },
      data: { game_type: 'andar-bahar', user_id: 1, transfer_amount: 0 },
    });
    await page.goto((await launch.json()).data.game_url as string);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('region', { name: 'रोड' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^अंदर पर बेट, 0\.9:1 मिलेगा$/ })).toBeVisible();
    await expect(page.getByLabel('काउंटडाउन')).toHaveText(/^(\d+|–)$/, { timeout: 30_000 });
    await page.getByText('नियम और भुगतान').click();
    await expect(page.getByText('एक डेक, हर राउंड के लिए फेंटा जाता है। पहला कार्ड जोकर होता है।')).toBeVisible();
    await expect(page.getByRole('region', { name: 'रोड' }).getByRole('listitem').first()).toHaveText(/^(अं|बा)$/, { timeout: 40_000 });

    // The table's own words (the frame's header and tabs are the house games' part).
    const text = await page.evaluate(() => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('header, nav, script, style')) parts.push(node.textContent ?? '');
      }
      document.querySelectorAll('[aria-label], [title]').forEach((element) => {
        if (!element.closest('header, nav')) parts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
      });
      return parts.join(' \n ');
    });
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    await page.screenshot({ path: 'test-results/tables-andar-bahar-hi-390.png', fullPage: true });
  });
});
