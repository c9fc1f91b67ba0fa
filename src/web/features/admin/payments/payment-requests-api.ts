import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharedAccountReview } from '@shared/schemas/withdrawal-payout';
import { adminApi, adminSession } from '../shared/admin-session';
import { decisionKey } from './decision-key';

// The operator's queues: GET /api/admin/deposits and /api/admin/withdrawals by status, the
// receipt image, and the decisions (approve or mark paid; reject with a reason).

export type DepositStatus = 'processing' | 'approved' | 'rejected';
export type WithdrawalStatus = 'processing' | 'paid' | 'rejected';

export type AdminDeposit = {
  id: number;
  user_id: number;
  username: string;
  amount: number;
  status: DepositStatus;
  utr_number: string;
  payment_option: { id: number; key: string; type: 'upi' | 'bank'; label: string };
  reject_reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  receipt_url: string;
};

export type AdminWithdrawal = {
  id: number;
  user_id: number;
  username: string;
  amount: number;
  status: WithdrawalStatus;
  account: { id: number; bank_name: string; account_holder_name: string; account_number: string; ifsc_code: string };
  /** Other players who registered the same account number and IFSC. */
  shared_with?: number[];
  /** Waiting, to a shared account: marked paid only with a review (a reason and a confirmation). */
  held_for_review?: boolean;
  reject_reason: string | null;
  /** The UTR the operator paid it with (none for withdrawals paid before it was asked). */
  payout_reference: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
};

export const QUEUE_PAGE_SIZE = 20;
const QUEUE_REFRESH_MS = 30_000;

export const paymentRequestKeys = {
  all: ['admin', 'payment-requests'] as const,
  deposits: (status: DepositStatus | undefined, page: number) => ['admin', 'payment-requests', 'deposits', status ?? 'all', page] as const,
  withdrawals: (status: WithdrawalStatus | undefined, page: number) => ['admin', 'payment-requests', 'withdrawals', status ?? 'all', page] as const,
  receipt: (id: number) => ['admin', 'receipts', id] as const,
};

export const depositsQueryOptions = (status: DepositStatus | undefined, page: number) =>
  queryOptions({
    queryKey: paymentRequestKeys.deposits(status, page),
    queryFn: ({ signal }) =>
      adminApi.get<{ deposits: AdminDeposit[]; total: number }>('/api/admin/deposits', {
        signal,
        query: { status, page, page_size: QUEUE_PAGE_SIZE },
        fallbackMessage: 'Failed to load deposits',
      }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const useDeposits = (status: DepositStatus | undefined, page: number) => useQuery(depositsQueryOptions(status, page));

export const withdrawalsQueryOptions = (status: WithdrawalStatus | undefined, page: number) =>
  queryOptions({
    queryKey: paymentRequestKeys.withdrawals(status, page),
    queryFn: ({ signal }) =>
      adminApi.get<{ withdrawals: AdminWithdrawal[]; total: number }>('/api/admin/withdrawals', {
        signal,
        query: { status, page, page_size: QUEUE_PAGE_SIZE },
        fallbackMessage: 'Failed to load withdrawals',
      }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
    staleTime: 0,
  });

export const useWithdrawals = (status: WithdrawalStatus | undefined, page: number) => useQuery(withdrawalsQueryOptions(status, page));

/** The receipt is served only with the operator's token, so it is fetched as a blob, not linked. */
export async function fetchReceipt(id: number, signal?: AbortSignal): Promise<Blob> {
  const token = adminSession.getToken();
  const response = await fetch(`/api/admin/deposits/${id}/receipt`, { signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(response.status === 404 ? 'Receipt not found' : 'Failed to load receipt');
  return response.blob();
}

export const receiptQueryOptions = (id: number) =>
  queryOptions({ queryKey: paymentRequestKeys.receipt(id), queryFn: ({ signal }) => fetchReceipt(id, signal), staleTime: Infinity, gcTime: 5 * 60_000 });

export const useReceipt = (id: number, isEnabled = true) => useQuery({ ...receiptQueryOptions(id), enabled: isEnabled });

export type Decision = {
  kind: 'deposit' | 'withdrawal';
  id: number;
  action: 'approve' | 'reject';
  reason?: string;
  utr?: string;
  /** Paying a withdrawal held for review: the operator's reason, confirmed. */
  review?: SharedAccountReview;
};

export async function decide({ kind, id, action, reason, utr, review }: Decision): Promise<string> {
  const path = `/api/admin/${kind}s/${id}/${action}`;
  const body = action === 'reject' ? { reason } : utr || review ? { ...(utr ? { utr } : {}), ...(review ? { review } : {}) } : undefined;
  const fallback = `Failed to ${action === 'approve' ? (kind === 'deposit' ? 'approve deposit' : 'mark withdrawal paid') : `reject ${kind}`}`;
  const { message } = await adminApi.send<unknown>('POST', path, body, {
    headers: { 'Idempotency-Key': decisionKey(kind, id, action, reason ?? utr ?? '', review?.reason ?? '') },
    fallbackMessage: fallback,
  });
  return message ?? 'Done';
}

/** One decision; the queues refresh after it, whether it was taken or refused (someone else may have decided). */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentRequestKeys.all }),
  });
}
