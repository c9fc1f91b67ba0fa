import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountSidebar } from './account';
import { NotificationTicker } from '@web/features/content';
import { SessionSync } from '@web/features/auth';
import { useMediaQuery } from '@web/components/use-media-query';
import { CategoryBar } from './category-bar';
import { Footer } from './footer';
import { Header } from './header';

// Parts that only large screens (the sidebars) or a tap (the menu) need load on their own.
const LeftSidebar = lazy(async () => ({ default: (await import('./left-sidebar')).LeftSidebar }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

/** The site frame of spec §2 around every page except login, register and the back office. */
export function AppShell() {
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);

  // Spec §2: the slide-in menu closes on route change and the page scrolls to top.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const isGamePage = pathname === '/game';
  // The sidebars exist only where they show: phones never pay for rendering them.
  const hasLeftSidebar = useMediaQuery('(min-width: 1024px)');
  const hasAccountSidebar = useMediaQuery('(min-width: 1280px)');

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[80] rounded bg-lotus-500 px-3 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <SessionSync />
      <Header onOpenMenu={() => setMenuOpen(true)} isMenuOpen={isMenuOpen} />
      {isMenuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu isOpen onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      <NotificationTicker />
      {isGamePage ? null : <CategoryBar />}
      <div className="mx-auto flex w-full max-w-[1600px] flex-1 items-start">
        {hasLeftSidebar ? (
          <Suspense fallback={<div className="hidden w-56 shrink-0 lg:block" />}>
            <LeftSidebar />
          </Suspense>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col self-stretch">
          {/* At least a screen tall, so the footer does not jump down when the page arrives. */}
          <main id="main" tabIndex={-1} className="min-h-dvh min-w-0 flex-1 focus:outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
        {hasAccountSidebar ? (
          <Suspense fallback={<div className="hidden w-72 shrink-0 xl:block" />}>
            <AccountSidebar />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
