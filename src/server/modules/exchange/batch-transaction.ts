import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from '../../db/client';

// A market batch's transaction with its BEGIN sent in the same round trip as the market lock
// (one simple-protocol query "BEGIN; SELECT … exchange_lock_market(…)"): 5 -> 4 round trips a
// batch. Every other statement runs as in db.transaction, on the same connection, inside the
// transaction: any query sent before the lock (none today) first sends the BEGIN on its own.
// PGlite (one in-process connection, no round trips) keeps db.transaction.

type PendingBegin = { pending: boolean };
const pendingBegins = new WeakMap<Tx, PendingBegin>();

/** drizzle's node-postgres database underneath: its pool and the session settings a transaction copies. */
type Internals = { $client: unknown; session: { dialect: never; schema: never; options: never } };

export async function batchTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { $client: pool, session: base } = db as unknown as Internals;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  const begin: PendingBegin = { pending: true };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  // Whatever runs first on this connection opens the transaction (unless the lock folded it in).
  (client as unknown as { query: unknown }).query = async (...args: unknown[]) => {
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
    if (!begin.pending) await query('commit');
    return result;
  } catch (error) {
    if (!begin.pending) {
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
