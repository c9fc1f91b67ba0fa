import { sql, type SQL } from 'drizzle-orm';
import type { Paise } from '../../../shared/money';
import { executeNamed, type Tx } from '../../db/client';
import type { NewBet, Session } from './market-session';

// Writes one session's changes in a single statement (one round trip, exchange_write_sessions,
// db/functions/exchange_write_sessions.sql): new bets, changes to stored bets, matches, positions, exposure holds, the
// market's next seq and new version, and the answers of the orders' Idempotency-Keys (a new bet's
// id set into its answer as it is made). Each kind of row comes as one array per column (empty
// when there is none), so the text is the same for every batch: a named prepared statement, and
// the function's own plan is made once per connection with its joins pinned to index lookups
// (a plan made from young tables' statistics once scanned bets and idempotency_keys whole).

/** An Idempotency-Key's answer; `betId`: where in it the id of the bet made with `seq` on `marketId` goes. */
export type KeyAnswer = {
  userId: number;
  key: string;
  status: number;
  body: unknown;
  betId?: { marketId: number; seq: number; path: readonly string[] };
  /**
   * Where in it the balance view of `userId` after the ledger goes, when the answer was made
   * before the ledger ran (place-at-once.ts; exchange_place_batch sets it).
   */
  balanceOf?: { userId: number; path: readonly string[] };
};

export type Written = { version: number; betIds: Map<number, number> };

/** What the write function answers: the markets' new versions, the new bets' ids. */
export type WriteAnswer = { versions: Array<[number, number]> | null; bet_ids: Array<[number, number, number]> | null };

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
  const result = await executeNamed<WriteAnswer>(tx, 'exchange_write_sessions', sql`SELECT versions, bet_ids FROM exchange_write_sessions(${writeArguments(entries, answers)})`);
  return readWritten(result.rows[0], entries);
}

