import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@server/test/test-app';
import { startFakeAggregator, type FakeAggregator } from '@server/modules/casino';
import { configureProvider, createCasinoTestApp, providerSecret, sessionOf } from '@server/test/casino-support';
import { createMarketFixture, fundedPlayer, placeBet, settle, type Player } from '@server/test/exchange-fixtures';
import { checkLedger } from '@server/modules/ledger';

// Bet History's tabs from real play: exchange bets (Sports), the house games' rounds and an
// aggregator's rounds through the seamless wallet (Casino), both (All Bets) — filtered, counted
// and paged by the server; and Net Profit net of the commission a market charged, as in P&L.

type Row = {
  kind: string;
  ref: string;
  event: string;
  market: string;
  selection: string;
  status: string;
  stake: number;
  profit: number | null;
  commission: number;
};

let t: TestApp;
let fake: FakeAggregator;
let player: Player;
let other: Player;
let dice: { status: string; stake: number; profit: number };

beforeAll(async () => {
  t = await createCasinoTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake = await startFakeAggregator({ lotusUrl: address, providerKey: 'royal-gaming', secret: await providerSecret(t, 'royal-gaming') });
  await configureProvider(t, 'royal-gaming', { apiUrl: fake.url });
  player = await fundedPlayer(t, 50_000);
  other = await fundedPlayer(t, 50_000);

  // Exchange: a market charging 5% commission; the player backs Home twice (1000 and 700 at 2.00) and Home wins.
  const market = await createMarketFixture(t, { sport: 'cricket', commission_rate: 5 });
  const [home = 0] = market.runnerIds;
  await placeBet(t, other, { market_id: market.marketId, runner_id: home, side: 'lay', price: 2, stake: 1700 });
  expect((await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 2, stake: 1000 })).statusCode).toBe(201);
  expect((await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 2, stake: 700 })).statusCode).toBe(201);
  await settle(t, market.marketId, { winner_runner_id: home });

  // House: one dice roll played to the end, and a Mines round left open (not in history yet),
  // each in a game session opened by a real launch and paid through the house's wallet.
  // Played through the game frame's own API, with the game session its launch opened.
  const play = async (game: 'dice' | 'mines', url: string, payload: object): Promise<number> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: game } });
    const played = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${sessionOf(res.json().data.game_url)}` }, payload });
    expect(played.statusCode, played.body).toBe(200);
    return Number(played.json().data.round.id);
  };
  const rolled = await play('dice', '/api/casino/house/dice/roll', { stake: 100, target: 50, direction: 'over' });
  const found = await t.db.execute<{ status: string; stake: number; payout: number }>(
    sql`SELECT status, stake, payout FROM casino_rounds WHERE id = ${rolled}`,
  );
  const round = found.rows[0];
  if (!round) throw new Error('no dice round');
  dice = { status: round.status, stake: Number(round.stake) / 100, profit: (Number(round.payout) - Number(round.stake)) / 100 };
  await play('mines', '/api/casino/house/mines/start', { stake: 100, mines: 3 });

  // Aggregator: a round staking 200 that pays 500, and a stake of 150 rolled back.
  const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: 'super-ace' } });
  expect(launched.json()).toMatchObject({ success: true });
  const session = fake.launches.at(-1);
  if (!session) throw new Error('no launch reached the fake aggregator');
  expect((await fake.playRound({ sessionToken: session.sessionToken, roundId: 'r-won', stake: 200, win: 500 })).kind).toBe('settled');
  const base = { session_token: session.sessionToken, player_id: session.playerId, round_id: 'r-void' };
  await fake.client.call('debit', { ...base, transaction_id: 'r-void:bet', amount: 150, currency: 'INR' });
  await fake.client.call('rollback', { ...base, transaction_id: 'r-void:rollback', reference_transaction_id: 'r-void:bet' });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const history = async (who: Player, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/bets/history${query}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { bets: Row[]; total: number; summary: Record<string, number> };
};

describe('bet history tabs', () => {
  it('Sports holds only exchange bets, each with its share of the commission, and Net Profit after commission agrees with P&L', async () => {
    const sports = await history(player, '?kind=sports');
    expect(sports.total).toBe(2);
    expect(sports.bets.map((bet) => [bet.kind, bet.status, bet.profit, bet.commission])).toEqual([
      ['sports', 'won', 700, 35],
      ['sports', 'won', 1000, 50],
    ]);
    const pnl = (await t.app.inject({ method: 'GET', url: '/api/bets/pnl', headers: player.auth })).json().data;
    expect(pnl.total).toEqual({ profit: 1700, commission: 85, net: 1615 });
    expect(sports.summary).toEqual({ total_bets: 2, bets_won: 2, bets_lost: 0, win_rate: 100, total_staked: 1700, net_profit: 1615 });
  });

  it('Casino holds the finished house rounds and the aggregator rounds, as bets', async () => {
    const casino = await history(player, '?kind=casino');
    expect(casino.total).toBe(3);
    const diceProfit = dice.profit;
    expect(casino.bets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'casino',
          event: 'Dice',
          market: 'Lotus Originals',
          selection: 'Over 50.00',
          detail: { key: 'dice', values: { direction: 'over', target: '50.00' } },
          status: dice.status,
          stake: 100,
          profit: diceProfit,
        }),
        expect.objectContaining({
          kind: 'casino',
          event: 'Super Ace',
          market: 'Royal Gaming',
          selection: 'Round r-won',
          detail: { key: 'round', values: { round: 'r-won' } },
          status: 'won',
          stake: 200,
          profit: 300,
        }),
        expect.objectContaining({ kind: 'casino', market: 'Royal Gaming', selection: 'Round r-void', status: 'void', stake: 150, profit: 0 }),
      ]),
    );
    expect(new Set(casino.bets.map((bet) => bet.ref)).size).toBe(3);
    expect(casino.summary).toMatchObject({ total_bets: 3, total_staked: 450, net_profit: (Math.round(diceProfit * 100) + 30_000) / 100 });
  });

  it('All Bets holds both, with the cards over both and the filters applied to both', async () => {
    const all = await history(player);
    expect(all.total).toBe(5);
    expect(all.bets.filter((bet) => bet.kind === 'casino')).toHaveLength(3);
    const diceProfit = dice.profit;
    expect(all.summary).toMatchObject({ total_bets: 5, total_staked: 2150, net_profit: (Math.round(diceProfit * 100) + 191_500) / 100 });
    expect((await history(player, '?search=royal')).bets.map((bet) => bet.selection).sort()).toEqual(['Round r-void', 'Round r-won']);
    expect((await history(player, '?kind=casino&status=void')).bets.map((bet) => bet.selection)).toEqual(['Round r-void']);
    expect((await history(player, '?kind=casino&status=pending')).total).toBe(0);
    expect((await history(player, '?sport=cricket')).total).toBe(2);
    const page = await history(player, '?page=2&page_size=4');
    expect(page.bets).toHaveLength(1);
    expect(page.total).toBe(5);
  });

  it("never shows another player's casino play, and refuses an unknown tab", async () => {
    expect((await history(other, '?kind=casino')).total).toBe(0);
    expect((await history(other)).bets.every((bet) => bet.kind === 'sports')).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/bets/history?kind=poker', headers: player.auth });
    expect(res.statusCode).toBe(400);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});
