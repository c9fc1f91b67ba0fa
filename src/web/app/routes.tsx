import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { lazyPage } from '../components/lazy-page';
import { withCatalogs, withExtraCatalog } from '../i18n/i18n';

// Every route of spec §2 that has something behind it, each page its own chunk. The spec's
// /games/evolution and /virtual-sport only said "coming soon": they are gone (decision 060).

export type ShellRoute = {
  path: string;
  /** The browser tab's title, in the site's language. */
  title: MessageDescriptor;
  Page: ComponentType;
  /** Signed-out visitors are sent to /login (spec §6). */
  requiresAuth?: boolean;
};

const SportPage = lazyPage(() => import('../features/exchange/sport-page'), 'SportPage');
const CasinoLobbyPage = lazyPage(() => import('../features/casino/casino-lobby-page'), 'CasinoLobbyPage');

/** Routes inside the site shell (header, ticker, category bar, sidebars, footer). */
export const shellRoutes: ShellRoute[] = [
  { path: '/', title: msg`Home`, Page: lazyPage(() => import('./home/home-page'), 'HomePage') },
  { path: '/profile', title: msg`Profile`, Page: lazyPage(() => withExtraCatalog(import('../features/profile/profile-page')), 'ProfilePage') },
  { path: '/settings', title: msg`Settings`, Page: lazyPage(() => withExtraCatalog(import('../features/settings/settings-page')), 'SettingsPage') },
  { path: '/terms', title: msg`Terms and conditions`, Page: lazyPage(() => import('./legal/terms-page'), 'TermsPage') },
  { path: '/notifications', title: msg`Notifications`, Page: lazyPage(() => import('../features/content/notifications-page'), 'NotificationsPage') },
  {
    path: '/responsible-gambling',
    title: msg`Responsible Gambling`,
    Page: lazyPage(() => withExtraCatalog(import('../features/responsible-gambling/responsible-gambling-page')), 'ResponsibleGamblingPage'),
  },

  // Wallet and payments (wallet slice).
  {
    path: '/promotions',
    title: msg`Promotions`,
    requiresAuth: true,
    Page: lazyPage(() => withExtraCatalog(import('../features/promotions/promotions-page')), 'PromotionsPage'),
  },
  {
    path: '/refer-and-earn',
    title: msg`Refer & Earn`,
    requiresAuth: true,
    Page: lazyPage(() => withExtraCatalog(import('../features/promotions/refer-earn-page')), 'ReferEarnPage'),
  },
  { path: '/wallet', title: msg`Wallet`, requiresAuth: true, Page: lazyPage(() => import('../features/wallet/wallet-page'), 'WalletPage') },
  { path: '/deposit', title: msg`Deposit`, requiresAuth: true, Page: lazyPage(() => import('../features/payments/deposit-amount-page'), 'DepositAmountPage') },
  {
    path: '/wallet-deposit',
    title: msg`Deposit`,
    requiresAuth: true,
    Page: lazyPage(() => import('../features/payments/deposit-details-page'), 'DepositDetailsPage'),
  },
  { path: '/withdraw', title: msg`Withdraw`, requiresAuth: true, Page: lazyPage(() => import('../features/payments/withdraw-page'), 'WithdrawPage') },
  {
    path: '/add-account',
    title: msg`Add Account`,
    requiresAuth: true,
    Page: lazyPage(() => import('../features/bank-accounts/add-account-page'), 'AddAccountPage'),
  },
  {
    path: '/withdraw-password',
    title: msg`Withdrawal Password`,
    requiresAuth: true,
    Page: lazyPage(() => import('../features/bank-accounts/withdraw-password-page'), 'WithdrawPasswordPage'),
  },

  // Bets and statements (exchange slice).
  { path: '/bet-history', title: msg`Bet History`, requiresAuth: true, Page: lazyPage(() => import('../features/bets/bet-history-page'), 'BetHistoryPage') },
  { path: '/open-bets', title: msg`Open Bets`, requiresAuth: true, Page: lazyPage(() => import('../features/bets/open-bets-page'), 'OpenBetsPage') },
  { path: '/win-loss', title: msg`Betting Profit & Loss`, requiresAuth: true, Page: lazyPage(() => import('../features/bets/pnl-page'), 'PnlPage') },
  {
    path: '/account-statement',
    title: msg`Account Statement`,
    requiresAuth: true,
    Page: lazyPage(() => withExtraCatalog(import('../features/statement/statement-page')), 'AccountStatementPage'),
  },

  // Sports (exchange slice): one layout for every sport page, and each event's page.
  { path: '/event/:id', title: msg`Event`, Page: lazyPage(() => import('../features/exchange/event-page'), 'EventPage') },
  { path: '/cricket', title: msg`Cricket`, Page: SportPage },
  { path: '/soccer', title: msg`Football`, Page: SportPage },
  { path: '/tennis', title: msg`Tennis`, Page: SportPage },
  { path: '/volleyball', title: msg`Volleyball`, Page: SportPage },
  { path: '/sportsbook', title: msg`Sportsbook`, Page: SportPage },
  { path: '/esports', title: msg`Esports`, Page: SportPage },
  { path: '/mma', title: msg`MMA`, Page: SportPage },
  { path: '/gaelic', title: msg`Gaelic Games`, Page: SportPage },
  { path: '/winner-cup', title: msg`Winner Cup`, Page: SportPage },
  { path: '/fifa-cup-winner', title: msg`FIFA Cup Winner`, Page: SportPage },
  { path: '/election', title: msg`Election`, Page: SportPage },
  { path: '/kabaddi', title: msg`Kabaddi`, Page: SportPage },
  { path: '/handball', title: msg`Handball`, Page: SportPage },
  { path: '/australian-rules', title: msg`Australian Rules`, Page: SportPage },
  { path: '/ice-hockey', title: msg`Ice Hockey`, Page: SportPage },
  { path: '/basketball', title: msg`Basketball`, Page: SportPage },
  { path: '/baseball', title: msg`Baseball`, Page: SportPage },
  { path: '/american-football', title: msg`American Football`, Page: SportPage },
  { path: '/snooker', title: msg`Snooker`, Page: SportPage },
  { path: '/table-tennis', title: msg`Table Tennis`, Page: SportPage },

  // Casino (casino slice).
  { path: '/casino', title: msg`Casino`, Page: CasinoLobbyPage },
  { path: '/all-games', title: msg`All Games`, Page: lazyPage(() => import('../features/casino/all-games-page'), 'AllGamesPage') },
  { path: '/indian-card-games', title: msg`Indian Card Games`, Page: lazyPage(() => import('../features/casino/card-games-page'), 'CardGamesPage') },
  { path: '/slot-games', title: msg`Slot Games`, Page: lazyPage(() => import('../features/casino/slot-games-page'), 'SlotGamesPage') },
  { path: '/matka', title: msg`Matka`, Page: lazyPage(() => withExtraCatalog(import('../features/matka/matka-page')), 'MatkaPage') },
  { path: '/games/casino', title: msg`Casino Lobby`, Page: CasinoLobbyPage },
  { path: '/game', title: msg`Game`, Page: lazyPage(() => import('../features/casino/game-player-page'), 'GamePlayerPage') },
];

