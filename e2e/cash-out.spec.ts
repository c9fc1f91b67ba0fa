import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { logInDemo, operatorToken, painted } from './helpers';

// Cash out end to end: a demo player backs a team on the market page, the price shortens, the
// cash out bar shows what it would lock in, the player cashes out, and settlement pays the same
// whichever team wins (settled one way, then resettled the other). The list page's back and lay
// prices and the market page's cash out are photographed at phone and desktop sizes.

const expect = baseExpect.configure({ timeout: 30_000 });
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function shootBoth(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await painted(page);
    const path = testInfo.outputPath(`cash-out-${size}-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(MOBILE);
}

async function admin(request: APIRequestContext, token: string, method: 'POST' | 'PUT', url: string, data: unknown) {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, unknown> };
}

test('a player backs, the price moves, cashes out from the market page, and settlement pays the same either way', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const tag = String(Date.now()).slice(-6);
  const home = `Hawks ${tag}`;
  const away = `Owls ${tag}`;
  const token = await operatorToken(request);
  const start = new Date(Date.now() + 24 * 3600_000).toISOString();
  const event = await admin(request, token, 'POST', '/api/admin/events', {
    sport: 'cricket',
    team1: home,
    team2: away,
    competition: 'E2E Cash Out',
    start_time: start,
  });
  const eventId = (event.data.event as { id: number }).id;
  const created = await admin(request, token, 'POST', `/api/admin/events/${eventId}/markets`, {
    name: 'Match Odds',
    type: 'match_odds',
    max_stake: 100_000,
    runners: [
      { name: home, fair_price: 2 },
      { name: away, fair_price: 2 },
    ],
  });
  const market = created.data.market as { id: number; runners: Array<{ id: number }> };
  const [homeId, awayId] = market.runners.map((runner) => runner.id);

  await logInDemo(page);
  await page.goto('/cricket');
  await expect(page.getByRole('link', { name: `${home} v ${away}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Lay ${home} at `) })).toBeVisible();
  await shootBoth(page, testInfo, 'sport-page');

  await page.goto(`/event/${eventId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Back ${home} at `) })
    .first()
    .click();
  const slip = page.getByRole('dialog', { name: 'Bet Slip' });
  await slip.getByRole('button', { name: '1,000', exact: true }).click();
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByText('Bet matched')).toBeVisible();
  await slip.getByRole('button', { name: 'Done' }).click();

  // The home team shortens: backing the other side now locks in a profit.
  await admin(request, token, 'PUT', `/api/admin/markets/${market.id}/prices`, {
    runners: [
      { runner_id: homeId, fair_price: 1.5 },
      { runner_id: awayId, fair_price: 3 },
    ],
  });
  const bar = page.getByTestId('cash-out');
  const button = bar.getByRole('button', { name: /^Cash out ₹/ });
  await expect(button).toBeVisible();
  await expect(bar).toContainText('commission');
  await shootBoth(page, testInfo, 'market-cash-out');

  // The price simulator may move the book between the quote and the click: then the bar says so
  // and shows the new amount, and the player clicks again.
  for (let attempt = 0; attempt < 4; attempt++) {
    await button.click();
    const answer = bar.getByRole('status').or(bar.getByRole('alert'));
    await expect(answer).toBeVisible();
    if ((await answer.textContent())?.startsWith('Cashed out')) break;
    await baseExpect(button).toBeEnabled();
  }
  await expect(bar.getByRole('status')).toContainText(/^Cashed out 100%: ₹[\d,]+\.\d\d locked in whatever the result\.$/);
  // All of it is cashed out: nothing is left to cash out, so the button is gone.
  await expect(button).toBeHidden();
  const books = page.getByTestId('runner-book');
  await expect(books).toHaveCount(2);
  // The books follow the position as it is read again after the cash out.
  const profits = async () => (await books.allTextContents()).map((text) => Number(text.replace(/[₹,+]/g, '')));
  await expect.poll(async () => ((rows) => Math.abs((rows[0] ?? 0) - (rows[1] ?? 0)))(await profits())).toBeLessThanOrEqual(0.02);
  expect(Math.min(...(await profits()))).toBeGreaterThan(0);
  await shootBoth(page, testInfo, 'market-cashed-out');

  // Settle with the home team winning, then resettle with the away team: the same money either way.
  const playerToken = await page.evaluate(() => localStorage.getItem('lotus_token'));
  const balance = async () => {
    const response = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${playerToken}` } });
    return ((await response.json()) as { data: { balance: { main_balance: number } } }).data.balance.main_balance;
  };
  const before = await balance();
  await admin(request, token, 'POST', `/api/admin/markets/${market.id}/settle`, { winner_runner_id: homeId });
  const homeWon = await balance();
  await admin(request, token, 'POST', `/api/admin/markets/${market.id}/resettle`, {
    winner_runner_id: awayId,
    reason: 'Winner entered wrongly',
    confirm: true,
  });
  const awayWon = await balance();
  expect(homeWon).toBeGreaterThan(before);
  expect(Math.abs(homeWon - awayWon)).toBeLessThanOrEqual(0.02);
});
