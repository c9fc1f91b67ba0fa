import { cardFromIndex, type Card } from './hilo';
import type { TableGame } from './tables';

// Teen Patti 20-20 (the one-table "Player A v Player B" game of Indian sites). Each round deals
// six cards from the top of a freshly shuffled 52-card deck, alternately A, B, A, B, A, B, and the
// better three-card hand wins. Hand ranking, best first:
//   trail (three of a kind: A-A-A best, 2-2-2 lowest)
//   pure sequence (three in a row, one suit)
//   sequence (three in a row)
//   colour (three of one suit)
//   pair
//   high card
// In sequences the ace plays high or low: A-K-Q is the best, A-2-3 the second best, then K-Q-J
// down to 4-3-2. Within colour and high card, the highest card decides, then the second, then the
// third; a pair is judged on its rank, then on the odd card. Suits never rank: two hands of equal
// ranks tie.
// Bets and what they pay back per unit staked (stake included):
//   Player A, Player B   1.98 (0.98 to 1) · a tie returns the stake of both
//   Pair Plus A / B      on that player's hand alone: pair 2 (1 to 1), colour 5 (4 to 1),
//                        sequence 7 (6 to 1), trail 31 (30 to 1), pure sequence 41 (40 to 1)
// Exact RTP, by enumerating every deal (teen-patti.test.ts): of the 407,170,400 ordered pairs of
// hands, 450,528 tie (0.1106%), A and B win half the rest each, so a bet on a player returns
// 0.99 + 0.01 × P(tie) = 99.0011% (house edge 0.9889%). Pair Plus returns 21,588 / 22,100 =
// 97.6833% (house edge 2.3167%, the standard Pair Plus table's).

export const TEEN_PATTI_BETS = ['player_a', 'player_b', 'pair_plus_a', 'pair_plus_b'] as const;
export type TeenPattiBet = (typeof TEEN_PATTI_BETS)[number];

export const TEEN_PATTI_HAND_CATEGORIES = ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'] as const;
export type TeenPattiHandCategory = (typeof TEEN_PATTI_HAND_CATEGORIES)[number];

export const TEEN_PATTI_HAND_NAMES: Readonly<Record<TeenPattiHandCategory, string>> = {
  'high-card': 'High card',
  pair: 'Pair',
  colour: 'Colour',
  sequence: 'Sequence',
  'pure-sequence': 'Pure sequence',
  trail: 'Trail',
};

/** What a winning bet on a player pays back per unit staked. */
export const TEEN_PATTI_PLAYER_MULTIPLIER = 1.98;

/** Pair Plus: what the player's own hand pays back per unit staked (0 for a high card). */
export const TEEN_PATTI_PAIR_PLUS_MULTIPLIERS: Readonly<Record<TeenPattiHandCategory, number>> = {
  'high-card': 0,
  pair: 2,
  colour: 5,
  sequence: 7,
  trail: 31,
  'pure-sequence': 41,
};

export const TEEN_PATTI_CARDS_PER_ROUND = 6;

export interface TeenPattiHand {
  readonly cards: readonly Card[];
  readonly category: TeenPattiHandCategory;
  /** Orders hands: the higher wins, equal ties. */
  readonly strength: number;
}

export type TeenPattiWinner = 'A' | 'B' | 'tie';

export interface TeenPattiRound {
  /** The six cards in deal order: A, B, A, B, A, B. */
  readonly cards: readonly Card[];
  readonly handA: TeenPattiHand;
  readonly handB: TeenPattiHand;
  readonly winner: TeenPattiWinner;
}

/** Ace counts 14 in Teen Patti (high), except in the A-2-3 sequence. */
const teenPattiRank = (card: Card): number => (card.rank === 1 ? 14 : card.rank);

/** The sequence's place among sequences: A-K-Q 15, A-2-3 14, K-Q-J 13 … 4-3-2 4; 0 when not a sequence. */
function sequenceValue(ranksDescending: readonly number[]): number {
  const [high = 0, middle = 0, low = 0] = ranksDescending;
  if (high === 14 && middle === 3 && low === 2) return 14;
  if (high - middle === 1 && middle - low === 1) return high === 14 ? 15 : high;
  return 0;
}

/** category × 16³ + up to three tie-break ranks in base 16. */
function strengthOf(category: TeenPattiHandCategory, tieBreak: readonly number[]): number {
  const [a = 0, b = 0, c = 0] = tieBreak;
  return TEEN_PATTI_HAND_CATEGORIES.indexOf(category) * 16 ** 3 + a * 16 ** 2 + b * 16 + c;
}

export function rankTeenPattiHand(cards: readonly Card[]): TeenPattiHand {
  if (cards.length !== 3) throw new RangeError(`a Teen Patti hand has 3 cards, got ${cards.length}`);
  const ranks = cards.map(teenPattiRank).sort((x, y) => y - x);
  const [high = 0, middle = 0, low = 0] = ranks;
  const isColour = cards.every((card) => card.suit === cards[0]?.suit);
  const sequence = sequenceValue(ranks);
  const hand = (category: TeenPattiHandCategory, tieBreak: readonly number[]): TeenPattiHand => ({
    cards,
    category,
    strength: strengthOf(category, tieBreak),
  });
  if (high === low) return hand('trail', [high]);
  if (sequence > 0) return hand(isColour ? 'pure-sequence' : 'sequence', [sequence]);
  if (isColour) return hand('colour', ranks);
  if (high === middle) return hand('pair', [high, low]);
  if (middle === low) return hand('pair', [middle, high]);
  return hand('high-card', ranks);
}

