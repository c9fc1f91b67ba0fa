import { cardFromIndex, type Card } from './hilo';
import { deriveFloatsByHand, type createRandom } from './test-support';

// Test-only helpers for the card tables (Node; never imported by game code).

const ALL_CARDS = Array.from({ length: 52 }, (_, index) => cardFromIndex(index));

/** A card by its label, e.g. card('10♠'), card('A♦'). */
export function card(label: string): Card {
  const found = ALL_CARDS.find((candidate) => candidate.label === label);
  if (found === undefined) throw new RangeError(`no card ${label}`);
  return found;
}

/** Cards by label, separated by spaces: cards('A♠ K♠ Q♠'). */
export const cards = (labels: string): Card[] => labels.split(' ').map(card);

/**
 * The first `count` cards of a shuffle of the shoe `positions`, by the first `count` steps of a
 * Fisher–Yates shuffle (which deal exactly the cards a full shuffle would put on top).
 */
export function dealTop(random: ReturnType<typeof createRandom>, positions: number[], count: number): Card[] {
  const dealt: Card[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random.nextFloat() * (positions.length - i));
    const picked = positions[j] ?? 0;
    positions[j] = positions[i] ?? 0;
    positions[i] = picked;
    dealt.push(cardFromIndex(picked % 52));
  }
  return dealt;
}

/** Card positions 0 … 52 × decks − 1 of a shoe, for dealTop (position mod 52 is the card). */
export const shoePositions = (decks: number): number[] => Array.from({ length: 52 * decks }, (_, i) => i);

/**
 * A round's shoe worked out by hand from its hash, independently of cards.ts: the floats of
 * HMAC_SHA256(hash, `${table}:0:${round}`) by node:crypto, then Fisher–Yates from the top over
 * 52 × decks positions; labels of the first `count` cards.
 */
export function shoeByHand(hash: string, table: string, decks: number, count: number): string[] {
  const positions = shoePositions(decks);
  return deriveFloatsByHand(hash, table, 0, count).map((float, i) => {
    const j = i + Math.floor(float * (positions.length - i));
    const picked = positions[j] ?? 0;
    positions[j] = positions[i] ?? 0;
    positions[i] = picked;
    return cardFromIndex(picked % 52).label;
  });
}
