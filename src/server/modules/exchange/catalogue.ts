import { sql, type SQL } from 'drizzle-orm';
import type { EventsQuery, ExchangeEvent, MarketType, Sport } from '@shared/schemas/exchange';
import type { LiveScore } from '@shared/schemas/live-score';
import type { Queryable } from '@server/db/client';
import { badRequest, notFound } from '@server/errors';
import type { World } from '../ledger';
import { readLevels, type RunnerRow } from './market-book';

// The public catalogue: sports → events → markets → runners, with each
// runner's best price a side for list views ('-' on screen where there is none).

/** The spec's routes say /soccer where the catalogue says football. */
const SPORT_ALIASES: Record<string, string> = { soccer: 'football' };
export const sportKeyOf = (key: string) => SPORT_ALIASES[key] ?? key;

export async function listSports(db: Queryable): Promise<Sport[]> {
  const result = await db.execute<{ key: string; name: string; event_count: number; in_play_count: number }>(sql`
    SELECT s.key, s.name, count(e.id)::int AS event_count, count(e.id) FILTER (WHERE e.in_play)::int AS in_play_count
    FROM sports s LEFT JOIN events e ON e.sport_key = s.key AND e.status = 'active'
    WHERE s.is_active GROUP BY s.key, s.name, s.sort_order ORDER BY s.sort_order, s.name`);
  return result.rows.map((row) => ({ key: row.key, name: row.name, event_count: Number(row.event_count), in_play_count: Number(row.in_play_count) }));
}

type EventRow = {
  id: number;
  sport_key: string;
  sport_name: string;
  name: string;
  competition: string;
  team1: string | null;
  team2: string | null;
  start_time: Date | string;
  in_play: boolean;
  is_over: boolean;
  has_gamepad: boolean;
  score: LiveScore | null;
};

type MarketRow = { id: number; event_id: number; name: string; type: MarketType; status: 'OPEN' | 'SUSPENDED' | 'CLOSED'; max_stake: number };

export async function listEvents(db: Queryable, query: EventsQuery): Promise<ExchangeEvent[]> {
  // A settled or closed market is no longer on the lists, and an event whose markets have all
  // closed leaves them (an event with no market yet stays: its markets are on the way).
  const filters: SQL[] = [
    sql`e.status = 'active'`,
    sql`s.is_active`,
    sql`(EXISTS (SELECT 1 FROM markets m WHERE m.event_id = e.id AND m.status <> 'CLOSED') OR NOT EXISTS (SELECT 1 FROM markets m WHERE m.event_id = e.id))`,
  ];
  if (query.sport !== undefined) {
    const key = sportKeyOf(query.sport);
    const known = await db.execute(sql`SELECT 1 FROM sports WHERE key = ${key}`);
    if (known.rows.length === 0) throw badRequest('Unknown sport', { sport: 'Unknown sport' });
    filters.push(sql`e.sport_key = ${key}`);
  }
  if (query.in_play !== undefined) filters.push(sql`e.in_play = ${query.in_play === 'true'}`);
  const events = await db.execute<EventRow>(sql`
    SELECT e.id, e.sport_key, s.name AS sport_name, e.name, e.competition, e.team1, e.team2, e.start_time, e.in_play, e.status = 'closed' AS is_over, e.has_gamepad,
      CASE WHEN e.in_play THEN sc.score END AS score
    FROM events e JOIN sports s ON s.key = e.sport_key LEFT JOIN event_scores sc ON sc.event_id = e.id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY e.in_play DESC, e.start_time, e.id`);
  return withMarkets(db, events.rows, query.money, { openOnly: true });
}

export async function getEvent(db: Queryable, eventId: number, world: World = 'real'): Promise<ExchangeEvent> {
  const events = await db.execute<EventRow>(sql`
    SELECT e.id, e.sport_key, s.name AS sport_name, e.name, e.competition, e.team1, e.team2, e.start_time, e.in_play, e.status = 'closed' AS is_over, e.has_gamepad,
      CASE WHEN e.in_play THEN sc.score END AS score
    FROM events e JOIN sports s ON s.key = e.sport_key LEFT JOIN event_scores sc ON sc.event_id = e.id WHERE e.id = ${eventId}`);
  const [event] = await withMarkets(db, events.rows, world);
  if (!event) throw notFound('Event not found');
  return event;
}

/** The events with their markets and each runner's best price a side in one world's book. */
async function withMarkets(db: Queryable, events: readonly EventRow[], world: World, options: { openOnly?: boolean } = {}): Promise<ExchangeEvent[]> {
  if (events.length === 0) return [];
  const eventIds = sql.join(
    events.map((event) => sql`${event.id}`),
    sql`, `,
  );
  const markets = await db.execute<MarketRow>(
    sql`SELECT id, event_id, name, type, status, max_stake FROM markets
        WHERE event_id IN (${eventIds}) ${options.openOnly ? sql`AND status <> 'CLOSED'` : sql``} ORDER BY sort_order, id`,
  );
  const runners =
    markets.rows.length === 0
      ? { rows: [] as RunnerRow[] }
      : await db.execute<RunnerRow>(sql`
          SELECT r.id, r.market_id, r.name, r.yes_line, r.yes_rate, r.no_line, r.no_rate
          FROM runners r WHERE r.market_id IN (${sql.join(
            markets.rows.map((market) => sql`${market.id}`),
            sql`, `,
          )}) ORDER BY r.sort_order, r.id`);
  const levels = await readLevels(
    db,
    markets.rows.map((market) => ({ id: Number(market.id), type: market.type, maxStake: Number(market.max_stake) })),
    runners.rows,
    world,
    1,
  );
  return events.map((event) => ({
    id: Number(event.id),
    sport: event.sport_key,
    sport_name: event.sport_name,
    name: event.name,
    competition: event.competition,
    team1: event.team1,
    team2: event.team2,
    start_time: new Date(event.start_time).toISOString(),
    in_play: Boolean(event.in_play) && !event.is_over,
    is_over: Boolean(event.is_over),
    has_gamepad: Boolean(event.has_gamepad),
    markets: markets.rows
      .filter((market) => Number(market.event_id) === Number(event.id))
      .map((market) => ({
        id: Number(market.id),
        name: market.name,
        type: market.type,
        status: market.status,
        runners: runners.rows
          .filter((runner) => Number(runner.market_id) === Number(market.id))
          .map((runner) => {
            const best = levels.get(Number(runner.id));
            return { id: Number(runner.id), name: runner.name, back: best?.back[0] ?? null, lay: best?.lay[0] ?? null };
          }),
      })),
    ...(event.score ? { score: event.score } : {}),
  }));
}
