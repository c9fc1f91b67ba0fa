import { cappedPayoutPaise, deriveMines, MINES_GRID_CELLS, minesMultiplier, reachesMaxWin } from '@shared/fairness';
import { toPaise, type Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { badRequest } from '@server/errors';
import type { WalletCall } from '../seamless-wallet/wallet-operations';
import { availableBalance, payWin, takeStake } from './house-session';
import { findOpenRound, insertRound, lockOpenRound, openRoundConflict, updateRound, type RoundRow } from './rounds';
import { takeRoundSeeds } from './seed-pairs';
import type { PlayedRound } from './instant-games';

// Mines: the mine cells are fixed by the seeds when the round starts (and kept secret in the
// round's state); each reveal either finds a mine (the round is lost) or raises the cash-out
// multiplier; revealing the last safe cell, or one that makes cashing out pay the max win,
// cashes out by itself.

type MinesState = { mines: number[]; revealed: number[] };

const stateOf = (row: RoundRow): MinesState => ({
  mines: (row.state.mines as number[] | undefined) ?? [],
  revealed: (row.state.revealed as number[] | undefined) ?? [],
});

export async function startMines(tx: Tx, call: WalletCall, input: { stake: number; mines: number }): Promise<PlayedRound> {
  const userId = call.session.userId;
  if (await findOpenRound(tx, userId, 'mines')) throw openRoundConflict('mines');
  const stake = toPaise(input.stake);
  const seeds = await takeRoundSeeds(tx, userId);
  const mines = await deriveMines({ ...seeds, mineCount: input.mines });
  const roundId = await insertRound(tx, {
    userId,
    sessionId: call.session.id,
    game: 'mines',
    seeds,
    stake,
    params: { mines: input.mines },
    state: { mines, revealed: [] },
  });
  const balance = await takeStake(tx, call, `mines:${roundId}`, stake);
  return { roundId, balance };
}

async function cashOut(tx: Tx, call: WalletCall, row: RoundRow, state: MinesState): Promise<Paise> {
  const multiplier = minesMultiplier(Number(row.params.mines), state.revealed.length);
  const payout = cappedPayoutPaise(row.stake, multiplier);
  await updateRound(tx, row.id, { state, status: 'won', payout, multiplier });
  return (await payWin(tx, call, `mines:${row.id}`, payout)) ?? (await availableBalance(tx, call.session.userId));
}

export async function revealMinesCell(tx: Tx, call: WalletCall, input: { roundId: number; cell: number }): Promise<PlayedRound> {
  const row = await lockOpenRound(tx, call.session.userId, 'mines', input.roundId);
  const state = stateOf(row);
  if (state.revealed.includes(input.cell)) throw badRequest('This cell is already revealed');
  const next = { ...state, revealed: [...state.revealed, input.cell] };
  if (state.mines.includes(input.cell)) {
    await updateRound(tx, row.id, { state: next, status: 'lost', payout: 0, multiplier: 0 });
    return { roundId: row.id, balance: await availableBalance(tx, call.session.userId) };
  }
  const isLastSafeCell = next.revealed.length === MINES_GRID_CELLS - state.mines.length;
  if (isLastSafeCell || reachesMaxWin(row.stake, minesMultiplier(state.mines.length, next.revealed.length))) {
    return { roundId: row.id, balance: await cashOut(tx, call, row, next) };
  }
  await updateRound(tx, row.id, { state: next });
  return { roundId: row.id, balance: await availableBalance(tx, call.session.userId) };
}

export async function cashOutMines(tx: Tx, call: WalletCall, input: { roundId: number }): Promise<PlayedRound> {
  const row = await lockOpenRound(tx, call.session.userId, 'mines', input.roundId);
  const state = stateOf(row);
  if (state.revealed.length === 0) throw badRequest('Reveal at least one cell before cashing out');
  return { roundId: row.id, balance: await cashOut(tx, call, row, state) };
}
