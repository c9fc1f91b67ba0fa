import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeclareMatkaResultInput, MatkaResult } from '@shared/schemas/matka';
import { adminApi } from '../admin-session';

// Matka results: the markets with today's and yesterday's results (the public list), and
// POST /api/admin/matka/markets/{id}/results to declare Open, Close or Jodi for a day.

export const adminMatkaKeys = { all: ['admin', 'matka'] as const };

export const adminMatkaResultsQueryOptions = () =>
  queryOptions({
    queryKey: adminMatkaKeys.all,
    queryFn: async ({ signal }) => (await adminApi.get<{ results: MatkaResult[] }>('/api/matka/results', { signal })).results,
  });

export const useAdminMatkaResults = () => useQuery(adminMatkaResultsQueryOptions());

export function useDeclareMatkaResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DeclareMatkaResultInput & { id: number }) =>
      adminApi.send<{ results: MatkaResult[] }>('POST', `/api/admin/matka/markets/${id}/results`, input, { fallbackMessage: 'Failed to declare result' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminMatkaKeys.all, data.results);
      // The player's results tab in this browser, if open.
      void queryClient.invalidateQueries({ queryKey: ['matka'] });
    },
  });
}
