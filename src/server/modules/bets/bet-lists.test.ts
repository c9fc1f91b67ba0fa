import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, fundedPlayer, placeBet, settle, type Player } from '@server/test/exchange-fixtures';

// Open Bets, Bet History (filters that really filter, the five cards) and Profit and Loss from
// the player's real bets; another player's bets never show.

let t: TestApp;
let player: Player;
let other: Player;

beforeAll(async () => {
  t = await createTestApp();
  player = await fundedPlayer(t, 50_000);
  other = await fundedPlayer(t, 50_000);
  const cricket = await createMarketFixture(t, { sport: 'cricket' });
  const football = await createMarketFixture(t, { sport: 'football', runners: [{ name: 'Arsenal' }, { name: 'The Draw' }, { name: 'Chelsea' }] });
  const [home = 0, away = 0] = cricket.runnerIds;
  const [arsenal = 0] = football.runnerIds;
  // Cricket: the player backs Home (wins) and lays Away against the other player (loses), then it settles.
  await placeBet(t, other, { market_id: cricket.marketId, runner_id: home, side: 'lay', price: 2, stake: 1000 });
  await placeBet(t, player, { market_id: cricket.marketId, runner_id: home, side: 'back', price: 2, stake: 1000 });
  await placeBet(t, other, { market_id: cricket.marketId, runner_id: away, side: 'back', price: 3, stake: 500 });
  await placeBet(t, player, { market_id: cricket.marketId, runner_id: away, side: 'lay', price: 3, stake: 500 });
  await settle(t, cricket.marketId, { winner_runner_id: away });
  // Football: one unmatched bet still open.
  await placeBet(t, player, { market_id: football.marketId, runner_id: arsenal, side: 'back', price: 4, stake: 200 });
});
afterAll(() => t.close());

const get = async (who: Player, url: string) => (await t.app.inject({ method: 'GET', url, headers: who.auth })).json();

describe('bet lists', () => {
  it('open bets hold only what is not settled', async () => {
    const open = (await get(player, '/api/bets/user')).data.bets;
    expect(open).toEqual([expect.objectContaining({ selection: 'Arsenal', status: 'unmatched', sport: 'football', unmatched_stake: 200 })]);
  });

  it('history has every bet with its result and the five cards', async () => {
    const history = (await get(player, '/api/bets/history')).data;
    expect(history.total).toBe(3);
    // Away won: the back on Home lost 1000, the lay of Away lost 1000 (500 at 3.00).
    expect(history.bets.map((bet: { selection: string; status: string; profit: number | null }) => [bet.selection, bet.status, bet.profit])).toEqual([
      ['Arsenal', 'unmatched', null],
      ['Away', 'lost', -1000],
      ['Home', 'lost', -1000],
    ]);
    expect(history.summary).toEqual({ total_bets: 3, bets_won: 0, bets_lost: 2, win_rate: 0, total_staked: 1700, net_profit: -2000 });
    const winner = (await get(other, '/api/bets/history?status=won')).data;
    expect(winner.summary).toMatchObject({ total_bets: 2, bets_won: 2, win_rate: 100, net_profit: 2000 });
  });

  it('filters by status, sport, search and dates, and pages', async () => {
    const ids = async (query: string) => (await get(player, `/api/bets/history?${query}`)).data.bets.map((bet: { selection: string }) => bet.selection);
    expect(await ids('status=pending')).toEqual(['Arsenal']);
    expect(await ids('status=lost')).toEqual(['Away', 'Home']);
    expect(await ids('sport=soccer')).toEqual(['Arsenal']);
    expect(await ids('search=ARSE')).toEqual(['Arsenal']);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('to=2000-01-01')).toEqual([]);
    expect(await ids(`from=${new Date().toISOString().slice(0, 10)}`)).toHaveLength(3);
    const page = (await get(player, '/api/bets/history?page=2&page_size=1')).data;
    expect(page).toMatchObject({ page: 2, page_size: 1, total: 3 });
    expect(page.bets).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/bets/history?status=everything', headers: player.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/bets/history?from=yesterday', headers: player.auth })).statusCode).toBe(400);
  });

  it('profit and loss by sport and market, with the date filter', async () => {
    const pnl = (await get(player, '/api/bets/pnl')).data;
    expect(pnl.markets).toEqual([expect.objectContaining({ sport: 'cricket', market: 'Match Odds', bets: 2, stake: 1500, profit: -2000, net: -2000 })]);
    expect(pnl.total).toEqual({ profit: -2000, commission: 0, net: -2000 });
    expect((await get(player, '/api/bets/pnl?to=2000-01-01')).data.markets).toEqual([]);
    expect((await get(player, '/api/bets/pnl?sport=football')).data.total).toEqual({ profit: 0, commission: 0, net: 0 });
  });

  it('needs a token', async () => {
    for (const url of ['/api/bets/user', '/api/bets/history', '/api/bets/pnl']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
