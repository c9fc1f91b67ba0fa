import type { SportIconName } from '@web/components/sport-icons';

// The home page's sport and category tiles (spec §2). The four game tiles are the casino's
// home-tiles collection (casino/home-sections.tsx).

export type Tile = { label: string; to: string; icon: SportIconName; tone: string };

export const sportTiles: Tile[] = [
  { label: 'Pool Zone', to: '/casino', icon: 'pool', tone: 'from-cyan-500 to-blue-700' },
  { label: 'Cricket', to: '/cricket', icon: 'cricket', tone: 'from-emerald-500 to-emerald-800' },
  { label: 'Football', to: '/soccer', icon: 'football', tone: 'from-lime-500 to-green-800' },
  { label: 'Tennis', to: '/tennis', icon: 'tennis', tone: 'from-yellow-400 to-amber-700' },
  { label: 'Cricket Fight', to: '/cricket', icon: 'mma', tone: 'from-orange-500 to-red-700' },
  { label: 'FIFA CUP WINNER', to: '/fifa-cup-winner', icon: 'trophy', tone: 'from-sky-500 to-indigo-800' },
  { label: 'WINNER CUP', to: '/winner-cup', icon: 'trophy', tone: 'from-amber-400 to-orange-700' },
  { label: 'ELECTION', to: '/election', icon: 'election', tone: 'from-fuchsia-500 to-purple-800' },
  { label: 'Kabaddi', to: '/kabaddi', icon: 'kabaddi', tone: 'from-rose-500 to-rose-800' },
];

/**
 * Spec §2 game-category tiles: a route tile is a link; a launch tile launches a game by its title
 * (slugForTile: menu names like Colour Game map to their slug, unknown titles play aviator).
 */
export type CategoryTile = { label: string; icon: SportIconName; tone: string } & ({ kind: 'link'; to: string } | { kind: 'launch' });

const link = (label: string, to: string, icon: SportIconName, tone: string): CategoryTile => ({ kind: 'link', label, to, icon, tone });
const launch = (label: string, icon: SportIconName, tone: string): CategoryTile => ({ kind: 'launch', label, icon, tone });

export const categoryTiles: CategoryTile[] = [
  link('Sportsbook', '/sportsbook', 'sportsbook', 'from-emerald-500 to-teal-800'),
  link('Casino', '/casino', 'casino', 'from-rose-500 to-rose-800'),
  link('Evolution', '/games/evolution', 'live', 'from-slate-500 to-slate-800'),
  link('Royal Gaming', '/games/casino?providerId=2', 'cards', 'from-amber-500 to-yellow-800'),
  link('e-Cricket', '/virtual-sport', 'cricket', 'from-cyan-500 to-sky-800'),
  link('Card Games', '/indian-card-games', 'cards', 'from-red-500 to-red-800'),
  link('Slot Games', '/slot-games', 'slots', 'from-fuchsia-500 to-purple-800'),
  link('Fishing Games', '/games/casino?menuName=fishing', 'fish', 'from-blue-500 to-indigo-800'),
  launch('Aviator', 'plane', 'from-red-500 to-rose-900'),
  launch('Mines', 'mines', 'from-sky-500 to-indigo-900'),
  launch('Fun Games', 'fun', 'from-amber-400 to-orange-800'),
  launch('Colour Game', 'color', 'from-violet-500 to-purple-900'),
  launch('Crash Games', 'plane', 'from-red-500 to-orange-800'),
  launch('Dice', 'dice', 'from-teal-500 to-emerald-900'),
  launch('Plinko', 'games', 'from-pink-500 to-fuchsia-900'),
  launch('Limbo', 'plane', 'from-orange-500 to-red-900'),
  launch('Jet Rush', 'plane', 'from-sky-500 to-blue-900'),
  launch('Chicken Road', 'games', 'from-yellow-500 to-amber-800'),
  link('Mac88 Gaming', '/games/casino?providerId=3', 'casino', 'from-lime-500 to-green-800'),
  link('Aura', '/games/casino?providerId=4', 'cards', 'from-indigo-500 to-blue-900'),
  link('Live Casino', '/games/evolution', 'live', 'from-pink-500 to-rose-900'),
  link('Matka', '/matka', 'matka', 'from-orange-500 to-amber-800'),
  link('Virtual Sport', '/virtual-sport', 'esports', 'from-indigo-500 to-violet-900'),
  link('Esports', '/esports', 'esports', 'from-purple-500 to-indigo-900'),
  link('Election', '/election', 'election', 'from-sky-500 to-blue-900'),
  link('All Games', '/all-games', 'games', 'from-lotus-400 to-lotus-700'),
];
