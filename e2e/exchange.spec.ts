import { expect as baseExpect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { balanceButton, logInDemo, logInOperator, painted } from './helpers';

// The exchange end to end, in a real Chromium against the real server: the operator creates an
// event and a market in the back office, a demo player backs a team at the shown price and sees
// it matched in Open Bets, the operator settles the market, and the balance, Bet History,
// Profit and Loss and the Account Statement agree. Screens are photographed at both sizes.

// Several pages, two browsers and a price simulator on a shared machine: give each step room.
const expect = baseExpect.configure({ timeout: 30_000 });

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const DEMO_BALANCE = 25_000.5;
const STAKE = 1_000;

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** A full-page picture at phone size and at desktop size (the page is left at phone size). */
async function shootBoth(page: Page, testInfo: TestInfo, name: string, ready?: () => Promise<void>) {
  for (const [size, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await ready?.();
    await painted(page);
    const path = testInfo.outputPath(`exchange-${size}-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(MOBILE);
}

async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await logInOperator(page);
  return page;
}

/** "2026-11-23T18:30" for a datetime-local input, a day from now. */
function tomorrowLocal(): string {
  const at = new Date(Date.now() + 24 * 3600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

test('a player backs a team at the shown price, the operator settles, and balance, history, P&L and statement agree', async ({ page, browser }, testInfo) => {
  test.setTimeout(420_000);
  const tag = String(Date.now()).slice(-6);
  const home = `Lions ${tag}`;
  const away = `Tigers ${tag}`;
  const match = `${home} v ${away}`;

  // The operator opens a cricket event with a Match Odds market. The price simulator never moves
  // a fair price below 1.05, so the price the player is shown can only improve before the order lands.
  const admin = await operatorPage(browser);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Markets' }).click();
  await expect(admin.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'New event' }).click();
  const eventDialog = admin.getByRole('dialog', { name: 'New event' });
  await eventDialog.getByLabel('Sport').selectOption('cricket');
  await eventDialog.getByLabel('Team 1').fill(home);
  await eventDialog.getByLabel('Team 2').fill(away);
  await eventDialog.getByLabel('Competition').fill('E2E Trophy');
  await eventDialog.getByLabel('Start time').fill(tomorrowLocal());
  await eventDialog.getByRole('button', { name: 'Create event' }).click();
  await expect(eventDialog).toBeHidden();

  await admin.getByRole('button', { name: 'New market' }).click();
  const marketDialog = admin.getByRole('dialog', { name: 'New market' });
  await marketDialog.getByLabel('Event').selectOption({ label: `Cricket: ${match}` });
  await expect(marketDialog.getByRole('textbox', { name: 'Runner 1' })).toHaveValue(home);
  await marketDialog.getByLabel('Max stake').fill('100000');
  await marketDialog.getByRole('textbox', { name: 'Fair price' }).nth(0).fill('1.05');
  await marketDialog.getByRole('textbox', { name: 'Fair price' }).nth(1).fill('15');
  await marketDialog.getByRole('button', { name: 'Create market' }).click();
  await expect(admin.getByRole('heading', { name: `${match} · Match Odds` })).toBeVisible();
  const marketUrl = admin.url();

  // The player: demo money, the sport page, the event, a back at the best price shown.
  await logInDemo(page);
  await expect(balanceButton(page)).toContainText(rupees(DEMO_BALANCE));
  // The home page loads its markets as they come near the viewport: scroll down to them.
  await shootBoth(page, testInfo, 'home', async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  });
  await page.goto('/cricket');
  const fixture = page.getByRole('link', { name: match, exact: true });
  await expect(fixture).toBeVisible();
  await shootBoth(page, testInfo, 'sport-page');
  await fixture.click();
  await expect(page.getByRole('heading', { name: match, level: 1 })).toBeVisible();

  const back = page.getByRole('button', { name: new RegExp(`^Back ${home} at `) });
  await expect(back).toHaveCount(1);
  const shown = Number((await back.getAttribute('aria-label'))?.split(' at ')[1]);
  expect(shown).toBeGreaterThan(1);
  await back.click();
  const slip = page.getByRole('dialog', { name: 'Bet Slip' });
  await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue(shown.toFixed(2));
  await slip.getByRole('button', { name: '1,000', exact: true }).click();
  await expect(slip.getByRole('textbox', { name: 'Stake (₹)' })).toHaveValue('1,000');
  await expect(slip.getByTestId('slip-primary')).toHaveText(rupees(Math.round(STAKE * (shown - 1) * 100) / 100));
  // The slip is a dialog on a phone and the sidebar's Betslip tab on a desktop (a fresh slip each time).
  const quickStake = () => page.getByRole('button', { name: '1,000', exact: true }).click();
  await shootBoth(page, testInfo, 'event-bet-slip', quickStake);

  await expect(slip).toBeVisible();
  await quickStake();
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(slip.getByText('Bet matched')).toBeVisible();
  const matchedLine = slip.getByText(/^₹1,000\.00 matched at /);
  const matchedAt = Number((await matchedLine.textContent())?.split(' at ')[1]);
  expect(matchedAt).toBeGreaterThanOrEqual(shown);
  await slip.getByRole('button', { name: 'Done' }).click();
  const profit = Math.round(STAKE * (matchedAt - 1) * 100) / 100;

  // The stake is held as exposure: available credit drops by the stake.
  await expect(balanceButton(page)).toContainText(rupees(DEMO_BALANCE - STAKE));

  // Open Bets shows it matched.
  await page.goto('/open-bets');
  const matchedBets = page.getByRole('region', { name: /^Matched/ });
  await expect(matchedBets.getByRole('listitem').filter({ hasText: home })).toContainText(`${rupees(STAKE)}`);
  await expect(matchedBets.getByRole('listitem').filter({ hasText: home })).toContainText(matchedAt.toFixed(2));
  await shootBoth(page, testInfo, 'open-bets');

  // The operator sees the bet in the book and settles the market: the home team won.
  await admin.goto(marketUrl);
  // A demo player's bet is play money: counted apart from real players.
  await expect(admin.getByText('Demo players', { exact: true }).locator('xpath=following-sibling::dd')).not.toHaveText('0');
  await admin.getByRole('radio', { name: home }).check();
  await admin.getByRole('button', { name: 'Settle market' }).click();
  await admin.getByRole('dialog', { name: 'Settle market?' }).getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(admin.getByText(`Winner: ${home}`)).toBeVisible();
  await shootBoth(admin, testInfo, 'admin-market', () => expect(admin.getByText(`Winner: ${home}`)).toBeVisible());

  // The ledger still balances after the settlement.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Ledger check' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Balanced' })).toContainText('Balanced');

  // Balance: the stake back and the winnings.
  const finalBalance = DEMO_BALANCE + profit;
  await page.goto('/');
  await expect(balanceButton(page)).toContainText(rupees(finalBalance));

  // Open Bets no longer lists it.
  await page.goto('/open-bets');
  await expect(page.getByRole('heading', { name: 'Matched (0)', exact: true })).toBeVisible();

  // Bet History: one bet, won, the profit.
  await page.goto('/bet-history');
  const bet = page.getByRole('list', { name: 'Bets' }).getByRole('listitem').filter({ hasText: home });
  await expect(bet).toContainText('Won');
  await expect(bet).toContainText(`+${rupees(profit)}`);
  const card = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(card('Total Bets')).toHaveText('1');
  await expect(card('Bets Won')).toHaveText('1');
  await expect(card('Win Rate')).toHaveText('100.0%');
  await expect(card('Total Staked')).toHaveText(rupees(STAKE));
  await expect(card('Net Profit')).toHaveText(`+${rupees(profit)}`);
  await shootBoth(page, testInfo, 'bet-history');

  // Profit and Loss: the market and the total.
  await page.goto('/win-loss');
  await expect(page.getByRole('row').filter({ hasText: match })).toContainText(`+${rupees(profit)}`);
  await expect(page.getByTestId('pnl-total')).toHaveText(`+${rupees(profit)}`);
  await shootBoth(page, testInfo, 'profit-loss');

  // Account Statement: the hold, its release and the win, ending on the balance.
  await page.goto('/account-statement');
  const entries = page.getByRole('list', { name: 'Statement entries' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Bet placed: exposure held' })).toContainText(`-${rupees(STAKE)}`);
  await expect(entries.filter({ hasText: 'Exposure released' })).toContainText(`+${rupees(STAKE)}`);
  await expect(entries.filter({ hasText: 'Bet won' })).toContainText(`+${rupees(profit)}`);
  await expect(entries.last()).toContainText(`Bal ${rupees(finalBalance)}`);

  await page.goto('/matka');
  await expect(page.getByRole('heading', { name: 'Matka Market' })).toBeVisible();
  await shootBoth(page, testInfo, 'matka', () => expect(page.getByTestId('matka-countdown').first()).toBeVisible());
  await admin.context().close();
});
