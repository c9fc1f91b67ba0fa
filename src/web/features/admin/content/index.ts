import { lazyPage } from '@web/components/lazy-page';

// The content area: promotions and Refer & Earn, referral codes, banners, notifications and the
// ticker, and the site settings. Other code uses this area only through this file; each screen is
// a chunk of its own.

export const contentPages = {
  ReferralCodes: lazyPage(() => import('./referral-codes-screen'), 'ReferralCodesScreen'),
  Promotions: lazyPage(() => import('./promotions-screen'), 'PromotionsScreen'),
  Banners: lazyPage(() => import('./banners-screen'), 'BannersScreen'),
  Notifications: lazyPage(() => import('./notifications-screen'), 'NotificationsScreen'),
  SiteSettings: lazyPage(() => import('./site-settings-screen'), 'SiteSettingsScreen'),
};

// A bonus credited to one player, on the player page (players area).
export { BonusCreditPanel } from './promotions-panels';
