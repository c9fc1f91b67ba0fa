import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '../../../shared/money';
import { placeBetSchema } from '../../../shared/schemas/bets';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app';
import { placedAnswer, toBalanceView } from '../bets/place-bet-request';
import { createExchangeCache, ensureBettingAccounts, exchangeCacheFor } from './exchange-cache';
import { placeBetBatchesAtOnce } from './place-at-once';
import { placeBetBatches, type BatchJob, type BatchOutcome } from './place-bet-batch';
import { balancesOf, createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture, type Player } from '../../test/exchange-fixtures';

// A batch matched against the process's cached market states and placed in one statement: the
// same bets, holds and key answers as the usual transaction, and when anything in the database
// is not as the process assumed (another process traded or suspended the market, a key was used
// before, a session ended, a hold does not fit) nothing at all is written and the caller is told
// to go the usual way.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

let keyCounter = 0;
const nextKey = () => `at-once-${process.pid}-${(keyCounter += 1)}`;

/** A market this process has traded on (one bet through the API), so its state is cached. */
async function warmMarket(): Promise<MarketFixture> {
  const market = await createMarketFixture(t);
  const warm = await fundedPlayer(t, 1_000);
  const res = await placeBet(t, warm, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 5, stake: 100 });
  expect(res.statusCode, res.body).toBe(201);
  return market;
}

