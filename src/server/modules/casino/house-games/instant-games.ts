import { cappedPayoutPaise, countWinningRolls, deriveDiceRoll, derivePlinkoDrop, plinkoMultiplier, settleDice } from '@shared/fairness';
import { toPaise, type Paise } from '@shared/money';
import type { DiceRollInput, PlinkoDropInput } from '@shared/schemas/casino';
import type { Tx } from '@server/db/client';
import { badRequest } from '@server/errors';
import type { WalletCall } from '../seamless-wallet/wallet-operations';
import { payWin, takeStake } from './house-session';
import { insertRound, updateRound } from './rounds';
import { takeRoundSeeds } from './seed-pairs';

// Dice and Plinko settle in the request that places them: take the nonce, derive the outcome,
// take the stake, pay the win (at most the max win), all in the caller's transaction.

export type PlayedRound = { roundId: number; balance: Paise };

export async function rollDice(tx: Tx, call: WalletCall, input: DiceRollInput): Promise<PlayedRound> {
  const bet = { target: input.target, direction: input.direction };
  try {
    countWinningRolls(bet);
  } catch {
    throw badRequest('Win chance must be from 0.01% to 98%', { target: 'Win chance must be from 0.01% to 98%' });
  }
  const userId = call.session.userId;
  const stake = toPaise(input.stake);
  const seeds = await takeRoundSeeds(tx, userId);
  const result = settleDice(await deriveDiceRoll(seeds), bet);
  const payout = cappedPayoutPaise(stake, result.multiplier);
  const roundId = await insertRound(tx, { userId, sessionId: call.session.id, game: 'dice', seeds, stake, params: bet, state: {} });
  const afterStake = await takeStake(tx, call, `dice:${roundId}`, stake);
  await updateRound(tx, roundId, { state: { roll: result.roll }, status: result.won ? 'won' : 'lost', payout, multiplier: result.multiplier });
  const afterWin = await payWin(tx, call, `dice:${roundId}`, payout);
  return { roundId, balance: afterWin ?? afterStake };
}

export async function dropPlinko(tx: Tx, call: WalletCall, input: PlinkoDropInput): Promise<PlayedRound> {
  const userId = call.session.userId;
  const stake = toPaise(input.stake);
  const seeds = await takeRoundSeeds(tx, userId);
  const drop = await derivePlinkoDrop({ ...seeds, rows: input.rows });
  const multiplier = plinkoMultiplier(input.rows, input.risk, drop.bucket);
  const payout = cappedPayoutPaise(stake, multiplier);
  const params = { rows: input.rows, risk: input.risk };
  const roundId = await insertRound(tx, { userId, sessionId: call.session.id, game: 'plinko', seeds, stake, params, state: {} });
  const afterStake = await takeStake(tx, call, `plinko:${roundId}`, stake);
  // A drop that pays back less than the stake (0.3×) is a loss, whatever it returns.
  const status = payout >= stake ? 'won' : 'lost';
  await updateRound(tx, roundId, { state: { path: drop.path, bucket: drop.bucket }, status, payout, multiplier });
  const afterWin = await payWin(tx, call, `plinko:${roundId}`, payout);
  return { roundId, balance: afterWin ?? afterStake };
}
