import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountSidebar } from './account';
import { NotificationTicker } from '@web/features/content';
import { SessionSync } from '@web/features/auth';
import { PreferencesSync } from '@web/features/settings';
import { NearViewport } from '@web/components/near-viewport';
import { useMediaQuery } from '@web/components/use-media-query';
import { usePreferences } from '@web/lib/preferences';
import { useSessionUser } from '@web/lib/session';
import { BottomNav } from './bottom-nav';
import { CategoryBar } from './category-bar';
import { Header } from './header';
import { IdleLogout } from './idle-logout';

// Parts that only large screens (the sidebars), a tap (the menu), a signed-in player (the
// watchers) or a scroll (the footer, always below the first screen) need load on their own.
const LeftSidebar = lazy(async () => ({ default: (await import('./left-sidebar')).LeftSidebar }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
const SignedInWatchers = lazy(async () => ({ default: (await import('./signed-in-watchers')).SignedInWatchers }));
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

const footerPlaceholder = <div aria-hidden="true" className="h-px" />;

/** The site frame of spec §2 around every page except login, register and the back office. */
export function AppShell() {
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const user = useSessionUser();
  // Every date on the page is shown in the player's timezone: a new one redraws the page.
  const { timezone } = usePreferences().appearance;

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
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <a
        href="#main"
        className="sr-only z-[80] rounded bg-lotus-500 px-3 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t`Skip to content`}
      </a>
      <SessionSync />
      <PreferencesSync />
      {user ? (
        <>
          <IdleLogout />
          <Suspense fallback={null}>
            <SignedInWatchers />
          </Suspense>
        </>
      ) : null}
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
          <main key={timezone} id="main" tabIndex={-1} className="min-h-dvh min-w-0 flex-1 focus:outline-none">
            <Outlet />
          </main>
          {/* Loaded as the player scrolls down to it: the first screen never waits for it. */}
          <NearViewport placeholder={footerPlaceholder} loadAhead="0px">
            <Footer />
          </NearViewport>
        </div>
        {hasAccountSidebar ? (
          <Suspense fallback={<div className="hidden w-72 shrink-0 xl:block" />}>
            <AccountSidebar />
          </Suspense>
        ) : null}
      </div>
      {isGamePage ? null : <BottomNav />}
    </div>
  );
}
