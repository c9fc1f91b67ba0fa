import { isRecord } from '../../lib/local-store';

// Spec §2 Game player: the URL and title come from navigation state or the query string.

export type GameTarget = { url: string | undefined; title: string };

/** Only http(s) pages go into the frame: a query string could otherwise carry javascript: or data:. */
export function safeGameUrl(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function readGameTarget(state: unknown, search: URLSearchParams, origin: string): GameTarget {
  const fromState = isRecord(state) ? state : {};
  const rawUrl = typeof fromState.gameUrl === 'string' ? fromState.gameUrl : search.get('url');
  const rawTitle = typeof fromState.gameTitle === 'string' ? fromState.gameTitle : search.get('title');
  return { url: safeGameUrl(rawUrl, origin), title: rawTitle?.trim() || 'Game' };
}
