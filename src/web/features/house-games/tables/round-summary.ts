import { t } from '@lingui/core/macro';
import { GOAL_CORNERS, TEEN_PATTI_HAND_NAMES, type GoalCorner, type TableGameKey, type TeenPattiHandCategory } from '@shared/fairness';
import { cornerInText, handName } from './table-texts';

// A round's result in words, in the player's language. The API sends the shared deal's English
// summary (the `summary` of each table's deal in src/shared/fairness), stored with the round; it is
// read back here by its table's forms and said again in the site's language. In English the text
// is the API's word for word (round-summary.test.ts deals every form); one this build does not
// know is shown as it came.

const CARD = '(\\S+)';

function dragonTiger(summary: string): string | undefined {
  const match = new RegExp(`^(Suited tie|Tie|Dragon wins|Tiger wins): ${CARD} against ${CARD}$`).exec(summary);
  if (!match) return undefined;
  // The winner's card comes first; a tie reads Dragon's first.
  const [, result, first = '', second = ''] = match;
  if (result === 'Suited tie') return t`Suited tie: ${first} against ${second}`;
  if (result === 'Tie') return t`Tie: ${first} against ${second}`;
  return result === 'Dragon wins' ? t`Dragon wins: ${first} against ${second}` : t`Tiger wins: ${first} against ${second}`;
}

function luckySeven(summary: string): string | undefined {
  const match = new RegExp(`^${CARD}: (under 7|over 7|seven)$`).exec(summary);
  if (!match) return undefined;
  const [, card = '', result] = match;
  if (result === 'under 7') return t`${card}: under 7`;
  return result === 'over 7' ? t`${card}: over 7` : t`${card}: seven`;
}

function andarBahar(summary: string): string | undefined {
  const match = new RegExp(`^(Andar|Bahar) wins: ${CARD} matches the joker ${CARD} on card (\\d+)$`).exec(summary);
  if (!match) return undefined;
  const [, side, card = '', joker = '', count = ''] = match;
  return side === 'Andar'
    ? t`Andar wins: ${card} matches the joker ${joker} on card ${count}`
    : t`Bahar wins: ${card} matches the joker ${joker} on card ${count}`;
}

const HAND_BY_NAME = new Map(Object.entries(TEEN_PATTI_HAND_NAMES).map(([category, name]) => [name, category as TeenPattiHandCategory]));

/** 'Pair (A♠ A♥ 5♣)' in the site's language. */
function teenPattiHand(name: string, cards: string): string | undefined {
  const category = HAND_BY_NAME.get(name);
  return category ? `${handName(category)} (${cards})` : undefined;
}

function teenPatti(summary: string): string | undefined {
  const match = /^(Tie|Player A wins|Player B wins): (.+?) \(([^)]+)\) against (.+?) \(([^)]+)\)$/.exec(summary);
  if (!match) return undefined;
  const [, result = '', nameA = '', cardsA = '', nameB = '', cardsB = ''] = match;
  const handA = teenPattiHand(nameA, cardsA);
  const handB = teenPattiHand(nameB, cardsB);
  if (!handA || !handB) return undefined;
  if (result === 'Tie') return t`Tie: ${handA} against ${handB}`;
  return result === 'Player A wins' ? t`Player A wins: ${handA} against ${handB}` : t`Player B wins: ${handA} against ${handB}`;
}

function baccarat(summary: string): string | undefined {
  const match = /^(Player wins|Banker wins|Tie): Player (\d), Banker (\d)$/.exec(summary);
  if (!match) return undefined;
  const [, result, player = '', banker = ''] = match;
  if (result === 'Tie') return t`Tie: Player ${player}, Banker ${banker}`;
  return result === 'Player wins' ? t`Player wins: Player ${player}, Banker ${banker}` : t`Banker wins: Player ${player}, Banker ${banker}`;
}

function goal(summary: string): string | undefined {
  const match = new RegExp(`^(Goal|Saved|Missed): (top left|top right|bottom left|bottom right) \\(${CARD}\\)$`).exec(summary);
  const cornerKey = match?.[2]?.replace(' ', '_');
  const found = GOAL_CORNERS.find((key): key is GoalCorner => key === cornerKey);
  if (!match || !found) return undefined;
  const [, result, , card = ''] = match;
  const corner = cornerInText(found);
  if (result === 'Goal') return t`Goal: ${corner} (${card})`;
  return result === 'Saved' ? t`Saved: ${corner} (${card})` : t`Missed: ${corner} (${card})`;
}

const READERS: Readonly<Record<TableGameKey, (summary: string) => string | undefined>> = {
  'dragon-tiger': dragonTiger,
  '7-up-down': luckySeven,
  'andar-bahar': andarBahar,
  teenpatti: teenPatti,
  baccarat,
  goal,
};

/** The round's result as the API wrote it, in the site's language. */
export function roundSummary(game: TableGameKey, summary: string): string {
  return READERS[game](summary) ?? summary;
}
