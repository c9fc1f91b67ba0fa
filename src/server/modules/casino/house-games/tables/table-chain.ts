import { sql } from 'drizzle-orm';
import { generateHashChain, generateServerSeed } from '@shared/fairness';
import type { Tx } from '@server/db/client';

// Each card table plays its rounds from its own hash chain, made as crash's is (crash-chain.ts):
// generated backwards from a secret seed, the terminating hash public from the start, each
// round's hash revealed when it is settled and hashing to the hash of the round before.

async function createTableChain(tx: Tx, game: string, length: number): Promise<number> {
  const seed = generateServerSeed();
  const chain = await generateHashChain({ seed, length });
  const inserted = await tx.execute<{ id: number }>(
    sql`INSERT INTO casino_table_chains (game, seed, length, terminating_hash) VALUES (${game}, ${seed}, ${length}, ${chain.terminatingHash}) RETURNING id`,
  );
  const chainId = Number(inserted.rows[0]?.id);
  for (let from = 0; from < chain.gameHashes.length; from += 1000) {
    const rows = chain.gameHashes.slice(from, from + 1000).map((hash, i) => sql`(${chainId}, ${from + i}, ${hash})`);
    await tx.execute(sql`INSERT INTO casino_table_hashes (chain_id, position, hash) VALUES ${sql.join(rows, sql`, `)}`);
  }
  return chainId;
}

/** The table's next round hash in play order, starting a new chain when the current one is used up. */
export async function takeNextTableHash(tx: Tx, game: string, chainLength: number): Promise<{ chainId: number; position: number; hash: string }> {
  const last = await tx.execute<{ chain_id: number; position: number; length: number }>(sql`
    SELECT r.chain_id, r.position, c.length FROM casino_table_rounds r JOIN casino_table_chains c ON c.id = r.chain_id
    WHERE r.game = ${game} ORDER BY r.id DESC LIMIT 1`);
  const previous = last.rows[0];
  let chainId: number;
  let position = 0;
  if (previous && Number(previous.position) + 1 < Number(previous.length)) {
    chainId = Number(previous.chain_id);
    position = Number(previous.position) + 1;
  } else {
    chainId = await createTableChain(tx, game, chainLength);
  }
  const found = await tx.execute<{ hash: string }>(sql`SELECT hash FROM casino_table_hashes WHERE chain_id = ${chainId} AND position = ${position}`);
  const hash = found.rows[0]?.hash;
  if (!hash) throw new Error(`table chain ${chainId} has no hash at ${position}`);
  return { chainId, position, hash };
}
