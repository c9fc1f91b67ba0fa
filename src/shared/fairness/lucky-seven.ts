import { cardLabel, cardRank, isRedCard } from './cards';
import type { TableGame, TableOutcome } from './tables';

// 7 Up Down (Lucky 7): one card from a single deck, ace = 1. Under 7 (A–6) and Over 7 (8–K) pay
// 1:1 and both lose on a 7; Seven pays 11:1. Side bets: Red or Black pays 0.95:1; Odd (A, 3, 5, 7,
// 9, J, K) pays 0.79:1, Even (2, 4, 6, 8, 10, Q) pays 1.1:1. Exact chances over the 52 cards:
// under 24/52, seven 4/52, over 24/52, red 1/2, odd 28/52, even 24/52.

export const LUCKY_SEVEN_PAYS = { under: 2, seven: 12, over: 2, red: 1.95, black: 1.95, odd: 1.79, even: 2.1 } as const;

export function dealLuckySeven(shoe: readonly number[]): TableOutcome {
  const [card] = shoe;
  if (card === undefined) throw new RangeError('7 Up Down deals 1 card');
  const rank = cardRank(card);
  const pays = LUCKY_SEVEN_PAYS;
  const isOdd = rank % 2 === 1;
  return {
    cards: [{ card, spot: 'card' }],
    road: rank < 7 ? 'Down' : rank > 7 ? 'Up' : '7',
    summary: `${cardLabel(card)}: ${rank < 7 ? 'under 7' : rank > 7 ? 'over 7' : 'seven'}`,
    multipliers: {
      under: rank < 7 ? pays.under : 0,
      seven: rank === 7 ? pays.seven : 0,
      over: rank > 7 ? pays.over : 0,
      red: isRedCard(card) ? pays.red : 0,
      black: isRedCard(card) ? 0 : pays.black,
      odd: isOdd ? pays.odd : 0,
      even: isOdd ? 0 : pays.even,
    },
  };
}

export const LUCKY_SEVEN: TableGame = {
  key: '7-up-down',
  title: '7 Up Down',
  decks: 1,
  cardsNeeded: 1,
  bets: [
    { key: 'under', label: 'Under 7', pays: '1:1', rtp: (2 * 24) / 52 },
    { key: 'seven', label: 'Lucky 7', pays: '11:1', rtp: (12 * 4) / 52 },
    { key: 'over', label: 'Over 7', pays: '1:1', rtp: (2 * 24) / 52 },
    { key: 'red', label: 'Red', pays: '0.95:1', rtp: 1.95 / 2 },
    { key: 'black', label: 'Black', pays: '0.95:1', rtp: 1.95 / 2 },
    { key: 'odd', label: 'Odd', pays: '0.79:1', rtp: (1.79 * 28) / 52 },
    { key: 'even', label: 'Even', pays: '1.1:1', rtp: (2.1 * 24) / 52 },
  ],
  rules: [
    'One card from a fresh single deck every round. Ace counts 1, Jack 11, Queen 12, King 13.',
    'Under 7 (A to 6) and Over 7 (8 to K) pay 1:1; both lose when the card is a 7. Lucky 7 pays 11:1.',
    'Red or Black pays 0.95:1. Odd (A, 3, 5, 7, 9, J, K) pays 0.79:1; Even (2, 4, 6, 8, 10, Q) pays 1.1:1.',
  ],
  deal: dealLuckySeven,
};