/** The arguments of exchange_write_sessions (db/functions/exchange_write_sessions.sql), in its order. */
export function writeArguments(entries: ReadonlyArray<{ session: Session; exposures: Map<number, number> }>, answers: readonly KeyAnswer[]): SQL {
  const bets = entries.flatMap(({ session }) => [...session.newBets.values()].map((bet) => ({ marketId: session.market.id, ...bet })));
  const deltas = entries.flatMap(({ session }) => [...session.deltas].map(([seq, delta]) => ({ marketId: session.market.id, seq, ...delta })));
  const matches = entries.flatMap(({ session }) => session.matches.map((match) => ({ marketId: session.market.id, ...match })));
  const positions = entries.flatMap(({ session }) => [...session.positionDeltas.values()].map((position) => ({ marketId: session.market.id, ...position })));
  const held = entries.flatMap(({ session, exposures }) => [...exposures].map(([userId, amount]) => ({ marketId: session.market.id, userId, amount })));
  const markets = entries.map(({ session }) => ({ id: session.market.id, nextSeq: session.state.nextSeq }));
  return sql`
      ${ints(bets.map((b) => b.marketId))}::bigint[], ${ints(bets.map((b) => b.seq))}::bigint[], ${ints(bets.map((b) => b.runnerId))}::bigint[],
      ${ints(bets.map((b) => b.userId))}::bigint[], ${texts(bets.map((b) => b.side))}::text[], ${ints(bets.map((b) => b.price))}::int[],
      ${ints(bets.map((b) => b.line))}::int[], ${texts(bets.map((b) => b.persistence))}::text[], ${ints(bets.map((b) => b.stake))}::bigint[],
      ${ints(bets.map((b) => b.matched))}::bigint[], ${ints(bets.map((b) => b.value))}::bigint[], ${ints(bets.map((b) => b.remaining))}::bigint[],
      ${ints(bets.map((b) => b.cancelled))}::bigint[], ${ints(bets.map((b) => b.lapsed))}::bigint[], ${ints(bets.map((b) => b.win))}::bigint[],
      ${ints(bets.map((b) => b.lose))}::bigint[], ${texts(bets.map(statusOf))}::text[],
      ${ints(deltas.map((d) => d.marketId))}::bigint[], ${ints(deltas.map((d) => d.seq))}::bigint[], ${ints(deltas.map((d) => d.matched))}::bigint[],
      ${ints(deltas.map((d) => d.value))}::bigint[], ${ints(deltas.map((d) => d.taken))}::bigint[], ${ints(deltas.map((d) => d.cancelled))}::bigint[],
      ${ints(deltas.map((d) => d.lapsed))}::bigint[], ${ints(deltas.map((d) => d.win))}::bigint[], ${ints(deltas.map((d) => d.lose))}::bigint[],
      ${ints(matches.map((m) => m.marketId))}::bigint[], ${ints(matches.map((m) => m.takerSeq))}::bigint[], ${ints(matches.map((m) => m.makerSeq))}::bigint[],
      ${ints(matches.map((m) => m.runnerId))}::bigint[], ${texts(matches.map((m) => m.takerSide))}::text[], ${ints(matches.map((m) => m.price))}::int[],
      ${ints(matches.map((m) => m.stake))}::bigint[],
      ${ints(positions.map((p) => p.marketId))}::bigint[], ${ints(positions.map((p) => p.userId))}::bigint[], ${ints(positions.map((p) => p.runnerId))}::bigint[],
      ${ints(positions.map((p) => p.line))}::int[], ${ints(positions.map((p) => p.win))}::bigint[], ${ints(positions.map((p) => p.lose))}::bigint[],
      ${ints(held.map((h) => h.marketId))}::bigint[], ${ints(held.map((h) => h.userId))}::bigint[], ${ints(held.map((h) => h.amount))}::bigint[],
      ${ints(answers.map((a) => a.userId))}::bigint[], ${texts(answers.map((a) => a.key))}::text[], ${ints(answers.map((a) => a.status))}::int[],
      ${texts(answers.map((a) => JSON.stringify(a.body)))}::jsonb[], ${ints(answers.map((a) => a.betId?.marketId ?? null))}::bigint[],
      ${ints(answers.map((a) => a.betId?.seq ?? null))}::bigint[], ${texts(answers.map((a) => (a.betId ? pathLiteral(a.betId.path) : null)))}::text[],
      ${ints(markets.map((m) => m.id))}::bigint[], ${ints(markets.map((m) => m.nextSeq))}::bigint[]`;
}

/** The write's answer by market; every session's market must have been written. */
export function readWritten(row: WriteAnswer | undefined, entries: ReadonlyArray<{ session: Session }>): Map<number, Written> {
  const written = new Map<number, Written>();
  for (const [marketId, version] of row?.versions ?? []) written.set(Number(marketId), { version: Number(version), betIds: new Map() });
  for (const { session } of entries) {
    if (!written.has(session.market.id)) throw new Error(`market ${session.market.id} vanished while it was locked`);
  }
  for (const [marketId, seq, id] of row?.bet_ids ?? []) written.get(Number(marketId))?.betIds.set(Number(seq), Number(id));
  return written;
}

// Arrays go as PostgreSQL array literals, one parameter each (drizzle would spread a JS array
// into a list of parameters, and the text would change with its length).

/** Whole numbers (or NULL) as an array literal; anything else is a bug, refused before the write. */
export function ints(values: ReadonlyArray<number | null>): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index] ?? null;
    if (value !== null && !Number.isSafeInteger(value)) throw new Error(`not a whole number for the database: ${value}`);
    literal += `${index === 0 ? '' : ','}${value === null ? 'NULL' : value}`;
  }
  return `${literal}}`;
}

/** Strings (or NULL) as an array literal, each quoted and escaped as the array syntax asks. */
export function texts(values: ReadonlyArray<string | null>): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    const value = values[index] ?? null;
    literal += `${index === 0 ? '' : ','}${value === null ? 'NULL' : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`}`;
  }
  return `${literal}}`;
}

/** A jsonb_set path (text[]) as the text of its literal, e.g. {data,bet,id}. */
export const pathLiteral = (path: readonly string[]) => texts(path);
