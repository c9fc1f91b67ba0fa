import { sql } from 'drizzle-orm';
import { generateHashChain, generateServerSeed } from '@shared/fairness';
import type { Queryable, Tx } from '@server/db/client';

// Crash rounds take their hashes from a chain generated backwards from a secret seed (bustabit's
// scheme, shared/fairness/crash.ts). The chain's terminating hash is public from the moment the
// chain exists; each round's hash is revealed when the round ends and hashes to the one before.

export const DEFAULT_CHAIN_LENGTH = 10_000;

export type CrashChain = { id: number; length: number; terminating_hash: string; created_at: string | Date };

async function createCrashChain(tx: Tx, length: number): Promise<number> {
  const seed = generateServerSeed();
  const chain = await generateHashChain({ seed, length });
  const inserted = await tx.execute<{ id: number }>(
    sql`INSERT INTO casino_crash_chains (seed, length, terminating_hash) VALUES (${seed}, ${length}, ${chain.terminatingHash}) RETURNING id`,
  );
  const chainId = Number(inserted.rows[0]?.id);
  for (let from = 0; from < chain.gameHashes.length; from += 1000) {
    const rows = chain.gameHashes.slice(from, from + 1000).map((hash, i) => sql`(${chainId}, ${from + i}, ${hash})`);
    await tx.execute(sql`INSERT INTO casino_crash_hashes (chain_id, position, hash) VALUES ${sql.join(rows, sql`, `)}`);
  }
  return chainId;
}

/** The next game hash in play order, starting a new chain when the current one is used up. */
export async function takeNextCrashHash(tx: Tx, chainLength = DEFAULT_CHAIN_LENGTH): Promise<{ chainId: number; position: number; hash: string }> {
  const last = await tx.execute<{ chain_id: number; position: number; length: number }>(sql`
    SELECT r.chain_id, r.position, c.length FROM casino_crash_rounds r JOIN casino_crash_chains c ON c.id = r.chain_id
    ORDER BY r.id DESC LIMIT 1`);
  const previous = last.rows[0];
  let chainId: number;
  let position: number;
  if (previous && Number(previous.position) + 1 < Number(previous.length)) {
    chainId = Number(previous.chain_id);
    position = Number(previous.position) + 1;
  } else {
    const unused = await tx.execute<{ id: number }>(sql`
      SELECT c.id FROM casino_crash_chains c WHERE NOT EXISTS (SELECT 1 FROM casino_crash_rounds r WHERE r.chain_id = c.id)
      ORDER BY c.id LIMIT 1`);
    chainId = unused.rows[0] ? Number(unused.rows[0].id) : await createCrashChain(tx, chainLength);
    position = 0;
  }
  const found = await tx.execute<{ hash: string }>(sql`SELECT hash FROM casino_crash_hashes WHERE chain_id = ${chainId} AND position = ${position}`);
  const hash = found.rows[0]?.hash;
  if (!hash) throw new Error(`crash chain ${chainId} has no hash at ${position}`);
  return { chainId, position, hash };
}

/** The published chains: what every revealed round hash links back to. */
export async function listCrashChains(db: Queryable): Promise<CrashChain[]> {
  const found = await db.execute<CrashChain>(sql`SELECT id, length, terminating_hash, created_at FROM casino_crash_chains ORDER BY id DESC LIMIT 10`);
  return found.rows.map((row) => ({ ...row, id: Number(row.id), length: Number(row.length) }));
}
