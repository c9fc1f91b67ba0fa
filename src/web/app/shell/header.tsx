import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { BellIcon, MenuIcon } from '@web/components/first-screen-icons';
import { Logo } from '@web/components/logo';
import { BalanceButton } from './account';
import { useUnreadCount } from '@web/lib/player-notifications';
import { useSessionUser } from '@web/lib/session';

/** The player's notifications, with how many are unread. */
function NotificationsLink() {
  const unread = useUnreadCount();
  const { t } = useLingui();
  return (
    <Link
      to="/notifications"
      className="relative grid size-10 place-items-center rounded-lg text-muted hover:bg-ink-700 hover:text-fg"
      aria-label={unread > 0 ? plural(unread, { other: 'Notifications, # unread' }) : t`Notifications`}
    >
      <BellIcon className="size-5" />
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-lotus-500 px-1 text-center text-[10px] font-bold leading-4 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

type HeaderProps = { onOpenMenu: () => void; isMenuOpen: boolean };

export function Header({ onOpenMenu, isMenuOpen }: HeaderProps) {
  const user = useSessionUser();
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700 bg-ink-900/95 backdrop-blur supports-[backdrop-filter]:bg-ink-900/80">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-2 sm:px-4">
        <button
          type="button"
          onClick={onOpenMenu}
          className="rounded-lg p-2 text-muted hover:bg-ink-700 hover:text-fg lg:hidden"
          aria-label={t`Open menu`}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
        >
          <MenuIcon className="size-6" />
        </button>
        <Link to="/" className="rounded-lg px-1 py-1" aria-label={t`Lotus Exchange home`}>
          {/* Below 350 pixels the name would push the balance off the screen: the mark stays. */}
          <Logo nameClassName="max-[349px]:hidden" />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <NotificationsLink />
              <BalanceButton />
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClass('secondary', 'sm', 'h-9 px-4')}>
                <Trans>Login</Trans>
              </Link>
              <Link to="/register" className={buttonClass('primary', 'sm', 'h-9 px-4')}>
                <Trans>Sign up</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
