import { describe, expect, it } from 'vitest';
import { cardFromIndex, HILO_MAX_SKIPS, isHiloGuessAllowed, type HiloMove } from '@shared/fairness';
import { hiloChoices, isSkipped, skipsLeft, winningCounts } from './hilo-hand';

describe('hi-lo choices', () => {
  it('offers "or same" guesses mid-deck with their chance and multiplier', () => {
    // A 7: higher-or-same wins on 7…K (7 ranks), lower-or-same on A…7 (7 ranks).
    expect(hiloChoices(7, [])).toEqual([
      { guess: 'higher-or-same', chancePercent: (7 / 13) * 100, multiplierIfRight: 1.8385 },
      { guess: 'lower-or-same', chancePercent: (7 / 13) * 100, multiplierIfRight: 1.8385 },
    ]);
  });

  it('never offers a guess the server refuses (ace and king)', () => {
    for (let rank = 1; rank <= 13; rank++) {
      for (const choice of hiloChoices(rank, [])) expect(isHiloGuessAllowed(rank, choice.guess)).toBe(true);
    }
    expect(hiloChoices(1, []).map((choice) => choice.guess)).toEqual(['higher', 'same']);
    expect(hiloChoices(13, []).map((choice) => choice.guess)).toEqual(['lower', 'same']);
  });

  it('compounds the multiplier over the right guesses so far', () => {
    const cards = [cardFromIndex(20), cardFromIndex(24)];
    const counts = winningCounts(cards, ['higher-or-same']);
    expect(counts).toEqual([13 - (cards[0]?.rank ?? 0) + 1]);
    const [first] = hiloChoices(cards[1]?.rank ?? 1, counts);
    expect(first?.multiplierIfRight).toBeGreaterThan(hiloChoices(cards[1]?.rank ?? 1, [])[0]?.multiplierIfRight ?? Infinity);
  });

  it('leaves skipped cards out of the multiplier and counts the skips left', () => {
    const cards = [cardFromIndex(20), cardFromIndex(24), cardFromIndex(8)];
    const moves: HiloMove[] = ['skip', 'lower-or-same'];
    expect(winningCounts(cards, moves)).toEqual([cards[1]?.rank]);
    expect(isSkipped(moves, 0)).toBe(true);
    expect(isSkipped(moves, 1)).toBe(false);
    expect(skipsLeft(moves)).toBe(HILO_MAX_SKIPS - 1);
    expect(skipsLeft(Array.from({ length: HILO_MAX_SKIPS }, () => 'skip' as const))).toBe(0);
  });
});
