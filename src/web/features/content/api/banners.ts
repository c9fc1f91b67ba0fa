import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@shared/schemas/content';
import { ApiError, api } from '@web/lib/api-client';

// GET /api/banners (public): the home carousel.

export const bannerKeys = { all: ['content', 'banners'] as const };

/** Spec §8's banner messages, by what went wrong. */
export function bannerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return 'Network error. Please check your connection.';
  if (error instanceof ApiError && error.code === 'INVALID_RESPONSE') return 'Invalid response format from server.';
  return 'Failed to load banners. Please try again.';
}

export async function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  const data = await api.get<{ banners?: unknown }>('/api/banners', { signal, anonymous: true, fallbackMessage: 'Failed to load banners' });
  if (!Array.isArray(data.banners)) throw new ApiError('Invalid response format from server.', { status: 200, code: 'INVALID_RESPONSE' });
  return data.banners as Banner[];
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.all,
    queryFn: ({ signal }) => fetchBanners(signal),
    staleTime: 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
