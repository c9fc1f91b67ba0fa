import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardFromIndex,
  countWinningRanks,
  deriveHiloCards,
  drawCard,
  HILO_MAX_SKIPS,
  hiloMultiplier,
  isHiloGuessAllowed,
  playHilo,
  type Card,
  type HiloGuess,
} from './hilo';
import { createRandom, deriveFloatsByHand, expectRtpNear, latticeFloat, simulateRtp } from './test-support';

/** The published deck order written out: ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A. */
const DECK_BY_HAND = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((rank) => ['♦', '♥', '♠', '♣'].map((suit) => `${rank}${suit}`));

/** The test's strategy: the likelier side, strictly higher on an ace and strictly lower on a king. */
function chooseGuess(rank: number): HiloGuess {
  if (rank === 1) return 'higher';
  if (rank === 13) return 'lower';
  return rank <= 7 ? 'higher-or-same' : 'lower-or-same';
}

/** Ranks that win the strategy's guess, by hand. */
function winsByHand(rank: number, next: number): boolean {
  if (rank === 1) return next > 1;
  if (rank === 13) return next < 13;
  return rank <= 7 ? next >= rank : next <= rank;
}

/** Exact RTP of "play the strategy for n guesses, then cash out", by enumerating every run of ranks. */
function strategyRtpByHand(guesses: number): number {
  const walk = (rank: number, left: number, winning: number[]): number => {
    if (left === 0) return hiloMultiplier(winning);
    let total = 0;
    for (let next = 1; next <= 13; next++) {
      if (winsByHand(rank, next)) total += walk(next, left - 1, [...winning, countWinningRanks(rank, chooseGuess(rank))]) / 13;
    }
    return total;
  };
  let total = 0;
  for (let start = 1; start <= 13; start++) total += walk(start, guesses, []) / 13;
  return total;
}

