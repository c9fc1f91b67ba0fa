import { describe, expect, it } from 'vitest';
import { cardLabel, deriveShoe, shuffleShoe } from './cards';
import { createRandom, deriveFloatsByHand } from './test-support';

// Fixed vectors: change these only with a new deal scheme (every past round would then
// re-deal differently on the Fairness page).
const HASH_A = '0000000000000000000000000000000000000000000000000000000000000001';
const HASH_B = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const SHOE_A_ANDAR_BAHAR =
  'A♣ A♥ 7♠ 8♥ K♥ 5♥ 10♠ J♣ Q♠ 5♠ A♠ J♠ 9♠ J♦ K♣ 9♦ 9♥ J♥ 8♠ 2♥ 6♥ 2♣ 4♥ 7♣ 8♣ 7♥ 3♦ K♦ 9♣ Q♣ 4♣ 3♣ 5♦ K♠ 3♥ A♦ 3♠ 4♠ 7♦ 10♥ 10♣ 5♣ 6♠ Q♥ 8♦ 2♠ 6♣ 4♦ 10♦ 2♦ 6♦ Q♦';

/** Fisher–Yates written out plainly over a whole array, to check the sparse one against. */
function shuffleByHand(floats: readonly number[], decks: number): number[] {
  const shoe = Array.from({ length: 52 * decks }, (_, i) => i);
  for (let i = 0; i < floats.length; i++) {
    const j = i + Math.floor((floats[i] ?? 0) * (shoe.length - i));
    [shoe[i], shoe[j]] = [shoe[j] ?? 0, shoe[i] ?? 0];
  }
  return shoe.slice(0, floats.length).map((card) => card % 52);
}

describe('the card tables’ shoe', () => {
  it('deals the published vectors', async () => {
    const shoe = await deriveShoe({ roundHash: HASH_A, table: 'andar-bahar', decks: 1, count: 52 });
    expect(shoe.map(cardLabel).join(' ')).toBe(SHOE_A_ANDAR_BAHAR);
    expect(await deriveShoe({ roundHash: HASH_B, table: 'dragon-tiger', decks: 8, count: 2 })).toEqual([46, 21]);
  });

  it('is the Fisher–Yates shuffle of the HMAC-SHA256 floats, derived independently with node:crypto', async () => {
    for (const [table, decks, count] of [
      ['andar-bahar', 1, 52],
      ['dragon-tiger', 8, 40],
    ] as const) {
      const byHand = shuffleByHand(deriveFloatsByHand(HASH_B, table, 0, count), decks);
      expect(await deriveShoe({ roundHash: HASH_B, table, decks, count })).toEqual(byHand);
    }
  });

  it('a full single-deck shoe holds every card once', async () => {
    const shoe = await deriveShoe({ roundHash: HASH_B, table: 'andar-bahar', decks: 1, count: 52 });
    expect(new Set(shoe).size).toBe(52);
  });

  it('the first cards of a shoe do not depend on how many are dealt', () => {
    const random = createRandom(7);
    const floats = Array.from({ length: 52 }, () => random.nextFloat());
    expect(shuffleShoe(floats.slice(0, 5))).toEqual(shuffleShoe(floats).slice(0, 5));
  });

  it('puts every card first equally often (chi-square over 520,000 shuffles)', () => {
    const random = createRandom(11);
    const counts = new Array<number>(52).fill(0);
    const rounds = 520_000;
    for (let i = 0; i < rounds; i++) {
      const [first = 0] = shuffleShoe([random.nextFloat(), random.nextFloat()], 8);
      counts[first] = (counts[first] ?? 0) + 1;
    }
    const expected = rounds / 52;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 51 degrees of freedom: the 99.9th percentile is 87.
    expect(chiSquare).toBeLessThan(87);
  });

  it('refuses a shoe of no decks, too many decks or more floats than cards', () => {
    expect(() => shuffleShoe([0.5], 0)).toThrow(RangeError);
    expect(() => shuffleShoe([0.5], 9)).toThrow(RangeError);
    expect(() => shuffleShoe(new Array<number>(53).fill(0.5), 1)).toThrow(RangeError);
    expect(() => shuffleShoe([1], 1)).toThrow(RangeError);
  });
});
