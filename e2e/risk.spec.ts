import { expect, test } from '@playwright/test';
import { logInOperator, registerPlayer } from './helpers';
import { depositByApi } from './wallet-helpers';

// The exposure board in the browser: most exposed markets first, one click suspends a market, a
// player's bet on it is then refused, one click reopens it; the bet ticker shows its threshold.

test('an operator suspends a market from the exposure board and a bet on it is refused', async ({ page, request }) => {
  await logInOperator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Risk', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Risk' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Most exposed first: the house's worst case of each card, in order, never rises.
  const worstCases = (await page.locator('article dt:text-is("Worst case") + dd').allTextContents()).map((text) => Number(text.replace(/[₹,]/g, '')));
  expect(worstCases).toEqual([...worstCases].sort((a, b) => a - b));

  const card = cards.filter({ hasText: 'Match odds' }).first();
  const label = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: `Suspend market ${label}` }).click();
  await expect(page.getByText('Market suspended')).toBeVisible();
  await expect(page.getByRole('article', { name: label }).getByText('Suspended', { exact: true })).toBeVisible();

  const board = await page.evaluate(async () => {
    const token = localStorage.getItem('lotus_admin_token');
    const res = await fetch('/api/admin/risk/exposure', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).data as {
      markets: Array<{ market_id: number; status: string; event: string; name: string; outcomes: Array<{ runner_id: number }> }>;
    };
  });
  const suspended = board.markets.find((market) => `${market.event} · ${market.name}` === label && market.status === 'SUSPENDED');
  expect(suspended).toBeTruthy();
  const demo = await request.post('/api/auth/demo');
  const token = (await demo.json()).data.token as string;
  const bet = await request.post('/api/bets/place', {
    headers: { authorization: `Bearer ${token}` },
    data: { market_id: suspended?.market_id, runner_id: suspended?.outcomes[0]?.runner_id, side: 'back', price: 2, stake: 100 },
  });
  expect(bet.status()).toBe(422);
  expect((await bet.json()).message).toBe('Market is suspended');

  await page
    .getByRole('article', { name: label })
    .getByRole('button', { name: `Reopen market ${label}` })
    .click();
  await expect(page.getByRole('article', { name: label }).getByText('Open', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bet ticker' }).click();
  await expect(page.getByRole('heading', { name: 'Bet ticker' })).toBeVisible();
  await expect(page.getByLabel('Highlight bets from (₹)')).toHaveAttribute('placeholder', '10000');
});

test('a real player’s bet shows on the ticker, highlighted above the threshold, and on the board', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await depositByApi(request, player, 5000);
  await logInOperator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bet ticker' }).click();
  await page.getByLabel('Highlight bets from (₹)').fill('1000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Large bet threshold saved')).toBeVisible();

  // A match odds market the house quotes: back the first runner at the best price offered.
  const events = (await (await request.get('/api/events')).json()).data.events as Array<{ markets: Array<{ id: number; type: string; status: string }> }>;
  const marketId = events.flatMap((event) => event.markets).find((market) => market.type === 'match_odds' && market.status === 'OPEN')?.id;
  const book = (await (await request.get(`/api/markets/${marketId}`)).json()).data.market as { runners: Array<{ id: number; back: Array<{ price: number }> }> };
  const runner = book.runners.find((each) => each.back.length > 0);
  const bet = await request.post('/api/bets/place', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { market_id: marketId, runner_id: runner?.id, side: 'back', price: runner?.back[0]?.price, stake: 1500 },
  });
  expect(bet.status(), await bet.text()).toBe(201);
  const betId = (await bet.json()).data.bet.id as number;

  // The ticker picks it up by itself.
  const row = page.getByRole('listitem', { name: `Large bet ${betId}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(player.username);
  await expect(row).toContainText('₹1,500.00');
  await page.screenshot({ path: test.info().outputPath('bet-ticker-390.png') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: test.info().outputPath('bet-ticker-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Risk', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Most exposed players' })).toContainText(player.username);
});
