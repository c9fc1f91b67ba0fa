import { t } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { cx } from '@web/components/cx';
import { HomeIcon, UserIcon } from '@web/components/first-screen-icons';
import { SportIcon } from '@web/components/sport-icons';
import { useUnreadCount } from '@web/lib/player-notifications';
import { useSessionUser } from '@web/lib/session';
import { DEFAULT_CATEGORY } from '../site-links';

// The phone's bottom navigation, as an installed app has: Home, Sports, Casino, Bets, Account.
// Large screens have the sidebars instead. Each item is as wide as its label and they share what
// is left, so a long label (Tamil's) takes room from short ones rather than running into them.

type Icon = ComponentType<{ className?: string }>;
const SportsIcon: Icon = ({ className }) => <SportIcon name="cricket" className={className} />;
const CasinoIcon: Icon = ({ className }) => <SportIcon name="casino" className={className} />;
const BetsIcon: Icon = ({ className }) => <SportIcon name="bets" className={className} />;

export function BottomNav() {
  const user = useSessionUser();
  const unread = useUnreadCount();
  const items: Array<{ to: string; label: string; icon: Icon; end?: boolean; badge?: number }> = [
    { to: '/', label: t`Home`, icon: HomeIcon, end: true },
    // Its own message, so a language can give the bar a shorter word than its usual one.
    { to: DEFAULT_CATEGORY, label: t({ message: 'Sports', context: 'bottom navigation' }), icon: SportsIcon },
    { to: '/casino', label: t`Casino`, icon: CasinoIcon },
    { to: user ? '/open-bets' : '/login', label: t`Bets`, icon: BetsIcon },
    { to: user ? '/profile' : '/login', label: t`Account`, icon: UserIcon, badge: unread },
  ];
  return (
    <nav
      aria-label={t`Main`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-700 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg">
        {items.map(({ to, label, icon: ItemIcon, end, badge }) => (
          <li key={to + label} className="min-w-0 flex-auto">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cx(
                  'relative flex h-full flex-col items-center justify-center gap-1 text-[11px] font-semibold',
                  isActive ? 'text-lotus-300' : 'text-muted hover:text-fg',
                )
              }
            >
              <ItemIcon className="size-5" />
              <span className="max-w-full truncate px-0.5">{label}</span>
              {badge ? (
                <span className="absolute right-[22%] top-2 min-w-4 rounded-full bg-lotus-500 px-1 text-center text-[10px] font-bold leading-4 text-white">
                  {badge > 99 ? '99+' : badge}
                  <span className="sr-only"> {t`unread notifications`}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
