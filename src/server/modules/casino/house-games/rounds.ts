import { sql } from 'drizzle-orm';
import { cardFromIndex, hiloMultiplier, minesMultiplier } from '@shared/fairness';
import { toRupees } from '@shared/money';
import type { HouseRound } from '@shared/schemas/casino';
import type { Queryable, Tx } from '@server/db/client';
import { conflict, isUniqueViolation, notFound } from '@server/errors';
import type { RoundSeeds } from './seed-pairs';

// Rounds of the per-player house games, stored with what the player chose (params) and what
// happened (state), and shown with the seeds that decide them (the server seed once revealed).
// A round still open never shows its secret: Mines keeps its mine cells to itself until it ends.

export type PlayerGame = HouseRound['game'];
export type RoundStatus = HouseRound['status'];

export type RoundRow = {
  id: number;
  user_id: number;
  session_id: number;
  game: PlayerGame;
  nonce: number;
  stake: number;
  payout: number;
  multiplier: number;
  status: RoundStatus;
  params: Record<string, unknown>;
  state: Record<string, unknown>;
  created_at: string | Date;
  settled_at: string | Date | null;
  server_seed_hash: string;
  client_seed: string;
  revealed_server_seed: string | null;
};

const selectRound = sql`
  SELECT r.*, p.server_seed_hash, p.client_seed,
         CASE WHEN p.revealed_at IS NOT NULL THEN p.server_seed END AS revealed_server_seed
  FROM casino_rounds r JOIN casino_seed_pairs p ON p.id = r.seed_pair_id`;

function normalise(row: RoundRow): RoundRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    stake: Number(row.stake),
    payout: Number(row.payout),
    multiplier: Number(row.multiplier),
    nonce: Number(row.nonce),
  };
}

const gameNames: Record<PlayerGame, string> = { dice: 'Dice', plinko: 'Plinko', mines: 'Mines', hilo: 'Hi-Lo' };

/** The refusal of a second open round of a game (Mines, Hi-Lo): the player finishes the first. */
export const openRoundConflict = (game: PlayerGame) => conflict(`Finish your open ${gameNames[game]} game first`);

