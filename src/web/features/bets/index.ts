import { lazy } from 'react';

// What the shell and other features use from the player's bets. Pages are routed from app/routes.tsx.

export { betKeys } from './api/keys';

/** The right sidebar's Open Bets tab: its own chunk, loaded when the tab opens. */
export const OpenBetsPanel = lazy(async () => ({ default: (await import('./open-bets-panel')).OpenBetsPanel }));
