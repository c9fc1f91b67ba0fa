// A player's own notifications: notifyPlayer for any module that has something to tell a player
// (in the transaction of what caused it), tellSecurityChange for a change of how they sign in or
// get paid (a notification and an SMS), and the player's routes to read them.
export { noticeTexts } from './notice-texts';
export { notifyPlayer, notifyPlayers } from './notify-player';
export { notificationRoutes } from './routes';
export { securityChangeText, tellSecurityChange, type SecurityChange } from './security-notice';
