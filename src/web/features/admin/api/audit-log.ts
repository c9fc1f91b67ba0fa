import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@shared/schemas/audit';
import { adminApi } from '../admin-session';

// GET /api/admin/audit-log?page=&page_size=: operator actions, newest first.

export type AuditPage = { entries: AuditEntryView[]; page: number; page_size: number; total: number };
export const AUDIT_PAGE_SIZE = 25;

export const auditLogKeys = { all: ['admin', 'audit-log'] as const };

export const auditLogQueryOptions = (page: number, pageSize = AUDIT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...auditLogKeys.all, page, pageSize] as const,
    queryFn: ({ signal }) => adminApi.get<AuditPage>('/api/admin/audit-log', { signal, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(page: number, pageSize?: number) {
  return useQuery(auditLogQueryOptions(page, pageSize));
}
