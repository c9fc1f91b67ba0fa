import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { grantDemoFunds } from '../ledger';
import { createMarketFixture, fundedPlayer, placeBet, type Player } from '@server/test/exchange-fixtures';

// A resting bet matched later, by another player's order, tells its owner "Bet matched" with the
// event, market, price and the part matched; the player whose order matched it is told nothing
// (they had the answer), and the house is never told.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Notice = { kind: string; message: string };
const notices = async (player: Player): Promise<Notice[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: player.auth })).json().data.notifications;
const matched = async (player: Player) => (await notices(player)).filter((notice) => notice.kind === 'bet_matched').map((notice) => notice.message);

async function eventName(eventId: number): Promise<string> {
  const found = await t.db.execute<{ name: string }>(`SELECT name FROM events WHERE id = ${eventId}`);
  return found.rows[0]?.name ?? '';
}

describe('bet matched notifications', () => {
  it("a resting back matched whole by another player's lay: its owner told once, the taker not", async () => {
    const market = await createMarketFixture(t, { runners: [{ name: 'India' }, { name: 'Australia' }] });
    const [india = 0] = market.runnerIds;
    const backer = await fundedPlayer(t, 1000);
    const layer = await fundedPlayer(t, 1000);
    await placeBet(t, backer, { market_id: market.marketId, runner_id: india, side: 'back', price: 2.5, stake: 100, persistence: 'persist' });
    expect(await matched(backer)).toEqual([]);
    const lay = await placeBet(t, layer, { market_id: market.marketId, runner_id: india, side: 'lay', price: 2.5, stake: 100 });
    expect(lay.json().data.bet).toMatchObject({ status: 'matched', matched_stake: 100 });
    const event = await eventName(market.eventId);
    expect(await matched(backer)).toEqual([`Bet matched: ${event}, Match Odds: Back India at 2.50, ₹100.00 matched.`]);
    expect(await matched(layer)).toEqual([]);
  });

  it('a partial match names the part matched and what still waits; each later match is its own notice', async () => {
    const market = await createMarketFixture(t, { runners: [{ name: 'India' }, { name: 'Australia' }] });
    const [, australia = 0] = market.runnerIds;
    const layer = await fundedPlayer(t, 5000);
    const backer = await fundedPlayer(t, 5000);
    await placeBet(t, layer, { market_id: market.marketId, runner_id: australia, side: 'lay', price: 3, stake: 1000, persistence: 'persist' });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: australia, side: 'back', price: 3, stake: 400 });
    const event = await eventName(market.eventId);
    expect(await matched(layer)).toEqual([`Bet matched: ${event}, Match Odds: Lay Australia at 3.00, ₹400.00 matched, ₹600.00 still unmatched.`]);
    await placeBet(t, backer, { market_id: market.marketId, runner_id: australia, side: 'back', price: 3, stake: 600 });
    expect(await matched(layer)).toEqual([
      `Bet matched: ${event}, Match Odds: Lay Australia at 3.00, ₹600.00 matched.`,
      `Bet matched: ${event}, Match Odds: Lay Australia at 3.00, ₹400.00 matched, ₹600.00 still unmatched.`,
    ]);
    expect(await matched(backer)).toEqual([]);
  });

  it('one order matching two resting bets of one player tells each bet once', async () => {
    const market = await createMarketFixture(t, { runners: [{ name: 'India' }, { name: 'Australia' }] });
    const [india = 0] = market.runnerIds;
    const backer = await fundedPlayer(t, 5000);
    const layer = await fundedPlayer(t, 5000);
    await placeBet(t, backer, { market_id: market.marketId, runner_id: india, side: 'back', price: 2, stake: 100, persistence: 'persist' });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: india, side: 'back', price: 2.02, stake: 200, persistence: 'persist' });
    await placeBet(t, layer, { market_id: market.marketId, runner_id: india, side: 'lay', price: 2.02, stake: 300 });
    expect(await matched(backer)).toHaveLength(2);
    expect(await matched(backer)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Back India at 2.00, ₹100.00 matched.'),
        expect.stringContaining('Back India at 2.02, ₹200.00 matched.'),
      ]),
    );
    expect(await matched(layer)).toEqual([]);
  });

  it('demo players are told of their own play-money bets matched', async () => {
    const market = await createMarketFixture(t, { runners: [{ name: 'India' }, { name: 'Australia' }] });
    const [india = 0] = market.runnerIds;
    const demo = async () => {
      const player = await createPlayer(t, { isDemo: true });
      await t.db.transaction((tx) => grantDemoFunds(tx, player.id));
      return player;
    };
    const backer = await demo();
    const layer = await demo();
    await placeBet(t, backer, { market_id: market.marketId, runner_id: india, side: 'back', price: 4, stake: 100, persistence: 'persist' });
    await placeBet(t, layer, { market_id: market.marketId, runner_id: india, side: 'lay', price: 4, stake: 100 });
    expect(await matched(backer)).toHaveLength(1);
    expect(await matched(layer)).toEqual([]);
  });

  it("a bet matching the house's quote tells no one", async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'India', fair_price: 2 },
        { name: 'Australia', fair_price: 2 },
      ],
    });
    const [india = 0] = market.runnerIds;
    const player = await fundedPlayer(t, 1000);
    const bet = await placeBet(t, player, { market_id: market.marketId, runner_id: india, side: 'back', price: 1.01, stake: 100 });
    expect(bet.json().data.bet.matched_stake).toBe(100);
    expect(await matched(player)).toEqual([]);
    const house = await t.db.execute<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_notifications WHERE kind = 'bet_matched' AND user_id IN (SELECT user_id FROM house_makers)`,
    );
    expect(house.rows[0]?.n).toBe(0);
  });
});
