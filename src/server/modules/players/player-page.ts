import { sql, type SQL } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import { DEFAULT_DAILY_DEPOSIT_LIMIT, DEFAULT_DAILY_WITHDRAWAL_LIMIT } from '@shared/schemas/wallet';
import type {
  PageQuery,
  Paged,
  PlayerAuditEntry,
  PlayerBankAccount,
  PlayerBet,
  PlayerDetail,
  PlayerNote,
  PlayerPayment,
  PlayerRound,
  PlayerSession,
  ReferredPlayer,
} from '@shared/schemas/players';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';
import { betStatusOf, type StoredStatus } from '@server/modules/exchange';
import { clawbackOwed } from '@server/modules/referrals';
import { isoUtc, isPlayer, playerColumns, playerFrom, toPlayerRow, type PlayerRecord } from './list-players';

// The player page: the player's figures, then each section a page at a time. Every query names
// the player, and a player that does not exist (or an operator's id) is a 404.

export const playerNotFound = () => notFound('Player not found');

/** Throws 404 unless `userId` is a player (not the operator, not a house market maker). */
export async function assertPlayer(db: Queryable, userId: number): Promise<{ isDemo: boolean }> {
  const found = await db.execute<{ is_demo: boolean }>(sql`SELECT is_demo FROM users u WHERE u.id = ${userId} AND ${isPlayer}`);
  const row = found.rows[0];
  if (!row) throw playerNotFound();
  return { isDemo: row.is_demo };
}

const count = async (db: Queryable, query: SQL) => Number((await db.execute<{ n: number | string }>(query)).rows[0]?.n ?? 0);

/** The player's bank accounts another player registered too (same number and IFSC), with who: a sign of one person behind two accounts. */
async function listSharedBankAccounts(db: Queryable, userId: number) {
  const found = await db.execute<{ account_number: string; ifsc_code: string; others: Array<number | string> }>(sql`
    SELECT a.account_number, a.ifsc_code, array_agg(DISTINCT b.user_id ORDER BY b.user_id) AS others
      FROM bank_accounts a JOIN bank_accounts b ON b.account_number = a.account_number AND b.ifsc_code = a.ifsc_code AND b.user_id <> a.user_id
     WHERE a.user_id = ${userId} GROUP BY a.account_number, a.ifsc_code ORDER BY a.account_number`);
  return found.rows.map((row) => ({ account_number: row.account_number, ifsc_code: row.ifsc_code, other_player_ids: row.others.map(Number) }));
}

