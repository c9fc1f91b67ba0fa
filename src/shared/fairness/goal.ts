import { cardFromIndex, type Card } from './hilo';
import type { TableGame } from './tables';

// Goal: a penalty kick every round, at fixed odds. The kick is the top card of a freshly shuffled
// 52-card deck (the same provably fair shoe as the card tables), read on a published table:
//   the rank decides what happens:  2–10 Goal (36 cards) · J, Q Saved (8) · K, A Missed (8)
//   the suit decides where the ball goes: ♠ top left · ♥ top right · ♦ bottom left · ♣ bottom right
// so P(Goal) = 9/13, P(Saved) = P(Missed) = 2/13, and each corner 1/4 whatever the result.
// Bets and what they pay back per unit staked (stake included), with the exact RTP:
//   Goal 1.41 (9/13 × 1.41 = 97.615%) · No Goal (saved or missed) 3.17 (4/13 × 3.17 = 97.538%)
//   Saved 6.34 · Missed 6.34 (2/13 × 6.34 = 97.538%) · a corner 3.9 (1/4 × 3.9 = 97.5%)
// The keeper's dive is a picture of the result, not a second draw: he reaches the ball's corner on
// a save and goes the wrong way (the other side, same height) on a goal or a miss.

export const GOAL_CARDS_PER_ROUND = 1;

export const GOAL_RESULTS = ['goal', 'saved', 'missed'] as const;
export type GoalResult = (typeof GOAL_RESULTS)[number];

export const GOAL_CORNERS = ['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export type GoalCorner = (typeof GOAL_CORNERS)[number];

export const GOAL_BETS = ['goal', 'no_goal', 'saved', 'missed', ...GOAL_CORNERS] as const;
export type GoalBet = (typeof GOAL_BETS)[number];

export const GOAL_MULTIPLIERS: Readonly<Record<GoalBet, number>> = {
  goal: 1.41,
  no_goal: 3.17,
  saved: 6.34,
  missed: 6.34,
  top_left: 3.9,
  top_right: 3.9,
  bottom_left: 3.9,
  bottom_right: 3.9,
};

export interface GoalKick {
  readonly card: Card;
  readonly result: GoalResult;
  /** Where the ball goes (wide of that corner on a miss). */
  readonly corner: GoalCorner;
  /** Where the keeper dives. */
  readonly dive: GoalCorner;
}

const CORNER_BY_SUIT: Readonly<Record<Card['suit'], GoalCorner>> = {
  '♠': 'top_left',
  '♥': 'top_right',
  '♦': 'bottom_left',
  '♣': 'bottom_right',
};

const OTHER_SIDE: Readonly<Record<GoalCorner, GoalCorner>> = {
  top_left: 'top_right',
  top_right: 'top_left',
  bottom_left: 'bottom_right',
  bottom_right: 'bottom_left',
};

function resultOfRank(rank: number): GoalResult {
  if (rank === 11 || rank === 12) return 'saved';
  if (rank === 13 || rank === 1) return 'missed';
  return 'goal';
}

/** The round's kick from the top card of a shuffled deck. */
export function kickGoal(deck: readonly Card[]): GoalKick {
  const card = deck[0];
  if (card === undefined) throw new RangeError('a Goal round needs a card');
  const result = resultOfRank(card.rank);
  const corner = CORNER_BY_SUIT[card.suit];
  return { card, result, corner, dive: result === 'saved' ? corner : OTHER_SIDE[corner] };
}

/** What `bet` pays back per unit staked on this kick: 0 when it loses. */
export function goalMultiplier(bet: GoalBet, kick: Pick<GoalKick, 'result' | 'corner'>): number {
  const wins = bet === 'no_goal' ? kick.result !== 'goal' : bet === kick.result || bet === kick.corner;
  return wins ? GOAL_MULTIPLIERS[bet] : 0;
}

/** Cards of the 52 that win each bet. */
const WINNING_CARDS: Readonly<Record<GoalBet, number>> = {
  goal: 36,
  no_goal: 16,
  saved: 8,
  missed: 8,
  top_left: 13,
  top_right: 13,
  bottom_left: 13,
  bottom_right: 13,
};

/** The exact return to player of a bet: winning cards / 52 × multiplier (the tests count the cards). */
export function goalRtp(bet: GoalBet): number {
  return (WINNING_CARDS[bet] * GOAL_MULTIPLIERS[bet]) / 52;
}

const RESULT_WORDS: Readonly<Record<GoalResult, string>> = { goal: 'Goal', saved: 'Saved', missed: 'Missed' };
const CORNER_WORDS: Readonly<Record<GoalCorner, string>> = {
  top_left: 'top left',
  top_right: 'top right',
  bottom_left: 'bottom left',
  bottom_right: 'bottom right',
};

export const GOAL: TableGame = {
  key: 'goal',
  title: 'Goal',
  decks: 1,
  cardsNeeded: GOAL_CARDS_PER_ROUND,
  bets: [
    { key: 'goal', label: 'Goal', pays: '0.41:1', rtp: goalRtp('goal') },
    { key: 'no_goal', label: 'No Goal', pays: '2.17:1', rtp: goalRtp('no_goal') },
    { key: 'saved', label: 'Saved', pays: '5.34:1', rtp: goalRtp('saved') },
    { key: 'missed', label: 'Missed', pays: '5.34:1', rtp: goalRtp('missed') },
    ...GOAL_CORNERS.map((corner) => ({ key: corner, label: CORNER_WORDS[corner].replace(/^./, (c) => c.toUpperCase()), pays: '2.9:1', rtp: goalRtp(corner) })),
  ],
  rules: [
    'One penalty kick a round. The kick is the top card of a deck shuffled for the round: its rank decides the result, its suit the corner.',
    '2 to 10: Goal (36 cards). J or Q: Saved (8). K or A: Missed (8).',
    '♠ top left, ♥ top right, ♦ bottom left, ♣ bottom right: each corner 1 in 4, whatever the result.',
    'Goal pays 0.41:1, No Goal (saved or missed) 2.17:1, Saved and Missed 5.34:1 each, the corner of the kick 2.9:1.',
  ],
  deal(shoe) {
    const kick = kickGoal(shoe.map(cardFromIndex));
    const multipliers = Object.fromEntries(GOAL_BETS.map((bet) => [bet, goalMultiplier(bet, kick)]));
    return {
      cards: [{ card: kick.card.index, spot: 'kick' }],
      road: kick.result === 'goal' ? 'G' : kick.result === 'saved' ? 'S' : 'M',
      summary: `${RESULT_WORDS[kick.result]}: ${CORNER_WORDS[kick.corner]} (${kick.card.label})`,
      multipliers,
    };
  },
};