export async function insertRound(
  tx: Tx,
  input: { userId: number; sessionId: number; game: PlayerGame; seeds: RoundSeeds; stake: number; params: object; state: object; status?: RoundStatus },
): Promise<number> {
  let inserted;
  try {
    inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO casino_rounds (user_id, session_id, game, seed_pair_id, nonce, stake, status, params, state)
      VALUES (${input.userId}, ${input.sessionId}, ${input.game}, ${input.seeds.seedPairId}, ${input.seeds.nonce}, ${input.stake},
              ${input.status ?? 'open'}, ${JSON.stringify(input.params)}::jsonb, ${JSON.stringify(input.state)}::jsonb)
      RETURNING id`);
  } catch (error) {
    // The one-open-round index (casino_rounds_one_open_key): a start that raced another one of the
    // same game lost. Refused before any stake is taken; the caller's transaction rolls back.
    if (isUniqueViolation(error)) throw openRoundConflict(input.game);
    throw error;
  }
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('round not stored');
  return Number(id);
}

export async function updateRound(tx: Tx, id: number, change: { state: object; status?: RoundStatus; payout?: number; multiplier?: number }): Promise<void> {
  const isFinal = change.status !== undefined && change.status !== 'open';
  await tx.execute(sql`
    UPDATE casino_rounds SET state = ${JSON.stringify(change.state)}::jsonb,
      status = coalesce(${change.status ?? null}, status),
      payout = coalesce(${change.payout ?? null}::bigint, payout),
      multiplier = coalesce(${change.multiplier ?? null}::numeric, multiplier),
      settled_at = CASE WHEN ${isFinal} THEN now() ELSE settled_at END
    WHERE id = ${id}`);
}

/** The player's open round of a game, locked for the change the caller is about to make. */
export async function lockOpenRound(tx: Tx, userId: number, game: PlayerGame, roundId: number): Promise<RoundRow> {
  const found = await tx.execute<RoundRow>(
    sql`${selectRound} WHERE r.id = ${roundId} AND r.user_id = ${userId} AND r.game = ${game} AND r.status = 'open' FOR UPDATE OF r`,
  );
  const row = found.rows[0];
  if (!row) throw notFound('No open round with this id');
  return normalise(row);
}

/** The seeds that decide a round, secret server seed included (for the server's own use only). */
export async function findRoundSeeds(db: Queryable, row: RoundRow): Promise<RoundSeeds> {
  const found = await db.execute<{ seed_pair_id: number; server_seed: string; client_seed: string }>(
    sql`SELECT r.seed_pair_id, p.server_seed, p.client_seed FROM casino_rounds r JOIN casino_seed_pairs p ON p.id = r.seed_pair_id WHERE r.id = ${row.id}`,
  );
  const seeds = found.rows[0];
  if (!seeds) throw new Error(`no seeds for round ${row.id}`);
  return { seedPairId: Number(seeds.seed_pair_id), serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce: row.nonce };
}

export async function findRound(db: Queryable, userId: number, roundId: number): Promise<RoundRow | undefined> {
  const found = await db.execute<RoundRow>(sql`${selectRound} WHERE r.id = ${roundId} AND r.user_id = ${userId}`);
  return found.rows[0] ? normalise(found.rows[0]) : undefined;
}

export async function findOpenRound(db: Queryable, userId: number, game: PlayerGame): Promise<RoundRow | undefined> {
  const found = await db.execute<RoundRow>(sql`${selectRound} WHERE r.user_id = ${userId} AND r.game = ${game} AND r.status = 'open'`);
  return found.rows[0] ? normalise(found.rows[0]) : undefined;
}

export async function listRounds(
  db: Queryable,
  userId: number,
  options: { game?: PlayerGame; limit: number; offset: number },
): Promise<{ rows: RoundRow[]; total: number }> {
  const gameFilter = options.game ? sql`AND r.game = ${options.game}` : sql``;
  const rows = await db.execute<RoundRow>(
    sql`${selectRound} WHERE r.user_id = ${userId} ${gameFilter} ORDER BY r.id DESC LIMIT ${options.limit} OFFSET ${options.offset}`,
  );
  const total = await db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM casino_rounds r WHERE r.user_id = ${userId} ${gameFilter}`);
  return { rows: rows.rows.map(normalise), total: Number(total.rows[0]?.n ?? 0) };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** What the player may see of a round's state: everything once it ended; while open, no secret. */
function visibleResult(row: RoundRow): Record<string, unknown> {
  const state = row.state;
  if (row.game === 'mines') {
    return row.status === 'open' ? { revealed: state.revealed ?? [] } : { revealed: state.revealed ?? [], mines: state.mines ?? [] };
  }
  if (row.game === 'hilo') {
    const cards = (Array.isArray(state.cards) ? state.cards : []).map((index) => cardFromIndex(Number(index)));
    return { cards, guesses: state.guesses ?? [] };
  }
  return state;
}

function cashoutMultiplier(row: RoundRow): number | undefined {
  if (row.status !== 'open') return undefined;
  if (row.game === 'mines') {
    const revealed = Array.isArray(row.state.revealed) ? row.state.revealed.length : 0;
    return revealed === 0 ? 0 : minesMultiplier(Number(row.params.mines), revealed);
  }
  if (row.game === 'hilo') {
    const winning = Array.isArray(row.state.winning) ? row.state.winning.map(Number) : [];
    return winning.length === 0 ? 0 : hiloMultiplier(winning);
  }
  return undefined;
}

export function toRoundView(row: RoundRow): HouseRound {
  const cashout = cashoutMultiplier(row);
  return {
    id: row.id,
    game: row.game,
    status: row.status,
    stake: toRupees(row.stake),
    payout: toRupees(row.payout),
    multiplier: row.multiplier,
    params: row.params,
    result: visibleResult(row),
    ...(cashout === undefined ? {} : { cashout_multiplier: cashout }),
    created_at: iso(row.created_at) ?? '',
    settled_at: iso(row.settled_at),
    fairness: { server_seed_hash: row.server_seed_hash, server_seed: row.revealed_server_seed, client_seed: row.client_seed, nonce: row.nonce },
  };
}
