import type { SportIconName } from '@web/components/sport-icons';

// The sport pages of spec §2: route, the catalogue's sport key (the server reads /soccer's
// "soccer" as football), title and icon. Every page shares one layout driven by the API: a
// sport without events shows 'No Real-Time Records Found'.

export type SportPageInfo = { path: string; key: string; title: string; icon: SportIconName };

export const sportPages: readonly SportPageInfo[] = [
  { path: '/cricket', key: 'cricket', title: 'Cricket', icon: 'cricket' },
  { path: '/soccer', key: 'soccer', title: 'Football', icon: 'football' },
  { path: '/tennis', key: 'tennis', title: 'Tennis', icon: 'tennis' },
  { path: '/volleyball', key: 'volleyball', title: 'Volleyball', icon: 'volleyball' },
  { path: '/sportsbook', key: 'sportsbook', title: 'Sportsbook', icon: 'sportsbook' },
  { path: '/esports', key: 'esports', title: 'Esports', icon: 'esports' },
  { path: '/mma', key: 'mma', title: 'MMA', icon: 'mma' },
  { path: '/gaelic', key: 'gaelic', title: 'Gaelic Games', icon: 'gaelic' },
  { path: '/winner-cup', key: 'winner-cup', title: 'Winner Cup', icon: 'trophy' },
  { path: '/fifa-cup-winner', key: 'fifa-cup-winner', title: 'FIFA Cup Winner', icon: 'football' },
  { path: '/election', key: 'election', title: 'Election', icon: 'election' },
  { path: '/kabaddi', key: 'kabaddi', title: 'Kabaddi', icon: 'kabaddi' },
  { path: '/handball', key: 'handball', title: 'Handball', icon: 'handball' },
  { path: '/australian-rules', key: 'australian-rules', title: 'Australian Rules', icon: 'australian-rules' },
  { path: '/ice-hockey', key: 'ice-hockey', title: 'Ice Hockey', icon: 'ice-hockey' },
  { path: '/basketball', key: 'basketball', title: 'Basketball', icon: 'basketball' },
  { path: '/baseball', key: 'baseball', title: 'Baseball', icon: 'baseball' },
  { path: '/american-football', key: 'american-football', title: 'American Football', icon: 'american-football' },
  { path: '/snooker', key: 'snooker', title: 'Snooker', icon: 'snooker' },
  { path: '/table-tennis', key: 'table-tennis', title: 'Table Tennis', icon: 'table-tennis' },
];

const iconByKey: Record<string, SportIconName> = Object.fromEntries(sportPages.map((page) => [page.key, page.icon]));
iconByKey.football = 'football';

/** The icon of a catalogue sport key (football, cricket, …). */
export function sportIcon(key: string): SportIconName {
  return iconByKey[key] ?? 'sportsbook';
}

/** The sport page of a catalogue sport key, for "View all" links. */
export function sportPath(key: string): string {
  if (key === 'football') return '/soccer';
  return sportPages.find((page) => page.key === key)?.path ?? '/';
}
