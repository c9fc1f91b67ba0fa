import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { startExchangeScheduler } from './exchange-scheduler';
import { startPriceSimulator } from './price-simulator';
import { exchangeSeed } from './seed';
import { expectLedgerBalanced, fundedPlayer, placeBet } from '@server/test/exchange-fixtures';

// The demo catalogue (spec §2, §3 sample fixtures) served by the public API, with the house's
// quotes as real resting orders behind every price shown.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: [exchangeSeed] });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

type Level = { price: number; size: number };
type EventView = {
  id: number;
  name: string;
  in_play: boolean;
  markets: Array<{ id: number; type: string; status: string; runners: Array<{ back: Level | null; lay: Level | null }> }>;
};
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const eventsOf = async (sport: string): Promise<EventView[]> => (await get(`/api/events?sport=${sport}`)).data.events;

describe('catalogue', () => {
  it('lists every sport with its event counts', async () => {
    const sports = (await get('/api/sports')).data.sports as Array<{ key: string; event_count: number; in_play_count: number }>;
    const byKey = Object.fromEntries(sports.map((sport) => [sport.key, sport]));
    expect(byKey.cricket).toMatchObject({ event_count: 12, in_play_count: 5 });
    expect(byKey.kabaddi).toMatchObject({ event_count: 2, in_play_count: 0 });
    expect(byKey['winner-cup']).toMatchObject({ event_count: 1 });
    for (const empty of ['mma', 'gaelic', 'fifa-cup-winner', 'election']) expect(byKey[empty]).toMatchObject({ event_count: 0 });
  });

  it('serves cricket with live matches first, bookmaker and fancy on the headline match', async () => {
    const cricket = await eventsOf('cricket');
    expect(cricket.filter((event) => event.in_play)).toHaveLength(5);
    expect(cricket[0]?.in_play).toBe(true);
    const headline = cricket.find((event) => event.name === 'India v Australia');
    expect(headline?.markets.map((market) => market.type)).toEqual(['match_odds', 'bookmaker', 'fancy', 'fancy', 'fancy']);
    expect(headline?.markets[0]?.runners[0]?.back).toEqual({ price: 1.84, size: expect.any(Number) });
    expect(headline?.markets[0]?.runners[0]?.lay).toEqual({ price: 1.86, size: expect.any(Number) });
    expect(headline?.markets[2]?.runners[0]?.back).toEqual({ price: 2, size: 50_000, line: 59 });
  });

  it("shows no prices ('-') for kabaddi and the winner cup, and takes /soccer as football", async () => {
    for (const sport of ['kabaddi', 'winner-cup']) {
      for (const event of await eventsOf(sport)) {
        for (const runner of event.markets.flatMap((market) => market.runners)) expect([runner.back, runner.lay]).toEqual([null, null]);
      }
    }
    expect(await eventsOf('soccer')).toHaveLength(6);
    expect((await t.app.inject({ method: 'GET', url: '/api/events?sport=darts' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/events?sport=' + 'x'.repeat(300) })).statusCode).toBe(400);
  });

  it('answers an event with its markets and 404 for an unknown one', async () => {
    const [first] = await eventsOf('tennis');
    const res = await get(`/api/events/${first?.id}`);
    expect(res.data.event).toMatchObject({ id: first?.id, sport: 'tennis', markets: [expect.objectContaining({ type: 'match_odds', status: 'OPEN' })] });
    expect((await t.app.inject({ method: 'GET', url: '/api/events/99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/markets/nope' })).statusCode).toBe(400);
  });

  it('shows the best three prices a side, each a real resting order of the house', async () => {
    const event = (await eventsOf('football')).find((candidate) => candidate.name === 'Manchester United v Liverpool');
    const marketId = event?.markets[0]?.id;
    const market = (await get(`/api/markets/${marketId}`)).data.market;
    expect(market).toMatchObject({ type: 'match_odds', status: 'OPEN', min_stake: 100, max_stake: 500_000 });
    const home = market.runners[0];
    // Fair 2.90: the house lays at 2.88, 2.86, 2.84 (players back) and backs at 2.92, 2.94, 2.96.
    expect(home.back.map((level: Level) => level.price)).toEqual([2.88, 2.86, 2.84]);
    expect(home.lay.map((level: Level) => level.price)).toEqual([2.92, 2.94, 2.96]);
    const stored = await t.db.execute<{ price: number; size: number }>(sql`
      SELECT price, sum(remaining_stake)::bigint AS size FROM bets b JOIN users u ON u.id = b.user_id AND NOT u.is_demo
      WHERE market_id = ${marketId} AND runner_id = ${home.id} AND side = 'lay' AND remaining_stake > 0 GROUP BY price ORDER BY price DESC`);
    expect(stored.rows.map((row) => ({ price: Number(row.price) / 100, size: Number(row.size) / 100 }))).toEqual(home.back);
  });

  it('the house refills a level a player takes, at the same prices', async () => {
    const [event] = await eventsOf('esports');
    const marketId = event?.markets[0]?.id ?? 0;
    const before = (await get(`/api/markets/${marketId}`)).data.market.runners[0];
    const total = before.back.reduce((sum: number, level: Level) => sum + level.size, 0);
    const player = await fundedPlayer(t, 1_000_000);
    const worst = before.back[2].price;
    const res = await placeBet(t, player, { market_id: marketId, runner_id: before.id, side: 'back', price: worst, stake: Math.min(total, 500_000) });
    expect(res.json().data.bet).toMatchObject({ status: 'matched' });
    const after = (await get(`/api/markets/${marketId}`)).data.market.runners[0];
    expect(after.back).toEqual(before.back);
  });

  it('the demo price simulator moves fair prices and the house re-quotes; the scheduler puts due demo events in play', async () => {
    const fairs = async () =>
      (await t.db.execute<{ id: number; fair_price: number }>(sql`SELECT id, fair_price FROM runners WHERE fair_price IS NOT NULL ORDER BY id`)).rows.map(
        (row) => `${row.id}:${row.fair_price}`,
      );
    await t.db.execute(sql`UPDATE events SET start_time = now() - interval '1 minute' WHERE name = 'West Indies v Afghanistan'`);
    const before = await fairs();
    const simulator = startPriceSimulator(t.app, { autoStart: false, marketsPerTick: 6, random: () => 0.3 });
    await simulator.tick();
    await simulator.stop();
    expect(await fairs()).not.toEqual(before);
    const scheduler = startExchangeScheduler(t.app, { autoStart: false });
    await scheduler.tick();
    await scheduler.stop();
    const started = await t.db.execute<{ in_play: boolean }>(sql`SELECT in_play FROM events WHERE name = 'West Indies v Afghanistan'`);
    expect(started.rows[0]?.in_play).toBe(true);
    // Every quoted runner still shows the house's three levels a side around its (new) fair price.
    const cricket = await eventsOf('cricket');
    const quoted = cricket.flatMap((event) => event.markets.filter((market) => market.type === 'match_odds').flatMap((market) => market.runners));
    expect(quoted.filter((runner) => runner.back !== null).length).toBeGreaterThan(20);
  });
});
