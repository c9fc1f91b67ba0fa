import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyReport } from '@shared/schemas/reports';
import { adminApi } from '../shared/admin-session';

// GET /api/admin/reports/daily?from=&to=: money by Asia/Kolkata day from the ledger (rupees).

export const reportKeys = { all: ['admin', 'reports'] as const };

export const dailyReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'daily', from, to] as const,
    queryFn: ({ signal }) =>
      adminApi.get<DailyReport>('/api/admin/reports/daily', { signal, query: { from, to }, fallbackMessage: 'Failed to load the report' }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useDailyReport = (from: string, to: string, isEnabled = true) => useQuery({ ...dailyReportQueryOptions(from, to), enabled: isEnabled });
