import { asc, eq, sql } from 'drizzle-orm';
import type { Provider } from '@shared/schemas/casino';
import type { Queryable } from '@server/db/client';
import { casinoProviders } from '@server/db/schema';

type ProviderRow = typeof casinoProviders.$inferSelect;

/** A provider can serve a launch when enabled and, for an aggregator, given a URL and a secret. */
export function isProviderAvailable(provider: Pick<ProviderRow, 'kind' | 'isEnabled' | 'apiUrl' | 'secret'>): boolean {
  if (!provider.isEnabled) return false;
  return provider.kind === 'house' || (Boolean(provider.apiUrl) && Boolean(provider.secret));
}

/** The provider strip and the lobby's provider filter: enabled providers shown in the strip. */
export async function listProviders(db: Queryable): Promise<Provider[]> {
  const rows = await db
    .select({
      provider: casinoProviders,
      gameCount: sql<number>`(SELECT count(*) FROM casino_games g WHERE g.provider_id = ${casinoProviders.id} AND g.is_enabled)`,
    })
    .from(casinoProviders)
    .where(eq(casinoProviders.isEnabled, true))
    .orderBy(asc(casinoProviders.sortOrder), asc(casinoProviders.id));
  return rows
    .filter((row) => row.provider.inStrip)
    .map(({ provider, gameCount }) => ({
      id: provider.id,
      key: provider.key,
      name: provider.name,
      kind: provider.kind,
      image: provider.image,
      is_available: isProviderAvailable(provider),
      game_count: Number(gameCount),
    }));
}
