import { lazy, type ComponentType } from 'react';
import { lazyPage } from '../components/lazy-page';
import type { SportIconName } from '../components/sport-icons';

// Every route of spec §2. Each page is its own chunk. A later slice replaces a "soon(...)" line
// with `lazyPage(() => import('../features/<feature>/<page>'), 'XPage')` — nothing else changes.

export type ShellRoute = {
  path: string;
  title: string;
  Page: ComponentType;
  /** Signed-out visitors are sent to /login (spec §6). */
  requiresAuth?: boolean;
};

const ComingSoonPage = lazy(async () => ({ default: (await import('../components/coming-soon-page')).ComingSoonPage }));

function soon(title: string, icon: SportIconName, description?: string): ComponentType {
  const Placeholder = () => <ComingSoonPage title={title} icon={icon} description={description} />;
  Placeholder.displayName = `Soon(${title})`;
  return Placeholder;
}

const SportPage = lazyPage(() => import('../features/exchange/sport-page'), 'SportPage');
const CasinoLobbyPage = lazyPage(() => import('../features/casino/casino-lobby-page'), 'CasinoLobbyPage');
const casinoText = 'The game lobby is being stocked. Aviator, Mines and the rest of the casino will be playable here soon.';

/** Routes inside the site shell (header, ticker, category bar, sidebars, footer). */
export const shellRoutes: ShellRoute[] = [
  { path: '/', title: 'Home', Page: lazyPage(() => import('./home/home-page'), 'HomePage') },
  { path: '/profile', title: 'Profile', Page: lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage') },
  { path: '/settings', title: 'Settings', Page: lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage') },
  { path: '/notifications', title: 'Notifications', Page: lazyPage(() => import('../features/content/notifications-page'), 'NotificationsPage') },

  // Wallet and payments (wallet slice).
  { path: '/wallet', title: 'Wallet', requiresAuth: true, Page: lazyPage(() => import('../features/wallet/wallet-page'), 'WalletPage') },
  { path: '/deposit', title: 'Deposit', requiresAuth: true, Page: lazyPage(() => import('../features/payments/deposit-amount-page'), 'DepositAmountPage') },
  {
    path: '/wallet-deposit',
    title: 'Deposit',
    requiresAuth: true,
    Page: lazyPage(() => import('../features/payments/deposit-details-page'), 'DepositDetailsPage'),
  },
  { path: '/withdraw', title: 'Withdraw', requiresAuth: true, Page: lazyPage(() => import('../features/payments/withdraw-page'), 'WithdrawPage') },
  {
    path: '/add-account',
    title: 'Add Account',
    requiresAuth: true,
    Page: lazyPage(() => import('../features/bank-accounts/add-account-page'), 'AddAccountPage'),
  },

  // Bets and statements (exchange slice).
  { path: '/bet-history', title: 'Bet History', requiresAuth: true, Page: lazyPage(() => import('../features/bets/bet-history-page'), 'BetHistoryPage') },
  { path: '/open-bets', title: 'Open Bets', requiresAuth: true, Page: lazyPage(() => import('../features/bets/open-bets-page'), 'OpenBetsPage') },
  { path: '/win-loss', title: 'Betting Profit & Loss', requiresAuth: true, Page: lazyPage(() => import('../features/bets/pnl-page'), 'PnlPage') },
  {
    path: '/account-statement',
    title: 'Account Statement',
    requiresAuth: true,
    Page: lazyPage(() => import('../features/statement/statement-page'), 'AccountStatementPage'),
  },

  // Sports (exchange slice): one layout for every sport page, and each event's page.
  { path: '/event/:id', title: 'Event', Page: lazyPage(() => import('../features/exchange/event-page'), 'EventPage') },
  { path: '/cricket', title: 'Cricket', Page: SportPage },
  { path: '/soccer', title: 'Football', Page: SportPage },
  { path: '/tennis', title: 'Tennis', Page: SportPage },
  { path: '/volleyball', title: 'Volleyball', Page: SportPage },
  { path: '/sportsbook', title: 'Sportsbook', Page: SportPage },
  { path: '/esports', title: 'Esports', Page: SportPage },
  { path: '/mma', title: 'MMA', Page: SportPage },
  { path: '/gaelic', title: 'Gaelic Games', Page: SportPage },
  { path: '/winner-cup', title: 'Winner Cup', Page: SportPage },
  { path: '/fifa-cup-winner', title: 'FIFA Cup Winner', Page: SportPage },
  { path: '/election', title: 'Election', Page: SportPage },
  { path: '/kabaddi', title: 'Kabaddi', Page: SportPage },
  { path: '/handball', title: 'Handball', Page: SportPage },
  { path: '/australian-rules', title: 'Australian Rules', Page: SportPage },
  { path: '/ice-hockey', title: 'Ice Hockey', Page: SportPage },
  { path: '/basketball', title: 'Basketball', Page: SportPage },
  { path: '/baseball', title: 'Baseball', Page: SportPage },
  { path: '/american-football', title: 'American Football', Page: SportPage },
  { path: '/snooker', title: 'Snooker', Page: SportPage },
  { path: '/table-tennis', title: 'Table Tennis', Page: SportPage },

  // Casino (casino slice).
  { path: '/casino', title: 'Casino', Page: CasinoLobbyPage },
  { path: '/all-games', title: 'All Games', Page: lazyPage(() => import('../features/casino/all-games-page'), 'AllGamesPage') },
  { path: '/indian-card-games', title: 'Indian Card Games', Page: lazyPage(() => import('../features/casino/card-games-page'), 'CardGamesPage') },
  { path: '/slot-games', title: 'Slot Games', Page: lazyPage(() => import('../features/casino/slot-games-page'), 'SlotGamesPage') },
  { path: '/matka', title: 'Matka', Page: lazyPage(() => import('../features/matka/matka-page'), 'MatkaPage') },
  { path: '/games/casino', title: 'Casino Lobby', Page: CasinoLobbyPage },
  { path: '/games/evolution', title: 'Evolution', Page: soon('Evolution', 'live', casinoText) },
  { path: '/virtual-sport', title: 'Virtual Sport', Page: soon('Virtual Sport', 'esports', casinoText) },
  { path: '/game', title: 'Game', Page: lazyPage(() => import('../features/casino/game-player-page'), 'GamePlayerPage') },
];

/** Full-screen routes without the shell (spec §2: header, menu, ticker, bar and footer hidden). */
export const bareRoutes: ShellRoute[] = [
  { path: '/login', title: 'Login', Page: lazyPage(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: '/register', title: 'Sign up', Page: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage') },
  { path: '/register/:referralCode', title: 'Sign up', Page: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage') },
  // House games inside the game frame (/play/{game}?session=...): no shell, the frame is the page.
  { path: '/play/mines', title: 'Mines', Page: lazyPage(() => import('../features/house-games/mines-page'), 'MinesPage') },
  { path: '/play/dice', title: 'Dice', Page: lazyPage(() => import('../features/house-games/dice-page'), 'DicePage') },
  { path: '/play/plinko', title: 'Plinko', Page: lazyPage(() => import('../features/house-games/plinko-page'), 'PlinkoPage') },
  { path: '/play/hilo', title: 'Hi-Lo', Page: lazyPage(() => import('../features/house-games/hilo-page'), 'HiloPage') },
  { path: '/play/fairness', title: 'Fairness', Page: lazyPage(() => import('../features/house-games/fairness-page'), 'FairnessPage') },
  { path: '/play/aviator', title: 'Aviator', Page: lazyPage(() => import('../features/house-games/aviator-page'), 'AviatorPage') },
  {
    path: '/play/color-prediction',
    title: 'Colour Prediction',
    Page: lazyPage(() => import('../features/house-games/color-prediction-page'), 'ColorPredictionPage'),
  },
  { path: '/play/fun-games', title: 'Fun Games', Page: lazyPage(() => import('../features/house-games/fun-games-page'), 'FunGamesPage') },
];

/** The back office: its own chunk with its own routes under /admin. */
export const AdminApp = lazyPage(() => import('../features/admin/admin-app'), 'AdminApp');
