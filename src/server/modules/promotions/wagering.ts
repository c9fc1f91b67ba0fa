import { sql, type SQL } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Db, Queryable } from '@server/db/client';
import { houseAccount, playerAccount, transfer } from '@server/modules/ledger';

// A bonus's wagering progress is never stored: it is what the player staked in its window, read
// from the bets and the ledger when asked. Exchange: the player's matched stake (bets not voided).
// Casino: stakes taken from the main balance less stakes refunded.
// Bonuses are wagered one at a time, oldest first, so a stake counts towards one bonus only: a
// bonus waits (queued, nothing wagered) while an older one is active, and its window opens when
// the last older one was settled (converted or expired), or at its grant if later, and closes
// at its expiry.

export type GrantProgress = {
  id: number;
  userId: number;
  amount: Paise;
  required: Paise;
  wagered: Paise;
  expiresAt: Date;
  expired: boolean;
  /** Waiting for an older active bonus: its wagering has not started. */
  queued: boolean;
};

type Row = {
  id: number;
  user_id: number;
  amount: number;
  wagering_required: number;
  expires_at: Date | string;
  wagered: number;
  expired: boolean;
  queued: boolean;
};

const progressQuery = (where: SQL, lock: boolean, limit = 1000) => sql`
  SELECT g.id, g.user_id, g.amount, g.wagering_required, g.expires_at, g.expires_at <= now() AS expired, w.queued,
    (CASE WHEN w.queued THEN 0 ELSE
     CASE WHEN g.wagering_on IN ('exchange', 'any') THEN (
       SELECT coalesce(sum(m.stake), 0) FROM bets b
         JOIN bet_matches m ON m.market_id = b.market_id AND b.seq IN (m.taker_seq, m.maker_seq)
        WHERE b.user_id = g.user_id AND b.status <> 'void' AND m.created_at >= w.opens_at AND m.created_at < g.expires_at)
     ELSE 0 END
     +
     CASE WHEN g.wagering_on IN ('casino', 'any') THEN (
       SELECT coalesce(sum(CASE WHEN t.kind = 'casino_debit' THEN t.amount ELSE -t.amount END), 0) FROM accounts a
         JOIN transfers t ON (t.kind = 'casino_debit' AND t.debit_account_id = a.id) OR (t.kind = 'casino_rollback' AND t.credit_account_id = a.id)
        WHERE a.user_id = g.user_id AND a.kind = 'main' AND t.created_at >= w.opens_at AND t.created_at < g.expires_at)
     ELSE 0 END END)::bigint AS wagered
  FROM bonus_grants g
  CROSS JOIN LATERAL (
    SELECT EXISTS (SELECT 1 FROM bonus_grants o WHERE o.user_id = g.user_id AND o.id < g.id AND o.status = 'active') AS queued,
           greatest(g.granted_at, (SELECT max(o.settled_at) FROM bonus_grants o WHERE o.user_id = g.user_id AND o.id < g.id)) AS opens_at
  ) w
  WHERE g.status = 'active' AND ${where} ORDER BY g.id LIMIT ${limit} ${lock ? sql`FOR UPDATE OF g` : sql``}`;

const toProgress = (row: Row): GrantProgress => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  amount: Number(row.amount) as Paise,
  required: Number(row.wagering_required) as Paise,
  wagered: Math.max(0, Number(row.wagered)) as Paise,
  expiresAt: new Date(row.expires_at),
  expired: Boolean(row.expired),
  queued: Boolean(row.queued),
});

/** The active grants of a player with what has been wagered on each. */
export async function activeGrantProgress(db: Queryable, userId: number): Promise<GrantProgress[]> {
  return (await db.execute<Row>(progressQuery(sql`g.user_id = ${userId}`, false))).rows.map(toProgress);
}

/**
 * Settles one grant if it is due, in its own transaction under the grant's row lock: converts it
 * (bonus → main) when the stakes reach the target, exactly to the paisa, else returns it to the
 * house (bonus → house_bonus) once its expiry has passed. Answers what happened.
 */
export async function settleGrant(db: Db, grantId: number): Promise<'converted' | 'expired' | 'active' | 'gone'> {
  return db.transaction(async (tx) => {
    const row = (await tx.execute<Row>(progressQuery(sql`g.id = ${grantId}`, true))).rows[0];
    if (!row) return 'gone';
    const grant = toProgress(row);
    const met = grant.wagered >= grant.required;
    if (!met && !grant.expired) return 'active';
    const bonus = await playerAccount(tx, grant.userId, 'bonus');
    const outcome = met ? 'converted' : 'expired';
    await transfer(
      tx,
      met
        ? {
            from: bonus,
            to: await playerAccount(tx, grant.userId, 'main'),
            amount: grant.amount,
            kind: 'bonus_conversion',
            reference: `bonus_grant:${grant.id}`,
            idempotencyKey: `bonus-conversion:${grant.id}`,
          }
        : {
            from: bonus,
            to: await houseAccount(tx, 'house_bonus', 'real'),
            amount: grant.amount,
            kind: 'bonus_expiry',
            reference: `bonus_grant:${grant.id}`,
            idempotencyKey: `bonus-expiry:${grant.id}`,
          },
    );
    await tx.execute(sql`UPDATE bonus_grants SET status = ${outcome}, settled_at = now() WHERE id = ${grant.id}`);
    return outcome;
  });
}

/** Settles a player's due grants (on reading the bonus wallet). */
export async function settlePlayerBonuses(db: Db, userId: number): Promise<void> {
  for (const grant of await activeGrantProgress(db, userId)) {
    if (grant.wagered >= grant.required || grant.expired) await settleGrant(db, grant.id);
  }
}

/** Settles every due grant, a batch at a time (the periodic job). Answers how many settled. */
export async function settleDueBonuses(db: Db, batch = 200): Promise<number> {
  let settled = 0;
  let after = 0;
  for (;;) {
    const rows = (await db.execute<Row>(progressQuery(sql`g.id > ${after}`, false, batch))).rows;
    if (rows.length === 0) return settled;
    for (const grant of rows.map(toProgress)) {
      after = grant.id;
      if ((grant.wagered >= grant.required || grant.expired) && (await settleGrant(db, grant.id)) !== 'active') settled += 1;
    }
    if (rows.length < batch) return settled;
  }
}
