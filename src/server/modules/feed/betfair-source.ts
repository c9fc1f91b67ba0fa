import type { FastifyBaseLogger } from 'fastify';
import type { FeedSession } from './betfair-session';
import type { Catalogue } from './catalogue-client';
import type { FeedSource, FeedUpdate } from './feed-source';
import type { StreamClient } from './stream-client';

// Betfair as one feed source: the catalogue (API-NG) gives the fixtures and runner names, read
// now and then every refreshMs; the stream gives prices, states, results and cricket scores for
// exactly the catalogue's markets. Both hand their updates through one queue, and the stream
// subscribes to a market only after its fixture is applied, so no price arrives for a market
// Lotus does not know yet. A market stays subscribed until the stream has closed it, even when
// the catalogue stops listing it first, so its result is not missed.

export type BetfairSourceOptions = {
  stream: StreamClient;
  catalogue: Catalogue;
  session: FeedSession;
  refreshMs: number;
  log: FastifyBaseLogger;
};

const RETRY_MS = 30_000;

export function createBetfairSource(options: BetfairSourceOptions): FeedSource {
  const { stream, catalogue, log } = options;
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let isStreaming = false;
  let subscribed: string[] = [];
  const closed = new Set<string>();

  return {
    start(onUpdate) {
      const serial = (update: FeedUpdate): Promise<void> => {
        if (update.kind === 'market' && update.market.status === 'CLOSED') closed.add(update.market.marketId);
        const next = chain.then(() => onUpdate(update));
        chain = next.catch(() => undefined);
        return next;
      };

      const refresh = async () => {
        let delay = options.refreshMs;
        try {
          const read = await catalogue.read();
          for (const fixture of read.fixtures) {
            try {
              await serial({ kind: 'fixture', fixture, message: { source: 'catalogue', fixture } });
            } catch (error) {
              log.warn({ err: error, eventId: fixture.id }, 'feed: catalogue fixture not applied');
            }
          }
          const listed = new Set(read.marketIds);
          const kept = subscribed.filter((id) => !listed.has(id) && !closed.has(id));
          subscribed = [...read.marketIds, ...kept];
          stream.subscribeTo(subscribed);
          if (!isStreaming && !isStopped && subscribed.length > 0) {
            isStreaming = true;
            stream.start(serial);
          }
        } catch (error) {
          log.warn({ err: error }, 'feed: catalogue read failed; trying again');
          delay = Math.min(options.refreshMs, RETRY_MS);
        }
        if (!isStopped) {
          timer = setTimeout(() => void refresh(), delay);
          timer.unref();
        }
      };
      void refresh();
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await stream.stop();
      options.session.stop();
      await chain;
    },
    lastHeardAt: () => stream.lastHeardAt(),
  };
}
