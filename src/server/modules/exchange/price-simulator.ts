import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stepPrice, toDecimalPrice } from '@shared/odds-ladder';
import { startPeriodic, type PeriodicTask } from '@server/periodic';
import { exchangeRuntime } from './exchange-runtime';
import { setPrices } from './market-controls';

// Keeps demo markets moving: every few seconds a few
// open markets get a runner's fair price moved a tick (fancy: the lines move a run), the house
// re-quotes, and the change goes out to live books. Events going in play and the house's float
// are the exchange scheduler's, which runs with or without the demo. Started by the exchange
// routes when config.priceSimulator is on (PRICE_SIMULATOR; off by default, since the demo's
// prices come from its feed replay, modules/feed; never under test).

export type PriceSimulator = PeriodicTask;

export function startPriceSimulator(
  app: FastifyInstance,
  options: { intervalMs?: number; marketsPerTick?: number; random?: () => number; autoStart?: boolean } = {},
): PriceSimulator {
  const { intervalMs = 3000, marketsPerTick = 4, random = Math.random, autoStart = true } = options;
  const { cache, feed } = exchangeRuntime(app);
  const moveOdds = async () => {
    const picked = await app.db.execute<{ market_id: number; runner_id: number; fair_price: number }>(sql`
      SELECT DISTINCT ON (m.id) m.id AS market_id, r.id AS runner_id, r.fair_price
      FROM markets m JOIN runners r ON r.market_id = m.id JOIN events e ON e.id = m.event_id
      WHERE m.status = 'OPEN' AND m.settled_at IS NULL AND m.type <> 'fancy' AND r.fair_price IS NOT NULL AND e.status = 'active'
      ORDER BY m.id, random()`);
    const rows = [...picked.rows].sort(() => random() - 0.5).slice(0, marketsPerTick);
    for (const row of rows) {
      const direction = random() < 0.5 ? -1 : 1;
      const next = stepPrice(Number(row.fair_price), direction);
      if (next < 105 || next > 5000) continue;
      await app.db.transaction((tx) =>
        setPrices(tx, cache, Number(row.market_id), { runners: [{ runner_id: Number(row.runner_id), fair_price: toDecimalPrice(next) }] }),
      );
      feed.publish(Number(row.market_id));
    }
  };

  const moveFancy = async () => {
    const picked = await app.db.execute<{ market_id: number; runner_id: number; yes_line: number; no_line: number }>(sql`
      SELECT m.id AS market_id, r.id AS runner_id, r.yes_line, r.no_line
      FROM markets m JOIN runners r ON r.market_id = m.id
      WHERE m.status = 'OPEN' AND m.settled_at IS NULL AND m.type = 'fancy' AND r.yes_line IS NOT NULL AND r.no_line IS NOT NULL
      ORDER BY random() LIMIT 1`);
    const row = picked.rows[0];
    if (!row || random() < 0.5) return;
    const shift = Number(row.no_line) <= 1 || random() < 0.6 ? 1 : -1;
    await app.db.transaction((tx) =>
      setPrices(tx, cache, Number(row.market_id), {
        runners: [{ runner_id: Number(row.runner_id), yes_line: Number(row.yes_line) + shift, no_line: Number(row.no_line) + shift }],
      }),
    );
    feed.publish(Number(row.market_id));
  };

  return startPeriodic({
    name: 'price simulator',
    intervalMs,
    autoStart,
    log: app.log,
    work: async () => {
      await moveOdds();
      await moveFancy();
    },
  });
}
