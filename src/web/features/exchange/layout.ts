import { useSyncExternalStore } from 'react';

// The bet slip lives in the right sidebar where the sidebar shows (Tailwind's xl, 1280 px, as in
// the shell) and in a dialog below that.

const DESKTOP_QUERY = '(min-width: 1280px)';

export function isDesktopLayout(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

function subscribe(listener: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useIsDesktopLayout(): boolean {
  return useSyncExternalStore(subscribe, isDesktopLayout, () => false);
}
