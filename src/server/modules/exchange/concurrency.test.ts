import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '@server/test/test-app';
import { checkLedger } from '../ledger';
import { loadMarketState, lockMarkets } from './market-state';
import { exposureOf } from './position-math';
import { createMarketFixture, fundedPlayer, placeBet, settle, type Player } from '@server/test/exchange-fixtures';
import { startTwoInstances, type TwoInstances } from '@server/test/two-instances';

// Two app instances on two pools to one PostgreSQL database, as two server processes: many
// players' orders on one market at once through both never double-match, the book never
// crosses, every hold equals the recomputed worst case, and the ledger stays balanced; a
// settlement sent to both at once pays once.

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let both: TwoInstances;
  let marketId: number;
  let runners: number[];
  let players: Player[];

  beforeAll(async () => {
    both = await startTwoInstances();
    const market = await createMarketFixture(both.first, { runners: [{ name: 'Home' }, { name: 'Away' }, { name: 'Draw' }] });
    marketId = market.marketId;
    runners = market.runnerIds;
    players = [];
    for (let index = 0; index < 24; index++) players.push(await fundedPlayer(both.first, 50_000));
  }, 120_000);
  afterAll(() => both?.close());

  it('matches concurrent orders exactly once each, and every hold is the worst case', async () => {
    const prices = [1.9, 1.95, 2, 2.02, 2.06, 2.1];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const orders = players.flatMap((player, index) =>
      Array.from({ length: 8 }, (_, n) => ({
        player,
        app: (index + n) % 2 === 0 ? both.first : both.second,
        body: {
          market_id: marketId,
          runner_id: runners[Math.floor(random() * runners.length)] ?? 0,
          side: random() < 0.5 ? ('back' as const) : ('lay' as const),
          price: prices[Math.floor(random() * prices.length)] ?? 2,
          stake: 100 + Math.floor(random() * 20) * 50,
        },
      })),
    );
    const answers = await Promise.all(orders.map((order) => placeBet(order.app, order.player, order.body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(150);

    const db = both.first.db;
    // Each bet's matched stake is exactly the sum of its matches, as taker and as maker.
    const mismatched = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM bets b
      WHERE b.market_id = ${marketId} AND b.matched_stake <> coalesce((
        SELECT sum(stake) FROM bet_matches m WHERE m.market_id = b.market_id AND (m.taker_seq = b.seq OR m.maker_seq = b.seq)), 0)`);
    expect(mismatched.rows[0]?.n).toBe(0);
    const matchedPairs = await db.execute<{ backs: number; lays: number }>(sql`
      SELECT coalesce(sum(matched_stake) FILTER (WHERE side = 'back'), 0)::bigint AS backs,
             coalesce(sum(matched_stake) FILTER (WHERE side = 'lay'), 0)::bigint AS lays
      FROM bets WHERE market_id = ${marketId}`);
    expect(Number(matchedPairs.rows[0]?.backs)).toBe(Number(matchedPairs.rows[0]?.lays));
    expect(Number(matchedPairs.rows[0]?.backs)).toBeGreaterThan(0);

    // The resting book never crosses: every resting lay is below every resting back of its runner.
    const crossed = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM runners r WHERE r.market_id = ${marketId} AND
        (SELECT max(price) FROM bets WHERE runner_id = r.id AND side = 'lay' AND remaining_stake > 0) >=
        (SELECT min(price) FROM bets WHERE runner_id = r.id AND side = 'back' AND remaining_stake > 0)`);
    expect(crossed.rows[0]?.n).toBe(0);

    // Each hold equals the worst case recomputed from the stored bets, and the exposure accounts agree.
    const state = await db.transaction(async (tx) => loadMarketState(tx, (await lockMarkets(tx, [marketId])).markets.get(marketId) ?? fail('no market')));
    for (const player of players) {
      const held = await db.execute<{ held: number; account: number }>(sql`
        SELECT coalesce((SELECT amount FROM market_exposures WHERE market_id = ${marketId} AND user_id = ${player.id}), 0) AS held,
               coalesce((SELECT balance FROM accounts WHERE user_id = ${player.id} AND kind = 'exposure'), 0) AS account`);
      expect(Number(held.rows[0]?.held)).toBe(exposureOf('match_odds', state, player.id));
      expect(Number(held.rows[0]?.account)).toBe(Number(held.rows[0]?.held));
    }
    expect((await checkLedger(db)).balanced).toBe(true);
  }, 120_000);

  it('pays once when both processes settle the market at the same moment', async () => {
    const db = both.first.db;
    const ids = sql.join(
      players.map((player) => sql`${player.id}`),
      sql`, `,
    );
    const sums = async () => {
      const found = await db.execute<{ main: number; held: number }>(sql`
        SELECT coalesce(sum(balance) FILTER (WHERE kind = 'main'), 0)::bigint AS main,
               coalesce(sum(balance) FILTER (WHERE kind = 'exposure'), 0)::bigint AS held
        FROM accounts WHERE user_id IN (${ids})`);
      return { main: Number(found.rows[0]?.main), held: Number(found.rows[0]?.held) };
    };
    const before = await sums();
    const winner = runners[0] ?? 0;
    const [one, two] = await Promise.all([
      settle(both.first, marketId, { winner_runner_id: winner }),
      settle(both.second, marketId, { winner_runner_id: winner }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().data.settlement.already_settled, two.json().data.settlement.already_settled].sort()).toEqual([false, true]);
    const rounds = await db.execute<{ n: number; net: number }>(sql`
      SELECT count(DISTINCT round)::int AS n, coalesce(sum(net_profit - commission), 0)::bigint AS net
      FROM market_settlements WHERE market_id = ${marketId} AND user_id IN (${ids})`);
    expect(rounds.rows[0]?.n).toBe(1);
    // Players' money moved once: holds released and each net result paid, no more.
    const after = await sums();
    expect(after.held).toBe(0);
    expect(after.main).toBe(before.main + before.held + Number(rounds.rows[0]?.net));
    expect((await checkLedger(db)).balanced).toBe(true);
  }, 120_000);
});

function fail(message: string): never {
  throw new Error(message);
}
