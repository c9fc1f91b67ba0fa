import { availableParallelism } from 'node:os';
import type { Db, Tx } from '@server/db/client';
import { isUnavailable } from '@server/db/faults';
import { goOnAfterCommit, type GoOn, type StartTransaction } from '@server/db/pipelined-transaction';
import { AppError } from '@server/errors';
import { houseShardOf } from './house';
import { ShortOfBalance } from './market-transaction';
import type { Order } from './place-orders';

// Group commit: orders that arrive while this process's transactions run wait by market, and the
// next transaction takes what waits on markets no running transaction holds, so a transaction's
// fixed costs (its round trips and statements) are shared by many orders. Each transaction runs
// `place` (the route's: placeOrders with the orders' Idempotency-Keys) once for all its orders.
// If it fails as a whole, its orders go again through the same `place`: the short players' alone
// and the others together (ShortOfBalance), or every order alone (anything else) — except when
// the database connection failed: then every order of it is answered at once (503, nothing
// written), rather than each waiting its turn on a database that is away.
// One transaction runs at a time: the orders that arrive meanwhile wait and go together in the
// next, so each pays a smaller share of a transaction's fixed costs, and PostgreSQL's backend and
// Node's thread (answering requests meanwhile) each keep a core. A transaction still running after
// STALLED_AFTER_MS is taken to be waiting (on a lock another process holds, a slow disk): the next
// batch then starts beside it, up to MAX_RUNNING, so a stall holds up only the orders that need
// its markets, house shards or players.
// On PostgreSQL the next batch does not wait for the COMMIT's answer: once the COMMIT is sent, it
// goes on the same connection (goOnAfterCommit), and PostgreSQL runs it right after committing.
// Its markets' locks and versions are read after that COMMIT, so it sees the batch before it
// whether that committed or not. The batch before is answered when its COMMIT's answer comes.
// What may go together (decision 010 has the measurements behind the numbers):
//  - a market is in one running transaction at a time (its cached state is used by one at once);
//  - so is a house shard (house.ts): two transactions moving one shard's account rows would take
//    turns on them, the second waiting out the first's commit;
//  - a player's order waits while another of theirs runs (so do the orders behind it on its
//    market, which keep their turn), and an Idempotency-Key goes once in a transaction.

/** An order to place, with its Idempotency-Key when the request has one. */
export type BatchJob = { order: Order; idempotency?: { key: string; requestHash: string } };

/** Places jobs in the transaction given, answering each in order; `alone`: one job, its own transaction. */
export type PlaceJobs<Answer> = (tx: Tx, jobs: readonly BatchJob[], alone: boolean) => Promise<Answer[]>;

export type OrderBatcher<Answer> = { submit(job: BatchJob): Promise<Answer> };

type Entry<Answer> = { job: BatchJob; resolve: (answer: Answer) => void };
type Delivery<Answer> = [Entry<Answer>, Answer];

/** Orders of one market in one transaction. */
const MAX_PER_MARKET = 32;
/** Orders in one transaction, over all its markets. */
const MAX_ORDERS = 64;
/** A transaction running this long is taken to be stalled, and another may start beside it. */
const STALLED_AFTER_MS = 50;
/** Transactions one process runs at once, stalled ones included: one a core, at least two. */
const MAX_RUNNING = Math.max(2, availableParallelism());
/** Answers delivered a turn of the event loop, so another transaction's replies are not left unread meanwhile. */
const ANSWERS_A_TURN = 4;

export type BatcherOptions<Answer> = {
  db: Db;
  place: PlaceJobs<Answer>;
  /** The answer of an order whose own transaction failed (a fault: the route answers 503 or 500). */
  failed: (error: unknown) => Answer;
  log?: { warn(details: object, message: string): void };
};

