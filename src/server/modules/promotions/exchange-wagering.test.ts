import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletSeed } from '@server/modules/payments';
import { createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, settle, type MarketFixture } from '@server/test/exchange-fixtures';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';

// Exchange wagering counts the player's matched stake after the grant, not what rests unmatched,
// and not bets of a voided market.

let t: TestApp;
let market: MarketFixture;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
  market = await createMarketFixture(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const hour = 3600_000;
async function grantExchangeBonus(auth: { authorization: string }, code: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: admin,
    payload: {
      code,
      title: 'Exchange bonus',
      kind: 'fixed',
      amount: 100,
      wagering_multiple: 2,
      wagering_on: 'exchange',
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: '/api/promotions/redeem', headers: auth, payload: { code } })).statusCode).toBe(200);
}
const bonusOf = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/promotions/bonuses', headers: auth })).json().data.bonuses[0];

describe('exchange wagering', () => {
  it('counts matched stake only, and converts when it reaches the target', async () => {
    const player = await fundedPlayer(t, 1000);
    const maker = await fundedPlayer(t, 1000);
    await grantExchangeBonus(player.auth, 'EXCH1');
    const [home] = market.runnerIds as [number];
    // Resting, unmatched: counts nothing.
    expect((await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 3, stake: 200 })).statusCode).toBe(201);
    expect(await bonusOf(player.auth)).toMatchObject({ status: 'active', wagered: 0 });
    // A lay of ₹150 matches ₹150 of the back: ₹150 of ₹200.
    expect((await placeBet(t, maker, { market_id: market.marketId, runner_id: home, side: 'lay', price: 3, stake: 150 })).statusCode).toBe(201);
    expect(await bonusOf(player.auth)).toMatchObject({ status: 'active', wagered: 150, remaining: 50 });
    expect((await placeBet(t, maker, { market_id: market.marketId, runner_id: home, side: 'lay', price: 3, stake: 100 })).statusCode).toBe(201);
    expect(await bonusOf(player.auth)).toMatchObject({ status: 'converted', wagered: 200, remaining: 0 });
  });

  it('does not count the bets of a voided market', async () => {
    const voided = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1000);
    const maker = await fundedPlayer(t, 1000);
    await grantExchangeBonus(player.auth, 'EXCH2');
    const [home] = voided.runnerIds as [number];
    await placeBet(t, player, { market_id: voided.marketId, runner_id: home, side: 'back', price: 2, stake: 150 });
    await placeBet(t, maker, { market_id: voided.marketId, runner_id: home, side: 'lay', price: 2, stake: 150 });
    expect(await bonusOf(player.auth)).toMatchObject({ wagered: 150 });
    expect((await settle(t, voided.marketId, { void: true })).statusCode).toBe(200);
    expect(await bonusOf(player.auth)).toMatchObject({ status: 'active', wagered: 0 });
  });
});
