import { sql } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import type { Tx } from '../../db/client';
import type { NewBet, Session } from './market-session';

// Writes one session's changes in a single statement (one round trip): new bets, changes to
// stored bets, matches, positions, exposure holds, the market's next seq and new version, and
// the answers of the orders' Idempotency-Keys (a new bet's id set into its answer as it is made).
// Matches name bets by (market, seq), so a match between two bets made in this very statement
// needs no ids; the foreign keys are checked at the end of the statement, when both exist.
// Each kind of row comes as one array per column (empty when there is none), so the text is the
// same for every batch and cheap to build. It is planned for each batch on purpose (not a named
// prepared statement): the arrays' lengths are then known to the planner, which joins the few
// changed bets and answered keys by their indexes. A generic plan guesses 100 rows an array and,
// on young tables whose statistics lag, hash-joins them by scanning bets and idempotency_keys
// whole (measured: thousands of full scans in a 10 s bench).

/** An Idempotency-Key's answer; `betId`: where in it the id of the bet made with `seq` on `marketId` goes. */
export type KeyAnswer = {
  userId: number;
  key: string;
  status: number;
  body: unknown;
  betId?: { marketId: number; seq: number; path: readonly string[] };
};

type Written = { version: number; betIds: Map<number, number> };

const statusOf = (bet: NewBet) => (bet.remaining > 0 ? 'open' : bet.matched > 0 ? 'matched' : bet.cancelled > 0 ? 'cancelled' : 'lapsed');

export async function writeSession(tx: Tx, session: Session, exposures: Map<number, number>, answers: readonly KeyAnswer[] = []): Promise<Written> {
  const written = (await writeSessions(tx, [{ session, exposures }], answers)).get(session.market.id);
  if (!written) throw new Error(`market ${session.market.id} was not written`);
  return written;
}

