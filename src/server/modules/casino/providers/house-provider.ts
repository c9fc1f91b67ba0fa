import type { CasinoProvider } from './provider';

// The built-in provider: its games are Lotus pages (an SPA route the web app serves) that call
// the in-frame API with the session token of the URL. See house-games/README.md.

export const houseGamePages = ['aviator', 'mines', 'dice', 'plinko', 'hilo', 'color-prediction', 'fun-games'] as const;
export type HouseGamePage = (typeof houseGamePages)[number];

export function houseGameUrl(page: string, sessionToken: string): string {
  return `/play/${encodeURIComponent(page)}?session=${encodeURIComponent(sessionToken)}`;
}

export const houseProvider: CasinoProvider = {
  launch: async ({ game, session }) => {
    if (!(houseGamePages as readonly string[]).includes(game.providerGameId)) throw new Error(`no house game ${game.providerGameId}`);
    return houseGameUrl(game.providerGameId, session.token);
  },
};
