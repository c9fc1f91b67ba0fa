// What the shell and the home page use from content.
export { NotificationTicker } from './notification-ticker';
export { BannerCarousel } from './banner-carousel';
export { prefetchBanners } from './api/banners';
