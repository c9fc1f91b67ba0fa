import { lazyPage } from '@web/components/lazy-page';

// The Matka area: declaring, correcting and voiding draws, the book, rates and limits. Other code
// uses this area only through this file; the screen is a chunk of its own.

export const matkaPages = {
  Results: lazyPage(() => import('./matka-results-screen'), 'MatkaResultsScreen'),
};