export function compareTeenPattiHands(a: TeenPattiHand, b: TeenPattiHand): TeenPattiWinner {
  if (a.strength === b.strength) return 'tie';
  return a.strength > b.strength ? 'A' : 'B';
}

/** Deals a round from the top of a shuffled deck: cards 1, 3, 5 to Player A and 2, 4, 6 to Player B. */
export function dealTeenPatti(deck: readonly Card[]): TeenPattiRound {
  if (deck.length < TEEN_PATTI_CARDS_PER_ROUND) throw new RangeError(`a Teen Patti round needs ${TEEN_PATTI_CARDS_PER_ROUND} cards`);
  const cards = deck.slice(0, TEEN_PATTI_CARDS_PER_ROUND);
  const handA = rankTeenPattiHand(cards.filter((_, i) => i % 2 === 0));
  const handB = rankTeenPattiHand(cards.filter((_, i) => i % 2 === 1));
  return { cards, handA, handB, winner: compareTeenPattiHands(handA, handB) };
}

/** What `bet` pays back per unit staked on this round: 0 lost, 1 returned (a tie), more a win. */
export function teenPattiMultiplier(bet: TeenPattiBet, round: Pick<TeenPattiRound, 'handA' | 'handB' | 'winner'>): number {
  switch (bet) {
    case 'player_a':
    case 'player_b': {
      if (round.winner === 'tie') return 1;
      return round.winner === (bet === 'player_a' ? 'A' : 'B') ? TEEN_PATTI_PLAYER_MULTIPLIER : 0;
    }
    case 'pair_plus_a':
      return TEEN_PATTI_PAIR_PLUS_MULTIPLIERS[round.handA.category];
    case 'pair_plus_b':
      return TEEN_PATTI_PAIR_PLUS_MULTIPLIERS[round.handB.category];
  }
}

/** Ordered pairs of hands (A's three cards, then B's three of the other 49), and how many tie. */
export const TEEN_PATTI_DEALS = 22_100 * 18_424;
export const TEEN_PATTI_TIED_DEALS = 450_528;

const PLAYER_RTP = 0.99 + (0.01 * TEEN_PATTI_TIED_DEALS) / TEEN_PATTI_DEALS;
/** Pair Plus: 3,744 pairs × 2 + 1,096 colours × 5 + 720 sequences × 7 + 52 trails × 31 + 48 pure sequences × 41, over 22,100 hands. */
const PAIR_PLUS_RTP = 21_588 / 22_100;

/** The exact return to player of each bet (the tests enumerate every deal to check it). */
export const TEEN_PATTI_RTP: Readonly<Record<TeenPattiBet, number>> = {
  player_a: PLAYER_RTP,
  player_b: PLAYER_RTP,
  pair_plus_a: PAIR_PLUS_RTP,
  pair_plus_b: PAIR_PLUS_RTP,
};

const handText = (hand: TeenPattiHand) => `${TEEN_PATTI_HAND_NAMES[hand.category]} (${hand.cards.map((card) => card.label).join(' ')})`;

export const TEEN_PATTI: TableGame = {
  key: 'teenpatti',
  title: 'Teen Patti 20-20',
  decks: 1,
  cardsNeeded: TEEN_PATTI_CARDS_PER_ROUND,
  bets: [
    { key: 'player_a', label: 'Player A', pays: '0.98:1', rtp: TEEN_PATTI_RTP.player_a },
    { key: 'player_b', label: 'Player B', pays: '0.98:1', rtp: TEEN_PATTI_RTP.player_b },
    { key: 'pair_plus_a', label: 'Pair Plus A', pays: '1:1 to 40:1', rtp: TEEN_PATTI_RTP.pair_plus_a },
    { key: 'pair_plus_b', label: 'Pair Plus B', pays: '1:1 to 40:1', rtp: TEEN_PATTI_RTP.pair_plus_b },
  ],
  rules: [
    'One deck, shuffled for every round. Three cards each to Player A and Player B, dealt A, B, A, B, A, B; the better hand wins.',
    'Hands, best first: Trail (three of a kind), Pure sequence, Sequence, Colour, Pair, High card. A-K-Q is the best sequence and A-2-3 the second best; K-A-2 is not a sequence.',
    'Equal hands are judged card by card from the highest (a pair on its pair, then the odd card); suits never rank, so hands of the same ranks tie.',
    'Player A and Player B pay 0.98:1. On a tie both get their stake back.',
    'Pair Plus A / B pays on that player’s own hand: Pair 1:1, Colour 4:1, Sequence 6:1, Trail 30:1, Pure sequence 40:1.',
  ],
  deal(shoe) {
    const round = dealTeenPatti(shoe.map(cardFromIndex));
    const multipliers = Object.fromEntries(TEEN_PATTI_BETS.map((bet) => [bet, teenPattiMultiplier(bet, round)]));
    const versus = `${handText(round.handA)} against ${handText(round.handB)}`;
    return {
      cards: round.cards.map((card, i) => ({ card: card.index, spot: i % 2 === 0 ? 'a' : 'b' })),
      road: round.winner === 'tie' ? 'T' : round.winner,
      summary: round.winner === 'tie' ? `Tie: ${versus}` : `Player ${round.winner} wins: ${versus}`,
      multipliers,
    };
  },
};
