import { assertUnitFloat, generateFloats } from './hmac';
import { cardFromIndex, DECK_SIZE, type Card } from './hilo';

// The card tables' provably fair shoe. A round's seed is its hash from a committed chain (as
// crash does, crash.ts); the shoe is `decks` standard decks (card c of deck d at position
// 52·d + c, cards in the published order of hilo.ts: ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A) shuffled by
// Fisher–Yates from the top: float i = floats of HMAC_SHA256(round hash, "<table>:0:<n>") picks
// shoe position i among the cards not yet placed, i + floor(float × (size − i)). A table needs
// only as many floats as it can deal cards; the positions after them are never looked at.

export const MAX_SHOE_DECKS = 8;

/** The first `floats.length` cards of a shoe of `decks` decks, as 0–51 card indexes. */
export function shuffleShoe(floats: readonly number[], decks = 1): number[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > MAX_SHOE_DECKS) throw new RangeError(`decks must be 1 to ${MAX_SHOE_DECKS}: ${decks}`);
  const size = DECK_SIZE * decks;
  if (floats.length > size) throw new RangeError(`a shoe of ${size} cards takes at most ${size} floats`);
  // A short deal from a big shoe keeps only the swapped positions; otherwise the whole shoe.
  const isSparse = floats.length * 8 < size;
  const swapped = new Map<number, number>();
  const shoe: number[] = [];
  if (!isSparse) for (let position = 0; position < size; position++) shoe.push(position);
  const at = (position: number) => (isSparse ? (swapped.get(position) ?? position) : (shoe[position] ?? position));
  const put = (position: number, card: number) => (isSparse ? swapped.set(position, card) : (shoe[position] = card));
  const dealt: number[] = [];
  for (let i = 0; i < floats.length; i++) {
    const float = floats[i] ?? 0;
    assertUnitFloat(float);
    const pick = i + Math.floor(float * (size - i));
    const chosen = at(pick);
    put(pick, at(i));
    dealt.push(chosen % DECK_SIZE);
  }
  return dealt;
}

/** The first `count` cards of a round's shoe, from its hash and the table's key. */
export async function deriveShoe({ roundHash, table, decks, count }: { roundHash: string; table: string; decks: number; count: number }): Promise<number[]> {
  return shuffleShoe(await generateFloats({ serverSeed: roundHash, clientSeed: table, nonce: 0, count }), decks);
}

/** Ranks: ace 1, jack 11, queen 12, king 13. */
export const cardRank = (index: number): number => cardFromIndex(index).rank;
export const isRedCard = (index: number): boolean => ['♦', '♥'].includes(cardFromIndex(index).suit);
export const cardLabel = (index: number): string => cardFromIndex(index).label;
export type { Card };
