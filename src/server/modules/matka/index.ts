// Matka: routes and demo content.
export { matkaAdminRoutes } from './admin-routes';
export { matkaRoutes } from './routes';
export { matkaSeed } from './seed';