export function createOrderBatcher<Answer>({ db, place, failed, log }: BatcherOptions<Answer>): OrderBatcher<Answer> {
  /** Waiting orders by market, markets in the order their first waiting order came. */
  const queues = new Map<number, Array<Entry<Answer>>>();
  /** House shards of the markets in running transactions, and the players of their orders. */
  const busyShards = new Set<number>();
  const busyPlayers = new Set<number>();
  let running = 0;
  /** Running transactions past STALLED_AFTER_MS: each lets one more start. */
  let stalled = 0;

  const takeBatch = (): Array<Entry<Answer>> => {
    const batch: Array<Entry<Answer>> = [];
    const keys = new Set<string>();
    for (const [marketId, queue] of queues) {
      if (busyShards.has(houseShardOf(marketId))) continue;
      let count = 0;
      while (count < queue.length && count < MAX_PER_MARKET && batch.length + count < MAX_ORDERS) {
        const { order, idempotency } = (queue[count] as Entry<Answer>).job;
        const key = idempotency && `${order.userId}:${idempotency.key}`;
        if (busyPlayers.has(order.userId) || (key !== undefined && keys.has(key))) break;
        if (key !== undefined) keys.add(key);
        count += 1;
      }
      batch.push(...queue.splice(0, count));
      if (queue.length === 0) queues.delete(marketId);
      if (batch.length >= MAX_ORDERS) break;
    }
    return batch;
  };

  const deliverInTurns = (deliveries: Array<Delivery<Answer>>, from = 0): void => {
    for (const [entry, answer] of deliveries.slice(from, from + ANSWERS_A_TURN)) entry.resolve(answer);
    if (from + ANSWERS_A_TURN < deliveries.length) setImmediate(() => deliverInTurns(deliveries, from + ANSWERS_A_TURN));
  };

  const runAlone = async (entry: Entry<Answer>): Promise<Delivery<Answer>> => {
    try {
      const [answer] = await db.transaction((tx) => place(tx, [entry.job], true));
      if (answer === undefined) throw new Error('an order got no answer');
      return [entry, answer];
    } catch (error) {
      return [entry, failed(error)];
    }
  };

  /** A transaction on a connection from the pool (the runner's `tx: never` stands for drizzle's transaction). */
  const begin: StartTransaction = (work) => db.transaction(work as (tx: Tx) => Promise<never>);

  /**
   * Runs one batch (one order too: it goes alone only if it fails), and again as its failure says.
   * `goOn`: offered the connection once the batch's COMMIT is sent. Never rejects.
   */
  const run = async (batch: Array<Entry<Answer>>, start = begin, goOn?: GoOn): Promise<Array<Delivery<Answer>>> => {
    try {
      const answers = await start((tx: Tx) => {
        if (goOn) goOnAfterCommit(tx, goOn);
        return place(
          tx,
          batch.map((entry) => entry.job),
          false,
        );
      });
      return batch.map((entry, index): Delivery<Answer> => [entry, answers[index] as Answer]);
    } catch (error) {
      // Split once: the batch's first run is the one offered the connection, its retry is not.
      if (error instanceof ShortOfBalance && goOn) {
        const short = batch.filter((entry) => error.userIds.has(entry.job.order.userId));
        const rest = batch.filter((entry) => !error.userIds.has(entry.job.order.userId));
        return [...(await Promise.all(short.map(runAlone))), ...(rest.length > 0 ? await run(rest) : [])];
      }
      if (isUnavailable(error)) return batch.map((entry): Delivery<Answer> => [entry, failed(error)]);
      // A refusal is an AppError; anything else is a fault worth seeing, since every order of the
      // batch now takes a transaction of its own.
      if (!(error instanceof AppError)) log?.warn({ err: error }, 'an order batch failed: its orders go one at a time');
      const deliveries: Array<Delivery<Answer>> = [];
      for (const entry of batch) deliveries.push(await runAlone(entry));
      return deliveries;
    }
  };

  /** One transaction at a time, and one more for each stalled, up to MAX_RUNNING. */
  const mayStart = () => running < Math.min(MAX_RUNNING, 1 + stalled);

  /** Runs a batch as one of the running transactions, on a connection of its own or the one `start` goes on. */
  const launch = (batch: Array<Entry<Answer>>, start = begin) => {
    running += 1;
    let isStalled = false;
    const stallTimer = setTimeout(() => {
      isStalled = true;
      stalled += 1;
      pump();
    }, STALLED_AFTER_MS);
    const shards = new Set(batch.map((entry) => houseShardOf(entry.job.order.input.market_id)));
    const players = new Set(batch.map((entry) => entry.job.order.userId));
    for (const shard of shards) busyShards.add(shard);
    for (const userId of players) busyPlayers.add(userId);
    let isDone = false;
    const done = () => {
      if (isDone) return;
      isDone = true;
      clearTimeout(stallTimer);
      if (isStalled) stalled -= 1;
      running -= 1;
      for (const shard of shards) busyShards.delete(shard);
      for (const userId of players) busyPlayers.delete(userId);
    };
    // Once the COMMIT is sent, what waits goes on the same connection, after it.
    const goOn: GoOn = (next) => {
      if (queues.size === 0) return false;
      done();
      if (!mayStart()) return false; // another transaction runs beside this one: the next waits for it
      const following = takeBatch();
      if (following.length > 0) launch(following, next);
      return following.length > 0;
    };
    void run(batch, start, goOn).then((deliveries) => {
      done();
      // The next transaction starts before this one's orders are answered: answering them (and
      // the requests that follow at once) is work the next one need not wait behind.
      pump();
      deliverInTurns(deliveries);
    });
  };

  const pump = () => {
    while (mayStart()) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      launch(batch);
    }
  };

  return {
    submit(job) {
      return new Promise((resolve) => {
        const marketId = job.order.input.market_id;
        const queue = queues.get(marketId);
        if (queue) queue.push({ job, resolve });
        else queues.set(marketId, [{ job, resolve }]);
        pump();
      });
    },
  };
}
