import { lazyPage } from '@web/components/lazy-page';

// The players area: the players list, one player's page (details, actions, limits, sections) and
// the SMS outbox. Other code uses this area only through this file; each screen is a chunk of its own.

export const playersPages = {
  Players: lazyPage(() => import('./players-screen'), 'PlayersScreen'),
  Player: lazyPage(() => import('./player-screen'), 'PlayerScreen'),
  SmsOutbox: lazyPage(() => import('./sms-outbox-screen'), 'SmsOutboxScreen'),
};
