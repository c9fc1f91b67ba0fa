import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SiteSettings } from '@shared/schemas/site-settings';
import { api } from './api-client';
import { usePreferences } from './preferences';

// The operator's site settings (GET /api/site-settings): contact links, and the rates behind the
// approximate USD and EUR amounts a player may choose to see beside rupees.

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['site-settings'] as const,
  queryFn: ({ signal }) => api.get<{ site_settings: SiteSettings }>('/api/site-settings', { signal }).then((data) => data.site_settings),
  staleTime: 10 * 60_000,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}

const symbols = { USD: '$', EUR: '€' } as const;

/** Rupees in another currency at the operator's rate, as an approximation: "≈ $299.40". */
export function formatApproximate(rupees: number, currency: 'USD' | 'EUR', rate: number): string {
  const amount = rupees / rate;
  const text = Math.abs(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `≈ ${amount < 0 ? '-' : ''}${symbols[currency]}${text}`;
}

/**
 * The approximate amount in the player's chosen currency, or undefined when they chose rupees
 * or the operator set no rate for theirs. Lotus keeps every amount in rupees.
 */
export function useApproximate(): ((rupees: number) => string) | undefined {
  const { appearance } = usePreferences();
  const site = useSiteSettings();
  if (appearance.currency === 'INR') return undefined;
  const rate = appearance.currency === 'USD' ? site.data?.usd_rate : site.data?.eur_rate;
  if (!rate) return undefined;
  const currency = appearance.currency;
  return (rupees) => formatApproximate(rupees, currency, rate);
}