/** writeSession for the sessions of several markets at once, still one statement. Answers by market. */
export async function writeSessions(
  tx: Tx,
  entries: ReadonlyArray<{ session: Session; exposures: Map<number, number> }>,
  answers: readonly KeyAnswer[] = [],
): Promise<Map<number, Written>> {
  const bets = entries.flatMap(({ session }) => [...session.newBets.values()].map((bet) => ({ marketId: session.market.id, ...bet })));
  const deltas = entries.flatMap(({ session }) => [...session.deltas].map(([seq, delta]) => ({ marketId: session.market.id, seq, ...delta })));
  const matches = entries.flatMap(({ session }) => session.matches.map((match) => ({ marketId: session.market.id, ...match })));
  const positions = entries.flatMap(({ session }) => [...session.positionDeltas.values()].map((position) => ({ marketId: session.market.id, ...position })));
  const held = entries.flatMap(({ session, exposures }) => [...exposures].map(([userId, amount]) => ({ marketId: session.market.id, userId, amount })));
  const markets = entries.map(({ session }) => ({ id: session.market.id, nextSeq: session.state.nextSeq }));
  const result = await tx.execute<{ versions: Array<[number, number]> | null; bet_ids: Array<[number, number, number]> | null }>(
    sql`WITH new_bets AS (
      INSERT INTO bets (market_id, seq, runner_id, user_id, side, price, line, persistence, stake, matched_stake, matched_value,
                        remaining_stake, cancelled_stake, lapsed_stake, win_pnl, lose_pnl, status)
      SELECT * FROM unnest(
        ${ints(bets.map((b) => b.marketId))}::bigint[], ${ints(bets.map((b) => b.seq))}::bigint[], ${ints(bets.map((b) => b.runnerId))}::bigint[],
        ${ints(bets.map((b) => b.userId))}::bigint[], ${texts(bets.map((b) => b.side))}::text[], ${ints(bets.map((b) => b.price))}::int[],
        ${ints(bets.map((b) => b.line))}::int[], ${texts(bets.map((b) => b.persistence))}::text[], ${ints(bets.map((b) => b.stake))}::bigint[],
        ${ints(bets.map((b) => b.matched))}::bigint[], ${ints(bets.map((b) => b.value))}::bigint[], ${ints(bets.map((b) => b.remaining))}::bigint[],
        ${ints(bets.map((b) => b.cancelled))}::bigint[], ${ints(bets.map((b) => b.lapsed))}::bigint[], ${ints(bets.map((b) => b.win))}::bigint[],
        ${ints(bets.map((b) => b.lose))}::bigint[], ${texts(bets.map(statusOf))}::text[])
      RETURNING id, market_id, seq),
    changed_bets AS (
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
      FROM unnest(
        ${ints(deltas.map((d) => d.marketId))}::bigint[], ${ints(deltas.map((d) => d.seq))}::bigint[], ${ints(deltas.map((d) => d.matched))}::bigint[],
        ${ints(deltas.map((d) => d.value))}::bigint[], ${ints(deltas.map((d) => d.taken))}::bigint[], ${ints(deltas.map((d) => d.cancelled))}::bigint[],
        ${ints(deltas.map((d) => d.lapsed))}::bigint[], ${ints(deltas.map((d) => d.win))}::bigint[], ${ints(deltas.map((d) => d.lose))}::bigint[]
      ) AS d(market_id, seq, matched, value, taken, cancelled, lapsed, win, lose)
      WHERE b.market_id = d.market_id AND b.seq = d.seq
      RETURNING b.id),
    new_matches AS (
      INSERT INTO bet_matches (market_id, taker_seq, maker_seq, runner_id, taker_side, price, stake)
      SELECT * FROM unnest(
        ${ints(matches.map((m) => m.marketId))}::bigint[], ${ints(matches.map((m) => m.takerSeq))}::bigint[], ${ints(matches.map((m) => m.makerSeq))}::bigint[],
        ${ints(matches.map((m) => m.runnerId))}::bigint[], ${texts(matches.map((m) => m.takerSide))}::text[], ${ints(matches.map((m) => m.price))}::int[],
        ${ints(matches.map((m) => m.stake))}::bigint[])),
    new_positions AS (
      INSERT INTO market_positions (market_id, user_id, runner_id, line, win_sum, lose_sum)
      SELECT * FROM unnest(
        ${ints(positions.map((p) => p.marketId))}::bigint[], ${ints(positions.map((p) => p.userId))}::bigint[], ${ints(positions.map((p) => p.runnerId))}::bigint[],
        ${ints(positions.map((p) => p.line))}::int[], ${ints(positions.map((p) => p.win))}::bigint[], ${ints(positions.map((p) => p.lose))}::bigint[])
      ON CONFLICT (market_id, user_id, runner_id, line) DO UPDATE SET
        win_sum = market_positions.win_sum + excluded.win_sum,
        lose_sum = market_positions.lose_sum + excluded.lose_sum),
    new_exposures AS (
      INSERT INTO market_exposures (market_id, user_id, amount)
      SELECT * FROM unnest(${ints(held.map((h) => h.marketId))}::bigint[], ${ints(held.map((h) => h.userId))}::bigint[], ${ints(held.map((h) => h.amount))}::bigint[])
      ON CONFLICT (market_id, user_id) DO UPDATE SET amount = excluded.amount),
    answered AS (
      UPDATE idempotency_keys k SET status_code = v.status,
        response = CASE WHEN v.seq IS NULL THEN v.response ELSE jsonb_set(v.response, v.id_path::text[], to_jsonb(nb.id)) END
      FROM unnest(
        ${ints(answers.map((a) => a.userId))}::bigint[], ${texts(answers.map((a) => a.key))}::text[], ${ints(answers.map((a) => a.status))}::int[],
        ${texts(answers.map((a) => JSON.stringify(a.body)))}::jsonb[], ${ints(answers.map((a) => a.betId?.marketId ?? null))}::bigint[],
        ${ints(answers.map((a) => a.betId?.seq ?? null))}::bigint[], ${texts(answers.map((a) => (a.betId ? pathLiteral(a.betId.path) : null)))}::text[]
      ) AS v(user_id, key, status, response, market_id, seq, id_path)
      LEFT JOIN new_bets nb ON nb.market_id = v.market_id AND nb.seq = v.seq
      WHERE k.user_id = v.user_id AND k.key = v.key),
    bumped AS (
      UPDATE markets m SET next_seq = v.next_seq, version = nextval('market_version_seq')
      FROM unnest(${ints(markets.map((m) => m.id))}::bigint[], ${ints(markets.map((m) => m.nextSeq))}::bigint[]) AS v(id, next_seq)
      WHERE m.id = v.id RETURNING m.id, m.version)
    SELECT (SELECT json_agg(json_build_array(id, version)) FROM bumped) AS versions,
           (SELECT json_agg(json_build_array(market_id, seq, id)) FROM new_bets) AS bet_ids`,
  );
  const row = result.rows[0];
  const written = new Map<number, Written>();
  for (const [marketId, version] of row?.versions ?? []) written.set(Number(marketId), { version: Number(version), betIds: new Map() });
  for (const { id } of markets) {
    if (!written.has(id)) throw new Error(`market ${id} vanished while it was locked`);
  }
  for (const [marketId, seq, id] of row?.bet_ids ?? []) written.get(Number(marketId))?.betIds.set(Number(seq), Number(id));
  return written;
}

// Arrays go as PostgreSQL array literals, one parameter each (drizzle would spread a JS array
// into a list of parameters, and the text would change with its length).

/** Whole numbers (or NULL) as an array literal; anything else is a bug, refused before the write. */
function ints(values: ReadonlyArray<number | null>): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index] ?? null;
    if (value !== null && !Number.isSafeInteger(value)) throw new Error(`not a whole number for the database: ${value}`);
    literal += `${index === 0 ? '' : ','}${value === null ? 'NULL' : value}`;
  }
  return `${literal}}`;
}

/** Strings (or NULL) as an array literal, each quoted and escaped as the array syntax asks. */
function texts(values: ReadonlyArray<string | null>): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index] ?? null;
    literal += `${index === 0 ? '' : ','}${value === null ? 'NULL' : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`}`;
  }
  return `${literal}}`;
}

/** A jsonb_set path (text[]) as the text of its literal, e.g. {data,bet,id}. */
const pathLiteral = (path: readonly string[]) => texts(path);
