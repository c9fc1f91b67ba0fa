import { sql } from 'drizzle-orm';
import { cappedPayoutPaise, crashElapsedMsFor, crashMultiplierAt, crashPointFromHash, MAX_WIN_PAISE } from '@shared/fairness';
import { paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { findGameSessionById } from '@server/modules/casino/launch/game-sessions';
import { walletRollback } from '@server/modules/casino/seamless-wallet/wallet-operations';
import { houseWalletCall, payWin } from '../house-session';
import { takeNextCrashHash } from './crash-chain';
import { latestCrashRound, toCrashBet, type CrashBetRow, type CrashRoundRow } from './crash-rounds';

// The crash round loop's one step (run by whichever process holds the loop lock, see
// round-loop.ts): betting → flying → crashed, then a pause and the next round. Auto cash-outs
// are paid when the curve reaches them, and so is every bet whose cash-out would pay the max win
// (payout.ts); at the crash every bet still in the air is lost. A round
// whose crash the loop missed by more than the outage limit (every process was down) is void:
// the auto cash-outs its crash point reached are paid, the other open bets are rolled back
// through the wallet, as a provider does when a round fails.

export type CrashTiming = { bettingMs: number; pauseMs: number; outageMs: number; chainLength: number };
export const CRASH_TIMING: CrashTiming = { bettingMs: 7_000, pauseMs: 3_000, outageMs: 10_000, chainLength: 10_000 };

export const crashBetRef = (betId: number) => `crash-bet:${betId}`;

/** When the round crashes (its started_at plus the curve's time to the crash point). */
export function crashTimeOf(round: CrashRoundRow): Date | undefined {
  if (!round.started_at) return undefined;
  return new Date(round.started_at.getTime() + crashElapsedMsFor(round.crash_point));
}

/** The multiplier of a flying round at `now` (capped at its crash point). */
export function crashMultiplierNow(round: CrashRoundRow, now: Date): number {
  if (!round.started_at) return 1;
  return Math.min(crashMultiplierAt(Math.max(0, now.getTime() - round.started_at.getTime())), round.crash_point);
}

/** The round's bets in the air; with `reached`, only those due to cash out at that multiplier. */
async function activeBets(tx: Tx, roundId: number, reached?: number): Promise<CrashBetRow[]> {
  const filter =
    reached === undefined
      ? sql``
      : sql`AND ((auto_cashout IS NOT NULL AND auto_cashout <= ${reached}) OR floor(stake * ${reached}::numeric) >= ${MAX_WIN_PAISE})`;
  const found = await tx.execute<Record<string, unknown>>(
    sql`SELECT * FROM casino_crash_bets WHERE round_id = ${roundId} AND status = 'active' ${filter} ORDER BY id FOR UPDATE`,
  );
  return found.rows.map(toCrashBet);
}

/** Pays a bet at `multiplier` (it was locked by the caller). */
export async function settleCashout(tx: Tx, bet: CrashBetRow, multiplier: number): Promise<void> {
  const payout = cappedPayoutPaise(bet.stake, multiplier);
  await tx.execute(
    sql`UPDATE casino_crash_bets SET status = 'cashed_out', cashout_multiplier = ${multiplier}, payout = ${payout}, settled_at = now() WHERE id = ${bet.id}`,
  );
  const session = await findGameSessionById(tx, bet.session_id);
  if (!session) throw new Error(`bet ${bet.id} has no session`);
  await payWin(tx, await houseWalletCall(tx, session, 'crash'), crashBetRef(bet.id), paise(payout));
}

async function startRound(tx: Tx, now: Date, timing: CrashTiming): Promise<void> {
  const next = await takeNextCrashHash(tx, timing.chainLength);
  const crashPoint = await crashPointFromHash(next.hash);
  await tx.execute(sql`
    INSERT INTO casino_crash_rounds (chain_id, position, hash, crash_point, phase, betting_ends_at)
    VALUES (${next.chainId}, ${next.position}, ${next.hash}, ${crashPoint}, 'betting', ${new Date(now.getTime() + timing.bettingMs)})`);
}

async function voidRound(tx: Tx, round: CrashRoundRow): Promise<void> {
  for (const bet of await activeBets(tx, round.id)) {
    const session = await findGameSessionById(tx, bet.session_id);
    if (!session) continue;
    const call = await houseWalletCall(tx, session, 'crash');
    const ref = crashBetRef(bet.id);
    await walletRollback(tx, call, { transactionId: `${ref}:rollback`, targetTransactionId: `${ref}:bet`, roundId: ref });
    await tx.execute(sql`UPDATE casino_crash_bets SET status = 'void', settled_at = now() WHERE id = ${bet.id}`);
  }
  await tx.execute(sql`UPDATE casino_crash_rounds SET phase = 'void', crashed_at = now() WHERE id = ${round.id}`);
}

async function fly(tx: Tx, round: CrashRoundRow, now: Date, timing: CrashTiming): Promise<void> {
  const crashTime = crashTimeOf(round);
  if (!crashTime) return;
  const reached = crashMultiplierNow(round, now);
  // Whatever the published result owes is paid first, even when the loop missed the crash:
  // auto cash-outs up to the crash point, and bets that reached the max win.
  for (const bet of await activeBets(tx, round.id, reached))
    await settleCashout(tx, bet, bet.auto_cashout !== null && bet.auto_cashout <= reached ? bet.auto_cashout : reached);
  if (now.getTime() > crashTime.getTime() + timing.outageMs) return voidRound(tx, round);
  if (now.getTime() < crashTime.getTime()) return;
  await tx.execute(sql`UPDATE casino_crash_bets SET status = 'lost', settled_at = now() WHERE round_id = ${round.id} AND status = 'active'`);
  await tx.execute(sql`UPDATE casino_crash_rounds SET phase = 'crashed', crashed_at = ${crashTime} WHERE id = ${round.id}`);
}

/** One step of the crash loop at `now`. Idempotent: calling it twice at one instant changes nothing more. */
export async function advanceCrash(tx: Tx, now: Date, timing: CrashTiming = CRASH_TIMING): Promise<void> {
  const round = await latestCrashRound(tx, { lock: 'update' });
  if (!round) return startRound(tx, now, timing);
  switch (round.phase) {
    case 'betting':
      if (now.getTime() >= round.betting_ends_at.getTime()) {
        await tx.execute(sql`UPDATE casino_crash_rounds SET phase = 'flying', started_at = ${now} WHERE id = ${round.id}`);
        // A 1.00× round crashes the moment it starts.
        await fly(tx, { ...round, phase: 'flying', started_at: now }, now, timing);
      }
      return;
    case 'flying':
      return fly(tx, round, now, timing);
    case 'crashed':
    case 'void': {
      const endedAt = round.crashed_at ?? round.created_at;
      if (now.getTime() >= endedAt.getTime() + timing.pauseMs) await startRound(tx, now, timing);
      return;
    }
  }
}
