import { countWinningRanks, HILO_MAX_SKIPS, hiloMultiplier, isHiloSkip, type Card, type HiloGuess, type HiloMove } from '@shared/fairness';
import type { HouseRound } from '@shared/schemas/casino';

// What the Hi-Lo controls offer on a card: "or same" guesses in the middle of the deck; on the
// ace and the king (where one of those is certain and the server refuses it) a strict guess and
// "same". Each choice shows its chance and the cash-out multiplier a right guess would reach.
// A skip passes the card with nothing at stake; a hand may skip HILO_MAX_SKIPS cards.

/** A guess on offer (the page names it in the site's language). */
export type HiloChoice = { guess: HiloGuess; chancePercent: number; multiplierIfRight: number };

export function cardsOf(round: HouseRound | null | undefined): Card[] {
  const cards = round?.result.cards;
  return Array.isArray(cards) ? (cards as Card[]) : [];
}

/** What the player did on each card so far (move i on cards[i]): guesses and skips. */
export function movesOf(round: HouseRound | null | undefined): HiloMove[] {
  const moves = round?.result.guesses;
  return Array.isArray(moves) ? (moves as HiloMove[]) : [];
}

/** How many ranks won each right guess so far (the basis of the cash-out multiplier); skips count for nothing. */
export function winningCounts(cards: readonly Card[], moves: readonly HiloMove[]): number[] {
  return moves.flatMap((move, index) => (isHiloSkip(move) ? [] : [countWinningRanks(cards[index]?.rank ?? 1, move)]));
}

export const skipCount = (moves: readonly HiloMove[]) => moves.filter(isHiloSkip).length;
export const skipsLeft = (moves: readonly HiloMove[]) => Math.max(0, HILO_MAX_SKIPS - skipCount(moves));

/** Whether card i of the hand was skipped (the move made on it). */
export const isSkipped = (moves: readonly HiloMove[], index: number) => moves[index] === 'skip';

export function hiloChoices(rank: number, winningSoFar: readonly number[]): HiloChoice[] {
  const guesses: HiloGuess[] = rank === 1 ? ['higher', 'same'] : rank === 13 ? ['lower', 'same'] : ['higher-or-same', 'lower-or-same'];
  return guesses.map((guess) => {
    const winning = countWinningRanks(rank, guess);
    return { guess, chancePercent: (winning / 13) * 100, multiplierIfRight: hiloMultiplier([...winningSoFar, winning]) };
  });
}
