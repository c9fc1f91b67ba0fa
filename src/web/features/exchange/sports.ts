import type { MessageDescriptor } from '@lingui/core';
import type { SportIconName } from '@web/components/sport-icons';
import { sportWords } from '@web/lib/sport-words';

// The sport pages of spec §2: route, the catalogue's sport key (the server reads /soccer's
// "soccer" as football), title and icon. Every page shares one layout driven by the API: a
// sport without events shows 'No Real-Time Records Found'.

export type SportPageInfo = { path: string; key: string; title: MessageDescriptor; icon: SportIconName };

export const sportPages: readonly SportPageInfo[] = [
  { path: '/cricket', key: 'cricket', title: sportWords.cricket, icon: 'cricket' },
  { path: '/soccer', key: 'soccer', title: sportWords.soccer, icon: 'football' },
  { path: '/tennis', key: 'tennis', title: sportWords.tennis, icon: 'tennis' },
  { path: '/volleyball', key: 'volleyball', title: sportWords.volleyball, icon: 'volleyball' },
  { path: '/sportsbook', key: 'sportsbook', title: sportWords.sportsbook, icon: 'sportsbook' },
  { path: '/esports', key: 'esports', title: sportWords.esports, icon: 'esports' },
  { path: '/mma', key: 'mma', title: sportWords.mma, icon: 'mma' },
  { path: '/gaelic', key: 'gaelic', title: sportWords.gaelic, icon: 'gaelic' },
  { path: '/winner-cup', key: 'winner-cup', title: sportWords['winner-cup'], icon: 'trophy' },
  { path: '/fifa-cup-winner', key: 'fifa-cup-winner', title: sportWords['fifa-cup-winner'], icon: 'football' },
  { path: '/election', key: 'election', title: sportWords.election, icon: 'election' },
  { path: '/kabaddi', key: 'kabaddi', title: sportWords.kabaddi, icon: 'kabaddi' },
  { path: '/handball', key: 'handball', title: sportWords.handball, icon: 'handball' },
  { path: '/australian-rules', key: 'australian-rules', title: sportWords['australian-rules'], icon: 'australian-rules' },
  { path: '/ice-hockey', key: 'ice-hockey', title: sportWords['ice-hockey'], icon: 'ice-hockey' },
  { path: '/basketball', key: 'basketball', title: sportWords.basketball, icon: 'basketball' },
  { path: '/baseball', key: 'baseball', title: sportWords.baseball, icon: 'baseball' },
  { path: '/american-football', key: 'american-football', title: sportWords['american-football'], icon: 'american-football' },
  { path: '/snooker', key: 'snooker', title: sportWords.snooker, icon: 'snooker' },
  { path: '/table-tennis', key: 'table-tennis', title: sportWords['table-tennis'], icon: 'table-tennis' },
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
