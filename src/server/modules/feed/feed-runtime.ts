import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '@server/periodic';
import { exchangeRuntime } from '../exchange';
import { applyFixture } from './apply-fixture';
import { applyMarketState } from './apply-market';
import { applyScore } from './apply-score';
import type { FeedSource, FeedUpdate } from './feed-source';
import { recordFeedResult, settleDueResults } from './feed-results';
import { readFeedSettings } from './feed-settings';
import { hasSilencedMarkets, recoverFromSilence, suspendSilentFeed } from './silence';

// The feed at work in this process: each update from the source is applied in its own
// transaction, in the feed's order, and the markets it changed are pushed to live books. A
// watchdog ticks every `tickMs`: it suspends feed markets when the source has been silent past
// the operator's limit, reopens them when it speaks again, and settles results that are due.

export type FeedRuntime = { tick(): Promise<void>; stop(): Promise<void> };

export function startFeed(app: FastifyInstance, source: FeedSource, options: { tickMs?: number; now?: () => number } = {}): FeedRuntime {
  const { tickMs = 1000, now = Date.now } = options;
  const exchange = exchangeRuntime(app);
  const startedAt = now();
  let isSilent = false;

  const publish = (marketIds: readonly number[]) => {
    for (const marketId of new Set(marketIds)) exchange.feed.publish(marketId);
  };

  const apply = async (update: FeedUpdate) => {
    const touched = await app.db.transaction(async (tx) => {
      switch (update.kind) {
        case 'fixture':
          return applyFixture(tx, exchange, update.fixture, update.message);
        case 'market':
          return applyMarketState(tx, exchange, update.market, update.message);
        case 'score':
          return applyScore(tx, update.eventId, update.score, update.message);
        case 'result':
          await recordFeedResult(tx, update.marketId, update.winner, update.message, new Date(now()), update.removed);
          return [];
      }
    });
    publish(touched);
  };

  const watchdog = startPeriodic({
    name: 'feed watchdog',
    intervalMs: tickMs,
    autoStart: true,
    log: app.log,
    work: async () => {
      const settings = await readFeedSettings(app.db);
      const silentMs = now() - Math.max(source.lastHeardAt(), startedAt);
      if (silentMs > settings.silence_limit_ms) {
        if (!isSilent) app.log.warn({ silentMs }, 'feed silent: suspending its markets');
        isSilent = true;
        publish(await suspendSilentFeed(app.db, exchange, silentMs));
      } else if (isSilent || (await hasSilencedMarkets(app.db))) {
        isSilent = false;
        publish(await recoverFromSilence(app.db, exchange));
      }
      publish(await settleDueResults(app.db, exchange, new Date(now()), app.log));
    },
  });

  source.start(apply);
  return {
    tick: watchdog.tick,
    async stop() {
      await source.stop();
      await watchdog.stop();
    },
  };
}
