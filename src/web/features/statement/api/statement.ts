import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import { STATEMENT_PAGE_SIZE, type StatementRow } from '@shared/schemas/wallet';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

// GET /api/wallet/statement?from=&to=&page=: ledger rows with the running balance.

export const STATEMENT_ERROR = 'Failed to fetch account statement';

export type StatementFilter = { from: string; to: string; page: number };
export type StatementPage = { rows: StatementRow[]; total: number; page?: number; page_size?: number };

export function fetchStatement(filter: StatementFilter, signal?: AbortSignal): Promise<StatementPage> {
  return api.get<StatementPage>('/api/wallet/statement', {
    signal,
    query: { from: filter.from, to: filter.to, page: filter.page },
    fallbackMessage: STATEMENT_ERROR,
  });
}

export const statementQueryOptions = (userId: number | undefined, filter: StatementFilter, language: Language) =>
  queryOptions({
    // By language: a bonus's promotion is named in the operator's version for it.
    queryKey: ['wallet', 'statement', userId, filter.from, filter.to, filter.page, language] as const,
    queryFn: ({ signal }) => fetchStatement(filter, signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });

export function useStatement(filter: StatementFilter) {
  const { user } = useSession();
  return useQuery(statementQueryOptions(user?.id, filter, useLanguage()));
}

export const statementPageSize = (page: StatementPage) => page.page_size ?? STATEMENT_PAGE_SIZE;
