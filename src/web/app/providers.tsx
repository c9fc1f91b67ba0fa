import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Toaster } from '../components/toast';
import { i18n, useLanguage } from '../i18n/i18n';
import { useSession } from '../lib/session';

// A signed-in player's language comes from their settings on the server: visitors never load it.
const LanguageSync = lazy(async () => ({ default: (await import('../i18n/language-sync')).LanguageSync }));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { user, token } = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        {user && token ? (
          <Suspense fallback={null}>
            <LanguageSync />
          </Suspense>
        ) : null}
        <LanguageScope>
          {children}
          <Toaster />
        </LanguageScope>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/**
 * A new language draws the app again from the top: every text, including those read outside a
 * React hook, is in the new language at once (cached data and the URL stay).
 */
function LanguageScope({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <Fragment key={language}>{children}</Fragment>;
}
