import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SportIconName } from '@web/components/sport-icons';
import { i18n } from '@web/i18n/i18n';

// The home page's sport and category tiles (spec §2). The four game tiles are the casino's
// home-tiles collection (casino/home-sections.tsx).

/** A tile's name: a message in the site's language, or a game or brand name written as players know it. */
export type TileName = MessageDescriptor | string;
/** label: the English name, the tile's key (and the title a launch tile launches by). */
export type Tile = { label: string; name: TileName; to: string; icon: SportIconName; tone: string };

const english = (name: TileName): string => (typeof name === 'string' ? name : (name.message ?? name.id));
/** What a tile shows, in the site's language. */
export const tileName = (tile: { name: TileName }): string => (typeof tile.name === 'string' ? tile.name : i18n._(tile.name));

const sport = (name: TileName, to: string, icon: SportIconName, tone: string): Tile => ({ label: english(name), name, to, icon, tone });

export const sportTiles: Tile[] = [
  sport(msg`Pool Zone`, '/casino', 'pool', 'from-cyan-500 to-blue-700'),
  sport(msg`Cricket`, '/cricket', 'cricket', 'from-emerald-500 to-emerald-800'),
  sport(msg`Football`, '/soccer', 'football', 'from-lime-500 to-green-800'),
  sport(msg`Tennis`, '/tennis', 'tennis', 'from-yellow-400 to-amber-700'),
  sport(msg`Cricket Fight`, '/cricket', 'mma', 'from-orange-500 to-red-700'),
  sport(msg`FIFA CUP WINNER`, '/fifa-cup-winner', 'trophy', 'from-sky-500 to-indigo-800'),
  sport(msg`WINNER CUP`, '/winner-cup', 'trophy', 'from-amber-400 to-orange-700'),
  sport(msg`ELECTION`, '/election', 'election', 'from-fuchsia-500 to-purple-800'),
  sport(msg`Kabaddi`, '/kabaddi', 'kabaddi', 'from-rose-500 to-rose-800'),
];

/**
 * Spec §2 game-category tiles: a route tile is a link; a launch tile launches a game by its title
 * (slugForTile: menu names like Colour Game map to their slug, unknown titles play aviator).
 */
export type CategoryTile = { label: string; name: TileName; icon: SportIconName; tone: string } & ({ kind: 'link'; to: string } | { kind: 'launch' });

const link = (name: TileName, to: string, icon: SportIconName, tone: string): CategoryTile => ({ kind: 'link', label: english(name), name, to, icon, tone });
const launch = (name: TileName, icon: SportIconName, tone: string): CategoryTile => ({ kind: 'launch', label: english(name), name, icon, tone });

export const categoryTiles: CategoryTile[] = [
  link(msg`Sportsbook`, '/sportsbook', 'sportsbook', 'from-emerald-500 to-teal-800'),
  link(msg`Casino`, '/casino', 'casino', 'from-rose-500 to-rose-800'),
  link('Royal Gaming', '/games/casino?providerId=2', 'cards', 'from-amber-500 to-yellow-800'),
  link(msg`Card Games`, '/indian-card-games', 'cards', 'from-red-500 to-red-800'),
  link(msg`Slot Games`, '/slot-games', 'slots', 'from-fuchsia-500 to-purple-800'),
  link(msg`Fishing Games`, '/games/casino?menuName=fishing', 'fish', 'from-blue-500 to-indigo-800'),
  launch('Aviator', 'plane', 'from-red-500 to-rose-900'),
  launch('Mines', 'mines', 'from-sky-500 to-indigo-900'),
  launch(msg`Fun Games`, 'fun', 'from-amber-400 to-orange-800'),
  launch(msg`Colour Game`, 'color', 'from-violet-500 to-purple-900'),
  launch(msg`Crash Games`, 'plane', 'from-red-500 to-orange-800'),
  launch('Dice', 'dice', 'from-teal-500 to-emerald-900'),
  launch('Plinko', 'games', 'from-pink-500 to-fuchsia-900'),
  launch('Limbo', 'plane', 'from-orange-500 to-red-900'),
  launch('Jet Rush', 'plane', 'from-sky-500 to-blue-900'),
  launch('Chicken Road', 'games', 'from-yellow-500 to-amber-800'),
  link('Mac88 Gaming', '/games/casino?providerId=3', 'casino', 'from-lime-500 to-green-800'),
  link('Aura', '/games/casino?providerId=4', 'cards', 'from-indigo-500 to-blue-900'),
  link(msg`Matka`, '/matka', 'matka', 'from-orange-500 to-amber-800'),
  link(msg`Esports`, '/esports', 'esports', 'from-purple-500 to-indigo-900'),
  link(msg`Election`, '/election', 'election', 'from-sky-500 to-blue-900'),
  link(msg`All Games`, '/all-games', 'games', 'from-lotus-400 to-lotus-700'),
];