export async function getPlayerDetail(db: Queryable, userId: number): Promise<PlayerDetail> {
  const found = await db.execute<
    PlayerRecord & {
      daily_deposit_limit: number | null;
      daily_withdrawal_limit: number | null;
      code_used: string | null;
      own_code: string | null;
      referred: number | string;
    }
  >(
    sql`SELECT ${playerColumns}, l.daily_deposit_limit, l.daily_withdrawal_limit, rc.code AS code_used, own.code AS own_code,
               (SELECT count(*) FROM users f WHERE f.referral_code_id = own.id) AS referred
          FROM ${playerFrom}
          LEFT JOIN wallet_limits l ON l.user_id = u.id
          LEFT JOIN referral_codes rc ON rc.id = u.referral_code_id
          LEFT JOIN referral_codes own ON own.owner_user_id = u.id
         WHERE u.id = ${userId} AND ${isPlayer}`,
  );
  const row = found.rows[0];
  if (!row) throw playerNotFound();
  return {
    player: { ...toPlayerRow(row), email: row.email },
    limits: {
      daily_deposit_limit: row.daily_deposit_limit === null ? DEFAULT_DAILY_DEPOSIT_LIMIT : toRupees(Number(row.daily_deposit_limit)),
      daily_withdrawal_limit: row.daily_withdrawal_limit === null ? DEFAULT_DAILY_WITHDRAWAL_LIMIT : toRupees(Number(row.daily_withdrawal_limit)),
    },
    referral: { code_used: row.code_used, own_code: row.own_code, players_referred: Number(row.referred) },
    security: {
      two_factor_on: (await count(db, sql`SELECT count(*) AS n FROM two_factor_secrets WHERE user_id = ${userId} AND enabled_at IS NOT NULL`)) > 0,
      shared_bank_accounts: await listSharedBankAccounts(db, userId),
      clawback_owed: toRupees(await clawbackOwed(db, userId)),
    },
    counts: {
      open_bets: await count(db, sql`SELECT count(*) AS n FROM bets WHERE user_id = ${userId} AND status = 'open'`),
      bets: await count(db, sql`SELECT count(*) AS n FROM bets WHERE user_id = ${userId}`),
      casino_rounds: await count(db, sql`SELECT count(DISTINCT (provider_id, round_id)) AS n FROM casino_wallet_transactions WHERE user_id = ${userId}`),
      deposits: await count(db, sql`SELECT count(*) AS n FROM deposits WHERE user_id = ${userId}`),
      withdrawals: await count(db, sql`SELECT count(*) AS n FROM withdrawals WHERE user_id = ${userId}`),
      active_sessions: await count(db, sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()`),
      notes: await count(db, sql`SELECT count(*) AS n FROM player_notes WHERE user_id = ${userId}`),
    },
  };
}

/** One page of a section: `rows` reads the page, `total` counts them all. */
async function paged<Row, Out>(db: Queryable, page: PageQuery, rows: SQL, total: SQL, shape: (row: Row) => Out): Promise<Paged<Out>> {
  const found = await db.execute<Row & Record<string, unknown>>(sql`${rows} LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}`);
  return { rows: found.rows.map((row) => shape(row as Row)), page: page.page, page_size: page.page_size, total: await count(db, total) };
}

type BetRecord = {
  id: number;
  placed_at: string;
  event: string;
  market: string;
  selection: string;
  side: 'back' | 'lay';
  price: number;
  stake: number;
  matched_stake: number;
  remaining_stake: number;
  status: StoredStatus;
  profit: number | null;
};

export function listPlayerBets(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerBet>> {
  return paged<BetRecord, PlayerBet>(
    db,
    page,
    sql`SELECT b.id, ${isoUtc(sql`b.placed_at`)} AS placed_at, e.name AS event, m.name AS market, r.name AS selection, b.side, b.price,
               b.stake, b.matched_stake, b.remaining_stake, b.status, b.profit
          FROM bets b JOIN markets m ON m.id = b.market_id JOIN events e ON e.id = m.event_id JOIN runners r ON r.id = b.runner_id
         WHERE b.user_id = ${userId} ORDER BY b.placed_at DESC, b.id DESC`,
    sql`SELECT count(*) AS n FROM bets WHERE user_id = ${userId}`,
    (row) => ({
      id: Number(row.id),
      placed_at: row.placed_at,
      event: row.event,
      market: row.market,
      selection: row.selection,
      side: row.side,
      price: Number(row.price) / 100,
      stake: toRupees(Number(row.stake)),
      matched_stake: toRupees(Number(row.matched_stake)),
      unmatched_stake: toRupees(Number(row.remaining_stake)),
      status: betStatusOf(row.status, Number(row.matched_stake)),
      profit: row.profit === null ? null : toRupees(Number(row.profit)),
    }),
  );
}

type RoundRecord = { round: string; game: string | null; started_at: string; stake: number; win: number };

/** Casino play by round, from the seamless wallet (every provider, the house games included): stakes and wins that moved money. */
export function listPlayerRounds(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerRound>> {
  return paged<RoundRecord, PlayerRound>(
    db,
    page,
    sql`SELECT w.round_id AS round, max(g.name) AS game, ${isoUtc(sql`min(w.created_at)`)} AS started_at,
               COALESCE(sum(w.amount) FILTER (WHERE w.kind = 'debit' AND w.status = 'done'), 0) AS stake,
               COALESCE(sum(w.amount) FILTER (WHERE w.kind = 'credit' AND w.status = 'done'), 0) AS win
          FROM casino_wallet_transactions w LEFT JOIN casino_games g ON g.id = w.game_id
         WHERE w.user_id = ${userId}
         GROUP BY w.provider_id, w.round_id ORDER BY min(w.id) DESC`,
    sql`SELECT count(DISTINCT (provider_id, round_id)) AS n FROM casino_wallet_transactions WHERE user_id = ${userId}`,
    (row) => ({ round: row.round, game: row.game ?? '', started_at: row.started_at, stake: toRupees(Number(row.stake)), win: toRupees(Number(row.win)) }),
  );
}

type PaymentRecord = {
  id: number;
  type: 'deposit' | 'withdrawal';
  amount: number;
  status: string;
  reference: string;
  created_at: string;
  decided_at: string | null;
  reject_reason: string | null;
};

/** Deposits and withdrawals together, newest first. */
export function listPlayerPayments(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerPayment>> {
  const both = sql`(SELECT d.id, 'deposit' AS type, d.amount, d.status, 'UTR ' || d.utr AS reference, d.created_at, d.decided_at, d.reject_reason
                      FROM deposits d WHERE d.user_id = ${userId}
                    UNION ALL
                    SELECT w.id, 'withdrawal', w.amount, w.status, a.bank_name || ' ' || right(a.account_number, 4), w.created_at, w.decided_at, w.reject_reason
                      FROM withdrawals w JOIN bank_accounts a ON a.id = w.bank_account_id WHERE w.user_id = ${userId}) p`;
  return paged<PaymentRecord, PlayerPayment>(
    db,
    page,
    sql`SELECT p.id, p.type, p.amount, p.status, p.reference, ${isoUtc(sql`p.created_at`)} AS created_at, ${isoUtc(sql`p.decided_at`)} AS decided_at, p.reject_reason
          FROM ${both} ORDER BY p.created_at DESC, p.id DESC`,
    sql`SELECT count(*) AS n FROM ${both}`,
    (row) => ({ ...row, id: Number(row.id), amount: toRupees(Number(row.amount)) }),
  );
}

type BankRecord = Omit<PlayerBankAccount, 'id'> & { id: number };

export function listPlayerBankAccounts(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerBankAccount>> {
  return paged<BankRecord, PlayerBankAccount>(
    db,
    page,
    sql`SELECT id, bank_name, account_holder_name, account_number, ifsc_code, is_active, deleted_at IS NOT NULL AS deleted, ${isoUtc(sql`created_at`)} AS created_at
          FROM bank_accounts WHERE user_id = ${userId} ORDER BY id DESC`,
    sql`SELECT count(*) AS n FROM bank_accounts WHERE user_id = ${userId}`,
    (row) => ({ ...row, id: Number(row.id) }),
  );
}

type SessionRecord = {
  id: number;
  user_agent: string;
  ip_address: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  active: boolean;
};

/** Sign-ins (device and address), newest first; `ended_at` is when one was signed out (or expired). */
export function listPlayerSessions(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerSession>> {
  return paged<SessionRecord, PlayerSession>(
    db,
    page,
    sql`SELECT id, user_agent, ip_address, ${isoUtc(sql`created_at`)} AS created_at, ${isoUtc(sql`last_seen_at`)} AS last_seen_at, ${isoUtc(sql`expires_at`)} AS expires_at,
               ${isoUtc(sql`CASE WHEN revoked_at IS NOT NULL THEN revoked_at WHEN expires_at <= now() THEN expires_at END`)} AS ended_at,
               (revoked_at IS NULL AND expires_at > now()) AS active
          FROM sessions WHERE user_id = ${userId} ORDER BY id DESC`,
    sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${userId}`,
    (row) => ({ ...row, id: Number(row.id) }),
  );
}

type NoteRecord = { id: number; body: string; author: string; created_at: string };

export function listPlayerNotes(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerNote>> {
  return paged<NoteRecord, PlayerNote>(
    db,
    page,
    sql`SELECT n.id, n.body, a.username AS author, ${isoUtc(sql`n.created_at`)} AS created_at
          FROM player_notes n JOIN users a ON a.id = n.author_id WHERE n.user_id = ${userId} ORDER BY n.id DESC`,
    sql`SELECT count(*) AS n FROM player_notes WHERE user_id = ${userId}`,
    (row) => ({ ...row, id: Number(row.id) }),
  );
}

type AuditRecord = { id: number; created_at: string; actor: string | null; action: string; target: string; details: Record<string, unknown> };

/** Everything the operator did to this player: actions on the account, and decisions on their deposits and withdrawals. */
export function listPlayerAudit(db: Queryable, userId: number, page: PageQuery): Promise<Paged<PlayerAuditEntry>> {
  const mine = sql`((l.target_type = 'user' AND l.target_id = ${String(userId)}) OR l.details->>'user_id' = ${String(userId)})`;
  return paged<AuditRecord, PlayerAuditEntry>(
    db,
    page,
    sql`SELECT l.id, ${isoUtc(sql`l.created_at`)} AS created_at, a.username AS actor, l.action,
               l.target_type || COALESCE(' ' || l.target_id, '') AS target, l.details
          FROM audit_log l LEFT JOIN users a ON a.id = l.actor_id WHERE ${mine} ORDER BY l.id DESC`,
    sql`SELECT count(*) AS n FROM audit_log l WHERE ${mine}`,
    (row) => ({ ...row, id: Number(row.id) }),
  );
}

type ReferredRecord = { id: number; username: string; registered_at: string; reward: ReferredPlayer['reward']; refused_reason: string | null };

/** The friends who registered with the player's own referral code, newest first, with the reward's outcome. */
export function listReferredPlayers(db: Queryable, userId: number, page: PageQuery): Promise<Paged<ReferredPlayer>> {
  const friends = sql`users f JOIN referral_codes own ON own.id = f.referral_code_id AND own.owner_user_id = ${userId}`;
  return paged<ReferredRecord, ReferredPlayer>(
    db,
    page,
    sql`SELECT f.id, f.username, ${isoUtc(sql`f.created_at`)} AS registered_at,
               CASE WHEN r.grant_id IS NOT NULL THEN 'paid' WHEN r.friend_id IS NOT NULL THEN 'refused' ELSE 'waiting' END AS reward, r.refused_reason
          FROM ${friends} LEFT JOIN referral_rewards r ON r.friend_id = f.id ORDER BY f.id DESC`,
    sql`SELECT count(*) AS n FROM ${friends}`,
    (row) => ({ ...row, id: Number(row.id) }),
  );
}
