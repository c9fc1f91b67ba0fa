import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Game, GamesQuery } from '@shared/schemas/casino';
import type { Queryable } from '@server/db/client';
import { casinoGames, casinoProviders } from '@server/db/schema';

// The catalogue players see: enabled titles of enabled providers. Titles of a provider that is
// enabled but not configured stay listed and fail at launch, as the spec's site did.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const gameColumns = {
  id: casinoGames.id,
  name: casinoGames.name,
  type: casinoGames.type,
  uid: casinoGames.uid,
  image: casinoGames.image,
  provider: casinoProviders.name,
  provider_id: casinoProviders.id,
};

export async function listGames(db: Queryable, query: GamesQuery): Promise<{ games: Game[]; total: number; page: number; page_size: number }> {
  const conditions: SQL[] = [eq(casinoGames.isEnabled, true), eq(casinoProviders.isEnabled, true)];
  if (query.search) conditions.push(ilike(casinoGames.name, `%${escapeLike(query.search)}%`));
  if (query.type && query.type.toLowerCase() !== 'all') conditions.push(sql`lower(${casinoGames.type}) = ${query.type.toLowerCase()}`);
  if (query.provider !== undefined) conditions.push(eq(casinoProviders.id, query.provider));
  const where = and(...conditions);

  const [totalRow] = await db
    .select({ total: count() })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(where);
  const games = await db
    .select(gameColumns)
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(where)
    .orderBy(asc(casinoGames.sortOrder), asc(casinoGames.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { games, total: Number(totalRow?.total ?? 0), page: query.page, page_size: query.page_size };
}
