import { cardLabel, cardRank, isRedCard } from './cards';
import type { TableGame, TableOutcome } from './tables';

// Dragon Tiger, as the Indian sites deal it: an 8-deck shoe, one card to Dragon, one to Tiger;
// the higher card wins, ace low (A = 1 … K = 13), suits do not rank. Dragon and Tiger pay 1:1;
// on a tie they lose half the stake (half back). Tie pays 11:1, Suited Tie (same rank and suit)
// 50:1; a suited tie wins the Tie bet too. Colour side bets on each hand's card pay 0.98:1.
// Exact chances over the 416 × 415 ordered deals: tie 31/415, suited tie 7/415, each side
// 192/415, red 1/2.

const SHOE = 416;
const TIE = 31 / (SHOE - 1);
const SUITED_TIE = 7 / (SHOE - 1);
const SIDE_WINS = (1 - TIE) / 2;

export const DRAGON_TIGER_PAYS = {
  dragon: 2,
  tiger: 2,
  tie: 12,
  suited_tie: 51,
  dragon_red: 1.98,
  dragon_black: 1.98,
  tiger_red: 1.98,
  tiger_black: 1.98,
} as const;
/** What a Dragon or Tiger bet gets back on a tie. */
export const DRAGON_TIGER_TIE_REFUND = 0.5;

export function dealDragonTiger(shoe: readonly number[]): TableOutcome {
  const [dragon, tiger] = shoe;
  if (dragon === undefined || tiger === undefined) throw new RangeError('Dragon Tiger deals 2 cards');
  const d = cardRank(dragon);
  const t = cardRank(tiger);
  const isTie = d === t;
  const isSuited = isTie && dragon === tiger;
  const pays = DRAGON_TIGER_PAYS;
  const multipliers: Record<string, number> = {
    dragon: isTie ? DRAGON_TIGER_TIE_REFUND : d > t ? pays.dragon : 0,
    tiger: isTie ? DRAGON_TIGER_TIE_REFUND : t > d ? pays.tiger : 0,
    tie: isTie ? pays.tie : 0,
    suited_tie: isSuited ? pays.suited_tie : 0,
    dragon_red: isRedCard(dragon) ? pays.dragon_red : 0,
    dragon_black: isRedCard(dragon) ? 0 : pays.dragon_black,
    tiger_red: isRedCard(tiger) ? pays.tiger_red : 0,
    tiger_black: isRedCard(tiger) ? 0 : pays.tiger_black,
  };
  // The winner's card first: "Tiger wins: 10♠ against 9♦" (a tie keeps Dragon's first).
  const cards = `${cardLabel(dragon)} against ${cardLabel(tiger)}`;
  const tigerFirst = `${cardLabel(tiger)} against ${cardLabel(dragon)}`;
  return {
    cards: [
      { card: dragon, spot: 'dragon' },
      { card: tiger, spot: 'tiger' },
    ],
    road: isTie ? 'Tie' : d > t ? 'D' : 'T',
    summary: isSuited ? `Suited tie: ${cards}` : isTie ? `Tie: ${cards}` : d > t ? `Dragon wins: ${cards}` : `Tiger wins: ${tigerFirst}`,
    multipliers,
  };
}

export const DRAGON_TIGER: TableGame = {
  key: 'dragon-tiger',
  title: 'Dragon Tiger',
  decks: 8,
  cardsNeeded: 2,
  bets: [
    { key: 'dragon', label: 'Dragon', pays: '1:1', rtp: 2 * SIDE_WINS + DRAGON_TIGER_TIE_REFUND * TIE },
    { key: 'tie', label: 'Tie', pays: '11:1', rtp: 12 * TIE },
    { key: 'tiger', label: 'Tiger', pays: '1:1', rtp: 2 * SIDE_WINS + DRAGON_TIGER_TIE_REFUND * TIE },
    { key: 'suited_tie', label: 'Suited Tie', pays: '50:1', rtp: 51 * SUITED_TIE },
    { key: 'dragon_red', label: 'Dragon Red', pays: '0.98:1', rtp: 0.99 },
    { key: 'dragon_black', label: 'Dragon Black', pays: '0.98:1', rtp: 0.99 },
    { key: 'tiger_red', label: 'Tiger Red', pays: '0.98:1', rtp: 0.99 },
    { key: 'tiger_black', label: 'Tiger Black', pays: '0.98:1', rtp: 0.99 },
  ],
  rules: [
    'Eight decks, shuffled for every round. One card to Dragon, one to Tiger; the higher card wins. Ace is low (A = 1, K = 13); suits do not rank.',
    'Dragon and Tiger pay 1:1. On a tie, Dragon and Tiger bets get half the stake back.',
    'Tie pays 11:1 on any tie; Suited Tie (same rank and suit) pays 50:1.',
    'Red and Black on Dragon’s or Tiger’s card pay 0.98:1.',
  ],
  deal: dealDragonTiger,
};
