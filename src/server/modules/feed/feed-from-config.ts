import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedConfig } from '@server/config';
import { certLoginSession, fixedSession, type FeedSession } from './betfair-session';
import { createBetfairSource } from './betfair-source';
import { createCatalogue } from './catalogue-client';
import type { FeedSource } from './feed-source';
import { createStreamClient } from './stream-client';

// The feed source the configuration describes: the stream alone (fixtures on the stream, as the
// demo sends them), or the stream with Betfair's catalogue; signed in with a fixed session token
// or Betfair's certificate login; TLS verified against the operator's CA file when named.

const KEEP_ALIVE_MS = 3600_000;

export function feedSourceFrom(config: FeedConfig, log: FastifyBaseLogger): FeedSource {
  const ca = config.caFile ? readFileSync(config.caFile) : undefined;
  let session: FeedSession | undefined;
  if (config.login && config.appKey) {
    session = certLoginSession({
      appKey: config.appKey,
      loginUrl: config.login.url,
      keepAliveUrl: config.login.keepAliveUrl,
      username: config.login.username,
      password: config.login.password,
      tls: { ca, cert: readFileSync(config.login.certFile), key: readFileSync(config.login.keyFile) },
      keepAliveMs: KEEP_ALIVE_MS,
      log,
    });
  } else if (config.appKey !== undefined || config.sessionToken !== undefined) {
    session = fixedSession(config.appKey ?? '', config.sessionToken ?? '');
  }
  const stream = createStreamClient({
    url: config.url,
    session,
    heartbeatMs: config.heartbeatMs,
    log,
    ca,
    priceFields: config.priceFields,
    cricket: config.cricketScores,
  });
  if (!config.catalogue || !session) {
    const held = session;
    return { ...stream, stop: async () => (await stream.stop(), held?.stop()) };
  }
  const catalogue = createCatalogue({
    url: config.catalogue.url,
    session,
    eventTypeIds: config.catalogue.eventTypeIds,
    marketTypes: config.catalogue.marketTypes,
    maxMarkets: config.catalogue.maxMarkets,
    tls: { ca },
    log,
  });
  return createBetfairSource({ stream, catalogue, session, refreshMs: config.catalogue.refreshMs, log });
}
