import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '../components/toast';
import { i18n } from '../i18n/i18n';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

type Options = { route?: string; path?: string; queryClient?: QueryClient };

/** Renders with a fresh query client, a memory router at `route`, and the toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/', path, queryClient = testQueryClient() }: Options = {}) {
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(wrap(ui)) };
}
