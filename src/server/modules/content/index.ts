// Banners, the ticker and the master referral code: routes and demo content.
export { contentAdminRoutes } from './admin-routes';
export { contentRoutes } from './routes';
export { contentLanguagesSeed, contentSeed, supportContactSeed } from './seed';
