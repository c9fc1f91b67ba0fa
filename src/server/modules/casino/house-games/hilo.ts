import {
  cappedPayoutPaise,
  countWinningRanks,
  deriveHiloCards,
  HILO_MAX_SKIPS,
  hiloMultiplier,
  isHiloGuessAllowed,
  isHiloGuessRight,
  isHiloSkip,
  reachesMaxWin,
  type Card,
  type HiloGuess,
  type HiloMove,
} from '@shared/fairness';
import { toPaise, type Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { badRequest, conflict } from '@server/errors';
import type { WalletCall } from '../seamless-wallet/wallet-operations';
import { availableBalance, payWin, takeStake } from './house-session';
import type { PlayedRound } from './instant-games';
import { findOpenRound, findRoundSeeds, insertRound, lockOpenRound, openRoundConflict, updateRound, type RoundRow } from './rounds';
import { takeRoundSeeds } from './seed-pairs';

// Hi-Lo: card i of a hand is float i of the round's stream (drawn with replacement); the first
// card is shown at the start, each guess reveals the next. A wrong guess loses the round; after
// a right one the player may cash out at 0.99 / P(all guesses right); a right guess that makes
// cashing out pay the max win cashes out by itself. A skip deals the next card with nothing at
// stake (at most HILO_MAX_SKIPS a hand); it is recorded among the moves so the hand replays.

/** `guesses` holds every move, skips included: move i was made on cards[i]. */
type HiloState = { cards: number[]; guesses: HiloMove[]; winning: number[] };

/** A guess as the game's buttons name it, in refusals (the message tables translate each). */
const guessWords: Record<HiloGuess, string> = {
  'higher-or-same': 'Higher or same',
  'lower-or-same': 'Lower or same',
  higher: 'Higher',
  lower: 'Lower',
  same: 'Same',
};

const stateOf = (row: RoundRow): HiloState => ({
  cards: (row.state.cards as number[] | undefined) ?? [],
  guesses: (row.state.guesses as HiloMove[] | undefined) ?? [],
  winning: (row.state.winning as number[] | undefined) ?? [],
});

/** The card on the table and the one the round's stream deals next. */
async function nextCards(tx: Tx, row: RoundRow, state: HiloState): Promise<{ current: Card; next: Card }> {
  const cards = await deriveHiloCards({ ...(await findRoundSeeds(tx, row)), count: state.cards.length + 1 });
  const current = cards[state.cards.length - 1];
  const next = cards[state.cards.length];
  if (!current || !next) throw new Error('hand ran out of cards');
  return { current, next };
}

export async function startHilo(tx: Tx, call: WalletCall, input: { stake: number }): Promise<PlayedRound> {
  const userId = call.session.userId;
  if (await findOpenRound(tx, userId, 'hilo')) throw openRoundConflict('hilo');
  const stake = toPaise(input.stake);
  const seeds = await takeRoundSeeds(tx, userId);
  const [first] = await deriveHiloCards({ ...seeds, count: 1 });
  if (!first) throw new Error('no first card');
  const roundId = await insertRound(tx, {
    userId,
    sessionId: call.session.id,
    game: 'hilo',
    seeds,
    stake,
    params: {},
    state: { cards: [first.index], guesses: [], winning: [] },
  });
  const balance = await takeStake(tx, call, `hilo:${roundId}`, stake);
  return { roundId, balance };
}

export async function guessHilo(tx: Tx, call: WalletCall, input: { roundId: number; guess: HiloGuess }): Promise<PlayedRound> {
  const row = await lockOpenRound(tx, call.session.userId, 'hilo', input.roundId);
  const state = stateOf(row);
  const { current, next } = await nextCards(tx, row, state);
  if (!isHiloGuessAllowed(current.rank, input.guess)) throw badRequest(`You cannot guess ${guessWords[input.guess]} on ${current.label}`);
  const isRight = isHiloGuessRight(current, next, input.guess);
  const nextState: HiloState = {
    cards: [...state.cards, next.index],
    guesses: [...state.guesses, input.guess],
    winning: isRight ? [...state.winning, countWinningRanks(current.rank, input.guess)] : state.winning,
  };
  if (isRight && reachesMaxWin(row.stake, hiloMultiplier(nextState.winning))) return { roundId: row.id, balance: await settleWin(tx, call, row, nextState) };
  await updateRound(tx, row.id, isRight ? { state: nextState } : { state: nextState, status: 'lost', payout: 0, multiplier: 0 });
  return { roundId: row.id, balance: await availableBalance(tx, call.session.userId) };
}

/** Passes the card on the table without a guess: no money moves, the multiplier stays. */
export async function skipHiloCard(tx: Tx, call: WalletCall, input: { roundId: number }): Promise<PlayedRound> {
  const row = await lockOpenRound(tx, call.session.userId, 'hilo', input.roundId);
  const state = stateOf(row);
  if (state.guesses.filter(isHiloSkip).length >= HILO_MAX_SKIPS) throw conflict(`You can skip at most ${HILO_MAX_SKIPS} cards a hand`);
  const { next } = await nextCards(tx, row, state);
  await updateRound(tx, row.id, { state: { ...state, cards: [...state.cards, next.index], guesses: [...state.guesses, 'skip'] } });
  return { roundId: row.id, balance: await availableBalance(tx, call.session.userId) };
}

async function settleWin(tx: Tx, call: WalletCall, row: RoundRow, state: HiloState): Promise<Paise> {
  const multiplier = hiloMultiplier(state.winning);
  const payout = cappedPayoutPaise(row.stake, multiplier);
  await updateRound(tx, row.id, { state, status: 'won', payout, multiplier });
  return (await payWin(tx, call, `hilo:${row.id}`, payout)) ?? (await availableBalance(tx, call.session.userId));
}

export async function cashOutHilo(tx: Tx, call: WalletCall, input: { roundId: number }): Promise<PlayedRound> {
  const row = await lockOpenRound(tx, call.session.userId, 'hilo', input.roundId);
  const state = stateOf(row);
  if (state.winning.length === 0) throw badRequest('Make at least one right guess before cashing out');
  return { roundId: row.id, balance: await settleWin(tx, call, row, state) };
}
