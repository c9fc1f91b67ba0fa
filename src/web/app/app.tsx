import { prefetchBanners } from '../features/content';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';

const queryClient = createQueryClient();
// The home page's largest picture is a banner: ask for the list before the page's code arrives.
if (window.location.pathname === '/') prefetchBanners(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
