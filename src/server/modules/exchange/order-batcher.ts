import { availableParallelism } from 'node:os';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { ExchangeCache } from './exchange-cache';
import { houseShardOf } from './house';
import { ShortOfBalance } from './market-session';
import { placeBetBatchesAtOnce } from './place-at-once';
import { placeBetBatches, type AnswerBody, type BatchJob, type BatchOutcome } from './place-bet-batch';

// Group commit inside one process: while transactions are running, orders queue up by market,
// and the next transaction to start takes what waits on every market no running transaction
// holds — several markets' orders in one transaction: one statement when the process holds the
// markets' states (place-at-once.ts), else their locks in one call, one ledger call, one write
// and one commit. With little traffic a transaction is one order and nothing waits;
// under load the fixed costs of a transaction are shared by many orders, however the orders are
// spread over markets. A market is in at most one of this process's transactions at a time (its
// cached state is used by one at once); other processes still take the markets' row locks, so
// several of them on one database stay correct, each batching its own orders. So is the house
// market maker's shard of a market (house.ts): every order on a shard's markets moves that
// shard's exposure through its ledger accounts, so two transactions sharing a shard would take
// turns on those rows, the second waiting out the first's commit (measured: a tenth of the
// database's time on 2 transactions at once, 20 markets on 16 shards); markets of one shard go
// in the same transaction instead. For the same reason a player's order waits while another of
// theirs is in a running transaction (and so do the orders behind it on its market, which keep
// their turn).

export type OrderBatcher = { submit(marketId: number, job: BatchJob): Promise<BatchOutcome> };

type Entry = { job: BatchJob; resolve: (outcome: BatchOutcome) => void };
type Group = { marketId: number; entries: Entry[] };
type Delivery = [Entry, BatchOutcome];

/** Orders of one market in one transaction. */
const MAX_PER_MARKET = 32;
/** Orders in one transaction, over all its markets. */
const MAX_ORDERS = 64;
/**
 * Transactions one process runs at once: one a core, at least two. Backends taking turns on few
 * cores cost more than they share: with fewer transactions at a time, the waiting orders gather
 * into larger batches and each transaction's fixed costs (its round trips and statements, about
 * 2.5 ms of CPU between Node and PostgreSQL, measured) are shared by more orders. bench/exchange-
 * orders on 2 cores, 48 clients over 20 markets: 2 at once 1,500-1,850 orders/s, 3: 1,340-1,570,
 * 4: 1,200-1,490, 6: 1,080. Not one: the next batch gathers while one commits. A market held by
 * another process (settling it) keeps one transaction waiting, and the orders batched with it;
 * never the other, since a market is in one of this process's transactions at a time.
 */
const MAX_RUNNING = Math.max(2, availableParallelism());
const ANSWERS_A_TURN = 4;

export function createOrderBatcher(db: Db, cache: ExchangeCache, answerBody: AnswerBody): OrderBatcher {
  /** Waiting orders by market, markets in the order their first waiting order came. */
  const queues = new Map<number, Entry[]>();
  /** House shards of the markets in running transactions, and the players of their orders. */
  const busy = new Set<number>();
  const busyPlayers = new Set<number>();
  let running = 0;

  const takeGroups = (): Group[] => {
    const groups: Group[] = [];
    let total = 0;
    for (const [marketId, queue] of queues) {
      if (busy.has(houseShardOf(marketId))) continue;
      const free = queue.findIndex((entry) => busyPlayers.has(entry.job.userId));
      const entries = queue.splice(0, Math.min(MAX_PER_MARKET, MAX_ORDERS - total, free === -1 ? queue.length : free));
      if (entries.length === 0) continue;
      if (queue.length === 0) queues.delete(marketId);
      groups.push({ marketId, entries });
      total += entries.length;
      if (total >= MAX_ORDERS) break;
    }
    return groups;
  };

  /**
   * Answers a transaction's orders a few a turn of the event loop: each answer runs its request
   * to the end (and a client's next request may follow at once), and 30 of them in one go kept
   * the other running transaction's replies unread for milliseconds, its backend idle in
   * transaction. bench/exchange-orders at 128 clients: +9% orders/s (5 pairs).
   */
  const deliverInTurns = (deliveries: Delivery[], from = 0): void => {
    for (const [entry, outcome] of deliveries.slice(from, from + ANSWERS_A_TURN)) entry.resolve(outcome);
    if (from + ANSWERS_A_TURN < deliveries.length) setImmediate(() => deliverInTurns(deliveries, from + ANSWERS_A_TURN));
  };

  const alone = (entries: readonly Entry[]): Delivery[] => entries.map((entry) => [entry, { kind: 'alone' }]);

  /**
   * Runs one batch: in one statement against the cached market states (place-at-once.ts), else
   * in a transaction that reads them under the markets' locks. Answers what each order gets,
   * delivered by the caller. Never rejects.
   */
  const run = async (groups: Group[], isRetry = false): Promise<Delivery[]> => {
    try {
      const batches = groups.map(({ marketId, entries }) => ({ marketId, jobs: entries.map((entry) => entry.job) }));
      const outcomes =
        (await placeBetBatchesAtOnce(db, cache, batches, answerBody)) ?? (await db.transaction((tx) => placeBetBatches(tx, cache, batches, answerBody)));
      return groups.flatMap(({ entries }, g) => entries.map((entry, index): Delivery => [entry, outcomes[g]?.[index] ?? { kind: 'alone' }]));
    } catch (error) {
      if (error instanceof ShortOfBalance && !isRetry) {
        // Some players' holds did not fit: their orders go alone (each gets its exact answer), the
        // others go together again, at once (their markets are still this batch's).
        const short = (entry: Entry) => error.userIds.has(entry.job.userId);
        const rest = groups.map(({ marketId, entries }) => ({ marketId, entries: entries.filter((entry) => !short(entry)) })).filter(({ entries }) => entries.length > 0);
        return [...alone(groups.flatMap(({ entries }) => entries.filter(short))), ...(rest.length > 0 ? await run(rest, true) : [])];
      }
      // The batch as a whole was refused or failed: each order goes again on its own, which gives
      // it its own exact answer (and stores it with its key). A refusal is an AppError; anything
      // else is a fault worth seeing, since every order of the batch now takes the slow path.
      if (!(error instanceof AppError)) cache.log?.warn({ err: error }, 'an order batch failed: its orders go one at a time');
      return alone(groups.flatMap(({ entries }) => entries));
    }
  };

  const pump = () => {
    while (running < MAX_RUNNING) {
      const groups = takeGroups();
      if (groups.length === 0) return;
      running += 1;
      const players = groups.flatMap(({ entries }) => entries.map((entry) => entry.job.userId));
      for (const { marketId } of groups) busy.add(houseShardOf(marketId));
      for (const userId of players) busyPlayers.add(userId);
      void run(groups).then((deliveries) => {
        running -= 1;
        for (const { marketId } of groups) busy.delete(houseShardOf(marketId));
        for (const userId of players) busyPlayers.delete(userId);
        // The next transaction starts before this one's orders are answered: answering them (and
        // the requests that follow at once) is a burst of work the next one need not wait behind.
        pump();
        deliverInTurns(deliveries);
      });
    }
  };

  return {
    submit(marketId, job) {
      return new Promise((resolve) => {
        const queue = queues.get(marketId);
        if (queue) queue.push({ job, resolve });
        else queues.set(marketId, [{ job, resolve }]);
        pump();
      });
    },
  };
}
