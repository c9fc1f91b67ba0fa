import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
