import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, BannerTranslations, UpdateBannerInput } from '@shared/schemas/content';
import { adminApi } from '../shared/admin-session';

// /api/admin/banners: list, create, edit, reorder, delete. Changes also refresh the public carousel.

export const adminBannerKeys = { all: ['admin', 'banners'] as const };
const publicBannerKey = ['content', 'banners'] as const;

export type NewBanner = {
  image_url: string;
  alt_text: string;
  title: string;
  subtitle: string;
  button_label: string;
  link_url: string;
  translations: BannerTranslations;
  is_active: boolean;
};

export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminBannerKeys.all,
    queryFn: async ({ signal }) => (await adminApi.get<{ banners: AdminBanner[] }>('/api/admin/banners', { signal })).banners,
  });

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}

function useBannerMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminBannerKeys.all });
      void queryClient.invalidateQueries({ queryKey: publicBannerKey });
    },
  });
}

export const useCreateBanner = () =>
  useBannerMutation((input: NewBanner) =>
    adminApi.send<{ banner: AdminBanner }>('POST', '/api/admin/banners', input, { fallbackMessage: 'Failed to create banner' }),
  );

export const useUpdateBanner = () =>
  useBannerMutation(({ id, ...update }: UpdateBannerInput & { id: number }) =>
    adminApi.send<{ banner: AdminBanner }>('PUT', `/api/admin/banners/${id}`, update, { fallbackMessage: 'Failed to update banner' }),
  );

export const useReorderBanners = () =>
  useBannerMutation((ids: number[]) =>
    adminApi.send<{ banners: AdminBanner[] }>('POST', '/api/admin/banners/reorder', { ids }, { fallbackMessage: 'Failed to reorder banners' }),
  );

export const useDeleteBanner = () =>
  useBannerMutation((id: number) => adminApi.send<unknown>('DELETE', `/api/admin/banners/${id}`, undefined, { fallbackMessage: 'Failed to delete banner' }));
