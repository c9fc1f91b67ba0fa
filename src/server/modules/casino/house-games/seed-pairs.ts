import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateServerSeed, hashServerSeed } from '@shared/fairness';
import type { Queryable, Tx } from '@server/db/client';
import { conflict } from '@server/errors';

// Each player's seed pair for the per-player house games: a secret server seed shown
// only as its SHA-256 until the player rotates, the player's own client seed, and a nonce that
// counts the bets made on the pair. Rotating reveals the old server seed, so every round played
// on it can be checked, and starts a new pair.

export type SeedPairRow = {
  id: number;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: string | Date;
  revealed_at: string | Date | null;
};

export type RoundSeeds = { seedPairId: number; serverSeed: string; clientSeed: string; nonce: number };

const randomClientSeed = () => randomBytes(8).toString('hex');

async function createSeedPair(db: Queryable, userId: number, clientSeed: string): Promise<void> {
  const serverSeed = generateServerSeed();
  await db.execute(sql`
    INSERT INTO casino_seed_pairs (user_id, server_seed, server_seed_hash, client_seed)
    VALUES (${userId}, ${serverSeed}, ${await hashServerSeed(serverSeed)}, ${clientSeed})
    ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`);
}

/** The player's active pair, made on first use. */
export async function activeSeedPair(db: Queryable, userId: number): Promise<SeedPairRow> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const found = await db.execute<SeedPairRow>(sql`SELECT * FROM casino_seed_pairs WHERE user_id = ${userId} AND revealed_at IS NULL`);
    const row = found.rows[0];
    if (row) return { ...row, id: Number(row.id), next_nonce: Number(row.next_nonce) };
    await createSeedPair(db, userId, randomClientSeed());
  }
  throw new Error(`no seed pair for player ${userId}`);
}

/** Takes the next nonce of the active pair for a new round (in the round's transaction). */
export async function takeRoundSeeds(tx: Tx, userId: number): Promise<RoundSeeds> {
  // Twice: a rotation committing between the two statements leaves a fresh pair to take from.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await activeSeedPair(tx, userId);
    const taken = await tx.execute<{ id: number; server_seed: string; client_seed: string; nonce: number }>(sql`
      UPDATE casino_seed_pairs SET next_nonce = next_nonce + 1
      WHERE user_id = ${userId} AND revealed_at IS NULL
      RETURNING id, server_seed, client_seed, next_nonce - 1 AS nonce`);
    const row = taken.rows[0];
    if (row) return { seedPairId: Number(row.id), serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) };
  }
  throw conflict('Your seeds changed meanwhile. Please try again.');
}

/**
 * Reveals the active server seed and starts a new pair (with the new client seed when given).
 * Refused while a Mines or Hi-Lo round is open on the pair: its seed would give the round away.
 */
export async function rotateSeedPair(tx: Tx, userId: number, clientSeed?: string): Promise<{ revealed: SeedPairRow; active: SeedPairRow }> {
  const current = await activeSeedPair(tx, userId);
  const locked = await tx.execute<SeedPairRow>(sql`SELECT * FROM casino_seed_pairs WHERE id = ${current.id} FOR UPDATE`);
  const pair = locked.rows[0];
  if (!pair || pair.revealed_at !== null) throw conflict('Your seeds changed meanwhile. Please try again.');
  const open = await tx.execute(sql`SELECT 1 FROM casino_rounds WHERE seed_pair_id = ${current.id} AND status = 'open' LIMIT 1`);
  if (open.rows.length > 0) throw conflict('Finish your open game before changing seeds');
  const revealed = await tx.execute<SeedPairRow>(sql`UPDATE casino_seed_pairs SET revealed_at = now() WHERE id = ${current.id} RETURNING *`);
  await createSeedPair(tx, userId, clientSeed ?? pair.client_seed);
  const revealedRow = revealed.rows[0];
  if (!revealedRow) throw new Error('rotation revealed nothing');
  return { revealed: { ...revealedRow, id: Number(revealedRow.id) }, active: await activeSeedPair(tx, userId) };
}

export async function listRevealedSeedPairs(db: Queryable, userId: number, limit = 20): Promise<SeedPairRow[]> {
  const rows = await db.execute<SeedPairRow>(
    sql`SELECT * FROM casino_seed_pairs WHERE user_id = ${userId} AND revealed_at IS NOT NULL ORDER BY id DESC LIMIT ${limit}`,
  );
  return rows.rows.map((row) => ({ ...row, id: Number(row.id), next_nonce: Number(row.next_nonce) }));
}