async function job(player: Player, market: MarketFixture, side: 'back' | 'lay', price: number, stake: number, key?: string): Promise<BatchJob> {
  await ensureBettingAccounts(t.db, exchangeCacheFor(t.db), player.id);
  const input = placeBetSchema.parse({ market_id: market.marketId, runner_id: market.runnerIds[0], side, price, stake });
  const found = await t.db.execute<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${player.id} ORDER BY id LIMIT 1`);
  return {
    userId: player.id,
    world: 'real',
    input,
    hasWaited: false,
    signInId: Number(found.rows[0]?.id),
    ...(key ? { idempotency: { key, requestHash: `hash-${key}` } } : {}),
  };
}

const atOnce = (marketId: number, jobs: BatchJob[]) => placeBetBatchesAtOnce(t.db, exchangeCacheFor(t.db), [{ marketId, jobs }], placedAnswer);

const placed = (outcome: BatchOutcome | undefined) => {
  if (outcome?.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return outcome;
};

/** Everything a batch could have written on the market and for the players. */
async function trace(market: MarketFixture, players: Player[]) {
  const ids = sql.join(
    players.map((player) => sql`${player.id}`),
    sql`, `,
  );
  const found = await t.db.execute<{ bets: number; keys: number; transfers: number; version: number }>(sql`SELECT
    (SELECT count(*)::int FROM bets WHERE market_id = ${market.marketId}) AS bets,
    (SELECT count(*)::int FROM idempotency_keys WHERE user_id IN (${ids})) AS keys,
    (SELECT count(*)::int FROM transfers) AS transfers,
    (SELECT version FROM markets WHERE id = ${market.marketId}) AS version`);
  return { ...found.rows[0], balances: await Promise.all(players.map((player) => balancesOf(t, player))) };
}

describe('a batch placed at once', () => {
  it('matches, holds and stores key answers as the usual transaction, the balances after the ledger in each answer', async () => {
    const market = await warmMarket();
    const [backer, layer] = await Promise.all([fundedPlayer(t, 10_000), fundedPlayer(t, 10_000)]);
    const keys = [nextKey(), nextKey()];
    const outcomes = await atOnce(market.marketId, [await job(backer, market, 'back', 2, 300, keys[0]), await job(layer, market, 'lay', 2, 300, keys[1])]);
    expect(outcomes).toBeDefined();
    const [first, second] = (outcomes?.[0] ?? []).map(placed);
    expect([first?.bet.status, second?.bet.status]).toEqual(['matched', 'matched']);
    expect(await balancesOf(t, backer)).toEqual({ main: 9700, exposure: 300 });
    expect(await balancesOf(t, layer)).toEqual({ main: 9700, exposure: 300 });
    // The stored answer is the one the first request got: bet id and balances set by the statement.
    for (const [index, player] of [backer, layer].entries()) {
      const stored = await t.db.execute<{ status_code: number; response: unknown }>(
        sql`SELECT status_code, response FROM idempotency_keys WHERE user_id = ${player.id} AND key = ${keys[index] ?? ''}`,
      );
      const outcome = [first, second][index];
      expect(stored.rows[0]?.status_code).toBe(201);
      expect(stored.rows[0]?.response).toEqual(JSON.parse(JSON.stringify(placedAnswer(outcome ?? placed(undefined)))));
    }
  });

  it('answers a key placed at once the same when it is sent again', async () => {
    const market = await warmMarket();
    const player = await fundedPlayer(t, 1_000);
    const body = { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'lay' as const, price: 4, stake: 200 };
    const key = nextKey();
    const first = await placeBet(t, player, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.balance).toMatchObject({ available_credit: 400, net_exposure: 600 });
    const again = await placeBet(t, player, body, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balancesOf(t, player)).toEqual({ main: 400, exposure: 600 });
  });

  it('is not tried on a market the process holds no state of', async () => {
    const market = await createMarketFixture(t);
    const player = await fundedPlayer(t, 1_000);
    const before = await trace(market, [player]);
    expect(await atOnce(market.marketId, [await job(player, market, 'back', 3, 100)])).toBeUndefined();
    expect(await trace(market, [player])).toEqual(before);
  });

  it('writes nothing when the market was suspended behind the process, and the order is then refused', async () => {
    const market = await warmMarket();
    const player = await fundedPlayer(t, 1_000);
    await t.db.execute(sql`UPDATE markets SET status = 'SUSPENDED' WHERE id = ${market.marketId}`);
    const key = nextKey();
    const before = await trace(market, [player]);
    expect(await atOnce(market.marketId, [await job(player, market, 'back', 3, 100, key)])).toBeUndefined();
    expect(await trace(market, [player])).toEqual(before);
    const res = await placeBet(t, player, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 3, stake: 100 }, { 'idempotency-key': key });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Market is suspended');
  });

  it('writes nothing when another process traded on the market, and the order then matches what that process rests', async () => {
    const market = await warmMarket();
    const [backer, layer] = await Promise.all([fundedPlayer(t, 10_000), fundedPlayer(t, 10_000)]);
    // Another process (its own cache): a lay of 300 at 2.00 rests, unseen by this process's cached book.
    const other = createExchangeCache();
    const lay = await job(layer, market, 'lay', 2, 300);
    await t.db.transaction((tx) => placeBetBatches(tx, other, [{ marketId: market.marketId, jobs: [lay] }], placedAnswer));
    const before = await trace(market, [backer, layer]);
    const backs = [await job(backer, market, 'back', 2, 300)];
    expect(await atOnce(market.marketId, backs)).toBeUndefined();
    expect(await trace(market, [backer, layer])).toEqual(before);
    // The usual way reads the book under the lock: the back matches the other process's lay.
    const res = await placeBet(t, backer, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 2, stake: 300 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.bet.status).toBe('matched');
    expect(await balancesOf(t, layer)).toEqual({ main: 9700, exposure: 300 });
  });

  it('leaves a batch that moves the exposure of a player unknown to the process to the usual way', async () => {
    const market = await warmMarket();
    const [backer, maker, other] = await Promise.all([fundedPlayer(t, 10_000), fundedPlayer(t, 10_000), fundedPlayer(t, 10_000)]);
    const at2 = { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, price: 2, stake: 300 };
    // The maker backs 300 at 2.00 (matched), then lays 300 at 2.00 (resting): matching that lay
    // hedges them, and their exposure falls from 300 to 0.
    expect((await placeBet(t, other, { ...at2, side: 'lay' })).statusCode).toBe(201);
    expect((await placeBet(t, maker, { ...at2, side: 'back' })).statusCode).toBe(201);
    expect((await placeBet(t, maker, { ...at2, side: 'lay' })).statusCode).toBe(201);
    expect(await balancesOf(t, maker)).toEqual({ main: 9700, exposure: 300 });
    // As after a restart: the maker was never seen by this process.
    exchangeCacheFor(t.db).accounts.delete(maker.id);
    const before = await trace(market, [backer, maker]);
    expect(await atOnce(market.marketId, [await job(backer, market, 'back', 2, 300)])).toBeUndefined();
    expect(await trace(market, [backer, maker])).toEqual(before);
    const res = await placeBet(t, backer, { ...at2, side: 'back' });
    expect(res.json().data.bet.status).toBe('matched');
    expect(await balancesOf(t, maker)).toEqual({ main: 10_000, exposure: 0 });
  });

  it('writes nothing for anyone when one key of the batch was used before', async () => {
    const market = await warmMarket();
    const [player, other] = await Promise.all([fundedPlayer(t, 1_000), fundedPlayer(t, 1_000)]);
    const used = nextKey();
    const first = await placeBet(t, player, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'back', price: 3, stake: 100 }, { 'idempotency-key': used });
    expect(first.statusCode).toBe(201);
    const before = await trace(market, [player, other]);
    const jobs = [await job(other, market, 'back', 3, 100, nextKey()), await job(player, market, 'back', 3, 100, used)];
    expect(await atOnce(market.marketId, jobs)).toBeUndefined();
    expect(await trace(market, [player, other])).toEqual(before);
  });

  /**
   * Another transaction holds `key` of `player`, uncommitted, while the batch runs: the batch's
   * insert of its keys (the statement's last) waits for it, then the holder commits or rolls back.
   */
  async function batchBesideHeldKey(player: Player, key: string, holderEnds: 'commit' | 'rollback', jobs: BatchJob[], marketId: number) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = t.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
          VALUES (${player.id}, ${key}, 'held', 201, '{"success": true, "data": "held"}'::jsonb)`);
        await held;
        if (holderEnds === 'rollback') throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rolled back on purpose')) throw error;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const batch = atOnce(marketId, jobs);
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await holder;
    return batch;
  }

  it.runIf(onPostgres)('waits for a key another transaction holds, and writes nothing once that one commits', async () => {
    const market = await warmMarket();
    const [player, other] = await Promise.all([fundedPlayer(t, 1_000), fundedPlayer(t, 1_000)]);
    const key = nextKey();
    const before = await trace(market, [player, other]);
    const jobs = [await job(other, market, 'back', 3, 100, nextKey()), await job(player, market, 'back', 3, 100, key)];
    expect(await batchBesideHeldKey(player, key, 'commit', jobs, market.marketId)).toBeUndefined();
    // Only the holder's key was added; no bet, no money, no key of the batch.
    expect(await trace(market, [player, other])).toEqual({ ...before, keys: Number(before.keys) + 1 });
    const stored = await t.db.execute<{ request_hash: string }>(sql`SELECT request_hash FROM idempotency_keys WHERE user_id = ${player.id} AND key = ${key}`);
    expect(stored.rows).toEqual([{ request_hash: 'held' }]);
  });

  it.runIf(onPostgres)('waits for a key another transaction holds, and places the batch once that one rolls back', async () => {
    const market = await warmMarket();
    const player = await fundedPlayer(t, 1_000);
    const key = nextKey();
    const outcomes = await batchBesideHeldKey(player, key, 'rollback', [await job(player, market, 'back', 3, 100, key)], market.marketId);
    const bet = placed(outcomes?.[0]?.[0]).bet;
    const stored = await t.db.execute<{ request_hash: string; status_code: number; response: { data: { bet: { id: number } } } }>(
      sql`SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = ${player.id} AND key = ${key}`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({ request_hash: `hash-${key}`, status_code: 201 });
    expect(stored.rows[0]?.response.data.bet.id).toBe(bet.id);
  });

  it('writes nothing for anyone when the session behind one order has ended', async () => {
    const market = await warmMarket();
    const [player, other] = await Promise.all([fundedPlayer(t, 1_000), fundedPlayer(t, 1_000)]);
    const jobs = [await job(other, market, 'back', 3, 100), await job(player, market, 'back', 3, 100)];
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${player.id}`);
    const before = await trace(market, [player, other]);
    expect(await atOnce(market.marketId, jobs)).toBeUndefined();
    expect(await trace(market, [player, other])).toEqual(before);
  });

  it('writes nothing for anyone when one hold does not fit', async () => {
    const market = await warmMarket();
    const [rich, broke] = await Promise.all([fundedPlayer(t, 10_000), fundedPlayer(t, 150)]);
    const jobs = [await job(rich, market, 'back', 3, 500, nextKey()), await job(broke, market, 'lay', 3, 100, nextKey())];
    const before = await trace(market, [rich, broke]);
    expect(await atOnce(market.marketId, jobs)).toBeUndefined();
    expect(await trace(market, [rich, broke])).toEqual(before);
  });
});

describe('the balance view the statement sets in an answer', () => {
  it('is the one the API shows (toBalanceView), for any balances', async () => {
    const paise = fc.integer({ min: 0, max: 10_000_000_000_000 });
    await fc.assert(
      fc.asyncProperty(paise, paise, paise, async (main, bonus, exposure) => {
        const found = await t.db.execute<{ view: unknown }>(sql`SELECT exchange_balance_view(${main}::bigint, ${bonus}::bigint, ${exposure}::bigint) AS view`);
        const expected = toBalanceView({ main: main as Paise, bonus: bonus as Paise, exposure: exposure as Paise, withdrawalHold: 0 as Paise });
        expect(found.rows[0]?.view).toEqual(JSON.parse(JSON.stringify(expected)));
      }),
      { numRuns: 200 },
    );
  });

  it('is inlined into the statement that uses it, not called once an answer', async () => {
    const plan = await t.db.execute<Record<string, string>>(
      sql`EXPLAIN VERBOSE SELECT exchange_balance_view(coalesce(n, 0), 0, coalesce(n, 0)) FROM generate_series(1, 3) AS s(n)`,
    );
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('jsonb_build_object');
    expect(text).not.toContain('exchange_balance_view');
  });
});
