import { describe, expect, it } from 'vitest';
import { cardFromIndex, isHiloGuessAllowed } from '../../../shared/fairness';
import { hiloChoices, winningCounts } from './hilo-hand';

describe('hi-lo choices', () => {
  it('offers "or same" guesses mid-deck with their chance and multiplier', () => {
    // A 7: higher-or-same wins on 7…K (7 ranks), lower-or-same on A…7 (7 ranks).
    expect(hiloChoices(7, [])).toEqual([
      { guess: 'higher-or-same', label: 'Higher or same', chancePercent: (7 / 13) * 100, multiplierIfRight: 1.8385 },
      { guess: 'lower-or-same', label: 'Lower or same', chancePercent: (7 / 13) * 100, multiplierIfRight: 1.8385 },
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
});
