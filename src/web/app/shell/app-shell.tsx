import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountSidebar } from '../../features/account-panel';
import { NotificationTicker } from '../../features/content';
import { SessionSync } from '../../features/auth';
import { CategoryBar } from './category-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LeftSidebar } from './left-sidebar';
import { MobileMenu } from './mobile-menu';

/** The site frame of spec §2 around every page except login, register and the back office. */
export function AppShell() {
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);

  // Spec §2: the slide-in menu closes on route change and the page scrolls to top.
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);

  const isGamePage = pathname === '/game';

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-[80] rounded bg-lotus-500 px-3 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <SessionSync />
      <Header onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuOpen} />
      <MobileMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
      <NotificationTicker />
      {isGamePage ? null : <CategoryBar />}
      <div className="mx-auto flex w-full max-w-[1600px] flex-1 items-start">
        <LeftSidebar />
        <div className="flex min-w-0 flex-1 flex-col self-stretch">
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
        <AccountSidebar />
      </div>
    </div>
  );
}
