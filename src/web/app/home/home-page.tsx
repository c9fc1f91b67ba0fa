import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@web/components/loading-state';
import { NearViewport } from '@web/components/near-viewport';
import { useSessionUser } from '@web/lib/session';
import { HomeExchange } from '@web/features/exchange/home';

// The home page: the markets first (their code comes with this chunk), then everything below
// them (banners, money buttons, sports, the casino) in a chunk of its own, loaded as the player
// scrolls towards it: a phone's first screen is In Play, and it waits for nothing else.

const HomeBelowMarkets = lazy(async () => ({ default: (await import('./home-below-markets')).HomeBelowMarkets }));

const MarketsPlaceholder = () => <LoadingState label={t`Loading markets...`} />;
/** Room for the banners, sports tiles and game tiles (their height on a phone) until they load. */
const belowMarketsPlaceholder = <div aria-hidden="true" className="min-h-[60rem]" />;

export function HomePage() {
  const user = useSessionUser();
  return (
    <div className="flex flex-col gap-5 px-3 py-3 sm:px-4">
      <h1 className="sr-only">{t`Lotus Exchange`}</h1>

      {/* Sport first on every screen: In Play, then Upcoming Events, prices live. The rest of the
          page is placed once they have answered, so it never jumps down under them. */}
      <Suspense fallback={<MarketsPlaceholder />}>
        <HomeExchange>
          <NearViewport placeholder={belowMarketsPlaceholder}>
            <HomeBelowMarkets isSignedIn={user !== undefined} />
          </NearViewport>
        </HomeExchange>
      </Suspense>
    </div>
  );
}
