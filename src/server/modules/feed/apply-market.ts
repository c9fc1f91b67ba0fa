import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { recordAudit } from '../audit';
import { lapseRemovedRunners, setFeedQuotes, setMarketStatus, updateEvent, type ExchangeRuntime } from '../exchange';
import type { FeedMarketState } from './feed-source';
import { findLink, findLinks, runnerFeedKey } from './feed-links';
import { readFeedSettings } from './feed-settings';

// A market change from the feed: the event goes in play when the feed says so, the house
// re-quotes around the feed's prices at the operator's margin, a runner the feed removed has
// its unmatched bets lapse, and the market's status follows the feed's (a market we suspended
// for the feed's silence stays suspended until it speaks again: silence.ts). Returns the
// markets whose books changed.

type FeedMarketRow = {
  market_id: number;
  feed_status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  is_silenced: boolean;
  status: string;
  event_id: number;
  in_play: boolean;
};

export async function applyMarketState(tx: Tx, exchange: ExchangeRuntime, change: FeedMarketState, message: unknown): Promise<number[]> {
  const marketId = await findLink(tx, 'market', change.marketId);
  if (marketId === undefined) return [];
  const found = await tx.execute<FeedMarketRow>(sql`
    SELECT fm.market_id, fm.feed_status, fm.is_silenced, m.status, m.event_id, e.in_play
    FROM feed_markets fm JOIN markets m ON m.id = fm.market_id JOIN events e ON e.id = m.event_id
    WHERE fm.market_id = ${marketId} AND m.settled_at IS NULL FOR UPDATE OF fm`);
  const row = found.rows[0];
  if (!row || row.status === 'CLOSED') return [];
  const touched = new Set<number>();
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    recordAudit(tx, { actorId: null, action, targetType: 'market', targetId: marketId, details: { ...details, message } });

  if (change.inPlay === true && !row.in_play) {
    for (const id of await updateEvent(tx, exchange.cache, Number(row.event_id), { in_play: true })) touched.add(id);
    await recordAudit(tx, { actorId: null, action: 'feed.in_play', targetType: 'event', targetId: Number(row.event_id), details: { message } });
  }

  const settings = await readFeedSettings(tx);
  const runners = await findLinks(
    tx,
    'runner',
    change.prices.map((price) => runnerFeedKey(change.marketId, price.runnerId)),
  );
  const quotes = change.prices.flatMap((price) => {
    const runnerId = runners.get(runnerFeedKey(change.marketId, price.runnerId));
    return runnerId === undefined ? [] : [{ runnerId, fairPrice: price.fairPrice, quoteMargin: settings.margin_ticks }];
  });
  if (quotes.length > 0 && (await setFeedQuotes(tx, exchange.cache, marketId, quotes))) {
    touched.add(marketId);
    await audit('feed.prices', {
      prices: quotes.map((quote) => ({ runner_id: quote.runnerId, fair_price: quote.fairPrice === null ? null : quote.fairPrice / 100 })),
    });
  }

  if (change.removed && change.removed.length > 0) {
    const removed = await findLinks(
      tx,
      'runner',
      change.removed.map((id) => runnerFeedKey(change.marketId, id)),
    );
    const lapsed = await lapseRemovedRunners(tx, exchange.cache, marketId, [...removed.values()]);
    if (lapsed > 0) {
      touched.add(marketId);
      await audit('feed.runner_removed', { runner_ids: [...removed.values()], lapsed_orders: lapsed });
    }
  }

  if (change.status && change.status !== row.feed_status) {
    await tx.execute(sql`UPDATE feed_markets SET feed_status = ${change.status} WHERE market_id = ${marketId}`);
    const shouldApply = change.status === 'CLOSED' || !row.is_silenced;
    if (shouldApply && change.status !== row.status) {
      await setMarketStatus(tx, exchange.cache, marketId, change.status);
      touched.add(marketId);
    }
    await audit('feed.market_status', { from: row.feed_status, to: change.status, applied: shouldApply });
  }
  if (change.clk) await tx.execute(sql`UPDATE feed_markets SET last_clk = ${change.clk} WHERE market_id = ${marketId}`);
  return [...touched];
}
