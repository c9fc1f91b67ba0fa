import { queryOptions, useQuery } from '@tanstack/react-query';
import { IFSC_PATTERN, walletMessages, type BankBranch } from '@shared/schemas/wallet';
import { ApiError, api } from '@web/lib/api-client';

// GET /api/banks/ifsc/{code} (public): the bank directory answers bank, branch, city and state.
// The browser never calls a third party.

export const IFSC_LENGTH = 11;

/** Resolves to the branch, or to null when the directory does not know the code (a query may not resolve to undefined). */
export async function lookupIfsc(code: string, signal?: AbortSignal): Promise<BankBranch | null> {
  try {
    return await api.get<BankBranch>(`/api/banks/ifsc/${encodeURIComponent(code)}`, { signal, anonymous: true, fallbackMessage: walletMessages.ifscFailed });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const ifscQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['banks', 'ifsc', code] as const,
    queryFn: ({ signal }) => lookupIfsc(code, signal),
    enabled: code.length === IFSC_LENGTH && IFSC_PATTERN.test(code),
    staleTime: Infinity,
    retry: false,
  });

export type IfscLookupState = { status: 'idle' } | { status: 'checking' } | { status: 'found'; branch: BankBranch } | { status: 'error'; message: string };

/**
 * Spec §5: an IFSC is looked up once it has 11 characters. A well-formed but unknown code reads
 * 'Invalid IFSC code'; a lookup that fails reads 'Failed to verify IFSC code'.
 */
export function useIfscLookup(code: string): IfscLookupState {
  const query = useQuery(ifscQueryOptions(code));
  if (code.length !== IFSC_LENGTH) return { status: 'idle' };
  if (!IFSC_PATTERN.test(code)) return { status: 'error', message: walletMessages.ifscFormat };
  if (query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'error', message: walletMessages.ifscFailed };
  return query.data ? { status: 'found', branch: query.data } : { status: 'error', message: walletMessages.ifscUnknown };
}
