import type { SportIconName } from '../../components/sport-icons';

// The home page's tiles (spec §2). Game launches arrive with the casino: until then the game
// tiles open the casino lobby.

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

export type GameTile = { label: string; to: string; icon: SportIconName; tone: string; caption: string };

export const gameTiles: GameTile[] = [
  { label: 'AVIATOR', to: '/casino', icon: 'plane', tone: 'from-red-500 via-rose-600 to-rose-900', caption: 'Cash out before it flies' },
  { label: 'MINES', to: '/casino', icon: 'mines', tone: 'from-sky-500 via-blue-600 to-indigo-900', caption: 'Find gems, dodge mines' },
  { label: 'FUN GAMES', to: '/casino', icon: 'fun', tone: 'from-amber-400 via-orange-500 to-orange-800', caption: 'Quick rounds, instant wins' },
  { label: 'COLOR PREDICTION', to: '/casino', icon: 'color', tone: 'from-violet-500 via-fuchsia-600 to-purple-900', caption: 'Red, green or violet?' },
];

export const categoryTiles: Tile[] = [
  { label: 'Sportsbook', to: '/sportsbook', icon: 'sportsbook', tone: 'from-emerald-500 to-teal-800' },
  { label: 'Casino', to: '/casino', icon: 'casino', tone: 'from-rose-500 to-rose-800' },
  { label: 'Evolution', to: '/games/evolution', icon: 'live', tone: 'from-slate-500 to-slate-800' },
  { label: 'Royal Gaming', to: '/games/casino?providerId=2', icon: 'cards', tone: 'from-amber-500 to-yellow-800' },
  { label: 'e-Cricket', to: '/virtual-sport', icon: 'cricket', tone: 'from-cyan-500 to-sky-800' },
  { label: 'Card Games', to: '/indian-card-games', icon: 'cards', tone: 'from-red-500 to-red-800' },
  { label: 'Slot Games', to: '/slot-games', icon: 'slots', tone: 'from-fuchsia-500 to-purple-800' },
  { label: 'Fishing Games', to: '/games/casino?menuName=fishing', icon: 'fish', tone: 'from-blue-500 to-indigo-800' },
  { label: 'Matka', to: '/matka', icon: 'matka', tone: 'from-orange-500 to-amber-800' },
  { label: 'Live Casino', to: '/casino', icon: 'live', tone: 'from-pink-500 to-rose-900' },
  { label: 'Crash Games', to: '/casino', icon: 'plane', tone: 'from-red-500 to-orange-800' },
  { label: 'Dice', to: '/casino', icon: 'dice', tone: 'from-teal-500 to-emerald-900' },
  { label: 'Virtual Sport', to: '/virtual-sport', icon: 'esports', tone: 'from-indigo-500 to-violet-900' },
  { label: 'Esports', to: '/esports', icon: 'esports', tone: 'from-purple-500 to-indigo-900' },
  { label: 'Election', to: '/election', icon: 'election', tone: 'from-sky-500 to-blue-900' },
  { label: 'All Games', to: '/all-games', icon: 'games', tone: 'from-lotus-400 to-lotus-700' },
];
