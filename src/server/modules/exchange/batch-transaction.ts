import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from '../../db/client';

// A market batch's transaction with its BEGIN sent in the same round trip as the market lock
// (one simple-protocol query "BEGIN; SELECT … exchange_lock_market(…)") and its COMMIT in the same
// round trip as the batch's one write ("WITH …; COMMIT"): 5 -> 3 round trips a batch. Every other
// statement runs as in db.transaction, on the same connection, inside the transaction: a query
// sent before the lock (none today) first sends the BEGIN on its own, and one after the write
// (none either) fails rather than run outside the transaction. The simple protocol takes no
// parameters, so those two statements carry their values as escaped literals (pg.escapeLiteral).
// PGlite (one in-process connection, no round trips) keeps db.transaction.

type PendingBegin = { pending: boolean; committed: boolean };
const pendingBegins = new WeakMap<Tx, PendingBegin>();

/** drizzle's node-postgres database underneath: its pool and the session settings a transaction copies. */
type Internals = { $client: unknown; session: { dialect: never; schema: never; options: never } };

export async function batchTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { $client: pool, session: base } = db as unknown as Internals;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  const begin: PendingBegin = { pending: true, committed: false };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  // Whatever runs first on this connection opens the transaction (unless the lock folded it in).
  (client as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    if (begin.committed) throw new Error('a market batch ran a statement after its commit');
    if (begin.pending) {
      begin.pending = false;
      await query('begin');
    }
    return query(...args);
  };
  const session = new NodePgSession(client, base.dialect, base.schema, base.options);
  const tx = new NodePgTransaction(base.dialect, session, base.schema) as unknown as Tx;
  pendingBegins.set(tx, begin);
  let broken: Error | undefined;
  try {
    const result = await work(tx);
    if (!begin.pending && !begin.committed) await query('commit');
    return result;
  } catch (error) {
    if (!begin.pending && !begin.committed) {
      await query('rollback').catch((failure: unknown) => {
        broken = failure instanceof Error ? failure : new Error(String(failure));
      });
    }
    throw error;
  } finally {
    delete (client as unknown as { query?: unknown }).query;
    client.release(broken);
  }
}

/**
 * For lockMarket: runs the lock call with the batch's BEGIN in front when it has not been sent
 * yet (values inlined as escaped literals, as the simple protocol takes no parameters), else
 * undefined and the caller sends the call as usual.
 */
export async function lockWithBegin<Row>(tx: Tx, marketId: number, keysJson: string): Promise<Row[] | undefined> {
  const begin = pendingBegins.get(tx);
  if (!begin?.pending) return undefined;
  if (!Number.isSafeInteger(marketId)) throw new Error('market id must be an integer');
  begin.pending = false;
  const results = (await tx.execute(
    sql.raw(`BEGIN; SELECT market, claimed FROM exchange_lock_market(${marketId}, ${pg.escapeLiteral(keysJson)}::jsonb)`),
  )) as unknown as Array<{ rows: Row[] }>;
  return results.at(-1)?.rows ?? [];
}

/**
 * For writeSession: in a batch transaction, runs the batch's last statement and COMMIT in one
 * round trip and answers its rows; undefined elsewhere (the caller runs it as usual).
 */
export async function executeThenCommit<Row>(tx: Tx, statement: SQL): Promise<Row[] | undefined> {
  const begin = pendingBegins.get(tx);
  if (!begin || begin.pending || begin.committed) return undefined;
  const compiled = (tx as unknown as { dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(statement);
  const text = compiled.sql.replace(/\$(\d+)/g, (_, index: string) => literal(compiled.params[Number(index) - 1]));
  const results = (await tx.execute(sql.raw(`${text}; COMMIT`))) as unknown as Array<{ rows: Row[] }>;
  begin.committed = true;
  return results[0]?.rows ?? [];
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('a statement value is not a finite number');
    return `(${value})`;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
}
