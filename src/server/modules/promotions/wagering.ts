import { sql, type SQL } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { Db, Queryable } from '@server/db/client';
import { houseAccount, playerAccount, transfer } from '@server/modules/ledger';
import { findPlayBlock } from '@server/modules/responsible-gambling';

// A bonus's wagering progress is never stored: it is what the player staked in its window, read
// from settled bets and rounds when asked (docs/decisions/050-bonus-wagering.md). Nothing counts
// before it is settled, so a void or a resettlement takes its part back by itself.
// Exchange: each settled market counts the player's net position, the worst outcome of their
//   matched bets (a bet and its hedge or cash out once), and at most what their bets at or above
//   the bonus's minimum price risked: a back its stake, a lay its liability, each only when the
//   price it risks at (a lay: price / (price - 1)) reaches the minimum. A reversed round or a
//   void counts nothing.
// Casino: stakes of rounds that ended (a win or loss was decided; a rolled-back stake is out),
//   times the title's weight. Matka: settled bets (void ones are out), times the market's weight.
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

/** What a bet risks (a back its stake, a lay its liability) and wins, from what it pays either way. */
const betRisk = sql`greatest(-b.win_pnl, -b.lose_pnl)`;
const betGain = sql`greatest(b.win_pnl, b.lose_pnl)`;

const exchangeWagered = sql`(
  SELECT coalesce(sum(least(s.net_risk, q.risk)), 0) FROM market_settlements s
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(${betRisk}) FILTER (WHERE ${betRisk} > 0 AND (${betRisk} + ${betGain}) * 100 >= g.min_price * ${betRisk}), 0) AS risk
       FROM bets b WHERE b.market_id = s.market_id AND b.user_id = s.user_id AND b.matched_stake > 0 AND b.status IN ('won', 'lost')) q
   WHERE s.user_id = g.user_id AND s.reversed_at IS NULL AND s.net_risk > 0 AND s.settled_at >= w.opens_at AND s.settled_at < g.expires_at)`;

/** A house game's round ref is `<game>:<id>`; its own record says whether it ended. */
const houseRoundEnded = sql`(CASE split_part(d.round_id, ':', 1)
    WHEN 'crash-bet' THEN EXISTS (SELECT 1 FROM casino_crash_bets x WHERE x.id = r.id AND x.status IN ('cashed_out', 'lost'))
    WHEN 'table-bet' THEN EXISTS (SELECT 1 FROM casino_table_bets x WHERE x.id = r.id AND x.status IN ('won', 'lost'))
    WHEN 'color-bet' THEN EXISTS (SELECT 1 FROM casino_color_bets x WHERE x.id = r.id AND x.status IN ('won', 'lost'))
    ELSE EXISTS (SELECT 1 FROM casino_rounds x WHERE x.id = r.id AND x.status IN ('won', 'lost')) END)`;

const casinoWagered = sql`(
  SELECT coalesce(sum(d.amount * cg.wagering_weight / 100), 0) FROM casino_wallet_transactions d
    JOIN casino_games cg ON cg.id = d.game_id JOIN casino_providers p ON p.id = d.provider_id
    CROSS JOIN LATERAL (SELECT CASE WHEN split_part(d.round_id, ':', 2) ~ '^[0-9]{1,18}$' THEN split_part(d.round_id, ':', 2)::bigint END AS id) r
   WHERE d.user_id = g.user_id AND d.kind = 'debit' AND d.status = 'done' AND d.created_at >= w.opens_at AND d.created_at < g.expires_at
     AND (EXISTS (SELECT 1 FROM casino_wallet_transactions c
                   WHERE c.provider_id = d.provider_id AND c.round_id = d.round_id AND c.kind = 'credit' AND c.status = 'done' AND c.user_id = d.user_id)
          OR (p.kind = 'house' AND ${houseRoundEnded})))`;

const matkaWagered = sql`(
  SELECT coalesce(sum(mb.stake * mm.wagering_weight / 100), 0) FROM matka_bets mb JOIN matka_markets mm ON mm.id = mb.market_id
   WHERE mb.user_id = g.user_id AND mb.status IN ('won', 'lost') AND mb.settled_at >= w.opens_at AND mb.settled_at < g.expires_at)`;

const progressQuery = (where: SQL, lock: boolean, limit = 1000) => sql`
  SELECT g.id, g.user_id, g.amount, g.wagering_required, g.expires_at, g.expires_at <= now() AS expired, w.queued,
    (CASE WHEN w.queued THEN 0 ELSE
       CASE WHEN g.wagering_on IN ('exchange', 'any') THEN ${exchangeWagered} ELSE 0 END
     + CASE WHEN g.wagering_on IN ('casino', 'any') THEN ${casinoWagered} + ${matkaWagered} ELSE 0 END END)::bigint AS wagered
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
    // No bonus converts while a time-out or self-exclusion runs: it waits for the block's end (or its expiry).
    const met = grant.wagered >= grant.required && !(await findPlayBlock(tx, grant.userId));
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
