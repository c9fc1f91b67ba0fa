import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeBetSchema } from '@shared/schemas/bets';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { ensureBettingAccounts, exchangeCacheFor } from './exchange-cache';
import { ShortOfBalance } from './market-transaction';
import { createOrderBatcher, type BatchJob } from './order-batcher';
import { placeOrders, type Order, type OrderResult } from './place-orders';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, type MarketFixture, type Player } from '@server/test/exchange-fixtures';

// placeOrders with the orders of several markets in one transaction (group commit hands them over
// so): each market is locked, matched and written as if alone, and the bets land on their own
// markets, though new bets of different markets share seqs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

async function job(player: Player, market: MarketFixture, side: 'back' | 'lay', price: number, stake: number): Promise<Order> {
  await ensureBettingAccounts(t.db, exchangeCacheFor(t.db), player.id);
  const input = placeBetSchema.parse({ market_id: market.marketId, runner_id: market.runnerIds[0], side, price, stake });
  return { userId: player.id, world: 'real', input, hasWaited: false };
}

/** The groups' orders in one transaction, market after market; results by group. */
async function runBatches(groups: Array<{ marketId: number; jobs: Order[] }>): Promise<OrderResult[][]> {
  const results = await t.db.transaction((tx) =>
    placeOrders(
      tx,
      exchangeCacheFor(t.db),
      groups.flatMap((group) => group.jobs),
    ),
  );
  let at = 0;
  return groups.map((group) => group.jobs.map(() => results[at++] as OrderResult));
}