/** Full-screen routes without the shell (spec §2: header, menu, ticker, bar and footer hidden). */
export const bareRoutes: ShellRoute[] = [
  { path: '/login', title: msg`Login`, Page: lazyPage(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: '/register', title: msg`Sign up`, Page: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage') },
  { path: '/register/:referralCode', title: msg`Sign up`, Page: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage') },
  { path: '/forgot-password', title: msg`Forgot password`, Page: lazyPage(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage') },
  // House games inside the game frame (/play/{game}?session=...): no shell, the frame is the page.
  { path: '/play/mines', title: msg`Mines`, Page: lazyPage(() => withCatalogs(import('../features/house-games/mines-page'), 'games'), 'MinesPage') },
  { path: '/play/dice', title: msg`Dice`, Page: lazyPage(() => withCatalogs(import('../features/house-games/dice-page'), 'games'), 'DicePage') },
  { path: '/play/plinko', title: msg`Plinko`, Page: lazyPage(() => withCatalogs(import('../features/house-games/plinko-page'), 'games'), 'PlinkoPage') },
  { path: '/play/hilo', title: msg`Hi-Lo`, Page: lazyPage(() => withCatalogs(import('../features/house-games/hilo-page'), 'games'), 'HiloPage') },
  {
    path: '/play/fairness',
    title: msg`Fairness`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/fairness-page'), 'games', 'tables'), 'FairnessPage'),
  },
  { path: '/play/aviator', title: msg`Aviator`, Page: lazyPage(() => withCatalogs(import('../features/house-games/aviator-page'), 'games'), 'AviatorPage') },
  {
    path: '/play/color-prediction',
    title: msg`Colour Prediction`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/color-prediction-page'), 'games'), 'ColorPredictionPage'),
  },
  {
    path: '/play/dragon-tiger',
    title: msg`Dragon Tiger`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/tables/table-page'), 'games', 'tables'), 'DragonTigerPage'),
  },
  {
    path: '/play/7-up-down',
    title: msg`7 Up Down`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/tables/table-page'), 'games', 'tables'), 'LuckySevenPage'),
  },
  {
    path: '/play/andar-bahar',
    title: msg`Andar Bahar`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/tables/table-page'), 'games', 'tables'), 'AndarBaharPage'),
  },
  {
    path: '/play/teenpatti',
    title: msg`Teen Patti 20-20`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/tables/table-page'), 'games', 'tables'), 'TeenPattiPage'),
  },
  {
    path: '/play/baccarat',
    title: msg`Baccarat`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/tables/table-page'), 'games', 'tables'), 'BaccaratPage'),
  },
  {
    path: '/play/goal',
    title: msg`Goal`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/tables/table-page'), 'games', 'tables'), 'GoalPage'),
  },
  {
    path: '/play/fun-games',
    title: msg`Fun Games`,
    Page: lazyPage(() => withCatalogs(import('../features/house-games/fun-games-page'), 'games'), 'FunGamesPage'),
  },
];

/** The back office: its own chunk with its own routes under /admin. */
export const AdminApp = lazyPage(() => import('../features/admin/admin-app'), 'AdminApp');
