import { lazy } from 'react';

// What the shell and the home page use from content.
export { NotificationTicker } from './notification-ticker';
/** Home's banner carousel, below the markets: its own chunk, not the first download's. */
export const BannerCarousel = lazy(async () => ({ default: (await import('./banner-carousel')).BannerCarousel }));
