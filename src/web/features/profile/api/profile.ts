import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { updateSessionUser, useSession } from '@web/lib/session';

// GET and PUT /api/user/profile.

export const profileKeys = { all: ['user', 'profile'] as const };

export async function fetchProfile(signal?: AbortSignal): Promise<User> {
  const data = await api.get<{ user: User }>('/api/user/profile', { signal, fallbackMessage: 'Failed to fetch profile' });
  return data.user;
}

export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const { data } = await api.send<{ user: User }>('PUT', '/api/user/profile', input, { fallbackMessage: 'Failed to update profile' });
  return data.user;
}

export const profileQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: [...profileKeys.all, userId] as const, queryFn: ({ signal }) => fetchProfile(signal), enabled: userId !== undefined });

export function useProfile() {
  const { user } = useSession();
  return useQuery(profileQueryOptions(user?.id));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
