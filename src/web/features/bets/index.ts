import { lazy } from 'react';

// What the shell uses from the player's bets. Pages are routed from app/routes.tsx.

/** The right sidebar's Open Bets tab: its own chunk, loaded when the tab opens. */
export const OpenBetsPanel = lazy(async () => ({ default: (await import('./open-bets-panel')).OpenBetsPanel }));
