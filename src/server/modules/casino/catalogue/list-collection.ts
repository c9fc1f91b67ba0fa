import { and, asc, eq, sql } from 'drizzle-orm';
import type { CollectionItem } from '@shared/schemas/casino';
import type { Queryable } from '@server/db/client';
import { casinoCollectionItems, casinoGames, casinoProviders } from '@server/db/schema';
import type { CollectionName } from './collections';

/**
 * A screen's fixed list in order. Items whose title the operator disabled (or whose provider is
 * disabled) drop out; items naming a slug the catalogue does not hold (a menu name) stay.
 */
export async function listCollection(db: Queryable, collection: CollectionName): Promise<CollectionItem[]> {
  const rows = await db
    .select({
      id: casinoCollectionItems.id,
      title: casinoCollectionItems.title,
      tag: casinoCollectionItems.tag,
      image: casinoCollectionItems.image,
      game_type: casinoCollectionItems.gameUid,
      provider: casinoProviders.name,
    })
    .from(casinoCollectionItems)
    .leftJoin(casinoGames, eq(casinoGames.uid, casinoCollectionItems.gameUid))
    .leftJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(
      and(
        eq(casinoCollectionItems.collection, collection),
        sql`NOT EXISTS (
          SELECT 1 FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
          WHERE g.uid = ${casinoCollectionItems.gameUid} AND NOT (g.is_enabled AND p.is_enabled))`,
      ),
    )
    .orderBy(asc(casinoCollectionItems.position));
  return rows;
}