describe('hi-lo', () => {
  it('draws cards floor(float × 52) in the published deck order (published vector)', async () => {
    const byHand = deriveFloatsByHand('a', 'b', 1, 4).map((float) => DECK_BY_HAND[Math.floor(float * 52)]);
    const cards = await deriveHiloCards({ serverSeed: 'a', clientSeed: 'b', nonce: 1, count: 4 });
    expect(cards.map((card) => card.label)).toEqual(byHand);
    expect(cards.map((card) => card.label)).toEqual(['J♣', 'Q♣', 'K♠', '8♠']); // serverSeed 'a', clientSeed 'b', nonce 1
    // J → Q higher-or-same (3/13), Q → K higher-or-same (2/13), K → 8 lower (12/13): 0.99 × 13³ / 72.
    const hand = playHilo({ cards, guesses: ['higher-or-same', 'higher-or-same', 'lower'] });
    expect(hand).toEqual({ busted: false, rightGuesses: 3, multiplier: 30.2087 });
  });

  it('maps every float to one of 52 cards, four of each rank, ace low', () => {
    fc.assert(
      fc.property(latticeFloat(), (float) => {
        const card = drawCard(float);
        expect(card.rank >= 1 && card.rank <= 13).toBe(true);
      }),
    );
    const perRank = new Array<number>(14).fill(0);
    for (let index = 0; index < 52; index++) {
      const card = cardFromIndex(index);
      perRank[card.rank] = (perRank[card.rank] ?? 0) + 1;
      expect(card.label).toBe(DECK_BY_HAND[index]);
    }
    expect(perRank.slice(1)).toEqual(new Array<number>(13).fill(4));
    expect(cardFromIndex(48).rank).toBe(1); // ♦A
    expect(cardFromIndex(47).rank).toBe(13); // ♣K
  });

  it('pays 0.99 / P(all guesses right), charging the edge once per hand', () => {
    expect(hiloMultiplier([7])).toBe(1.8385); // 7 higher-or-same: 0.99 × 13/7 = 1.838571
    expect(hiloMultiplier([12])).toBe(1.0725); // ace higher: 0.99 × 13/12
    expect(hiloMultiplier([1])).toBe(12.87); // same
    expect(hiloMultiplier([7, 7])).toBe(3.4144); // 0.99 × 169/49 = 3.414489, not 0.99² × …
    expect(() => hiloMultiplier([])).toThrow(RangeError);
  });

  it('refuses guesses that cannot lose or cannot win', () => {
    expect(isHiloGuessAllowed(1, 'higher-or-same')).toBe(false);
    expect(isHiloGuessAllowed(13, 'higher')).toBe(false);
    expect(isHiloGuessAllowed(13, 'lower-or-same')).toBe(false);
    expect(isHiloGuessAllowed(1, 'lower')).toBe(false);
    expect(isHiloGuessAllowed(1, 'same')).toBe(true);
    const ace = cardFromIndex(48);
    const two = cardFromIndex(0);
    expect(() => playHilo({ cards: [ace, two], guesses: ['higher-or-same'] })).toThrow(RangeError);
    expect(playHilo({ cards: [two, ace], guesses: ['higher-or-same'] })).toEqual({ busted: true, rightGuesses: 0, multiplier: 0 });
  });

  it('replays skips: a skipped card is passed with nothing at stake, the next guess is against the card after it', async () => {
    // serverSeed 'a', clientSeed 'b', nonce 1 deals J♣ Q♣ K♠ 8♠ (the published vector above).
    const cards = await deriveHiloCards({ serverSeed: 'a', clientSeed: 'b', nonce: 1, count: 4 });
    // Skip J♣ and Q♣; K♠ → 8♠ lower (12/13): the multiplier of that one guess alone.
    expect(playHilo({ cards, guesses: ['skip', 'skip', 'lower'] })).toEqual({ busted: false, rightGuesses: 1, multiplier: hiloMultiplier([12]) });
    // J♣ → Q♣ higher-or-same (3/13), skip Q♣, K♠ → 8♠ lower (12/13).
    expect(playHilo({ cards, guesses: ['higher-or-same', 'skip', 'lower'] })).toEqual({ busted: false, rightGuesses: 2, multiplier: hiloMultiplier([3, 12]) });
    // The guess after a skip is judged against the card that follows the skipped one: K♠ → 8♠ is not higher.
    expect(playHilo({ cards, guesses: ['higher-or-same', 'skip', 'higher-or-same'] })).toMatchObject({ busted: true, rightGuesses: 1, multiplier: 0 });
    // A guess refused on the card in front of it is refused after a skip too (K♠: lower-or-same is certain).
    expect(() => playHilo({ cards, guesses: ['skip', 'skip', 'lower-or-same'] })).toThrow(RangeError);
  });

  it(`allows at most ${HILO_MAX_SKIPS} skips in a hand`, () => {
    const cards = Array.from({ length: HILO_MAX_SKIPS + 3 }, (_, index) => cardFromIndex(index % 52));
    const skips = (count: number) => Array.from({ length: count }, () => 'skip' as const);
    const nextRank = cardFromIndex((HILO_MAX_SKIPS + 1) % 52).rank;
    const lastRank = cardFromIndex(HILO_MAX_SKIPS % 52).rank;
    expect(nextRank).toBeGreaterThanOrEqual(lastRank); // ♦2 → ♥2 in the deck order
    expect(playHilo({ cards, guesses: [...skips(HILO_MAX_SKIPS), 'higher-or-same'] })).toMatchObject({ busted: false, rightGuesses: 1 });
    expect(() => playHilo({ cards, guesses: [...skips(HILO_MAX_SKIPS + 1), 'higher-or-same'] })).toThrow(RangeError);
  });

  it('returns its stated RTP over a million simulated hands', () => {
    // Hands of 1, 2 or 3 guesses on the likelier side; the return per hand has variance ≈ 1, so
    // 4 SE ≈ 0.4%. The expected value is the exact RTP of the same strategy, enumerated by hand.
    const random = createRandom(13_13_13);
    const cards: Card[] = [];
    const estimate = simulateRtp(1_000_000, (round) => {
      const guessCount = 1 + (round % 3);
      cards.length = 0;
      for (let i = 0; i <= guessCount; i++) cards.push(drawCard(random.nextFloat()));
      const guesses = cards.slice(0, guessCount).map((card) => chooseGuess(card.rank));
      return playHilo({ cards, guesses }).multiplier;
    });
    const expected = [1, 2, 3].reduce((sum, guesses) => sum + strategyRtpByHand(guesses), 0) / 3;
    expect(expected).toBeGreaterThan(0.9899);
    expect(expected).toBeLessThanOrEqual(0.99);
    expectRtpNear('hi-lo', estimate, expected);
  });
});
