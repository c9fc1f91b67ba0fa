import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { SeedPart } from '@server/db/seed';
import { createEvent, createMarket } from './admin-catalogue';
import { exchangeCacheFor } from './exchange-cache';
import { ensureHouseFunded } from './house';
import { seedEvents, seedSports, type SeedMarket } from './seed-fixtures';

// Demo seed part `exchange`: every sport, the spec's sample fixtures as open
// markets with the house's quotes resting on them, start times relative to the first start.

export async function seedSportsList(db: Db): Promise<void> {
  const rows = seedSports.map(([key, name], index) => sql`(${key}, ${name}, ${index})`);
  await db.execute(sql`INSERT INTO sports (key, name, sort_order) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT (key) DO NOTHING`);
}

function toMarketInput(market: SeedMarket) {
  const common = { name: market.name, type: market.type, min_stake: 100, max_stake: market.maxStake, commission_rate: 0, status: 'OPEN' as const };
  if (market.type === 'fancy') {
    return {
      ...common,
      bet_delay: 0,
      runners: [{ name: market.name, yes_line: market.yes[0], yes_rate: market.yes[1], no_line: market.no[0], no_rate: market.no[1] }],
    };
  }
  return { ...common, bet_delay: market.betDelay ?? 0, runners: market.runners.map(([name, fair]) => ({ name, fair_price: fair })) };
}

export async function seedExchange(db: Db, now = new Date()): Promise<void> {
  const cache = exchangeCacheFor(db);
  await seedSportsList(db);
  await ensureHouseFunded(db, cache);
  for (const [sport, events] of Object.entries(seedEvents)) {
    for (const event of events) {
      await db.transaction(async (tx) => {
        const startTime = new Date(now.getTime() + event.startsIn * 60_000);
        const eventId = await createEvent(tx, {
          sport,
          ...(event.name ? { name: event.name } : {}),
          ...(event.teams ? { team1: event.teams[0], team2: event.teams[1] } : {}),
          competition: event.competition,
          start_time: startTime.toISOString(),
          in_play: event.startsIn < 0,
          has_gamepad: event.hasGamepad ?? false,
        });
        for (const market of event.markets) await createMarket(tx, cache, eventId, toMarketInput(market));
      });
    }
  }
}

export const exchangeSeed: SeedPart = { key: 'exchange', run: (db) => seedExchange(db) };
