import { sql } from 'drizzle-orm';
import { toPaise } from '@shared/money';
import { isLadderHundredths, toHundredths } from '@shared/odds-ladder';
import type { CreateEventInput, CreateMarketInput, UpdateEventInput, UpdateMarketInput } from '@shared/schemas/exchange';
import type { Tx } from '@server/db/client';
import { badRequest, notFound } from '@server/errors';
import type { ExchangeCache } from './exchange-cache';
import { houseMakersFor } from './house';
import { refreshAllHouseQuotes } from './market-maker';
import { lapseResting } from './market-changes';
import { commitMarket, openMarket } from './market-transaction';
import { sportKeyOf } from './catalogue';

// The operator's catalogue: events and markets. A market with fair prices opens with the house's
// quotes resting on it; an event going in play lapses its players' 'lapse' orders.

export type FancyQuote = { yes_line?: number | null; yes_rate?: number | null; no_line?: number | null; no_rate?: number | null };

/** Fancy quotes: rates whose price (1 + rate/100) is on the ladder, NO line not above YES line. */
export function checkFancyQuote(quote: FancyQuote): void {
  for (const [field, rate] of [
    ['yes_rate', quote.yes_rate],
    ['no_rate', quote.no_rate],
  ] as const) {
    if (rate !== undefined && rate !== null && !isLadderHundredths(100 + rate)) {
      throw badRequest('Rate must give a price on the odds ladder', { [field]: 'Rate must give a price on the odds ladder' });
    }
  }
  if (((quote.yes_line ?? null) === null) !== ((quote.yes_rate ?? null) === null)) throw badRequest('Give the YES line and rate together');
  if (((quote.no_line ?? null) === null) !== ((quote.no_rate ?? null) === null)) throw badRequest('Give the NO line and rate together');
  if (quote.yes_line != null && quote.no_line != null && quote.no_line > quote.yes_line) {
    throw badRequest('The NO line cannot be above the YES line', { no_line: 'The NO line cannot be above the YES line' });
  }
}

