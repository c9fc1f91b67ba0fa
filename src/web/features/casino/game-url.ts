import { isRecord } from '@web/lib/local-store';

// Spec §2 Game player: the URL and title come from navigation state or the query string. Only a
// URL a launch answered goes into the frame: the launch hands it over in navigation state (no
// other site can set that), and a `?url=` link is framed only when it is this site's own (the
// house games' /play/...) or on the origin of a provider a launch in this tab already answered.
// Anything else, and any address that is not http(s), is refused.

export type GameTarget = { url: string | undefined; title: string; isRefused: boolean };

const ORIGINS_KEY = 'lotus_game_origins';

function httpUrl(raw: string, origin: string): URL | undefined {
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function launchedOrigins(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ORIGINS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Called with each URL a launch answers: its provider's origin may then be opened by link in this tab. */
export function rememberGameOrigin(gameUrl: string, origin: string = window.location.origin): void {
  const url = httpUrl(gameUrl, origin);
  if (!url || url.origin === origin) return;
  const origins = launchedOrigins();
  if (origins.includes(url.origin)) return;
  try {
    sessionStorage.setItem(ORIGINS_KEY, JSON.stringify([...origins, url.origin].slice(-20)));
  } catch {
    // Storage full or blocked: the link form simply stays same-origin only.
  }
}

/** A `?url=` address: this site's own, or a launched provider's origin. */
export function safeGameUrl(raw: string, origin: string): string | undefined {
  const url = httpUrl(raw, origin);
  if (!url) return undefined;
  return url.origin === origin || launchedOrigins().includes(url.origin) ? url.href : undefined;
}

/** fallbackTitle: what the page calls a game that came without a title (in the site's language). */
export function readGameTarget(state: unknown, search: URLSearchParams, origin: string, fallbackTitle = 'Game'): GameTarget {
  const fromState = isRecord(state) ? state : {};
  const rawTitle = typeof fromState.gameTitle === 'string' ? fromState.gameTitle : search.get('title');
  const title = rawTitle?.trim() || fallbackTitle;
  if (typeof fromState.gameUrl === 'string' && fromState.gameUrl) {
    const url = httpUrl(fromState.gameUrl, origin);
    return { url: url?.href, title, isRefused: !url };
  }
  const raw = search.get('url');
  if (!raw) return { url: undefined, title, isRefused: false };
  const url = safeGameUrl(raw, origin);
  return { url, title, isRefused: !url };
}
