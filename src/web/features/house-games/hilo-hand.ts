import { countWinningRanks, hiloMultiplier, type Card, type HiloGuess } from '../../../shared/fairness';
import type { HouseRound } from '../../../shared/schemas/casino';

// What the Hi-Lo controls offer on a card: "or same" guesses in the middle of the deck; on the
// ace and the king (where one of those is certain and the server refuses it) a strict guess and
// "same". Each choice shows its chance and the cash-out multiplier a right guess would reach.

export type HiloChoice = { guess: HiloGuess; label: string; chancePercent: number; multiplierIfRight: number };

const LABELS: Record<HiloGuess, string> = {
  'higher-or-same': 'Higher or same',
  'lower-or-same': 'Lower or same',
  higher: 'Higher',
  lower: 'Lower',
  same: 'Same',
};

export function cardsOf(round: HouseRound | null | undefined): Card[] {
  const cards = round?.result.cards;
  return Array.isArray(cards) ? (cards as Card[]) : [];
}

export function guessesOf(round: HouseRound | null | undefined): HiloGuess[] {
  const guesses = round?.result.guesses;
  return Array.isArray(guesses) ? (guesses as HiloGuess[]) : [];
}

/** How many ranks won each right guess so far (the basis of the cash-out multiplier). */
export function winningCounts(cards: readonly Card[], guesses: readonly HiloGuess[]): number[] {
  return guesses.map((guess, index) => countWinningRanks(cards[index]?.rank ?? 1, guess));
}

export function hiloChoices(rank: number, winningSoFar: readonly number[]): HiloChoice[] {
  const guesses: HiloGuess[] = rank === 1 ? ['higher', 'same'] : rank === 13 ? ['lower', 'same'] : ['higher-or-same', 'lower-or-same'];
  return guesses.map((guess) => {
    const winning = countWinningRanks(rank, guess);
    return { guess, label: LABELS[guess], chancePercent: (winning / 13) * 100, multiplierIfRight: hiloMultiplier([...winningSoFar, winning]) };
  });
}
