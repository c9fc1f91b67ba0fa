import { msg } from '@lingui/core/macro';
import type { NavEntry } from './site-links';

/** Left sidebar on large screens and the mobile slide-in menu. */
export const sidebarLinks: NavEntry[] = [
  { to: '/cricket', label: msg`Cricket`, icon: 'cricket' },
  { to: '/soccer', label: msg`Football`, icon: 'football' },
  { to: '/tennis', label: msg`Tennis`, icon: 'tennis' },
  { to: '/esports', label: msg`Esports`, icon: 'esports' },
  { to: '/casino', label: msg`Casino`, icon: 'casino' },
  { to: '/indian-card-games', label: msg`Indian Card Games`, icon: 'cards' },
  { to: '/slot-games', label: msg`Slot Games`, icon: 'slots' },
  { to: '/matka', label: msg`Matka`, icon: 'matka' },
  { to: '/kabaddi', label: msg`Kabaddi`, icon: 'kabaddi' },
  { to: '/winner-cup', label: msg`Winner Cup`, icon: 'trophy' },
  { to: '/fifa-cup-winner', label: msg`FIFA Cup Winner`, icon: 'football' },
  { to: '/election', label: msg`Election`, icon: 'election' },
  { to: '/sportsbook', label: msg`Sportsbook`, icon: 'sportsbook' },
  { to: '/all-games', label: msg`All Games`, icon: 'games' },
];
