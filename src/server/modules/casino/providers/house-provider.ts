import { TABLE_GAME_KEYS } from '@shared/fairness';
import type { CasinoProvider } from './provider';

// The built-in provider: its games are Lotus pages (an SPA route the web app serves) that call
// the in-frame API with the session token of the URL. See house-games/README.md.

/** The frame's pages: the house games, the Fun Games lobby, and every card table (shared/fairness/table-games.ts). */
export const houseGamePages: readonly string[] = ['aviator', 'mines', 'dice', 'plinko', 'hilo', 'color-prediction', 'fun-games', ...TABLE_GAME_KEYS];

export function houseGameUrl(page: string, sessionToken: string): string {
  return `/play/${encodeURIComponent(page)}?session=${encodeURIComponent(sessionToken)}`;
}

export const houseProvider: CasinoProvider = {
  launch: async ({ game, session }) => {
    if (!houseGamePages.includes(game.providerGameId)) throw new Error(`no house game ${game.providerGameId}`);
    return houseGameUrl(game.providerGameId, session.token);
  },
};
