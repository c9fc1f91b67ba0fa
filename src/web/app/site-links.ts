import type { SportIconName } from '../components/sport-icons';

// The site's navigation lists (spec §2): the category bar and the left sidebar.

export type NavEntry = { to: string; label: string; icon: SportIconName };

/** Category bar, in the spec's order. Cricket is the default selection. */
export const categoryLinks: NavEntry[] = [
  { to: '/volleyball', label: 'Volleyball', icon: 'volleyball' },
  { to: '/cricket', label: 'Cricket', icon: 'cricket' },
  { to: '/sportsbook', label: 'Sportsbook', icon: 'sportsbook' },
  { to: '/esports', label: 'Esports', icon: 'esports' },
  { to: '/soccer', label: 'Soccer', icon: 'football' },
  { to: '/tennis', label: 'Tennis', icon: 'tennis' },
  { to: '/mma', label: 'MMA', icon: 'mma' },
  { to: '/gaelic', label: 'Gaelic Games', icon: 'gaelic' },
  { to: '/handball', label: 'Handball', icon: 'handball' },
  { to: '/australian-rules', label: 'Australian Rules', icon: 'australian-rules' },
  { to: '/ice-hockey', label: 'Ice Hockey', icon: 'ice-hockey' },
  { to: '/basketball', label: 'Basketball', icon: 'basketball' },
  { to: '/baseball', label: 'Baseball', icon: 'baseball' },
  { to: '/american-football', label: 'American Football', icon: 'american-football' },
  { to: '/snooker', label: 'Snooker', icon: 'snooker' },
  { to: '/table-tennis', label: 'Table Tennis', icon: 'table-tennis' },
  { to: '/kabaddi', label: 'Kabaddi', icon: 'kabaddi' },
];

export const DEFAULT_CATEGORY = '/cricket';

/** Left sidebar on large screens and the mobile slide-in menu. */
export const sidebarLinks: NavEntry[] = [
  { to: '/cricket', label: 'Cricket', icon: 'cricket' },
  { to: '/soccer', label: 'Football', icon: 'football' },
  { to: '/tennis', label: 'Tennis', icon: 'tennis' },
  { to: '/esports', label: 'Esports', icon: 'esports' },
  { to: '/casino', label: 'Casino', icon: 'casino' },
  { to: '/indian-card-games', label: 'Indian Card Games', icon: 'cards' },
  { to: '/slot-games', label: 'Slot Games', icon: 'slots' },
  { to: '/matka', label: 'Matka', icon: 'matka' },
  { to: '/kabaddi', label: 'Kabaddi', icon: 'kabaddi' },
  { to: '/winner-cup', label: 'Winner Cup', icon: 'trophy' },
  { to: '/fifa-cup-winner', label: 'FIFA Cup Winner', icon: 'football' },
  { to: '/election', label: 'Election', icon: 'election' },
  { to: '/sportsbook', label: 'Sportsbook', icon: 'sportsbook' },
  { to: '/all-games', label: 'All Games', icon: 'games' },
];

/** Support contacts for the WhatsApp banner and the footer. */
export const supportLinks = {
  whatsapp: 'https://wa.me/',
  telegram: 'https://t.me/',
};
