import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BellIcon, BookIcon, ChartIcon, FileIcon, HistoryIcon, ListIcon, LockIcon, SettingsIcon, UserIcon, WalletIcon } from '@web/components/icons';

// The account menu of spec §2: the header panel's list and the sidebar's (which adds Transactions).

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
export type MenuAction = 'change-password' | 'rules';
export type MenuEntry = { label: string; icon: Icon } & ({ to: string } | { action: MenuAction });

export const panelMenu: MenuEntry[] = [
  { label: 'Profile', icon: UserIcon, to: '/profile' },
  { label: 'Open Bets', icon: ListIcon, to: '/open-bets' },
  { label: 'Bet-History', icon: HistoryIcon, to: '/bet-history' },
  { label: 'Betting Profit & Loss', icon: ChartIcon, to: '/win-loss' },
  { label: 'Account Statement', icon: FileIcon, to: '/account-statement' },
  { label: 'Change Password', icon: LockIcon, action: 'change-password' },
  { label: 'Notifications', icon: BellIcon, to: '/notifications' },
  { label: 'Rules & Regulations', icon: BookIcon, action: 'rules' },
  { label: 'Settings', icon: SettingsIcon, to: '/settings' },
];

export const sidebarMenu: MenuEntry[] = [
  { label: 'Profile', icon: UserIcon, to: '/profile' },
  { label: 'Open Bets', icon: ListIcon, to: '/open-bets' },
  { label: 'Bet History', icon: HistoryIcon, to: '/bet-history' },
  { label: 'Betting Profit & Loss', icon: ChartIcon, to: '/win-loss' },
  { label: 'Account Statement', icon: FileIcon, to: '/account-statement' },
  { label: 'Transactions', icon: WalletIcon, to: '/wallet' },
  { label: 'Change Password', icon: LockIcon, action: 'change-password' },
  { label: 'Notifications', icon: BellIcon, to: '/notifications' },
  { label: 'Rules & Regulations', icon: BookIcon, action: 'rules' },
  { label: 'Settings', icon: SettingsIcon, to: '/settings' },
];

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-muted transition hover:bg-ink-700 hover:text-fg';

type AccountMenuProps = { entries: MenuEntry[]; onAction: (action: MenuAction) => void; onNavigate?: () => void; label: string };

export function AccountMenu({ entries, onAction, onNavigate, label }: AccountMenuProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col">
        {entries.map((entry) => (
          <li key={entry.label}>
            {'to' in entry ? (
              <Link to={entry.to} className={itemClass} onClick={onNavigate}>
                <entry.icon className="size-[18px] shrink-0 text-subtle" />
                {entry.label}
              </Link>
            ) : (
              <button type="button" className={itemClass} onClick={() => onAction(entry.action)}>
                <entry.icon className="size-[18px] shrink-0 text-subtle" />
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
