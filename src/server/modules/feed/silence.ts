import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { recordAudit } from '../audit';
import { setMarketStatus, type ExchangeRuntime } from '../exchange';

// A feed that goes quiet (no message, heartbeats included) for longer than the operator's limit
// cannot be trusted to move prices: its open markets suspend, marked as silenced. When it speaks
// again, each silenced market goes back to the status the feed last gave it.

/** Suspends the open, unsettled feed markets; returns them. */
export async function suspendSilentFeed(db: Db, exchange: ExchangeRuntime, silentMs: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const open = await tx.execute<{ market_id: number }>(sql`
      SELECT fm.market_id FROM feed_markets fm JOIN markets m ON m.id = fm.market_id
      WHERE NOT fm.is_silenced AND m.settled_at IS NULL AND m.status <> 'CLOSED' ORDER BY fm.market_id FOR UPDATE OF fm`);
    const suspended: number[] = [];
    for (const { market_id } of open.rows) {
      const marketId = Number(market_id);
      await tx.execute(sql`UPDATE feed_markets SET is_silenced = true WHERE market_id = ${marketId}`);
      const { previous } = await setMarketStatus(tx, exchange.cache, marketId, 'SUSPENDED');
      await recordAudit(tx, {
        actorId: null,
        action: 'feed.silent',
        targetType: 'market',
        targetId: marketId,
        details: { silent_ms: silentMs, was: previous },
      });
      suspended.push(marketId);
    }
    return suspended;
  });
}

/** The feed speaks again: silenced markets take the feed's last status back; returns them. */
export async function recoverFromSilence(db: Db, exchange: ExchangeRuntime): Promise<number[]> {
  return db.transaction(async (tx) => {
    const silenced = await tx.execute<{ market_id: number; feed_status: 'OPEN' | 'SUSPENDED' | 'CLOSED'; settled: boolean }>(sql`
      SELECT fm.market_id, fm.feed_status, m.settled_at IS NOT NULL AS settled FROM feed_markets fm JOIN markets m ON m.id = fm.market_id
      WHERE fm.is_silenced ORDER BY fm.market_id FOR UPDATE OF fm`);
    const reopened: number[] = [];
    for (const row of silenced.rows) {
      const marketId = Number(row.market_id);
      await tx.execute(sql`UPDATE feed_markets SET is_silenced = false WHERE market_id = ${marketId}`);
      if (row.settled) continue;
      await setMarketStatus(tx, exchange.cache, marketId, row.feed_status);
      await recordAudit(tx, { actorId: null, action: 'feed.recovered', targetType: 'market', targetId: marketId, details: { status: row.feed_status } });
      reopened.push(marketId);
    }
    return reopened;
  });
}

export async function hasSilencedMarkets(db: Db): Promise<boolean> {
  const found = await db.execute(sql`SELECT 1 FROM feed_markets WHERE is_silenced LIMIT 1`);
  return found.rows.length > 0;
}
