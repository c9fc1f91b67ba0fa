import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeBetSchema } from '../../../shared/schemas/bets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { placedAnswer } from '../bets/place-bet-request';
import { ensureBettingAccounts, exchangeCacheFor } from './exchange-cache';
import { ShortOfBalance } from './market-session';
import { createOrderBatcher } from './order-batcher';
import { placeBetBatches, type BatchJob, type BatchOutcome } from './place-bet-batch';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, type MarketFixture, type Player } from '../../test/exchange-fixtures';

// One transaction for the orders of several markets (order-batcher.ts hands them over so): each
// market is locked, matched and written as if alone, the bets land on their own markets, and each
// Idempotency-Key's answer names its own bet, though new bets of different markets share seqs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

let keyCounter = 0;

async function job(player: Player, market: MarketFixture, side: 'back' | 'lay', price: number, stake: number, withKey = true): Promise<BatchJob> {
  await ensureBettingAccounts(t.db, exchangeCacheFor(t.db), player.id);
  const input = placeBetSchema.parse({ market_id: market.marketId, runner_id: market.runnerIds[0], side, price, stake });
  keyCounter += 1;
  return { userId: player.id, world: 'real', input, hasWaited: false, ...(withKey ? { idempotency: { key: `multi-${process.pid}-${keyCounter}`, requestHash: `hash-${keyCounter}` } } : {}) };
}

const runBatches = (groups: Array<{ marketId: number; jobs: BatchJob[] }>) =>
  t.db.transaction((tx) => placeBetBatches(tx, exchangeCacheFor(t.db), groups, placedAnswer));

const betOf = (outcome: BatchOutcome | undefined) => {
  if (outcome?.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return outcome.bet;
};

describe('orders of several markets in one transaction', () => {
  it('places each on its own market, matched as if alone, and stores each key with its own bet id', async () => {
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
    // Every key's stored answer names the bet made for it, on its market.
    const keys = await t.db.execute<{ user_id: number; key: string; status_code: number; bet_id: number }>(
      sql`SELECT user_id, key, status_code, (response->'data'->'bet'->>'id')::bigint AS bet_id FROM idempotency_keys
           WHERE key IN (${sql.join(
             groups.flatMap((group) => group.jobs.map((entry) => sql`${entry.idempotency?.key ?? ''}`)),
             sql`, `,
           )})`,
    );
    const answerOf = new Map(keys.rows.map((row) => [row.key, row]));
    groups.forEach((group, g) =>
      group.jobs.forEach((entry, j) => {
        const answer = answerOf.get(entry.idempotency?.key ?? '');
        expect(answer?.status_code).toBe(201);
        expect(Number(answer?.bet_id)).toBe(bets[2 * g + j]?.id);
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

  it('claims a key used on two markets of one batch once: the second order goes alone', async () => {
    const [first, second] = await Promise.all([createMarketFixture(t), createMarketFixture(t)]);
    const player = await fundedPlayer(t, 1_000);
    const one = await job(player, first as MarketFixture, 'back', 3, 100);
    const twin = { ...(await job(player, second as MarketFixture, 'back', 3, 100)), idempotency: one.idempotency };
    const outcomes = await runBatches([
      { marketId: second?.marketId ?? 0, jobs: [twin] },
      { marketId: first?.marketId ?? 0, jobs: [one] },
    ]);
    expect(outcomes.map((group) => group[0]?.kind)).toEqual(['placed', 'alone']);
    const stored = await t.db.execute<{ bet_id: number }>(
      sql`SELECT (response->'data'->'bet'->>'id')::bigint AS bet_id FROM idempotency_keys WHERE user_id = ${player.id} AND key = ${one.idempotency?.key ?? ''}`,
    );
    expect(stored.rows.map((row) => Number(row.bet_id))).toEqual([betOf(outcomes[0]?.[0]).id]);
    expect(await balancesOf(t, player)).toEqual({ main: 900, exposure: 100 });
  });

  it('refuses the orders of a market that does not exist, and places the others', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1_000);
    const ghost = { ...market, marketId: 2_000_000_000 };
    const outcomes = await runBatches([
      { marketId: ghost.marketId, jobs: [await job(player, ghost, 'back', 3, 100, false)] },
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
    const batcher = createOrderBatcher(t.db, exchangeCacheFor(t.db), placedAnswer);
    const jobs = await Promise.all(players.map((player, i) => job(player, markets[i % 3] as MarketFixture, 'back', 3, 200, false)));
    const brokeJob = await job(broke, markets[1] as MarketFixture, 'back', 3, 100, false);
    // Submitted at once: the first transactions start with the first orders, the rest (the short
    // player's among them) wait and go together.
    const outcomes = await Promise.all([...jobs.map((entry) => batcher.submit(entry.input.market_id, entry)), batcher.submit(brokeJob.input.market_id, brokeJob)]);
    expect(outcomes.slice(0, -1).map((outcome) => outcome.kind)).toEqual(players.map(() => 'placed'));
    expect(outcomes.at(-1)?.kind).toBe('alone');
    for (const player of players) expect(await balancesOf(t, player)).toEqual({ main: 9800, exposure: 200 });
    expect(await balancesOf(t, broke)).toEqual({ main: 50, exposure: 0 });
  });
});
