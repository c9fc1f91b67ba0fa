import { t } from '@lingui/core/macro';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ArrowDownIcon, ArrowUpIcon } from '@web/components/first-screen-icons';
import { SportIcon } from '@web/components/sport-icons';
import { LoadingState } from '@web/components/loading-state';
import { useSessionUser } from '@web/lib/session';
import { CategoryLauncher, HomeCasinoSections, HomeGameTiles } from '@web/features/casino';
import { BannerCarousel } from '@web/features/content';
import { HomeExchange } from '@web/features/exchange/home';
import { CategoryTiles } from './category-tiles';
import { categoryTiles, sportTiles, tileName } from './home-tiles';
import { NearViewport } from '@web/components/near-viewport';

function SectionTitle({ children, id }: { children: string; id: string }) {
  return (
    <h2 id={id} className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-fg">
      <span aria-hidden="true" className="h-4 w-1 rounded-full bg-lotus-gradient" />
      {children}
    </h2>
  );
}

/** The game tiles' shape while their chunk loads: the page below keeps its place. */
function GameTilesPlaceholder() {
  return (
    <section aria-label={t`Top Games`} aria-busy="true">
      <SectionTitle id="home-games-loading">{t`Top Games`}</SectionTitle>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {[0, 1, 2, 3].map((slot) => (
          <li key={slot} className="aspect-[2/1] animate-pulse rounded-xl bg-ink-800 ring-1 ring-ink-700" />
        ))}
      </ul>
    </section>
  );
}

/**
 * Room for Exchange Games, Popular Games and the provider strip until they load (their height on
 * a phone), so the page below does not jump when they arrive.
 */
const casinoSectionsPlaceholder = <div aria-hidden="true" className="min-h-[40rem]" />;
const MarketsPlaceholder = () => <LoadingState label={t`Loading markets...`} />;

export function HomePage() {
  const user = useSessionUser();
  return (
    <div className="flex flex-col gap-5 px-3 py-3 sm:px-4">
      <h1 className="sr-only">{t`Lotus Exchange`}</h1>

      {/* Sport first on every screen: In Play, then Upcoming Events, prices live (their own chunk).
          The rest of the page comes once they have answered, so it never jumps down under them. */}
      <Suspense fallback={<MarketsPlaceholder />}>
        <HomeExchange>
          <AfterMarkets>
            <HomeBelowMarkets isSignedIn={user !== undefined} />
          </AfterMarkets>
        </HomeExchange>
      </Suspense>
    </div>
  );
}

/**
 * Drawn after the markets have painted, in a transition: React renders it in short slices, so the
 * prices show first and a cheap phone's main thread is not held by one long task.
 */
function AfterMarkets({ children }: { children: ReactNode }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return isShown ? children : null;
}

/** The banners, the money buttons, sports and the casino: below the markets. */
function HomeBelowMarkets({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <>
      <BannerCarousel />

      {isSignedIn ? (
        <div className="grid grid-cols-2 gap-2">
          <Link to="/deposit" className={buttonClass('deposit', 'lg')}>
            <ArrowDownIcon className="size-5" /> {t`Deposit`}
          </Link>
          <Link to="/withdraw" className={buttonClass('withdraw', 'lg')}>
            <ArrowUpIcon className="size-5" /> {t`Withdraw`}
          </Link>
        </div>
      ) : null}

      <section aria-labelledby="home-sports">
        <SectionTitle id="home-sports">{t`Sports`}</SectionTitle>
        <ul className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
          {sportTiles.map((tile) => (
            <li key={tile.label} className="shrink-0">
              <Link to={tile.to} className="group flex w-[76px] flex-col items-center gap-1.5 text-center">
                <span
                  className={cx(
                    'grid size-14 place-items-center rounded-2xl bg-gradient-to-br text-white shadow-lg ring-1 ring-white/10 transition group-hover:scale-105',
                    tile.tone,
                  )}
                >
                  <SportIcon name={tile.icon} className="size-7" />
                </span>
                <span className="text-[11px] font-semibold leading-tight text-muted group-hover:text-fg">{tileName(tile)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {/* Game tiles, Exchange Games, Popular Games, providers (spec §2): the casino's own chunk,
          below the markets, so loaded as the player scrolls towards them. */}
      <NearViewport placeholder={<GameTilesPlaceholder />}>
        <HomeGameTiles />
      </NearViewport>

      <section aria-labelledby="home-categories">
        <SectionTitle id="home-categories">{t`Casino & More`}</SectionTitle>
        <NearViewport placeholder={<CategoryTiles tiles={categoryTiles} />}>
          <CategoryLauncher>{(launcher) => <CategoryTiles tiles={categoryTiles} launcher={launcher} />}</CategoryLauncher>
        </NearViewport>
      </section>

      <NearViewport placeholder={casinoSectionsPlaceholder}>
        <HomeCasinoSections />
      </NearViewport>
    </>
  );
}
