import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/content';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';

// GET /api/notifications (the ticker; spec §7: at start and every 10 minutes). The notifications
// page's list is in all-notifications.ts, loaded with that page.

export const NOTIFICATION_REFRESH_MS = 600_000;
/**
 * Spec §8, the same words as FALLBACK_NOTIFICATION in src/shared/schemas/content.ts. Kept as a
 * literal here: importing that module at runtime would pull zod into the first page's bundle.
 */
export const FALLBACK_NOTIFICATION = 'Market is started in our exchange — Offering Match Odds';

/** By language: the server answers the operator's version in the language the request asks for. */
export const notificationKeys = {
  ticker: (language: Language) => ['content', 'notifications', 'ticker', language] as const,
  all: (language: Language) => ['content', 'notifications', 'all', language] as const,
};

/** The list an answer holds, without blank messages. */
export function readList(data: { notifications?: unknown }): Notification[] {
  return Array.isArray(data.notifications) ? (data.notifications as Notification[]).filter((item) => typeof item.message === 'string' && item.message) : [];
}

export async function fetchTickerNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return readList(await api.get<{ notifications?: unknown }>('/api/notifications', { signal, anonymous: true }));
}

export const tickerQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: notificationKeys.ticker(language),
    queryFn: ({ signal }) => fetchTickerNotifications(signal),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    staleTime: NOTIFICATION_REFRESH_MS,
  });

/** Whether a message is for this reader: a visitor-only one (an invitation to register) is not shown to a signed-in player, and the reverse. */
export function isForReader(item: Pick<Notification, 'audience'>, isSignedIn: boolean): boolean {
  if (item.audience === 'visitors') return !isSignedIn;
  if (item.audience === 'players') return isSignedIn;
  return true;
}

/** The ticker's messages for this reader; a failure or an empty list falls back to spec §8's line. */
export function useTickerMessages(): { messages: string[]; isLoading: boolean } {
  const query = useQuery(tickerQueryOptions(useLanguage()));
  const isSignedIn = useSessionUser() !== undefined;
  if (query.isPending) return { messages: [], isLoading: true };
  const messages = (query.data ?? []).filter((item) => isForReader(item, isSignedIn)).map((item) => item.message);
  return { messages: messages.length > 0 ? messages : [FALLBACK_NOTIFICATION], isLoading: false };
}
