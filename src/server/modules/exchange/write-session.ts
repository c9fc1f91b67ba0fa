import { sql, type SQL } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Tx } from '../../db/client';
import type { PlayerBalances } from '../ledger';
import type { NewBet, Session } from './market-session';

// Writes one session's changes in a single statement (one round trip): new bets, changes to
// stored bets, matches, positions, exposure holds, and the market's next seq and new version.
// Matches name bets by (market, seq), so a match between two bets made in this very statement
// needs no ids; the foreign keys are checked at the end of the statement, when both exist.

const statusOf = (bet: NewBet) => (bet.remaining > 0 ? 'open' : bet.matched > 0 ? 'matched' : bet.cancelled > 0 ? 'cancelled' : 'lapsed');

export async function writeSession(
  tx: Tx,
  session: Session,
  exposures: Map<number, number>,
  balancesFor: readonly number[] = [],
): Promise<{ version: number; betIds: Map<number, number>; balances: Map<number, PlayerBalances> }> {
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

  parts.push(sql`bumped AS (
    UPDATE markets SET next_seq = ${session.state.nextSeq}, version = nextval('market_version_seq')
    WHERE id = ${marketId} RETURNING version)`);

  const betIdsColumn = session.newBets.size > 0 ? sql`(SELECT json_agg(json_build_array(seq, id)) FROM new_bets)` : sql`NULL::json`;
  // The player's balances as the ledger left them earlier in this transaction (saves a round trip).
  const balancesColumn =
    balancesFor.length === 0
      ? sql`NULL::json`
      : sql`(SELECT json_agg(json_build_array(user_id, kind, balance)) FROM accounts WHERE user_id IN (${sql.join(
          balancesFor.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  const result = await tx.execute<{ version: number; bet_ids: Array<[number, number]> | null; balances: Array<[number, string, number]> | null }>(
    sql`WITH ${sql.join(parts, sql`, `)} SELECT (SELECT version FROM bumped) AS version, ${betIdsColumn} AS bet_ids, ${balancesColumn} AS balances`,
  );
  const row = result.rows[0];
  if (!row || row.version === null) throw new Error(`market ${marketId} vanished while it was locked`);
  const balances = new Map<number, PlayerBalances>();
  for (const userId of balancesFor) balances.set(userId, { main: 0 as Paise, bonus: 0 as Paise, exposure: 0 as Paise, withdrawalHold: 0 as Paise });
  const field = { main: 'main', bonus: 'bonus', exposure: 'exposure', withdrawal_hold: 'withdrawalHold' } as const;
  for (const [userId, kind, balance] of row.balances ?? []) {
    const entry = balances.get(Number(userId));
    const name = field[kind as keyof typeof field];
    if (entry && name) entry[name] = Number(balance) as Paise;
  }
  return { version: Number(row.version), betIds: new Map((row.bet_ids ?? []).map(([seq, id]) => [Number(seq), Number(id)])), balances };
}
