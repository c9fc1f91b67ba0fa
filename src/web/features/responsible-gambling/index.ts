import { lazy } from 'react';

// What the site shell imports from responsible gambling: the reality-check dialog, loaded only
// for a signed-in player. The page itself is a lazy route (app/routes.tsx).
export const RealityCheck = lazy(async () => ({ default: (await import('./reality-check')).RealityCheck }));
