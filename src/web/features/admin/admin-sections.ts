import type { ComponentType, SVGProps } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BookIcon,
  ChartIcon,
  CheckIcon,
  ClockIcon,
  FileIcon,
  GiftIcon,
  HistoryIcon,
  HomeIcon,
  ImageIcon,
  ListIcon,
  MegaphoneIcon,
  WalletIcon,
} from '@web/components/icons';
import { lazyPage } from '@web/components/lazy-page';

// The back office's screens: one line each gives a nav entry and its route under /admin.
// Later slices add theirs here (Deposits, Withdrawals, Payment options, Markets, Games).

export type AdminSection = { path: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; Page: ComponentType };

export const adminSections: AdminSection[] = [
  { path: '', label: 'Dashboard', icon: HomeIcon, Page: lazyPage(() => import('./screens/dashboard-screen'), 'DashboardScreen') },
  { path: 'markets', label: 'Markets', icon: ChartIcon, Page: lazyPage(() => import('./screens/markets-screen'), 'MarketsScreen') },
  { path: 'matka-results', label: 'Matka results', icon: ClockIcon, Page: lazyPage(() => import('./screens/matka-results-screen'), 'MatkaResultsScreen') },
  { path: 'casino-games', label: 'Games', icon: ListIcon, Page: lazyPage(() => import('./screens/casino-games-screen'), 'CasinoGamesScreen') },
  { path: 'casino-stats', label: 'Game stats', icon: HistoryIcon, Page: lazyPage(() => import('./screens/casino-stats-screen'), 'CasinoStatsScreen') },
  { path: 'deposits', label: 'Deposits', icon: ArrowDownIcon, Page: lazyPage(() => import('./screens/deposits-screen'), 'DepositsScreen') },
  { path: 'withdrawals', label: 'Withdrawals', icon: ArrowUpIcon, Page: lazyPage(() => import('./screens/withdrawals-screen'), 'WithdrawalsScreen') },
  {
    path: 'payment-options',
    label: 'Payment options',
    icon: WalletIcon,
    Page: lazyPage(() => import('./screens/payment-options-screen'), 'PaymentOptionsScreen'),
  },
  { path: 'player-ledger', label: 'Player ledger', icon: BookIcon, Page: lazyPage(() => import('./screens/player-ledger-screen'), 'PlayerLedgerScreen') },
  { path: 'wallet-limits', label: 'Wallet limits', icon: WalletIcon, Page: lazyPage(() => import('./screens/wallet-limits-screen'), 'WalletLimitsScreen') },
  { path: 'ledger-check', label: 'Ledger check', icon: CheckIcon, Page: lazyPage(() => import('./screens/ledger-check-screen'), 'LedgerCheckScreen') },
  { path: 'referral-codes', label: 'Referral codes', icon: GiftIcon, Page: lazyPage(() => import('./screens/referral-codes-screen'), 'ReferralCodesScreen') },
  { path: 'banners', label: 'Banners', icon: ImageIcon, Page: lazyPage(() => import('./screens/banners-screen'), 'BannersScreen') },
  { path: 'notifications', label: 'Notifications', icon: MegaphoneIcon, Page: lazyPage(() => import('./screens/notifications-screen'), 'NotificationsScreen') },
  { path: 'audit-log', label: 'Audit log', icon: FileIcon, Page: lazyPage(() => import('./screens/audit-log-screen'), 'AuditLogScreen') },
];
