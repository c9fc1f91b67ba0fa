import { asc, eq } from 'drizzle-orm';
import type { UpdateCasinoGameInput, UpdateCasinoProviderInput } from '@shared/schemas/casino';
import type { Queryable, Tx } from '@server/db/client';
import { casinoGames, casinoProviders } from '@server/db/schema';
import { notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { isProviderAvailable } from '../catalogue/list-providers';

// The operator's switches: titles and providers on or off, an aggregator's URL and secret.
// Every change is audit-logged in the transaction that makes it; a secret is never echoed back.

type ProviderRow = typeof casinoProviders.$inferSelect;

function toAdminProvider(provider: ProviderRow, gameCount: number) {
  return {
    id: provider.id,
    key: provider.key,
    name: provider.name,
    kind: provider.kind,
    image: provider.image,
    is_available: isProviderAvailable(provider),
    game_count: gameCount,
    is_enabled: provider.isEnabled,
    api_url: provider.apiUrl,
    has_secret: Boolean(provider.secret),
  };
}

export async function listAdminGames(db: Queryable) {
  const rows = await db
    .select({ game: casinoGames, provider: casinoProviders })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .orderBy(asc(casinoGames.sortOrder), asc(casinoGames.id));
  return rows.map(({ game, provider }) => ({
    id: game.id,
    name: game.name,
    type: game.type,
    uid: game.uid,
    image: game.image,
    provider: provider.name,
    provider_id: provider.id,
    is_enabled: game.isEnabled,
    provider_enabled: provider.isEnabled,
    sort_order: game.sortOrder,
    wagering_weight: game.wageringWeight,
  }));
}

export async function updateCasinoGame(tx: Tx, id: number, input: UpdateCasinoGameInput, actor: Actor) {
  const [row] = await tx
    .update(casinoGames)
    .set({
      ...(input.is_enabled !== undefined ? { isEnabled: input.is_enabled } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
      ...(input.wagering_weight !== undefined ? { wageringWeight: input.wagering_weight } : {}),
      updatedAt: new Date(),
    })
    .where(eq(casinoGames.id, id))
    .returning({ id: casinoGames.id });
  if (!row) throw notFound('Game not found');
  await recordAudit(tx, { ...actor, action: 'casino_game.update', targetType: 'casino_game', targetId: id, details: { ...input } });
  const [updated] = (await listAdminGames(tx)).filter((game) => game.id === id);
  if (!updated) throw notFound('Game not found');
  return updated;
}

export async function listAdminProviders(db: Queryable) {
  const providers = await db.select().from(casinoProviders).orderBy(asc(casinoProviders.sortOrder), asc(casinoProviders.id));
  const games = await db.select({ providerId: casinoGames.providerId }).from(casinoGames);
  const counts = new Map<number, number>();
  for (const game of games) counts.set(game.providerId, (counts.get(game.providerId) ?? 0) + 1);
  return providers.map((provider) => toAdminProvider(provider, counts.get(provider.id) ?? 0));
}

export async function updateCasinoProvider(tx: Tx, id: number, input: UpdateCasinoProviderInput, actor: Actor) {
  const [row] = await tx
    .update(casinoProviders)
    .set({
      ...(input.is_enabled !== undefined ? { isEnabled: input.is_enabled } : {}),
      ...(input.api_url !== undefined ? { apiUrl: input.api_url } : {}),
      ...(input.secret !== undefined ? { secret: input.secret } : {}),
      updatedAt: new Date(),
    })
    .where(eq(casinoProviders.id, id))
    .returning();
  if (!row) throw notFound('Provider not found');
  const details = { ...input, ...(input.secret !== undefined ? { secret: input.secret === null ? 'removed' : 'changed' } : {}) };
  await recordAudit(tx, { ...actor, action: 'casino_provider.update', targetType: 'casino_provider', targetId: id, details });
  return (await listAdminProviders(tx)).find((provider) => provider.id === id) ?? toAdminProvider(row, 0);
}
