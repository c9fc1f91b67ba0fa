import { cardLabel, cardRank } from './cards';
import type { TableGame, TableOutcome } from './tables';

// Andar Bahar, the classic single-deck game: the first card is the joker (the game card); then
// cards go one at a time to Andar, Bahar, Andar, … (Andar always first) until one matches the
// joker's rank, and that side wins. Because Andar is dealt first it wins more often, so Andar
// pays 0.9:1 and Bahar 1:1. Side bets on how many cards are dealt after the joker (the matching
// card included). With the 3 matching cards among the 51 left, the first match is card k with
// chance C(51 − k, 2) / C(51, 3); Andar wins when k is odd (10,725 / 20,825).

export const ANDAR_BAHAR_PAYS = { andar: 1.9, bahar: 2 } as const;

/** Side bets on the number of cards dealt after the joker: [key, first, last, multiplier]. */
export const ANDAR_BAHAR_COUNT_BETS = [
  ['cards_1_5', 1, 5, 3.5],
  ['cards_6_10', 6, 10, 4.5],
  ['cards_11_15', 11, 15, 5.5],
  ['cards_16_25', 16, 25, 4.5],
  ['cards_26_30', 26, 30, 16],
  ['cards_31_35', 31, 35, 26],
  ['cards_36_40', 36, 40, 51],
  ['cards_41_49', 41, 49, 121],
] as const;

const ALL_PLACEMENTS = (51 * 50 * 49) / 6;
/** Exact chance that the first match is card k (1–49) after the joker. */
export function andarBaharMatchChance(k: number): number {
  const after = 51 - k;
  return (after * (after - 1)) / 2 / ALL_PLACEMENTS;
}
const chanceBetween = (first: number, last: number) => {
  let sum = 0;
  for (let k = first; k <= last; k++) sum += andarBaharMatchChance(k);
  return sum;
};
const ANDAR_WINS = (() => {
  let sum = 0;
  for (let k = 1; k <= 49; k += 2) sum += andarBaharMatchChance(k);
  return sum;
})();

export function dealAndarBahar(shoe: readonly number[]): TableOutcome {
  const joker = shoe[0];
  if (joker === undefined) throw new RangeError('Andar Bahar needs a joker');
  const rank = cardRank(joker);
  const cards: { card: number; spot: string }[] = [{ card: joker, spot: 'joker' }];
  for (let place = 1; place < shoe.length; place++) {
    const card = shoe[place] ?? 0;
    const spot = cards.length % 2 === 1 ? 'andar' : 'bahar';
    cards.push({ card, spot });
    if (cardRank(card) === rank) {
      const dealt = cards.length - 1;
      const multipliers: Record<string, number> = { [spot]: ANDAR_BAHAR_PAYS[spot as 'andar' | 'bahar'] };
      for (const [key, first, last, pays] of ANDAR_BAHAR_COUNT_BETS) if (dealt >= first && dealt <= last) multipliers[key] = pays;
      const side = spot === 'andar' ? 'Andar' : 'Bahar';
      return {
        cards,
        road: spot === 'andar' ? 'A' : 'B',
        summary: `${side} wins: ${cardLabel(card)} matches the joker ${cardLabel(joker)} on card ${dealt}`,
        multipliers,
      };
    }
  }
  throw new RangeError('the shoe ran out before a match');
}

export const ANDAR_BAHAR: TableGame = {
  key: 'andar-bahar',
  title: 'Andar Bahar',
  decks: 1,
  cardsNeeded: 52,
  bets: [
    { key: 'andar', label: 'Andar', pays: '0.9:1', rtp: ANDAR_BAHAR_PAYS.andar * ANDAR_WINS },
    { key: 'bahar', label: 'Bahar', pays: '1:1', rtp: ANDAR_BAHAR_PAYS.bahar * (1 - ANDAR_WINS) },
    ...ANDAR_BAHAR_COUNT_BETS.map(([key, first, last, pays]) => ({
      key,
      label: last === 49 ? `${first}+ cards` : `${first}–${last} cards`,
      pays: `${pays - 1}:1`,
      rtp: pays * chanceBetween(first, last),
    })),
  ],
  rules: [
    'One deck, shuffled for every round. The first card is the joker.',
    'Cards are then dealt one at a time to Andar, Bahar, Andar, … (Andar always first) until one matches the joker’s rank: that side wins.',
    'Andar pays 0.9:1 (it is dealt first, so it wins slightly more often); Bahar pays 1:1.',
    'Side bets on how many cards are dealt after the joker, the match included: 1–5 pays 2.5:1, 6–10 3.5:1, 11–15 4.5:1, 16–25 3.5:1, 26–30 15:1, 31–35 25:1, 36–40 50:1, 41 or more 120:1.',
  ],
  deal: dealAndarBahar,
};
