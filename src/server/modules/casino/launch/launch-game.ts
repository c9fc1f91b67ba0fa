import { eq } from 'drizzle-orm';
import { GAME_COMING_SOON, LAUNCH_FAILED, normaliseGameType } from '@shared/schemas/casino';
import type { Db } from '@server/db/client';
import { casinoGames, casinoProviders } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import { getPlayerBalances } from '@server/modules/ledger';
import { isProviderAvailable } from '../catalogue/list-providers';
import { comingSoonUids } from '../catalogue/titles';
import { aggregatorProvider } from '../providers/aggregator-provider';
import { houseProvider } from '../providers/house-provider';
import { AGGREGATOR_SESSION_TTL_MS, HOUSE_SESSION_TTL_MS, openGameSession } from './game-sessions';

// Launch (spec §7): resolve the slug, check the title and its provider can play, open
// a game session for the signed-in player, bound to this sign-in, and ask the provider for the
// game URL. Any failure is the spec's one message; the log says which.

const unavailable = () => new AppError('UNPROCESSABLE', LAUNCH_FAILED);

export async function launchGame(
  db: Db,
  input: { userId: number; signInId: number; gameType: string | undefined; log?: (message: string) => void },
): Promise<{ gameUrl: string; expiresAt: Date; slug: string }> {
  const slug = normaliseGameType(input.gameType);
  const [found] = await db
    .select({ game: casinoGames, provider: casinoProviders })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(eq(casinoGames.uid, slug))
    .limit(1);
  if (!found) throw notFound(LAUNCH_FAILED);
  const { game, provider } = found;
  if (!game.isEnabled || !isProviderAvailable(provider)) throw unavailable();
  if (comingSoonUids.has(game.uid) && provider.kind !== 'house') throw new AppError('UNPROCESSABLE', GAME_COMING_SOON);

  const isHouse = provider.kind === 'house';
  const session = await openGameSession(db, {
    userId: input.userId,
    signInId: input.signInId,
    providerId: provider.id,
    gameId: game.id,
    ttlMs: isHouse ? HOUSE_SESSION_TTL_MS : AGGREGATOR_SESSION_TTL_MS,
  });
  const balances = await getPlayerBalances(db, input.userId);
  try {
    const gameUrl = await (isHouse ? houseProvider : aggregatorProvider).launch({
      provider,
      game,
      session,
      userId: input.userId,
      balance: balances.main,
    });
    return { gameUrl, expiresAt: session.expiresAt, slug };
  } catch (error) {
    input.log?.(`launch of ${slug} via ${provider.key} failed: ${(error as Error).message}`);
    throw unavailable();
  }
}
