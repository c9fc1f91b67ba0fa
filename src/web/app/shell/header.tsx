import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { MenuIcon } from '@web/components/icons';
import { Logo } from '@web/components/logo';
import { BalanceButton } from './account';
import { useSessionUser } from '@web/lib/session';

type HeaderProps = { onOpenMenu: () => void; isMenuOpen: boolean };

export function Header({ onOpenMenu, isMenuOpen }: HeaderProps) {
  const user = useSessionUser();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700 bg-ink-900/95 backdrop-blur supports-[backdrop-filter]:bg-ink-900/80">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-2 sm:px-4">
        <button
          type="button"
          onClick={onOpenMenu}
          className="rounded-lg p-2 text-muted hover:bg-ink-700 hover:text-fg lg:hidden"
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
        >
          <MenuIcon className="size-6" />
        </button>
        <Link to="/" className="rounded-lg px-1 py-1" aria-label="Lotus Exchange home">
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <BalanceButton />
          ) : (
            <>
              <Link to="/login" className={buttonClass('secondary', 'sm', 'h-9 px-4')}>
                Login
              </Link>
              <Link to="/register" className={buttonClass('primary', 'sm', 'h-9 px-4')}>
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
