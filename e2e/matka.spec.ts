import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { logIn, logInOperator, operatorToken, painted, registerPlayer } from './helpers';
import { depositByApi } from './wallet-helpers';

// Matka through the browser: a player opens a market's bet screen from Play Now and places a
// bet; the operator sees it in the market's book, declares the result in the Matka results
// screen once the session has closed, and the player's balance moves by exactly the payout.

const MARKET = 'RAJDHANI NIGHT';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** India wall-clock time 'HH:MM' at now + `minutes`. */
const indiaTime = (minutes: number) => new Date(Date.now() + (minutes + 330) * 60_000).toISOString().slice(11, 16);

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await painted(page);
    const path = testInfo.outputPath(`matka-${size}-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(MOBILE);
}

test('a player bets on a Matka number through the bet screen, the operator declares the result, and the balance moves by the payout', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request);
  await depositByApi(request, player, 1000);
  const operator = { authorization: `Bearer ${await operatorToken(request)}` };
  const markets = (await (await request.get('/api/matka/markets')).json()) as { data: { markets: Array<{ id: number; name: string }> } };
  const market = markets.data.markets.find((entry) => entry.name === MARKET);
  if (!market) throw new Error(`no market ${MARKET}`);
  // The open session closed a minute ago; the close session takes bets for an hour.
  const timed = await request.patch(`/api/admin/matka/markets/${market.id}`, {
    headers: operator,
    data: { open_time: indiaTime(-1), close_time: indiaTime(60) },
  });
  expect(timed.status(), await timed.text()).toBe(200);
  const available = async () =>
    (
      (await (await request.get('/api/user/balance', { headers: { authorization: `Bearer ${player.token}` } })).json()) as {
        data: { balance: { available_credit: number } };
      }
    ).data.balance.available_credit;
  expect(await available()).toBe(1000);

  await logIn(page, player.username, player.password);
  await page.goto('/matka');
  await page.getByRole('button', { name: `Play Now: ${MARKET}` }).click();
  await expect(page.getByRole('heading', { name: MARKET })).toBeVisible();
  await expect(page.getByRole('radio', { name: /open session/i })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /close session/i })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('tab', { name: /Jodi/ })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Single 1:9\.5$/ }).click();
  await page.getByRole('button', { name: '8', exact: true }).click();
  await page.getByLabel('Stake (₹)').fill('100');
  await page.getByRole('button', { name: /^Add 8 to slip/ }).click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip).toContainText('₹100.00 → ₹950.00');
  await shoot(page, testInfo, 'bet-screen');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Bet placed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'My bets' })).toContainText('Open');
  expect(await available()).toBe(900);

  // The operator: the market's book, then the close result once the session has closed.
  const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await logInOperator(admin);
  await admin.goto('/admin/matka-results');
  const panel = admin.getByRole('region', { name: `${MARKET} · matka` });
  await panel.getByRole('button', { name: 'Show open bets' }).click();
  const book = panel.getByRole('region', { name: /^Open bets of draw/ });
  await expect(book.getByRole('row').filter({ hasText: 'Single' })).toContainText('₹950.00');
  const closed = await request.patch(`/api/admin/matka/markets/${market.id}`, { headers: operator, data: { close_time: indiaTime(0) } });
  expect(closed.status(), await closed.text()).toBe(200);
  // A declaration always names its draw day (today's draw, in India).
  await panel
    .getByLabel('Draw day', { exact: true })
    .first()
    .fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  await panel.getByLabel('Close', { exact: true }).fill('350-8');
  await panel.getByRole('button', { name: 'Declare' }).click();
  await expect(admin.getByText(`${MARKET}: Result declared: 1 bet settled, 0 bets resettled`)).toBeVisible();
  await admin.context().close();

  // Won: 100 × 9.5 = 950 back, stake included.
  expect(await available()).toBe(1850);
  await page.reload();
  await expect(page.getByRole('list', { name: 'My bets' })).toContainText('Won');
  await expect(page.getByRole('list', { name: 'My bets' })).toContainText('₹950.00');
});
