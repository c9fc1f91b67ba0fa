import { ANDAR_BAHAR } from './andar-bahar';
import { BACCARAT } from './baccarat';
import { deriveShoe } from './cards';
import { DRAGON_TIGER } from './dragon-tiger';
import { GOAL } from './goal';
import { LUCKY_SEVEN } from './lucky-seven';
import { TEEN_PATTI } from './teen-patti';
import type { TableGame, TableOutcome } from './tables';

// Every shared-round card table, by its key (the launch slug and the frame's page). Adding a
// table: its pure deal in src/shared/fairness/<game>.ts, then one line here.

export const TABLE_GAMES = {
  'dragon-tiger': DRAGON_TIGER,
  '7-up-down': LUCKY_SEVEN,
  'andar-bahar': ANDAR_BAHAR,
  teenpatti: TEEN_PATTI,
  baccarat: BACCARAT,
  goal: GOAL,
} as const satisfies Record<string, TableGame>;

export type TableGameKey = keyof typeof TABLE_GAMES;
export const TABLE_GAME_KEYS = Object.keys(TABLE_GAMES) as TableGameKey[];

export function isTableGameKey(key: string): key is TableGameKey {
  return Object.hasOwn(TABLE_GAMES, key);
}

/** Re-deals a round from its revealed hash: what the server dealt, and what the Fairness page checks. */
export async function dealTableRound(game: TableGameKey, roundHash: string): Promise<TableOutcome> {
  const table: TableGame = TABLE_GAMES[game];
  return table.deal(await deriveShoe({ roundHash, table: table.key, decks: table.decks, count: table.cardsNeeded }));
}
