import { lazy, type ComponentType } from 'react';

/** A route's page as its own chunk: `lazyPage(() => import('./x-page'), 'XPage')`. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