export async function createEvent(tx: Tx, input: CreateEventInput): Promise<number> {
  const sport = sportKeyOf(input.sport);
  const known = await tx.execute(sql`SELECT 1 FROM sports WHERE key = ${sport}`);
  if (known.rows.length === 0) throw badRequest('Unknown sport', { sport: 'Unknown sport' });
  const name = input.name ?? `${input.team1 ?? ''} v ${input.team2 ?? ''}`;
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO events (sport_key, name, competition, team1, team2, start_time, in_play, has_gamepad)
    VALUES (${sport}, ${name}, ${input.competition}, ${input.team1 ?? null}, ${input.team2 ?? null}, ${input.start_time}::timestamptz,
            ${input.in_play}, ${input.has_gamepad})
    RETURNING id`);
  const row = result.rows[0];
  if (!row) throw new Error('event not created');
  return Number(row.id);
}

/** Updates an event; going in play lapses every unmatched 'lapse' order on its markets. Returns the markets touched. */
export async function updateEvent(tx: Tx, cache: ExchangeCache, eventId: number, input: UpdateEventInput): Promise<number[]> {
  const found = await tx.execute<{ in_play: boolean }>(sql`SELECT in_play FROM events WHERE id = ${eventId} FOR UPDATE`);
  const event = found.rows[0];
  if (!event) throw notFound('Event not found');
  await tx.execute(sql`UPDATE events SET
      name = coalesce(${input.name ?? null}, name),
      start_time = coalesce(${input.start_time ?? null}::timestamptz, start_time),
      in_play = coalesce(${input.in_play ?? null}::boolean, in_play),
      status = coalesce(${input.status ?? null}, status)
    WHERE id = ${eventId}`);
  if (input.in_play !== true || event.in_play) return [];
  return lapseAtInPlay(tx, cache, eventId);
}

/** The event has started: unmatched orders with persistence 'lapse' lapse on each of its markets. */
export async function lapseAtInPlay(tx: Tx, cache: ExchangeCache, eventId: number): Promise<number[]> {
  const markets = await tx.execute<{ id: number }>(sql`SELECT id FROM markets WHERE event_id = ${eventId} AND settled_at IS NULL ORDER BY id`);
  const touched: number[] = [];
  for (const { id } of markets.rows) {
    const marketTx = await openMarket(tx, cache, Number(id));
    if (lapseResting(marketTx, (order) => order.persistence === 'lapse') === 0) continue;
    await commitMarket(tx, cache, marketTx);
    touched.push(Number(id));
  }
  return touched;
}

export async function createMarket(tx: Tx, cache: ExchangeCache, eventId: number, input: CreateMarketInput): Promise<number> {
  const event = await tx.execute(sql`SELECT 1 FROM events WHERE id = ${eventId}`);
  if (event.rows.length === 0) throw notFound('Event not found');
  if (input.min_stake > input.max_stake)
    throw badRequest('Minimum stake cannot be above the maximum stake', { min_stake: 'Minimum stake cannot be above the maximum stake' });
  if (input.type === 'fancy') {
    if (input.runners.length !== 1) throw badRequest('A fancy market has exactly one line', { runners: 'A fancy market has exactly one line' });
    for (const runner of input.runners) checkFancyQuote(runner);
  }
  const created = await tx.execute<{ id: number }>(sql`
    INSERT INTO markets (event_id, name, type, status, bet_delay, min_stake, max_stake, commission_bps, sort_order)
    VALUES (${eventId}, ${input.name}, ${input.type}, ${input.status}, ${input.bet_delay}, ${toPaise(input.min_stake)}, ${toPaise(input.max_stake)},
            ${Math.round(input.commission_rate * 100)},
            (SELECT coalesce(max(sort_order), 0) + 1 FROM markets WHERE event_id = ${eventId}))
    RETURNING id`);
  const marketId = Number(created.rows[0]?.id);
  const rows = input.runners.map((runner, index) => {
    const fair = input.type === 'fancy' || runner.fair_price == null ? null : toHundredths(runner.fair_price);
    const fancy = input.type === 'fancy';
    return sql`(${marketId}, ${runner.name}, ${index}, ${fair}::int, ${fancy ? (runner.yes_line ?? null) : null}::int, ${fancy ? (runner.yes_rate ?? null) : null}::int,
                ${fancy ? (runner.no_line ?? null) : null}::int, ${fancy ? (runner.no_rate ?? null) : null}::int)`;
  });
  await tx.execute(sql`INSERT INTO runners (market_id, name, sort_order, fair_price, yes_line, yes_rate, no_line, no_rate) VALUES ${sql.join(rows, sql`, `)}`);
  if (input.type !== 'fancy' && input.runners.some((runner) => runner.fair_price != null)) {
    const marketTx = await openMarket(tx, cache, marketId);
    refreshAllHouseQuotes(marketTx, await houseMakersFor(tx, cache, marketId));
    await commitMarket(tx, cache, marketTx);
  }
  return marketId;
}

export async function updateMarket(tx: Tx, marketId: number, input: UpdateMarketInput): Promise<void> {
  const found = await tx.execute<{ min_stake: number; max_stake: number }>(sql`SELECT min_stake, max_stake FROM markets WHERE id = ${marketId} FOR UPDATE`);
  const market = found.rows[0];
  if (!market) throw notFound('Market not found');
  const min = input.min_stake === undefined ? Number(market.min_stake) : toPaise(input.min_stake);
  const max = input.max_stake === undefined ? Number(market.max_stake) : toPaise(input.max_stake);
  if (min > max) throw badRequest('Minimum stake cannot be above the maximum stake', { min_stake: 'Minimum stake cannot be above the maximum stake' });
  await tx.execute(sql`UPDATE markets SET
      name = coalesce(${input.name ?? null}, name),
      min_stake = ${min}, max_stake = ${max},
      bet_delay = coalesce(${input.bet_delay ?? null}::int, bet_delay),
      commission_bps = coalesce(${input.commission_rate === undefined ? null : Math.round(input.commission_rate * 100)}::int, commission_bps)
    WHERE id = ${marketId}`);
}
