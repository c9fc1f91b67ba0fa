// A player's own notifications: notifyPlayer for any module that has something to tell a player
// (in the transaction of what caused it), and the player's routes to read them.
export { noticeTexts } from './notice-texts';
export { notifyPlayer, notifyPlayers } from './notify-player';
export { notificationRoutes } from './routes';
