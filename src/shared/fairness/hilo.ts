import { assertUnitFloat, generateFloats, type RoundSeeds } from './hmac';
import { multiplierFromRatio } from './payout';

// Hi-Lo: a card is shown; the player guesses whether the next is higher-or-same or lower-or-same
// (or strictly higher / lower / the same, for the ace and king where an "or same" guess is
// certain), and may cash out after any correct guess. Instead of guessing, the player may skip
// the card (at most HILO_MAX_SKIPS a hand): the next card is dealt from the same stream, nothing
// rides on it and the multiplier stays as it was. Cards are drawn WITH replacement, one float
// each: index = floor(float × 52) in the deck order the big casinos publish (♦2 ♥2 ♠2 ♣2 ♦3 … ♣A);
// for Hi-Lo the ace is low (1) and the king high (13).
// Payout formula: multiplier = (1 − edge) / P(every guess so far was right), floored to 4
// decimals. The edge is charged once per hand, not once per guess (which would compound to 0.99^n
// over n guesses), so the stated 1% holds whatever the strategy: exact RTP of any hand is in
// (98.99%, 99%].

export const HILO_HOUSE_EDGE = 0.01;
export const HILO_RANKS = 13;
export const DECK_SIZE = 52;

const SUITS = ['♦', '♥', '♠', '♣'] as const;
export type CardSuit = (typeof SUITS)[number];
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export interface Card {
  /** 0–51 in the published deck order. */
  readonly index: number;
  /** 1 (ace) to 13 (king). */
  readonly rank: number;
  readonly suit: CardSuit;
  /** e.g. "10♠". */
  readonly label: string;
}

const DECK: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, index) => {
  // The deck order runs 2…K, A; shifting by one makes the ace rank 1.
  const rank = ((Math.floor(index / 4) + 1) % HILO_RANKS) + 1;
  const suit = SUITS[index % 4] ?? '♦';
  return Object.freeze({ index, rank, suit, label: `${RANK_LABELS[rank - 1] ?? '?'}${suit}` });
});

export function cardFromIndex(index: number): Card {
  const card = DECK[index];
  if (card === undefined || !Number.isInteger(index)) throw new RangeError(`no card ${index}`);
  return card;
}

export function drawCard(float: number): Card {
  assertUnitFloat(float);
  return cardFromIndex(Math.floor(float * DECK_SIZE));
}

/** The first `count` cards of a hand: cards[0] is shown, cards[i + 1] answers move i (a guess or a skip). */
export async function deriveHiloCards(seeds: RoundSeeds & { readonly count: number }): Promise<Card[]> {
  return (await generateFloats(seeds)).map(drawCard);
}

export type HiloGuess = 'higher-or-same' | 'lower-or-same' | 'higher' | 'lower' | 'same';
/** What the player did on a card: a guess on the next one, or a skip to it. */
export type HiloMove = HiloGuess | 'skip';

/** Skips allowed in one hand: a deck's worth, enough to wait for a card one likes, not to stall a hand for ever. */
export const HILO_MAX_SKIPS = 52;

export const isHiloSkip = (move: HiloMove): move is 'skip' => move === 'skip';

/** How many of the 13 ranks win `guess` against a card of rank `rank`. */
export function countWinningRanks(rank: number, guess: HiloGuess): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > HILO_RANKS) throw new RangeError(`no rank ${rank}`);
  switch (guess) {
    case 'higher-or-same':
      return HILO_RANKS - rank + 1;
    case 'lower-or-same':
      return rank;
    case 'higher':
      return HILO_RANKS - rank;
    case 'lower':
      return rank - 1;
    case 'same':
      return 1;
  }
}

/** A guess that cannot lose or cannot win is refused: it would only hand over the edge. */
export function isHiloGuessAllowed(rank: number, guess: HiloGuess): boolean {
  const winning = countWinningRanks(rank, guess);
  return winning > 0 && winning < HILO_RANKS;
}

export function isHiloGuessRight(current: Card, next: Card, guess: HiloGuess): boolean {
  switch (guess) {
    case 'higher-or-same':
      return next.rank >= current.rank;
    case 'lower-or-same':
      return next.rank <= current.rank;
    case 'higher':
      return next.rank > current.rank;
    case 'lower':
      return next.rank < current.rank;
    case 'same':
      return next.rank === current.rank;
  }
}

export function hiloWinChance(rank: number, guess: HiloGuess): number {
  return countWinningRanks(rank, guess) / HILO_RANKS;
}

/**
 * The multiplier after a run of right guesses, given how many ranks won each one:
 * 0.99 × 13^n / Π winning_i, floored to 4 decimals (exact in integers however long the run).
 */
export function hiloMultiplier(winningRankCounts: readonly number[]): number {
  if (winningRankCounts.length === 0) throw new RangeError('a hand cashes out after at least one right guess');
  let numerator = 99n;
  let denominator = 100n;
  for (const winning of winningRankCounts) {
    if (!Number.isInteger(winning) || winning < 1 || winning >= HILO_RANKS) throw new RangeError(`not a playable guess: ${winning}/13`);
    numerator *= BigInt(HILO_RANKS);
    denominator *= BigInt(winning);
  }
  return multiplierFromRatio(numerator, denominator);
}

export interface HiloResult {
  readonly busted: boolean;
  /** Right guesses before the end. */
  readonly rightGuesses: number;
  /** The cash-out multiplier, 0 when a guess was wrong. */
  readonly multiplier: number;
}

/**
 * Settles a hand: moves[i] is what the player did on cards[i], so cards[i + 1] answers it. A guess
 * compares the two cards and the hand ends at the first wrong one; a skip passes to the next card
 * with nothing at stake. Throws on a hand the rules do not allow (a refused guess, too many skips).
 */
export function playHilo({ cards, guesses: moves }: { cards: readonly Card[]; guesses: readonly HiloMove[] }): HiloResult {
  if (cards.length < moves.length + 1) throw new RangeError(`need ${moves.length + 1} cards, got ${cards.length}`);
  if (moves.filter(isHiloSkip).length > HILO_MAX_SKIPS) throw new RangeError(`more than ${HILO_MAX_SKIPS} skips in a hand`);
  const winningCounts: number[] = [];
  for (const [i, move] of moves.entries()) {
    const current = cards[i];
    const next = cards[i + 1];
    if (current === undefined || next === undefined) throw new RangeError('missing card');
    if (isHiloSkip(move)) continue;
    if (!isHiloGuessAllowed(current.rank, move)) throw new RangeError(`${move} is not allowed on ${current.label}`);
    if (!isHiloGuessRight(current, next, move)) return { busted: true, rightGuesses: winningCounts.length, multiplier: 0 };
    winningCounts.push(countWinningRanks(current.rank, move));
  }
  return { busted: false, rightGuesses: winningCounts.length, multiplier: hiloMultiplier(winningCounts) };
}
