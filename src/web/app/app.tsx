// Straight from its file: the exchange's index would bring the bet slip into the first download.
import { prefetchHomeMarkets } from '../features/exchange/api/catalogue';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';

const queryClient = createQueryClient();
// The home page's first screen is its markets: asked for before the page's code arrives (the
// banners, below them, are asked for as the player scrolls down to them).
if (window.location.pathname === '/') prefetchHomeMarkets(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
