import { useEffect } from 'react';

/**
 * The shared auth schemas (and zod with them) load apart from the login and register pages, so
 * the form paints without waiting for the validator; they arrive while the player types.
 */
export function loadAuthSchemas() {
  return import('@shared/schemas/auth');
}

/** Starts loading the schemas once the page has painted. */
export function usePreloadAuthSchemas(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => void loadAuthSchemas(), 300);
    return () => window.clearTimeout(timer);
  }, []);
}
