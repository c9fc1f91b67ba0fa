import { lazy } from 'react';

// What the home page uses from the exchange. Apart from ../index.ts on purpose: that one also
// carries the bet slip's wrappers (and their dialog), which the home page's own chunk must not
// pull in before the first screen.

/** Home's exchange sections (In Play, Upcoming Events), then its children once they answered: their own chunk, after the home page. */
export const HomeExchange = lazy(async () => ({ default: (await import('./home-exchange')).HomeExchange }));
