import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@shared/schemas/audit';
import { adminApi } from '../shared/admin-session';

// GET /api/admin/audit-log?page=&page_size=&source=&actor_id=&action=&target_type=&target_id=&from=&to=:
// operator actions (source=people) or the feed's automated entries (source=automated), newest first.

export type AuditPage = { entries: AuditEntryView[]; page: number; page_size: number; total: number };
export const AUDIT_PAGE_SIZE = 25;

/** The filters as the screen holds them (empty text = no filter). */
export type AuditFilters = {
  source?: 'people' | 'automated' | '';
  actor_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
};

export const auditLogKeys = { all: ['admin', 'audit-log'] as const };

/** The filters with the empty ones left out, ready for a query string. */
export const auditQuery = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''));

export const auditLogQueryOptions = (page: number, pageSize = AUDIT_PAGE_SIZE, filters: AuditFilters = {}) =>
  queryOptions({
    queryKey: [...auditLogKeys.all, page, pageSize, auditQuery(filters)] as const,
    queryFn: ({ signal }) =>
      adminApi.get<AuditPage>('/api/admin/audit-log', {
        signal,
        query: { page, page_size: pageSize, ...auditQuery(filters) },
        fallbackMessage: 'Failed to load the audit log',
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(page: number, pageSize?: number, filters?: AuditFilters) {
  return useQuery(auditLogQueryOptions(page, pageSize, filters));
}
