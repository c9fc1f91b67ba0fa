import type { ComponentType, SVGProps } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BellIcon,
  ChartIcon,
  CheckIcon,
  ClockIcon,
  FileIcon,
  GiftIcon,
  GlobeIcon,
  HistoryIcon,
  HomeIcon,
  ImageIcon,
  ListIcon,
  MegaphoneIcon,
  UserIcon,
  WalletIcon,
} from '@web/components/icons';
import { casinoPages } from './casino';
import { contentPages } from './content';
import { exchangePages } from './exchange';
import { matkaPages } from './matka';
import { paymentsPages } from './payments';
import { playersPages } from './players';
import { reportsPages } from './reports';

// The back office's screens: one line each gives a nav entry and its route under /admin. Each page
// comes from its area's index.ts (players, payments, exchange, casino, matka, content, reports).

/** `inNav: false`: a route only (a page opened from another screen, e.g. one player). */
export type AdminSection = { path: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; Page: ComponentType; inNav?: false };

export const adminSections: AdminSection[] = [
  { path: '', label: 'Dashboard', icon: HomeIcon, Page: reportsPages.Dashboard },
  { path: 'players', label: 'Players', icon: UserIcon, Page: playersPages.Players },
  { path: 'players/:id', label: 'Player', icon: UserIcon, Page: playersPages.Player, inNav: false },
  { path: 'reports', label: 'Reports', icon: FileIcon, Page: reportsPages.Reports },
  { path: 'markets', label: 'Markets', icon: ChartIcon, Page: exchangePages.Markets },
  { path: 'feed', label: 'Feed', icon: ClockIcon, Page: exchangePages.Feed },
  { path: 'risk', label: 'Risk', icon: ChartIcon, Page: exchangePages.Risk },
  { path: 'bet-ticker', label: 'Bet ticker', icon: ListIcon, Page: exchangePages.BetTicker },
  { path: 'matka-results', label: 'Matka results', icon: ClockIcon, Page: matkaPages.Results },
  { path: 'casino-games', label: 'Games', icon: ListIcon, Page: casinoPages.Games },
  { path: 'casino-stats', label: 'Game stats', icon: HistoryIcon, Page: casinoPages.Stats },
  { path: 'deposits', label: 'Deposits', icon: ArrowDownIcon, Page: paymentsPages.Deposits },
  { path: 'withdrawals', label: 'Withdrawals', icon: ArrowUpIcon, Page: paymentsPages.Withdrawals },
  {
    path: 'payment-options',
    label: 'Payment options',
    icon: WalletIcon,
    Page: paymentsPages.PaymentOptions,
  },
  { path: 'ledger-check', label: 'Ledger check', icon: CheckIcon, Page: reportsPages.LedgerCheck },
  { path: 'referral-codes', label: 'Referral codes', icon: GiftIcon, Page: contentPages.ReferralCodes },
  { path: 'promotions', label: 'Promotions', icon: GiftIcon, Page: contentPages.Promotions },
  { path: 'banners', label: 'Banners', icon: ImageIcon, Page: contentPages.Banners },
  { path: 'notifications', label: 'Notifications', icon: MegaphoneIcon, Page: contentPages.Notifications },
  { path: 'audit-log', label: 'Audit log', icon: FileIcon, Page: reportsPages.AuditLog },
  { path: 'site-settings', label: 'Site settings', icon: GlobeIcon, Page: contentPages.SiteSettings },
  { path: 'sms-outbox', label: 'SMS outbox', icon: BellIcon, Page: playersPages.SmsOutbox },
];
