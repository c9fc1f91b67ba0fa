// The roots of the query keys one back-office area refreshes after another's action (as
// src/web/lib/query-keys.ts does for the player site's features): a bonus credited on the
// promotions screen refreshes the player's page. Each area builds its own keys under its root.
export const adminQueryRoots = {
  players: ['admin', 'players'],
} as const;
