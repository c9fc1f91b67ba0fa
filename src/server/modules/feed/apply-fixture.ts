import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { recordAudit } from '../audit';
import { createEvent, createMarket, updateEvent, type ExchangeRuntime } from '../exchange';
import type { FeedFixture } from './feed-source';
import { addLink, findLink, runnerFeedKey } from './feed-links';
import { readFeedSettings } from './feed-settings';

// A fixture from the feed: its event and markets are created the first time the feed names them
// and found by the feed's ids afterwards, never created twice. New markets start SUSPENDED with
// no price: they open when the feed's first market change says so.

export async function applyFixture(tx: Tx, exchange: ExchangeRuntime, fixture: FeedFixture, message: unknown): Promise<number[]> {
  const settings = await readFeedSettings(tx);
  let eventId = await findLink(tx, 'event', fixture.id);
  if (eventId === undefined) {
    eventId = await createEvent(tx, {
      sport: fixture.sport,
      team1: fixture.home,
      team2: fixture.away,
      competition: fixture.competition,
      start_time: fixture.startTime,
      in_play: false,
      has_gamepad: false,
    });
    await addLink(tx, 'event', fixture.id, eventId);
    await recordAudit(tx, { actorId: null, action: 'feed.fixture_create', targetType: 'event', targetId: eventId, details: { message } });
  } else {
    const found = await tx.execute<{ start_time: Date | string }>(sql`SELECT start_time FROM events WHERE id = ${eventId}`);
    const stored = found.rows[0];
    if (stored && new Date(stored.start_time).getTime() !== new Date(fixture.startTime).getTime()) {
      await updateEvent(tx, exchange.cache, eventId, { start_time: fixture.startTime });
      await recordAudit(tx, { actorId: null, action: 'feed.fixture_update', targetType: 'event', targetId: eventId, details: { message } });
    }
  }
  const created: number[] = [];
  for (const market of fixture.markets) {
    if ((await findLink(tx, 'market', market.id)) !== undefined) continue;
    const marketId = await createMarket(tx, exchange.cache, eventId, {
      name: market.name,
      type: market.type,
      status: 'SUSPENDED',
      bet_delay: settings.bet_delay,
      min_stake: 100,
      max_stake: settings.stake_cap_paise / 100,
      commission_rate: 0,
      runners: market.runners.map((runner) => ({ name: runner.name, fair_price: null })),
    });
    await addLink(tx, 'market', market.id, marketId);
    const runners = await tx.execute<{ id: number }>(sql`SELECT id FROM runners WHERE market_id = ${marketId} ORDER BY sort_order, id`);
    for (const [index, runner] of market.runners.entries()) {
      const local = runners.rows[index];
      if (local) await addLink(tx, 'runner', runnerFeedKey(market.id, runner.id), Number(local.id));
    }
    await tx.execute(sql`INSERT INTO feed_markets (market_id) VALUES (${marketId})`);
    await recordAudit(tx, { actorId: null, action: 'feed.market_create', targetType: 'market', targetId: marketId, details: { message } });
    created.push(marketId);
  }
  return created;
}
