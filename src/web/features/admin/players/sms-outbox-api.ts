import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsOutboxPage } from '@shared/schemas/sms';
import { adminApi } from '../shared/admin-session';

// GET /api/admin/sms-outbox?page=&page_size=&phone_number=: what the outbox gateway sent, newest first.

export const SMS_PAGE_SIZE = 25;

export const smsOutboxKeys = { all: ['admin', 'sms-outbox'] as const };

export const smsOutboxQueryOptions = (page: number, phoneNumber: string) =>
  queryOptions({
    queryKey: [...smsOutboxKeys.all, page, phoneNumber] as const,
    queryFn: ({ signal }) =>
      adminApi.get<SmsOutboxPage>('/api/admin/sms-outbox', { signal, query: { page, page_size: SMS_PAGE_SIZE, phone_number: phoneNumber || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSmsOutbox(page: number, phoneNumber: string) {
  return useQuery(smsOutboxQueryOptions(page, phoneNumber));
}
