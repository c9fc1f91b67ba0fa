import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ArrowDownIcon, ArrowUpIcon } from '@web/components/first-screen-icons';
import { NearViewport } from '@web/components/near-viewport';
import { SportIcon } from '@web/components/sport-icons';
import { CategoryLauncher, HomeCasinoSections, HomeGameTiles } from '@web/features/casino';
import { BannerCarousel } from '@web/features/content';
import { CategoryTiles } from './category-tiles';
import { categoryTiles, sportTiles, tileName } from './home-tiles';
import { SectionTitle } from './section-title';

// What the home page shows below the markets: its own chunk, loaded as the player scrolls
// towards it (home-page.tsx), and the casino's parts in it later still.

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

/** The carousel's shape while its chunk loads (it keeps the same while its banners load). */
const bannerPlaceholder = (
  <div aria-hidden="true">
    <div className="aspect-[8/3] w-full animate-pulse rounded-xl bg-ink-800 ring-1 ring-ink-700" />
    <div className="mt-1 h-6" />
  </div>
);

/**
 * Room for Exchange Games, Popular Games and the provider strip until they load (their height on
 * a phone), so the page below does not jump when they arrive.
 */
const casinoSectionsPlaceholder = <div aria-hidden="true" className="min-h-[40rem]" />;

/** The banners, the money buttons, sports and the casino: below the markets. */
export function HomeBelowMarkets({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <>
      <Suspense fallback={bannerPlaceholder}>
        <BannerCarousel />
      </Suspense>

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
