import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SportIconName } from '@web/components/sport-icons';

// The sport pages of spec §2: route, the catalogue's sport key (the server reads /soccer's
// "soccer" as football), title and icon. Every page shares one layout driven by the API: a
// sport without events shows 'No Real-Time Records Found'.

export type SportPageInfo = { path: string; key: string; title: MessageDescriptor; icon: SportIconName };

export const sportPages: readonly SportPageInfo[] = [
  { path: '/cricket', key: 'cricket', title: msg`Cricket`, icon: 'cricket' },
  { path: '/soccer', key: 'soccer', title: msg`Football`, icon: 'football' },
  { path: '/tennis', key: 'tennis', title: msg`Tennis`, icon: 'tennis' },
  { path: '/volleyball', key: 'volleyball', title: msg`Volleyball`, icon: 'volleyball' },
  { path: '/sportsbook', key: 'sportsbook', title: msg`Sportsbook`, icon: 'sportsbook' },
  { path: '/esports', key: 'esports', title: msg`Esports`, icon: 'esports' },
  { path: '/mma', key: 'mma', title: msg`MMA`, icon: 'mma' },
  { path: '/gaelic', key: 'gaelic', title: msg`Gaelic Games`, icon: 'gaelic' },
  { path: '/winner-cup', key: 'winner-cup', title: msg`Winner Cup`, icon: 'trophy' },
  { path: '/fifa-cup-winner', key: 'fifa-cup-winner', title: msg`FIFA Cup Winner`, icon: 'football' },
  { path: '/election', key: 'election', title: msg`Election`, icon: 'election' },
  { path: '/kabaddi', key: 'kabaddi', title: msg`Kabaddi`, icon: 'kabaddi' },
  { path: '/handball', key: 'handball', title: msg`Handball`, icon: 'handball' },
  { path: '/australian-rules', key: 'australian-rules', title: msg`Australian Rules`, icon: 'australian-rules' },
  { path: '/ice-hockey', key: 'ice-hockey', title: msg`Ice Hockey`, icon: 'ice-hockey' },
  { path: '/basketball', key: 'basketball', title: msg`Basketball`, icon: 'basketball' },
  { path: '/baseball', key: 'baseball', title: msg`Baseball`, icon: 'baseball' },
  { path: '/american-football', key: 'american-football', title: msg`American Football`, icon: 'american-football' },
  { path: '/snooker', key: 'snooker', title: msg`Snooker`, icon: 'snooker' },
  { path: '/table-tennis', key: 'table-tennis', title: msg`Table Tennis`, icon: 'table-tennis' },
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
