import { sql, type SQL } from 'drizzle-orm';
import { executeNamed, type Tx } from '@server/db/client';
import type { StoredStatus } from './bet-view';
import type { MarketTransaction } from './market-record';

// Writes the changes of market transactions in a single statement (one round trip,
// exchange_write_markets, db/functions/exchange_write_markets.sql): new bets, changes to stored
// bets, matches, positions, exposure holds, each market's next seq and new version. Each kind of
// row comes as one array per column (empty when there is none), so the text is the same for every
// batch: a named prepared statement, and the function's own plan is made once per connection with
// its joins pinned to index lookups (a plan made from young tables' statistics once scanned bets
// whole).

/** A new bet as stored: its id, and its status as the write set it. */
export type StoredBet = { id: number; status: StoredStatus };

/** What the write did to one market: its new version, and the new bets by seq. */
export type Written = { version: number; bets: Map<number, StoredBet> };

export type WriteAnswer = { versions: Array<[number, number]> | null; bet_ids: Array<[number, number, number, StoredStatus]> | null };

/** A market transaction to write, with its players' new exposures (paise). */
export type WriteEntry = { marketTx: MarketTransaction; exposures: Map<number, number> };

/** Notices written with the markets' changes ("bet matched" for the owners of stored bets). */
export type WriteNotice = { userId: number; kind: string; message: string };

/** The statement that writes these market transactions, for a caller that sends it along with another (the ledger's); its row goes to readWritten. */
export function writeStatement(entries: readonly WriteEntry[], notices: readonly WriteNotice[] = []): SQL {
  return sql`SELECT versions, bet_ids FROM exchange_write_markets(${writeArguments(entries)},
      ${ints(notices.map((n) => n.userId))}::bigint[], ${texts(notices.map((n) => n.kind))}::text[], ${texts(notices.map((n) => n.message))}::text[])`;
}

export async function writeMarket(tx: Tx, marketTx: MarketTransaction, exposures: Map<number, number>): Promise<Written> {
  const written = (await writeMarkets(tx, [{ marketTx, exposures }])).get(marketTx.market.id);
  if (!written) throw new Error(`market ${marketTx.market.id} was not written`);
  return written;
}

/** writeMarket for several markets at once, still one statement. Returns what was written, by market. */
export async function writeMarkets(tx: Tx, entries: readonly WriteEntry[], notices: readonly WriteNotice[] = []): Promise<Map<number, Written>> {
  const result = await executeNamed<WriteAnswer>(tx, 'exchange_write_markets', writeStatement(entries, notices));
  return readWritten(result.rows[0], entries);
}

/** The arguments of exchange_write_markets, in its order. */
function writeArguments(entries: readonly WriteEntry[]): SQL {
  const bets = entries.flatMap(({ marketTx }) => [...marketTx.newBets.values()].map((bet) => ({ marketId: marketTx.market.id, ...bet })));
  const deltas = entries.flatMap(({ marketTx }) => [...marketTx.deltas].map(([seq, delta]) => ({ marketId: marketTx.market.id, seq, ...delta })));
  const matches = entries.flatMap(({ marketTx }) => marketTx.matches.map((match) => ({ marketId: marketTx.market.id, ...match })));
  const positions = entries.flatMap(({ marketTx }) => [...marketTx.positionDeltas.values()].map((position) => ({ marketId: marketTx.market.id, ...position })));
  const held = entries.flatMap(({ marketTx, exposures }) => [...exposures].map(([userId, amount]) => ({ marketId: marketTx.market.id, userId, amount })));
  const markets = entries.map(({ marketTx }) => ({ id: marketTx.market.id, nextSeq: marketTx.state.nextSeq }));
  return sql`
      ${ints(bets.map((b) => b.marketId))}::bigint[], ${ints(bets.map((b) => b.seq))}::bigint[], ${ints(bets.map((b) => b.runnerId))}::bigint[],
      ${ints(bets.map((b) => b.userId))}::bigint[], ${texts(bets.map((b) => b.side))}::text[], ${ints(bets.map((b) => b.price))}::int[],
      ${ints(bets.map((b) => b.line))}::int[], ${texts(bets.map((b) => b.persistence))}::text[], ${ints(bets.map((b) => b.stake))}::bigint[],
      ${ints(bets.map((b) => b.matched))}::bigint[], ${ints(bets.map((b) => b.value))}::bigint[], ${ints(bets.map((b) => b.remaining))}::bigint[],
      ${ints(bets.map((b) => b.cancelled))}::bigint[], ${ints(bets.map((b) => b.lapsed))}::bigint[], ${ints(bets.map((b) => b.win))}::bigint[],
      ${ints(bets.map((b) => b.lose))}::bigint[],
      ${ints(deltas.map((d) => d.marketId))}::bigint[], ${ints(deltas.map((d) => d.seq))}::bigint[], ${ints(deltas.map((d) => d.matched))}::bigint[],
      ${ints(deltas.map((d) => d.value))}::bigint[], ${ints(deltas.map((d) => d.taken))}::bigint[], ${ints(deltas.map((d) => d.cancelled))}::bigint[],
      ${ints(deltas.map((d) => d.lapsed))}::bigint[], ${ints(deltas.map((d) => d.win))}::bigint[], ${ints(deltas.map((d) => d.lose))}::bigint[],
      ${ints(matches.map((m) => m.marketId))}::bigint[], ${ints(matches.map((m) => m.takerSeq))}::bigint[], ${ints(matches.map((m) => m.makerSeq))}::bigint[],
      ${ints(matches.map((m) => m.runnerId))}::bigint[], ${texts(matches.map((m) => m.takerSide))}::text[], ${ints(matches.map((m) => m.price))}::int[],
      ${ints(matches.map((m) => m.stake))}::bigint[],
      ${ints(positions.map((p) => p.marketId))}::bigint[], ${ints(positions.map((p) => p.userId))}::bigint[], ${ints(positions.map((p) => p.runnerId))}::bigint[],
      ${ints(positions.map((p) => p.line))}::int[], ${ints(positions.map((p) => p.win))}::bigint[], ${ints(positions.map((p) => p.lose))}::bigint[],
      ${ints(held.map((h) => h.marketId))}::bigint[], ${ints(held.map((h) => h.userId))}::bigint[], ${ints(held.map((h) => h.amount))}::bigint[],
      ${ints(markets.map((m) => m.id))}::bigint[], ${ints(markets.map((m) => m.nextSeq))}::bigint[]`;
}

/** The write's answer by market; every market asked must have been written. */
export function readWritten(row: WriteAnswer | undefined, entries: ReadonlyArray<{ marketTx: MarketTransaction }>): Map<number, Written> {
  const written = new Map<number, Written>();
  for (const [marketId, version] of row?.versions ?? []) written.set(Number(marketId), { version: Number(version), bets: new Map() });
  for (const { marketTx } of entries) {
    if (!written.has(marketTx.market.id)) throw new Error(`market ${marketTx.market.id} vanished while it was locked`);
  }
  for (const [marketId, seq, id, status] of row?.bet_ids ?? []) written.get(Number(marketId))?.bets.set(Number(seq), { id: Number(id), status });
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
