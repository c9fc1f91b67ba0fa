import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { casinoCollectionItems, casinoGames, casinoProviders } from '@server/db/schema';
import type { SeedPart } from '@server/db/seed';
import { collectionSeeds, gameImage, providerImage, type CollectionName } from './catalogue/collections';
import { providerSeeds, titleSeeds } from './catalogue/titles';
import { defaultWageringWeight } from './catalogue/wagering-weights';

// Demo content of the casino: providers, the spec's 94 titles with their ids, and the screens'
// lists. The aggregator "Royal Gaming" is configured for the local fake aggregator (see
// fake-aggregator/). Its secret is made at seed time and kept only in the database: a secret in
// the source would let anyone who reads it sign a `credit` callback for their own session token
// (which the game URL shows) and mint money. The demo aggregator and the tests read it there.

export const DEMO_AGGREGATOR = { key: 'royal-gaming', apiUrl: 'http://127.0.0.1:3901' } as const;

/** A fresh shared secret for a seeded aggregator: 256 random bits. */
export const newProviderSecret = () => randomBytes(32).toString('hex');

export async function seedCasino(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const providers = await tx
      .insert(casinoProviders)
      .values(
        providerSeeds.map((provider, index) => ({
          key: provider.key,
          name: provider.name,
          kind: provider.kind,
          image: providerImage(provider.key),
          inStrip: provider.inStrip,
          sortOrder: index,
          ...(provider.key === DEMO_AGGREGATOR.key ? { apiUrl: DEMO_AGGREGATOR.apiUrl, secret: newProviderSecret() } : {}),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: casinoProviders.id, key: casinoProviders.key });
    const all =
      providers.length === providerSeeds.length ? providers : await tx.select({ id: casinoProviders.id, key: casinoProviders.key }).from(casinoProviders);
    const providerId = new Map(all.map((row) => [row.key, row.id]));

    await tx
      .insert(casinoGames)
      .values(
        titleSeeds.map((title) => {
          const id = providerId.get(title.provider);
          if (id === undefined) throw new Error(`unknown provider ${title.provider}`);
          return {
            id: title.id,
            uid: title.uid,
            name: title.name,
            type: title.type,
            image: gameImage(title.uid),
            providerId: id,
            providerGameId: title.providerGameId,
            sortOrder: title.id,
            wageringWeight: defaultWageringWeight(title.uid),
          };
        }),
      )
      .onConflictDoNothing();
    // The titles were inserted with the spec's ids: later titles continue after them.
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('casino_games', 'id'), (SELECT max(id) FROM casino_games))`);

    for (const [collection, items] of Object.entries(collectionSeeds) as [CollectionName, (typeof collectionSeeds)[CollectionName]][]) {
      await tx
        .insert(casinoCollectionItems)
        .values(items.map((item, position) => ({ collection, position, title: item.title, tag: item.tag, image: item.image, gameUid: item.gameUid })))
        .onConflictDoNothing();
    }
  });
}

export const casinoSeedPart: SeedPart = { key: 'casino', run: seedCasino };
