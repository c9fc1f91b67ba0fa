import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

// A transaction on PostgreSQL in fewer writes to the server. On this machine's two cores every
// write to PostgreSQL's socket wakes its backend, and the wake-up, not the bytes, is what a round
// trip costs Node and the server (decision 010). So:
//  - BEGIN goes in one write with the transaction's first statement;
//  - a last statement whose rows the transaction does not need (runBeforeCommit: storing an
//    Idempotency-Key's answer) goes in one write with the COMMIT.
// node-postgres's pipeline mode sends a statement without waiting for the one before to be
// answered; it is on only while the transaction holds its connection. Each statement still gets
// its own answer and its own error. After a failed statement PostgreSQL refuses the rest of the
// transaction, and turns its COMMIT into a ROLLBACK, which this runner reports as a failure:
// nothing is half written. BEGIN itself fails only with its connection, and then so does every
// statement behind it.
// PGlite keeps drizzle's own transactions: it has no socket to save writes on.
// A caller with more work waiting can take the connection on once the COMMIT is sent
// (goOnAfterCommit): its next transaction's BEGIN and first statement follow the COMMIT on the
// same connection, so PostgreSQL runs them as soon as it has committed, without a round trip
// through Node in between (decision 010). The first transaction still reports its own outcome.

type Writes = { cork(): void; uncork(): void; writableCorked: number };
type PipelinedClient = pg.PoolClient & { pipeline: boolean; connection: { stream: Writes } };
type Session = { dialect: ConstructorParameters<typeof NodePgSession>[1]; options: ConstructorParameters<typeof NodePgSession>[3] };
/** drizzle's transaction callback: it is given the transaction object this runner makes. */
type TransactionFn = (tx: never) => Promise<unknown>;

/** Statements sent to go with the COMMIT, by the transaction that sent them (only this runner's are here). */
const beforeCommit = new WeakMap<object, { client: PipelinedClient; sent: Array<Promise<unknown>> }>();

/** Runs a transaction on the connection of one whose COMMIT is on its way; its statements reach PostgreSQL after that COMMIT. */
export type StartTransaction = <T>(fn: (tx: never) => Promise<T>) => Promise<T>;
/**
 * What takes a connection on after a COMMIT: true when it started a transaction on it (with
 * `start`), at most one. Starting it is the last thing it does: should it throw, it took nothing.
 */
export type GoOn = (start: StartTransaction) => boolean;
const goOns = new WeakMap<object, GoOn>();

/**
 * Once this transaction's COMMIT is sent, `goOn` is offered its connection for one more
 * transaction, which then runs after the COMMIT as if the connection had been handed back and
 * taken again. Only a transaction whose statements are independent of the first's outcome may go
 * on so: it runs whether the COMMIT succeeds or fails. Outside this runner (PGlite) it is never
 * called, and the caller goes on as usual once the transaction returns.
 */
export function goOnAfterCommit(tx: object, goOn: GoOn): void {
  goOns.set(tx, goOn);
}

/**
 * Runs a statement whose rows the transaction does not need so that it reaches PostgreSQL in one
 * write with the COMMIT, not in a round trip of its own. Send it last: its failure fails the
 * transaction (nothing is committed; the transaction's caller gets the error), and a statement
 * awaited after it waits a turn of the event loop for it. Outside this runner (PGlite, a
 * savepoint's transaction) it simply runs.
 */
export async function runBeforeCommit(tx: object, query: SQL): Promise<void> {
  const pending = beforeCommit.get(tx);
  const run = () => (tx as { execute(query: SQL): PromiseLike<unknown> }).execute(query);
  if (!pending) {
    await run();
    return;
  }
  const writes = pending.client.connection.stream;
  writes.cork();
  // Should the transaction go on with another statement, it is not held back past this turn.
  setImmediate(() => writes.uncork());
  const sent = Promise.resolve(run());
  sent.catch(() => undefined); // the runner awaits it, with the COMMIT
  pending.sent.push(sent);
}

/** Makes `db.transaction` (without options) on this pool run as above; with options it is drizzle's. */
export function pipelineTransactions(db: NodePgDatabase, pool: pg.Pool): void {
  const root = (db as unknown as { session: Session & { transaction: (fn: TransactionFn, config?: unknown) => Promise<unknown> } }).session;
  const drizzles = root.transaction.bind(root);
  root.transaction = (fn, config) => (config === undefined ? pipelinedTransaction(pool, root, fn) : drizzles(fn, config));
}

/** `held`: the connection of a transaction whose COMMIT is on its way (goOnAfterCommit), in pipeline mode still. */
async function pipelinedTransaction(pool: pg.Pool, root: Session, fn: TransactionFn, held?: PipelinedClient): Promise<unknown> {
  const client = held ?? ((await pool.connect()) as PipelinedClient);
  const writes = client.connection.stream;
  const tx = new NodePgTransaction(root.dialect, new NodePgSession(client, root.dialect, undefined, root.options), undefined);
  const sent: Array<Promise<unknown>> = [];
  beforeCommit.set(tx, { client, sent });
  // BEGIN is sent with the first statement (none: no transaction was needed).
  let begun: Promise<unknown> | undefined;
  const query = client.query;
  const send = (text: string) => (query as (text: string) => Promise<pg.QueryResult>).call(client, text);
  client.query = ((...args: Parameters<typeof query>) => {
    delete (client as { query?: unknown }).query;
    writes.cork();
    const beginning = send('BEGIN');
    beginning.catch(() => undefined); // awaited below
    begun = beginning;
    try {
      return query.apply(client, args);
    } finally {
      writes.uncork();
    }
  }) as typeof query;
  client.pipeline = true;
  let broken: Error | undefined;
  /** Set once another transaction has the connection: this one then sends nothing more and leaves its release to that one. */
  let handedOn = false;
  try {
    const result = await fn(tx as never);
    if (begun) {
      const committed = send('COMMIT');
      committed.catch(() => undefined); // awaited below, after what it went with
      while (writes.writableCorked > 0) writes.uncork();
      beforeCommit.delete(tx);
      handedOn = offerConnection(tx, (next) => pipelinedTransaction(pool, root, next, client) as never);
      await begun;
      await Promise.all(sent);
      const { command } = await committed;
      if (command !== 'COMMIT') throw new Error(`the transaction was not committed: PostgreSQL answered ${command}`);
    }
    return result;
  } catch (error) {
    if (handedOn) throw error; // the COMMIT was sent: whatever failed, it ended the transaction
    while (writes.writableCorked > 0) writes.uncork();
    await Promise.allSettled([begun, ...sent]);
    if (begun) await send('ROLLBACK').catch((rollbackError: unknown) => (broken = asError(rollbackError)));
    throw error;
  } finally {
    beforeCommit.delete(tx); // a late runBeforeCommit (a bug) does not hold back the next holder's writes
    goOns.delete(tx);
    if (!handedOn) {
      delete (client as { query?: unknown }).query; // the driver's own again, if no statement was sent
      client.pipeline = false;
      // A connection whose ROLLBACK failed is not trusted again: the pool drops it.
      client.release(broken);
    }
  }
}

/**
 * The caller's goOn, if any, with the connection. One that throws has started nothing (a GoOn
 * starts its transaction last): the COMMIT's own answer still decides this transaction's outcome.
 */
function offerConnection(tx: object, start: StartTransaction): boolean {
  try {
    return goOns.get(tx)?.(start) ?? false;
  } catch {
    return false;
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
