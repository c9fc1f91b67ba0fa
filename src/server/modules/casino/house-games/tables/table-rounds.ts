import { sql } from 'drizzle-orm';
import { cardLabel, type TableGameKey, type TableOutcome } from '@shared/fairness';
import type { Queryable } from '@server/db/client';

// The rows of the card tables' rounds, read the same way everywhere, and what anyone may see of
// a round: its cards only as their deal time comes, its hash and result once it is settled.

export type TablePhase = 'betting' | 'dealing' | 'settled' | 'void';

export type TableRoundRow = {
  id: number;
  game: TableGameKey;
  chain_id: number;
  position: number;
  hash: string;
  phase: TablePhase;
  opens_at: Date;
  closes_at: Date;
  card_ms: number;
  deal_ends_at: Date | null;
  outcome: TableOutcome | null;
  settled_at: Date | null;
};

const maybeDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

export function toTableRound(row: Record<string, unknown>): TableRoundRow {
  const outcome = typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as TableOutcome) : ((row.outcome as TableOutcome | null) ?? null);
  return {
    id: Number(row.id),
    game: row.game as TableGameKey,
    chain_id: Number(row.chain_id),
    position: Number(row.position),
    hash: String(row.hash),
    phase: row.phase as TablePhase,
    opens_at: new Date(row.opens_at as string),
    closes_at: new Date(row.closes_at as string),
    card_ms: Number(row.card_ms),
    deal_ends_at: maybeDate(row.deal_ends_at),
    outcome,
    settled_at: maybeDate(row.settled_at),
  };
}

/** The table's newest round; `update` locks it for the loop's step, `share` for a bet until it commits. */
export async function latestTableRound(db: Queryable, game: TableGameKey, options: { lock?: 'update' } = {}): Promise<TableRoundRow | undefined> {
  const lock = options.lock === 'update' ? sql` FOR UPDATE` : sql``;
  const found = await db.execute<Record<string, unknown>>(sql`SELECT * FROM casino_table_rounds WHERE game = ${game} ORDER BY id DESC LIMIT 1${lock}`);
  return found.rows[0] ? toTableRound(found.rows[0]) : undefined;
}

export async function findTableRound(db: Queryable, game: TableGameKey, id: number, options: { lock?: 'share' } = {}): Promise<TableRoundRow | undefined> {
  const lock = options.lock === 'share' ? sql` FOR SHARE` : sql``;
  const found = await db.execute<Record<string, unknown>>(sql`SELECT * FROM casino_table_rounds WHERE game = ${game} AND id = ${id}${lock}`);
  return found.rows[0] ? toTableRound(found.rows[0]) : undefined;
}

/** When dealing started: the first card shows card_ms after it, the last at deal_ends_at. */
function dealStartsAt(round: TableRoundRow): Date | null {
  if (!round.deal_ends_at || !round.outcome) return null;
  return new Date(round.deal_ends_at.getTime() - round.outcome.cards.length * round.card_ms);
}

/** How many of the round's cards are face up at `now`. */
export function visibleCardCount(round: TableRoundRow, now: Date): number {
  if (!round.outcome) return 0;
  if (round.phase === 'settled') return round.outcome.cards.length;
  const start = dealStartsAt(round);
  if (round.phase !== 'dealing' || !start) return 0;
  if (round.card_ms === 0) return round.outcome.cards.length;
  return Math.max(0, Math.min(round.outcome.cards.length, Math.floor((now.getTime() - start.getTime()) / round.card_ms)));
}

export function toTableRoundView(round: TableRoundRow, now: Date) {
  const isSettled = round.phase === 'settled';
  const isOver = isSettled || round.phase === 'void';
  const shown = round.outcome?.cards.slice(0, visibleCardCount(round, now)) ?? [];
  return {
    id: round.id,
    game: round.game,
    phase: round.phase,
    opens_at: round.opens_at.toISOString(),
    closes_at: round.closes_at.toISOString(),
    card_ms: round.card_ms,
    deal_starts_at: dealStartsAt(round)?.toISOString() ?? null,
    deal_ends_at: round.deal_ends_at?.toISOString() ?? null,
    cards: shown.map((dealt) => ({ card: dealt.card, label: cardLabel(dealt.card), spot: dealt.spot })),
    road: isSettled ? (round.outcome?.road ?? null) : null,
    summary: isSettled ? (round.outcome?.summary ?? null) : null,
    multipliers: isSettled ? (round.outcome?.multipliers ?? null) : null,
    chain_id: round.chain_id,
    position: round.position,
    hash: isOver ? round.hash : null,
    settled_at: round.settled_at?.toISOString() ?? null,
  };
}
export type TableRoundView = ReturnType<typeof toTableRoundView>;

/**
 * What links a round to its chain: SHA-256 of its hash (hex text) is `previous_hash`, the hash of
 * the round before it in the chain, or the chain's published terminating hash for the first.
 */
export async function tableRoundChain(
  db: Queryable,
  round: TableRoundRow,
): Promise<{ id: number; terminating_hash: string | null; previous_hash: string | null }> {
  const found = await db.execute<{ terminating_hash: string; previous_hash: string | null }>(sql`
    SELECT c.terminating_hash,
           (SELECT r.hash FROM casino_table_rounds r WHERE r.chain_id = c.id AND r.position = ${round.position - 1}) AS previous_hash
    FROM casino_table_chains c WHERE c.id = ${round.chain_id}`);
  const row = found.rows[0];
  return {
    id: round.chain_id,
    terminating_hash: row?.terminating_hash ?? null,
    previous_hash: round.position === 0 ? (row?.terminating_hash ?? null) : (row?.previous_hash ?? null),
  };
}
