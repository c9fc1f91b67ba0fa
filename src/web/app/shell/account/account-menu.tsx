import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  BellIcon,
  BookIcon,
  ChartIcon,
  FileIcon,
  HistoryIcon,
  ListIcon,
  LockIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
} from '@web/components/icons';
import { useUnreadCount } from '@web/lib/player-notifications';

// The account menu of spec §2: the header panel's list and the sidebar's (which adds Transactions).

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
export type MenuAction = 'change-password' | 'rules';
export type MenuEntry = { label: MessageDescriptor; icon: Icon } & ({ to: string } | { action: MenuAction });

export const panelMenu: MenuEntry[] = [
  { label: msg`Profile`, icon: UserIcon, to: '/profile' },
  { label: msg`Open Bets`, icon: ListIcon, to: '/open-bets' },
  { label: msg`Bet-History`, icon: HistoryIcon, to: '/bet-history' },
  { label: msg`Betting Profit & Loss`, icon: ChartIcon, to: '/win-loss' },
  { label: msg`Account Statement`, icon: FileIcon, to: '/account-statement' },
  { label: msg`Change Password`, icon: LockIcon, action: 'change-password' },
  { label: msg`Notifications`, icon: BellIcon, to: '/notifications' },
  { label: msg`Rules & Regulations`, icon: BookIcon, action: 'rules' },
  { label: msg`Settings`, icon: SettingsIcon, to: '/settings' },
  { label: msg`Responsible Gambling`, icon: ShieldIcon, to: '/responsible-gambling' },
];

export const sidebarMenu: MenuEntry[] = [
  { label: msg`Profile`, icon: UserIcon, to: '/profile' },
  { label: msg`Open Bets`, icon: ListIcon, to: '/open-bets' },
  { label: msg`Bet History`, icon: HistoryIcon, to: '/bet-history' },
  { label: msg`Betting Profit & Loss`, icon: ChartIcon, to: '/win-loss' },
  { label: msg`Account Statement`, icon: FileIcon, to: '/account-statement' },
  { label: msg`Transactions`, icon: WalletIcon, to: '/wallet' },
  { label: msg`Change Password`, icon: LockIcon, action: 'change-password' },
  { label: msg`Notifications`, icon: BellIcon, to: '/notifications' },
  { label: msg`Rules & Regulations`, icon: BookIcon, action: 'rules' },
  { label: msg`Settings`, icon: SettingsIcon, to: '/settings' },
  { label: msg`Responsible Gambling`, icon: ShieldIcon, to: '/responsible-gambling' },
];

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-muted transition hover:bg-ink-700 hover:text-fg';

type AccountMenuProps = { entries: MenuEntry[]; onAction: (action: MenuAction) => void; onNavigate?: () => void; label: string };

export function AccountMenu({ entries, onAction, onNavigate, label }: AccountMenuProps) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col">
        {entries.map((entry) => (
          <li key={'to' in entry ? entry.to : entry.action}>
            {'to' in entry ? (
              <Link to={entry.to} className={itemClass} onClick={onNavigate}>
                <entry.icon className="size-[18px] shrink-0 text-subtle" />
                {i18n._(entry.label)}
                {entry.to === '/notifications' ? <UnreadBadge /> : null}
              </Link>
            ) : (
              <button type="button" className={itemClass} onClick={() => onAction(entry.action)}>
                <entry.icon className="size-[18px] shrink-0 text-subtle" />
                {i18n._(entry.label)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many of the player's notifications are unread, beside the Notifications entry. */
function UnreadBadge() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span className="ml-auto min-w-5 rounded-full bg-lotus-500 px-1.5 text-center text-xs font-bold leading-5 text-white">
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> {t`unread`}</span>
    </span>
  );
}
