import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { casinoProviders } from '@server/db/schema';
import { startFakeAggregator, type FakeAggregator } from './fake-aggregator';

// The demo runs the fake aggregator beside Lotus so the aggregator's titles launch and play
// (a slot with a Spin button, every spin a signed debit and credit on Lotus's wallet). It serves
// only the provider whose configured URL is its own address, with that provider's secret, and
// never changes the operator's configuration.

export async function startDemoAggregator(input: { db: Db; port: number; lotusPort: number; log: FastifyBaseLogger }): Promise<FakeAggregator | undefined> {
  const apiUrl = `http://127.0.0.1:${input.port}`;
  const [provider] = await input.db
    .select({ key: casinoProviders.key, secret: casinoProviders.secret })
    .from(casinoProviders)
    .where(and(eq(casinoProviders.kind, 'aggregator'), eq(casinoProviders.apiUrl, apiUrl)))
    .limit(1);
  if (!provider?.secret) return undefined;
  try {
    const fake = await startFakeAggregator({
      lotusUrl: `http://127.0.0.1:${input.lotusPort}`,
      providerKey: provider.key,
      secret: provider.secret,
      port: input.port,
    });
    input.log.info(`demo aggregator for ${provider.key} on ${fake.url}`);
    return fake;
  } catch (error) {
    input.log.warn({ err: error }, `demo aggregator could not start on ${apiUrl}; its titles will fail to launch`);
    return undefined;
  }
}
