import { sql } from 'drizzle-orm';
import type { CrashBetStatus, CrashPhase } from '@shared/crash-feed';
import type { Queryable, Tx } from '@server/db/client';

// The rows of the shared crash rounds and their bets, read the same way everywhere.

export type CrashRoundRow = {
  id: number;
  chain_id: number;
  position: number;
  hash: string;
  crash_point: number;
  phase: CrashPhase;
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  created_at: Date;
};

export type CrashBetRow = {
  id: number;
  round_id: number;
  user_id: number;
  session_id: number;
  stake: number;
  auto_cashout: number | null;
  cashout_multiplier: number | null;
  payout: number;
  status: CrashBetStatus;
  created_at: Date;
  username?: string;
};

const date = (value: unknown) => new Date(value as string);
const maybeDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const maybeNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function toCrashRound(row: Record<string, unknown>): CrashRoundRow {
  return {
    id: Number(row.id),
    chain_id: Number(row.chain_id),
    position: Number(row.position),
    hash: String(row.hash),
    crash_point: Number(row.crash_point),
    phase: row.phase as CrashPhase,
    betting_ends_at: date(row.betting_ends_at),
    started_at: maybeDate(row.started_at),
    crashed_at: maybeDate(row.crashed_at),
    created_at: date(row.created_at),
  };
}

export function toCrashBet(row: Record<string, unknown>): CrashBetRow {
  return {
    id: Number(row.id),
    round_id: Number(row.round_id),
    user_id: Number(row.user_id),
    session_id: Number(row.session_id),
    stake: Number(row.stake),
    auto_cashout: maybeNumber(row.auto_cashout),
    cashout_multiplier: maybeNumber(row.cashout_multiplier),
    payout: Number(row.payout),
    status: row.status as CrashBetRow['status'],
    created_at: date(row.created_at),
    ...(typeof row.username === 'string' ? { username: row.username } : {}),
  };
}

/**
 * The latest round, locked when asked: `update` by the loop that changes it, `share` by a bet
 * that must not commit into a round the loop moves on meanwhile (both lock the round before bets).
 */
export async function latestCrashRound(db: Queryable | Tx, options: { lock?: 'update' | 'share' } = {}): Promise<CrashRoundRow | undefined> {
  const lock = options.lock === 'update' ? sql` FOR UPDATE` : options.lock === 'share' ? sql` FOR SHARE` : sql``;
  const found = await db.execute<Record<string, unknown>>(sql`SELECT * FROM casino_crash_rounds ORDER BY id DESC LIMIT 1${lock}`);
  return found.rows[0] ? toCrashRound(found.rows[0]) : undefined;
}

export async function findCrashRound(db: Queryable, id: number): Promise<CrashRoundRow | undefined> {
  const found = await db.execute<Record<string, unknown>>(sql`SELECT * FROM casino_crash_rounds WHERE id = ${id}`);
  return found.rows[0] ? toCrashRound(found.rows[0]) : undefined;
}

export async function crashBetsOf(db: Queryable, roundId: number): Promise<CrashBetRow[]> {
  const found = await db.execute<Record<string, unknown>>(sql`
    SELECT b.*, u.username FROM casino_crash_bets b JOIN users u ON u.id = b.user_id WHERE b.round_id = ${roundId} ORDER BY b.stake DESC, b.id`);
  return found.rows.map(toCrashBet);
}

export async function recentCrashRounds(db: Queryable, limit: number): Promise<CrashRoundRow[]> {
  const found = await db.execute<Record<string, unknown>>(
    sql`SELECT * FROM casino_crash_rounds WHERE phase IN ('crashed', 'void') ORDER BY id DESC LIMIT ${limit}`,
  );
  return found.rows.map(toCrashRound);
}
