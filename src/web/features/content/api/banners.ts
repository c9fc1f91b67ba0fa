import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@shared/schemas/content';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@web/i18n/i18n';
import { ApiError, api } from '@web/lib/api-client';

// GET /api/banners (public): the home carousel, its words in the language asked for.

/** By language: the server answers each banner's words in the operator's version for it. */
export const bannerKeys = { all: (language: Language) => ['content', 'banners', language] as const };

/** Spec §8's banner messages, by what went wrong. */
export function bannerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return 'Network error. Please check your connection.';
  if (error instanceof ApiError && error.code === 'INVALID_RESPONSE') return 'Invalid response format from server.';
  return 'Failed to load banners. Please try again.';
}

export async function fetchBanners(language: Language, signal?: AbortSignal): Promise<Banner[]> {
  const data = await api.get<{ banners?: unknown }>('/api/banners', {
    signal,
    anonymous: true,
    // The key's language, not the one active when it runs: the first fetch starts before the language is.
    headers: { 'accept-language': language },
    fallbackMessage: 'Failed to load banners',
  });
  if (!Array.isArray(data.banners)) throw new ApiError('Invalid response format from server.', { status: 200, code: 'INVALID_RESPONSE' });
  return data.banners as Banner[];
}

export const bannersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: bannerKeys.all(language),
    queryFn: ({ signal }) => fetchBanners(language, signal),
    staleTime: 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions(useLanguage()));
}
