import { sql } from 'drizzle-orm';
import { CRASH_MIN_CASHOUT } from '@shared/fairness';
import { toPaise, type Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, isUniqueViolation, notFound } from '@server/errors';
import type { WalletCall } from '@server/modules/casino/seamless-wallet/wallet-operations';
import { availableBalance, takeStake } from '../house-session';
import { crashBetRef, crashMultiplierNow, crashTimeOf, settleCashout } from './crash-engine';
import { latestCrashRound, toCrashBet, toCrashRound } from './crash-rounds';

// A player's side of a crash round: a bet while the round takes bets (the stake leaves through
// the wallet at once), and a cash-out while it flies, at the multiplier the curve shows at the
// moment the server handles it, if that is before the crash.

export async function placeCrashBet(
  tx: Tx,
  call: WalletCall,
  input: { stake: number; autoCashout?: number | undefined },
  now: Date,
): Promise<{ betId: number; balance: Paise }> {
  // Shared lock on the round until the bet commits: the loop (which locks it for update) cannot
  // move it to flying and crashed between this check and the commit, which would leave the bet
  // active in an ended round with its stake taken. Bets do not wait for each other.
  const round = await latestCrashRound(tx, { lock: 'share' });
  if (!round || round.phase !== 'betting' || now.getTime() >= round.betting_ends_at.getTime()) {
    throw conflict('Bets are closed for this round. Please wait for the next one.');
  }
  const stake = toPaise(input.stake);
  let betId: number;
  try {
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO casino_crash_bets (round_id, user_id, session_id, stake, auto_cashout, status)
      VALUES (${round.id}, ${call.session.userId}, ${call.session.id}, ${stake}, ${input.autoCashout ?? null}, 'active') RETURNING id`);
    betId = Number(inserted.rows[0]?.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You already have a bet in this round');
    throw error;
  }
  const balance = await takeStake(tx, call, crashBetRef(betId), stake);
  return { betId, balance };
}

export async function cashOutCrash(tx: Tx, call: WalletCall, betId: number, now: Date): Promise<{ betId: number; balance: Paise }> {
  const found = await tx.execute<Record<string, unknown>>(
    sql`SELECT * FROM casino_crash_bets WHERE id = ${betId} AND user_id = ${call.session.userId} FOR UPDATE`,
  );
  if (!found.rows[0]) throw notFound('Bet not found');
  const bet = toCrashBet(found.rows[0]);
  if (bet.status !== 'active') throw conflict(bet.status === 'cashed_out' ? 'This bet is already cashed out' : 'This round is over');
  const rounds = await tx.execute<Record<string, unknown>>(sql`SELECT * FROM casino_crash_rounds WHERE id = ${bet.round_id}`);
  const roundRow = rounds.rows[0];
  const round = roundRow ? toCrashRound(roundRow) : undefined;
  if (!round || round.phase !== 'flying') throw conflict(round?.phase === 'betting' ? 'The round has not started yet' : 'This round is over');
  const crashTime = crashTimeOf(round);
  if (!crashTime || now.getTime() >= crashTime.getTime()) throw conflict('Too late: the round crashed');
  const multiplier = crashMultiplierNow(round, now);
  // An auto cash-out the loop has not reached yet still pays at its own mark.
  const at = bet.auto_cashout !== null && bet.auto_cashout <= multiplier ? bet.auto_cashout : multiplier;
  if (at < CRASH_MIN_CASHOUT) throw badRequest(`Cash out from ${CRASH_MIN_CASHOUT.toFixed(2)}×`);
  await settleCashout(tx, bet, at);
  return { betId, balance: await availableBalance(tx, call.session.userId) };
}
