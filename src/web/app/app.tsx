import { prefetchBanners } from '../features/content';
// Straight from its file: the exchange's index would bring the bet slip into the first download.
import { prefetchHomeMarkets } from '../features/exchange/api/catalogue';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';

const queryClient = createQueryClient();
// The home page's first screen is its markets, then the banners: both asked for before the
// page's code arrives.
if (window.location.pathname === '/') {
  prefetchHomeMarkets(queryClient);
  prefetchBanners(queryClient);
}

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
