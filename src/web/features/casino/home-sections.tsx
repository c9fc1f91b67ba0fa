import { t } from '@lingui/core/macro';
import { cx } from '@web/components/cx';
import { Spinner } from '@web/components/spinner';
import { useCollection, useProviders, type CollectionItem } from './api/collections';
import { useGameLauncher } from './api/launch-game';
import { GameCard } from './game-card';
import { tileTag } from './game-types';
import { GameImage } from './game-image';
import { LaunchOverlay } from './launch-overlay';
import { PagedGrid, SwipePages } from './paged-strip';

// Spec §2 Home: the four game tiles, Exchange Games, Popular Games and the provider strip. Its
// own chunk, loaded after the home page so the first screen stays light.

function SectionTitle({ children, id }: { children: string; id: string }) {
  return (
    <h2 id={id} className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-fg">
      <span aria-hidden="true" className="h-4 w-1 rounded-full bg-lotus-gradient" />
      {children}
    </h2>
  );
}

/** Popular Games' first page on a phone (two rows of cards and the pager) while it loads, so the page below does not move. */
function PopularGamesSkeleton() {
  return (
    <div className="relative flex flex-col gap-2">
      <ul aria-hidden="true" className="grid grid-cols-4 gap-2 lg:grid-cols-6">
        {Array.from({ length: 8 }, (_, slot) => (
          <li key={slot} className="flex animate-pulse flex-col rounded-xl bg-ink-800 ring-1 ring-ink-700">
            <span className="aspect-[4/3]" />
            <span className="h-12" />
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="h-8 sm:hidden" />
      <Spinner size="md" label={t`Loading games...`} className="absolute inset-0 justify-center text-lotus-400" />
    </div>
  );
}

type BannerButtonProps = { item: CollectionItem; isLaunching: boolean; isDisabled: boolean; onLaunch: () => void; className?: string };

function BannerButton({ item, isLaunching, isDisabled, onLaunch, className }: BannerButtonProps) {
  return (
    <button
      type="button"
      onClick={onLaunch}
      disabled={isDisabled}
      aria-busy={isLaunching}
      aria-label={item.title}
      className={cx(
        'group relative block w-full overflow-hidden rounded-xl bg-ink-800 ring-1 ring-ink-600 transition hover:ring-lotus-400 disabled:cursor-wait',
        className,
      )}
    >
      <GameImage src={item.image} title={item.title} className="size-full transition group-hover:scale-[1.03]" />
      {isLaunching ? <LaunchOverlay /> : null}
    </button>
  );
}

/** AVIATOR, MINES, FUN GAMES, COLOR PREDICTION: each launches its game type. */
export function HomeGameTiles() {
  const tiles = useCollection('home-tiles');
  const { launch, launchingKey, isLaunching } = useGameLauncher();
  return (
    <section aria-labelledby="home-games">
      <SectionTitle id="home-games">{t`Top Games`}</SectionTitle>
      {tiles.data ? (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {tiles.data.map((item) => (
            <li key={item.id}>
              <BannerButton
                item={item}
                className="aspect-[2/1]"
                isLaunching={launchingKey === item.game_type}
                isDisabled={isLaunching}
                onLaunch={() => launch({ gameType: item.game_type, title: item.title })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <GameTilesSkeleton />
      )}
    </section>
  );
}

/** Four tiles' worth of space while the tiles load, so the page below does not move. */
function GameTilesSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {[0, 1, 2, 3].map((slot) => (
        <li key={slot} className="aspect-[2/1] animate-pulse rounded-xl bg-ink-800 ring-1 ring-ink-700" />
      ))}
    </ul>
  );
}

/** Spec §2: always 12 banners. Their exact space while they load, so nothing below moves. */
const EXCHANGE_GAME_SLOTS = Array.from({ length: 12 }, (_, slot) => slot);

function ExchangeGamesSkeleton() {
  return (
    <SwipePages
      isPlaceholder
      items={EXCHANGE_GAME_SLOTS}
      perPage={4}
      label={t`Exchange Games`}
      mobileColumns="grid-cols-2"
      desktopColumns="sm:grid-cols-3 lg:grid-cols-4"
      itemKey={(slot) => slot}
      render={() => <span className="block aspect-[2/1] animate-pulse rounded-xl bg-ink-800 ring-1 ring-ink-700" />}
    />
  );
}

function ExchangeGames() {
  const banners = useCollection('exchange-games');
  const { launch, launchingKey, isLaunching } = useGameLauncher();
  return (
    <section aria-labelledby="home-exchange-games">
      <SectionTitle id="home-exchange-games">{t`Exchange Games`}</SectionTitle>
      {banners.data ? (
        <SwipePages
          items={banners.data}
          perPage={4}
          label={t`Exchange Games`}
          mobileColumns="grid-cols-2"
          desktopColumns="sm:grid-cols-3 lg:grid-cols-4"
          itemKey={(item) => item.id}
          render={(item) => (
            <BannerButton
              item={item}
              className="aspect-[2/1]"
              isLaunching={launchingKey === item.game_type}
              isDisabled={isLaunching}
              onLaunch={() => launch({ gameType: item.game_type, title: item.title })}
            />
          )}
        />
      ) : (
        <ExchangeGamesSkeleton />
      )}
    </section>
  );
}

function PopularGames() {
  const cards = useCollection('popular');
  const { launch, launchingKey, isLaunching } = useGameLauncher();
  return (
    <section aria-labelledby="home-popular-games">
      <SectionTitle id="home-popular-games">{t`Popular Games`}</SectionTitle>
      {cards.data ? (
        <PagedGrid
          items={cards.data}
          perPage={8}
          label={t`Popular Games`}
          mobileColumns="grid-cols-4"
          desktopColumns="grid-cols-4 lg:grid-cols-6"
          itemKey={(item) => item.id}
          render={(item) => (
            <GameCard
              title={item.title}
              image={item.image}
              caption={tileTag(item.tag)}
              isLaunching={launchingKey === item.game_type}
              isDisabled={isLaunching}
              onLaunch={() => launch({ gameType: item.game_type, title: item.title })}
            />
          )}
        />
      ) : (
        <PopularGamesSkeleton />
      )}
    </section>
  );
}

/** The provider strip: images only, not clickable (spec §2). */
function ProviderStrip() {
  const providers = useProviders();
  // While loading, the strip's height is kept (nothing below moves); without providers there is no strip.
  if (providers.isPending) return <div aria-hidden="true" className="h-[5.5rem]" />;
  if (!providers.data || providers.data.length === 0) return null;
  return (
    <section aria-labelledby="home-providers">
      <SectionTitle id="home-providers">{t`Casino Provider`}</SectionTitle>
      {/* Focusable so keyboard users can scroll the strip (axe: scrollable-region-focusable). */}
      <ul tabIndex={0} aria-label={t`Casino providers`} className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
        {providers.data.map((provider) => (
          // The plate's own 5:2 shape (240 × 96): nothing of the name is cropped.
          <li key={provider.id} className="h-14 w-[140px] shrink-0 overflow-hidden rounded-lg bg-ink-800 ring-1 ring-ink-600">
            <GameImage src={provider.image} title={provider.name} className="size-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeCasinoSections() {
  return (
    <>
      <ExchangeGames />
      <PopularGames />
      <ProviderStrip />
    </>
  );
}
