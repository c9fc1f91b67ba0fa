import { sql, type SQL } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Tx } from '../../db/client';
import type { NewBet, Session } from './market-session';

// Writes one session's changes in a single statement (one round trip): new bets, changes to
// stored bets, matches, positions, exposure holds, the market's next seq and new version, and
// the answers of the orders' Idempotency-Keys (a new bet's id set into its answer as it is made).
// Matches name bets by (market, seq), so a match between two bets made in this very statement
// needs no ids; the foreign keys are checked at the end of the statement, when both exist.

/** An Idempotency-Key's answer; `betId`: where in it the id of the bet made with `seq` goes. */
export type KeyAnswer = { userId: number; key: string; status: number; body: unknown; betId?: { seq: number; path: readonly string[] } };

const statusOf = (bet: NewBet) => (bet.remaining > 0 ? 'open' : bet.matched > 0 ? 'matched' : bet.cancelled > 0 ? 'cancelled' : 'lapsed');

export async function writeSession(
  tx: Tx,
  session: Session,
  exposures: Map<number, number>,
  answers: readonly KeyAnswer[] = [],
): Promise<{ version: number; betIds: Map<number, number> }> {
  const marketId = session.market.id;
  const parts: SQL[] = [];

  if (session.newBets.size > 0) {
    const rows = [...session.newBets.values()].map(
      (bet) => sql`(${marketId}::bigint, ${bet.seq}::bigint, ${bet.runnerId}::bigint, ${bet.userId}::bigint, ${bet.side}, ${bet.price}::int,
        ${bet.line}::int, ${bet.persistence}, ${bet.stake}::bigint, ${bet.matched}::bigint, ${bet.value}::bigint, ${bet.remaining}::bigint,
        ${bet.cancelled}::bigint, ${bet.lapsed}::bigint, ${bet.win}::bigint, ${bet.lose}::bigint, ${statusOf(bet)})`,
    );
    parts.push(sql`new_bets AS (
      INSERT INTO bets (market_id, seq, runner_id, user_id, side, price, line, persistence, stake, matched_stake, matched_value,
                        remaining_stake, cancelled_stake, lapsed_stake, win_pnl, lose_pnl, status)
      VALUES ${sql.join(rows, sql`, `)}
      RETURNING id, seq)`);
  }

  if (session.deltas.size > 0) {
    const rows = [...session.deltas].map(
      ([seq, d]) =>
        sql`(${seq}::bigint, ${d.matched}::bigint, ${d.value}::bigint, ${d.taken}::bigint, ${d.cancelled}::bigint, ${d.lapsed}::bigint, ${d.win}::bigint, ${d.lose}::bigint)`,
    );
    parts.push(sql`changed_bets AS (
      UPDATE bets b SET
        matched_stake = b.matched_stake + d.matched,
        matched_value = b.matched_value + d.value,
        remaining_stake = b.remaining_stake - d.taken,
        cancelled_stake = b.cancelled_stake + d.cancelled,
        lapsed_stake = b.lapsed_stake + d.lapsed,
        win_pnl = b.win_pnl + d.win,
        lose_pnl = b.lose_pnl + d.lose,
        status = CASE WHEN b.remaining_stake - d.taken > 0 THEN 'open'
                      WHEN b.matched_stake + d.matched > 0 THEN 'matched'
                      WHEN b.cancelled_stake + d.cancelled > 0 THEN 'cancelled'
                      ELSE 'lapsed' END
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS d(seq, matched, value, taken, cancelled, lapsed, win, lose)
      WHERE b.market_id = ${marketId} AND b.seq = d.seq
      RETURNING b.id)`);
  }

  if (session.matches.length > 0) {
    const rows = session.matches.map(
      (m) => sql`(${marketId}::bigint, ${m.takerSeq}::bigint, ${m.makerSeq}::bigint, ${m.runnerId}::bigint, ${m.takerSide}, ${m.price}::int, ${m.stake}::bigint)`,
    );
    parts.push(sql`new_matches AS (
      INSERT INTO bet_matches (market_id, taker_seq, maker_seq, runner_id, taker_side, price, stake)
      VALUES ${sql.join(rows, sql`, `)})`);
  }

  if (session.positionDeltas.size > 0) {
    const rows = [...session.positionDeltas.values()].map(
      (p) => sql`(${marketId}::bigint, ${p.userId}::bigint, ${p.runnerId}::bigint, ${p.line}::int, ${p.win}::bigint, ${p.lose}::bigint)`,
    );
    parts.push(sql`new_positions AS (
      INSERT INTO market_positions (market_id, user_id, runner_id, line, win_sum, lose_sum)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (market_id, user_id, runner_id, line) DO UPDATE SET
        win_sum = market_positions.win_sum + excluded.win_sum,
        lose_sum = market_positions.lose_sum + excluded.lose_sum)`);
  }

  if (exposures.size > 0) {
    const rows = [...exposures].map(([userId, amount]) => sql`(${marketId}::bigint, ${userId}::bigint, ${amount}::bigint)`);
    parts.push(sql`new_exposures AS (
      INSERT INTO market_exposures (market_id, user_id, amount)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (market_id, user_id) DO UPDATE SET amount = excluded.amount)`);
  }

  if (answers.length > 0) {
    const rows = answers.map(
      (a) =>
        sql`(${a.userId}::bigint, ${a.key}::text, ${a.status}::int, ${JSON.stringify(a.body)}::jsonb, ${a.betId?.seq ?? null}::bigint, ${a.betId ? `{${a.betId.path.join(',')}}` : null}::text[])`,
    );
    const withBets = session.newBets.size > 0;
    parts.push(sql`answered AS (
      UPDATE idempotency_keys k SET status_code = v.status,
        response = ${withBets ? sql`CASE WHEN v.seq IS NULL THEN v.response ELSE jsonb_set(v.response, v.id_path, to_jsonb(nb.id)) END` : sql`v.response`}
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(user_id, key, status, response, seq, id_path)
      ${withBets ? sql`LEFT JOIN new_bets nb ON nb.seq = v.seq` : sql``}
      WHERE k.user_id = v.user_id AND k.key = v.key)`);
  }

  parts.push(sql`bumped AS (
    UPDATE markets SET next_seq = ${session.state.nextSeq}, version = nextval('market_version_seq')
    WHERE id = ${marketId} RETURNING version)`);

  const betIdsColumn = session.newBets.size > 0 ? sql`(SELECT json_agg(json_build_array(seq, id)) FROM new_bets)` : sql`NULL::json`;
  const result = await tx.execute<{ version: number; bet_ids: Array<[number, number]> | null }>(
    sql`WITH ${sql.join(parts, sql`, `)} SELECT (SELECT version FROM bumped) AS version, ${betIdsColumn} AS bet_ids`,
  );
  const row = result.rows[0];
  if (!row || row.version === null) throw new Error(`market ${marketId} vanished while it was locked`);
  return { version: Number(row.version), betIds: new Map((row.bet_ids ?? []).map(([seq, id]) => [Number(seq), Number(id)])) };
}
