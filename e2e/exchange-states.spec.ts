import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { balanceButton, logInDemo, operatorToken } from './helpers';

// What a player sees of the exchange's states, in a real Chromium: a settled market (its result,
// not LIVE, not SUSPENDED), an in-play order away from the best price resting unmatched after its
// bet delay, Open Bets on a 390 px phone with Edit and Cancel on screen, and a signed-in player
// who opens /login sent home. Each screen is photographed at 390×844 and 1366×768.

const expect = baseExpect.configure({ timeout: 30_000 });
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function shootBoth(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    const path = testInfo.outputPath(`states-${size}-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(MOBILE);
}

async function call(request: APIRequestContext, token: string, method: 'POST' | 'PUT', url: string, data: unknown) {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** An event with a Match Odds market priced around 2.00, made by the operator; in play with a bet delay when asked. */
async function createMatch(request: APIRequestContext, options: { inPlay: boolean; betDelay?: number }) {
  const token = await operatorToken(request);
  const tag = String(Date.now()).slice(-6);
  const home = `Falcons ${tag}`;
  const away = `Ravens ${tag}`;
  const event = await call(request, token, 'POST', '/api/admin/events', {
    sport: 'cricket',
    team1: home,
    team2: away,
    competition: 'E2E States',
    start_time: new Date(Date.now() + (options.inPlay ? -600_000 : 86_400_000)).toISOString(),
    in_play: options.inPlay,
  });
  const eventId = (event.data.event as { id: number }).id;
  const created = await call(request, token, 'POST', `/api/admin/events/${eventId}/markets`, {
    name: 'Match Odds',
    type: 'match_odds',
    max_stake: 100_000,
    bet_delay: options.betDelay ?? 0,
    runners: [
      { name: home, fair_price: 2 },
      { name: away, fair_price: 2 },
    ],
  });
  const market = created.data.market as { id: number; runners: Array<{ id: number }> };
  return { token, eventId, marketId: market.id, runnerIds: market.runners.map((runner) => runner.id), home, away };
}

async function playerToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('lotus_token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

test('a signed-in player opening /login or /register is sent home', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(balanceButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with demo ID' })).toHaveCount(0);
  await page.goto('/register');
  await expect(page).toHaveURL('/');
});

test('Open Bets on a 390 px phone: the card fits, Edit and Cancel are on screen', async ({ page, request }, testInfo) => {
  const match = await createMatch(request, { inPlay: false });
  await logInDemo(page);
  const token = await playerToken(page);
  // Backing at 50 finds no one to lay it: it rests unmatched.
  await call(request, token, 'POST', '/api/bets/place', { market_id: match.marketId, runner_id: match.runnerIds[0], side: 'back', price: 50, stake: 100 });
  await page.goto('/open-bets');
  await expect(page.getByText(match.home).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Cancel' }).first()).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shootBoth(page, testInfo, 'open-bets');
});

test('a settled market shows its result and is no longer live', async ({ page, request }, testInfo) => {
  const match = await createMatch(request, { inPlay: true });
  await logInDemo(page);
  await page.goto(`/event/${match.eventId}`);
  const header = page.getByRole('heading', { level: 1, name: `${match.home} v ${match.away}` }).locator('..');
  await expect(header.getByText('Live', { exact: true })).toBeVisible();
  const market = page.getByRole('region', { name: 'Match Odds' });
  await expect(market.getByRole('button', { name: new RegExp(`^Back ${match.home} at `) }).first()).toBeVisible();

  await call(request, match.token, 'POST', `/api/admin/markets/${match.marketId}/settle`, { winner_runner_id: match.runnerIds[1] });
  await expect(market.getByTestId('market-result')).toHaveText(`Winner: ${match.away}`);
  await expect(market.getByText('Suspended')).toHaveCount(0);
  await expect(market.getByRole('button', { name: new RegExp(`^Back ${match.home} at `) })).toHaveCount(0);
  // Its only market settled: the event is over (the page's event is read again on its timer).
  await expect(header.getByText('Finished', { exact: true })).toBeVisible();
  await expect(header.getByText('Live', { exact: true })).toHaveCount(0);
  const api = await request.get(`/api/events/${match.eventId}`);
  expect(((await api.json()) as { data: { event: { in_play: boolean; is_over: boolean } } }).data.event).toMatchObject({ in_play: false, is_over: true });
  await shootBoth(page, testInfo, 'settled-market');
});

test('in play, a back above the best price waits out the bet delay and rests unmatched', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const match = await createMatch(request, { inPlay: true, betDelay: 2 });
  await logInDemo(page);
  await page.goto(`/event/${match.eventId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Back ${match.home} at `) })
    .first()
    .click();
  const slip = page.getByRole('dialog', { name: 'Bet Slip' });
  const odds = slip.getByLabel('Odds', { exact: true });
  await odds.fill('3.00');
  await slip.getByLabel('Stake (₹)').fill('100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByText('Bet placed, unmatched')).toBeVisible();
  await expect(slip.getByText('₹100.00 unmatched at 3.00, waiting for a match')).toBeVisible();
  await expect(slip.getByText(/price moved/i)).toHaveCount(0);
  // Photographed at the phone size only: at desktop size the slip moves to the sidebar, afresh.
  const path = testInfo.outputPath('states-mobile-in-play-resting.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('mobile-in-play-resting', { path, contentType: 'image/png' });
  await page.goto('/open-bets');
  await expect(page.getByText(match.home).first()).toBeVisible();
  await expect(page.getByText('3.00').first()).toBeVisible();
});
