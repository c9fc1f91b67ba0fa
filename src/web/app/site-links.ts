import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SportIconName } from '../components/sport-icons';

// The site's navigation lists (spec §2): the category bar here, on every first screen; the left
// sidebar's and the menu's in sidebar-links.ts, loaded with them.

export type NavEntry = { to: string; label: MessageDescriptor; icon: SportIconName };

/** Category bar, in the spec's order. Cricket is the default selection. */
export const categoryLinks: NavEntry[] = [
  { to: '/volleyball', label: msg`Volleyball`, icon: 'volleyball' },
  { to: '/cricket', label: msg`Cricket`, icon: 'cricket' },
  { to: '/sportsbook', label: msg`Sportsbook`, icon: 'sportsbook' },
  { to: '/esports', label: msg`Esports`, icon: 'esports' },
  { to: '/soccer', label: msg`Soccer`, icon: 'football' },
  { to: '/tennis', label: msg`Tennis`, icon: 'tennis' },
  { to: '/mma', label: msg`MMA`, icon: 'mma' },
  { to: '/gaelic', label: msg`Gaelic Games`, icon: 'gaelic' },
  { to: '/handball', label: msg`Handball`, icon: 'handball' },
  { to: '/australian-rules', label: msg`Australian Rules`, icon: 'australian-rules' },
  { to: '/ice-hockey', label: msg`Ice Hockey`, icon: 'ice-hockey' },
  { to: '/basketball', label: msg`Basketball`, icon: 'basketball' },
  { to: '/baseball', label: msg`Baseball`, icon: 'baseball' },
  { to: '/american-football', label: msg`American Football`, icon: 'american-football' },
  { to: '/snooker', label: msg`Snooker`, icon: 'snooker' },
  { to: '/table-tennis', label: msg`Table Tennis`, icon: 'table-tennis' },
  { to: '/kabaddi', label: msg`Kabaddi`, icon: 'kabaddi' },
];

export const DEFAULT_CATEGORY = '/cricket';