const betOf = (outcome: OrderResult | undefined) => {
  if (outcome?.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return outcome.bet;
};

describe('orders of several markets in one transaction', () => {
  it('places each on its own market, matched as if alone', async () => {
    const markets = await Promise.all([createMarketFixture(t), createMarketFixture(t), createMarketFixture(t)]);
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 10_000)));
    const groups = await Promise.all(
      markets.map(async (market, m) => ({
        marketId: market.marketId,
        // A back and a lay of 300 at 2.00 on each market: they match each other there.
        jobs: [await job(players[2 * m] as Player, market, 'back', 2, 300), await job(players[2 * m + 1] as Player, market, 'lay', 2, 300)],
      })),
    );
    const outcomes = await runBatches(groups);

    const bets = outcomes.flat().map(betOf);
    expect(bets.map((bet) => bet.market_id)).toEqual(markets.flatMap((market) => [market.marketId, market.marketId]));
    expect(bets.every((bet) => bet.status === 'matched')).toBe(true);
    const stored = await t.db.execute<{ id: number; market_id: number; user_id: number }>(
      sql`SELECT id, market_id, user_id FROM bets WHERE id IN (${sql.join(
        bets.map((bet) => sql`${bet.id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(stored.rows.map((row) => [Number(row.id), row]));
    groups.forEach((group, g) =>
      group.jobs.forEach((entry, j) => {
        const bet = bets[2 * g + j];
        expect(Number(byId.get(bet?.id ?? 0)?.market_id)).toBe(group.marketId);
        expect(Number(byId.get(bet?.id ?? 0)?.user_id)).toBe(entry.userId);
      }),
    );
    for (const player of players) expect(await balancesOf(t, player)).toEqual({ main: 9700, exposure: 300 });
    // One transaction wrote them all.
    const writers = await t.db.execute<{ n: number }>(
      sql`SELECT count(DISTINCT xmin::text)::int AS n FROM bets WHERE market_id IN (${sql.join(
        markets.map((market) => sql`${market.marketId}`),
        sql`, `,
      )}) AND user_id IN (${sql.join(
        players.map((player) => sql`${player.id}`),
        sql`, `,
      )})`,
    );
    expect(writers.rows[0]?.n).toBe(1);
  });

  it('refuses the orders of a market that does not exist, and places the others', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1_000);
    const ghost = { ...market, marketId: 2_000_000_000 };
    const outcomes = await runBatches([
      { marketId: ghost.marketId, jobs: [await job(player, ghost, 'back', 3, 100)] },
      { marketId: market.marketId, jobs: [await job(player, market, 'back', 3, 100)] },
    ]);
    expect(outcomes[0]?.[0]).toMatchObject({ kind: 'refused', error: { status: 404, message: 'Market not found' } });
    expect(betOf(outcomes[1]?.[0]).market_id).toBe(market.marketId);
    expect(await balancesOf(t, player)).toEqual({ main: 900, exposure: 100 });
  });

  it("holds one player's exposure on each market through one ledger call", async () => {
    const [first, second] = await Promise.all([createMarketFixture(t), createMarketFixture(t)]);
    if (!first || !second) throw new Error('no markets');
    const player = await fundedPlayer(t, 1_000);
    const outcomes = await runBatches([
      { marketId: second.marketId, jobs: [await job(player, second, 'lay', 4, 100)] },
      { marketId: first.marketId, jobs: [await job(player, first, 'back', 3, 250), await job(player, first, 'back', 5, 100)] },
    ]);
    expect(outcomes.flat().map((outcome) => outcome.kind)).toEqual(['placed', 'placed', 'placed']);
    // Unmatched: a lay of 100 at 4.00 holds 300; backs hold their stakes.
    expect(await balancesOf(t, player)).toEqual({ main: 350, exposure: 650 });
    const held = await t.db.execute<{ market_id: number; amount: number }>(
      sql`SELECT market_id, amount FROM market_exposures WHERE user_id = ${player.id} ORDER BY market_id`,
    );
    expect(held.rows.map((row) => [Number(row.market_id), Number(row.amount)])).toEqual(
      [
        [first.marketId, 35_000],
        [second.marketId, 30_000],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
  });

  it('names the players whose holds do not fit, and writes nothing', async () => {
    const [first, second] = await Promise.all([createMarketFixture(t), createMarketFixture(t)]);
    if (!first || !second) throw new Error('no markets');
    const rich = await fundedPlayer(t, 10_000);
    const broke = await fundedPlayer(t, 150);
    // 150 in main: a back of 100 on one market fits, a lay of 100 at 3.00 (holds 200) on the other does not.
    const groups = [
      { marketId: first.marketId, jobs: [await job(rich, first, 'back', 3, 500), await job(broke, first, 'back', 3, 100)] },
      { marketId: second.marketId, jobs: [await job(broke, second, 'lay', 3, 100), await job(rich, second, 'lay', 3, 500)] },
    ];
    const failure = await runBatches(groups).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ShortOfBalance);
    expect([...((failure as ShortOfBalance).userIds ?? [])]).toEqual([broke.id]);
    expect((failure as ShortOfBalance).message).toBe('Insufficient balance');
    expect(await balancesOf(t, rich)).toEqual({ main: 10_000, exposure: 0 });
    expect(await balancesOf(t, broke)).toEqual({ main: 150, exposure: 0 });
  });

  it('sends a short player alone and places the other orders of the batch together', async () => {
    const markets = await Promise.all([createMarketFixture(t), createMarketFixture(t), createMarketFixture(t)]);
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(t, 10_000)));
    const broke = await fundedPlayer(t, 50);
    // Each transaction records whether it ran alone; a short batch throws, as placeOrders does.
    const batcher = createOrderBatcher<{ kind: string; alone: boolean }>({
      db: t.db,
      place: async (tx, jobs: readonly BatchJob[], alone) => {
        const results = await placeOrders(
          tx,
          exchangeCacheFor(t.db),
          jobs.map((entry) => entry.order),
        );
        return results.map((result) => ({ kind: result.kind, alone }));
      },
      failed: (error) => ({ kind: error instanceof ShortOfBalance ? 'short' : 'failed', alone: true }),
    });
    const orders = await Promise.all(players.map((player, i) => job(player, markets[i % 3] as MarketFixture, 'back', 3, 200)));
    const brokeOrder = await job(broke, markets[1] as MarketFixture, 'back', 3, 100);
    // Submitted at once: the first transactions start with the first orders, the rest (the short
    // player's among them) wait and go together.
    const outcomes = await Promise.all([...orders, brokeOrder].map((order) => batcher.submit({ order })));
    expect(outcomes.slice(0, -1).map((outcome) => outcome.kind)).toEqual(players.map(() => 'placed'));
    expect(outcomes.at(-1)).toEqual({ kind: 'short', alone: true });
    for (const player of players) expect(await balancesOf(t, player)).toEqual({ main: 9800, exposure: 200 });
    expect(await balancesOf(t, broke)).toEqual({ main: 50, exposure: 0 });
  });
});
