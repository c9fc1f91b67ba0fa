// The player as the API shows them (sign-in answers it too), and the user routes.
export { userRoutes } from './routes';
export { buildUserObject, findUserObject } from './user-object';
export { startUserSettings } from './settings';
