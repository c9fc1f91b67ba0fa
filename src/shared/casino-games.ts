// The casino's plain values (spec §2, §7-§9): constants and the game-type slug rules. No zod here,
// so the home page's game tiles and launcher can use them without the schema library; the
// schemas in schemas/casino.ts use and re-export them.

/**
 * A title's type, and the type tag of a screen's tile: a fixed list the site words in each
 * language (web features/casino/game-types.ts), held by the tables' CHECKs too (migration 0043).
 */
export const gameTypes = [
  'Slot Game',
  'Fish Game',
  'Table Game',
  'Crash Game',
  'Instant Game',
  'India Poker Game',
  'Card Game',
  'CasinoLive',
  'Bingo',
  'Casino',
] as const;
export type GameType = (typeof gameTypes)[number];

/** The All Games filters (spec §2); a type with no titles simply lists none. */
export const gameTypeFilters = ['All', ...gameTypes] as const;
export type GameTypeFilter = (typeof gameTypeFilters)[number];

/** Spec §9: 24 games a page on All Games. */
export const GAMES_PAGE_SIZE = 24;
/** Spec §7 and §9: what a launch without a game type (or a tile with an unknown title) plays. */
export const DEFAULT_GAME_TYPE = 'aviator';
/** Spec §8: the one failure message of a launch. */
export const LAUNCH_FAILED = 'Failed to launch game';
/** A title the catalogue lists whose game is not built yet: said before launch, never a stand-in. */
export const GAME_COMING_SOON = 'This game is coming soon';

/** Spec §7: menu names that are not slugs themselves. */
const menuAliases: Record<string, string> = {
  'colour-game': 'color-prediction',
  'color-game': 'color-prediction',
  'colour-prediction': 'color-prediction',
};

/** A game_type as the catalogue knows it: lower case, spaces to dashes, menu names mapped. Empty → aviator. */
export function normaliseGameType(gameType: string | undefined): string {
  const slug = (gameType ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (slug === '') return DEFAULT_GAME_TYPE;
  return menuAliases[slug] ?? slug;
}

/**
 * Spec §2 and §7: a category tile or menu entry launches by title; titles outside the known list
 * fall back to aviator. `known` holds the slugs the catalogue offers.
 */
export function slugForTile(title: string, known: ReadonlySet<string>): string {
  const slug = normaliseGameType(title);
  return known.has(slug) ? slug : DEFAULT_GAME_TYPE;
}
