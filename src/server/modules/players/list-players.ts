import { sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import { normalisePhoneNumber } from '@shared/phone';
import type { PlayerListQuery, PlayerRow, PlayerSort } from '@shared/schemas/players';
import type { Queryable } from '@server/db/client';

// The players screen: every player (the operator and the house's market makers are not players) with status, world, registration,
// last sign-in and balances; searched, filtered, sorted and paged in one statement.

/** A player of `users u`: not the operator, and not one of the house's market-making accounts. */
export const isPlayer = sql`u.role = 'player' AND NOT EXISTS (SELECT 1 FROM house_makers h WHERE h.user_id = u.id)`;

export const isoUtc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns of a player row, over `users u` (see playerFrom). */
export const playerColumns = sql`u.id, u.username, u.display_name, u.phone_number, u.email, u.status, u.is_demo,
  ${isoUtc(sql`u.created_at`)} AS registered_at, ${isoUtc(sql`s.last_sign_in_at`)} AS last_sign_in_at,
  COALESCE(b.main, 0) AS main, COALESCE(b.exposure, 0) AS exposure, COALESCE(b.bonus, 0) AS bonus, COALESCE(b.withdrawal_hold, 0) AS withdrawal_hold,
  blk.kind AS block_kind, ${isoUtc(sql`blk.ends_at`)} AS block_ends_at`;

/** Players with their balances, last sign-in and the time-out or self-exclusion running now (the one that ends last). */
export const playerFrom = sql`users u
  LEFT JOIN LATERAL (
    SELECT sum(balance) FILTER (WHERE kind = 'main') AS main, sum(balance) FILTER (WHERE kind = 'exposure') AS exposure,
           sum(balance) FILTER (WHERE kind = 'bonus') AS bonus, sum(balance) FILTER (WHERE kind = 'withdrawal_hold') AS withdrawal_hold
      FROM accounts WHERE user_id = u.id) b ON true
  LEFT JOIN LATERAL (SELECT max(created_at) AS last_sign_in_at FROM sessions WHERE user_id = u.id) s ON true
  LEFT JOIN LATERAL (
    SELECT kind, ends_at FROM play_blocks WHERE user_id = u.id AND ends_at > now() ORDER BY ends_at DESC LIMIT 1) blk ON true`;

export type PlayerRecord = {
  id: number | string;
  username: string;
  display_name: string;
  phone_number: string;
  email: string | null;
  status: PlayerRow['status'];
  is_demo: boolean;
  registered_at: string;
  last_sign_in_at: string | null;
  main: number | string;
  exposure: number | string;
  bonus: number | string;
  withdrawal_hold: number | string;
  block_kind: string | null;
  block_ends_at: string | null;
};

export function toPlayerRow(row: PlayerRecord): PlayerRow {
  const main = Number(row.main);
  const exposure = Number(row.exposure);
  return {
    id: Number(row.id),
    username: row.username,
    display_name: row.display_name,
    phone_number: row.phone_number,
    status: row.status,
    is_demo: row.is_demo,
    block: row.block_kind && row.block_ends_at ? { kind: row.block_kind, ends_at: row.block_ends_at } : null,
    registered_at: row.registered_at,
    last_sign_in_at: row.last_sign_in_at,
    balances: {
      available: toRupees(main),
      exposure: toRupees(exposure),
      balance: toRupees(main + exposure),
      bonus: toRupees(Number(row.bonus)),
      withdrawal_hold: toRupees(Number(row.withdrawal_hold)),
    },
  };
}

function searchFilter(search: string): SQL {
  const matches: SQL[] = [sql`u.username ILIKE ${likePattern(search)}`, sql`u.display_name ILIKE ${likePattern(search)}`];
  const phone = normalisePhoneNumber(search);
  if (phone) matches.push(sql`u.phone_key = ${phone}`, sql`u.phone_number = ${phone}`);
  else if (/^[\d\s+-]{3,}$/.test(search)) matches.push(sql`u.phone_number LIKE ${likePattern(search.replace(/[\s+-]/g, ''))}`);
  if (/^\d{1,15}$/.test(search)) matches.push(sql`u.id = ${Number(search)}`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}

const orderBy: Record<PlayerSort, SQL> = {
  newest: sql`u.id DESC`,
  oldest: sql`u.id ASC`,
  last_sign_in: sql`s.last_sign_in_at DESC NULLS LAST, u.id DESC`,
  balance: sql`COALESCE(b.main, 0) + COALESCE(b.exposure, 0) DESC, u.id DESC`,
  username: sql`lower(u.username) ASC`,
};

/** A page of players (or, for a CSV, up to `page_size` of them) and how many match. */
export async function listPlayers(db: Queryable, query: PlayerListQuery): Promise<{ players: PlayerRow[]; total: number }> {
  const filters: SQL[] = [isPlayer];
  if (query.search) filters.push(searchFilter(query.search));
  if (query.status === 'self_excluded') filters.push(sql`blk.kind = 'self_exclusion'`);
  else if (query.status === 'timed_out') filters.push(sql`blk.kind = 'time_out'`);
  else if (query.status) filters.push(sql`u.status = ${query.status}`);
  if (query.demo) filters.push(sql`u.is_demo = ${query.demo === 'true'}`);
  const where = sql.join(filters, sql` AND `);
  const rows = await db.execute<PlayerRecord>(
    sql`SELECT ${playerColumns} FROM ${playerFrom} WHERE ${where} ORDER BY ${orderBy[query.sort]}
        LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  const counted = await db.execute<{ total: number | string }>(sql`SELECT count(*) AS total FROM ${playerFrom} WHERE ${where}`);
  return { players: rows.rows.map(toPlayerRow), total: Number(counted.rows[0]?.total ?? 0) };
}
