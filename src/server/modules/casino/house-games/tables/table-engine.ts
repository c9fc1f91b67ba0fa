import { sql } from 'drizzle-orm';
import { cappedPayoutPaise, dealTableRound, MAX_WIN_PAISE, tableMultiplier, type TableGameKey, type TableOutcome } from '@shared/fairness';
import { paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { findGameSessionById, type GameSession } from '@server/modules/casino/launch/game-sessions';
import { walletRollback, type WalletCall } from '@server/modules/casino/seamless-wallet/wallet-operations';
import { houseWalletCall, payWins } from '../house-session';
import { takeNextTableHash } from './table-chain';
import { latestTableRound, type TableRoundRow } from './table-rounds';

// One step of a card table's round loop (run by whichever process holds the table's lock, see
// round-loop.ts): betting → dealing → settled, a pause, the next round. When betting closes the
// round's shoe is dealt from its hash and the outcome stored; the cards are shown one by one,
// card_ms apart, and the bets are settled when the last card is face up. A settlement that fails
// (any error) voids the round instead: every stake is refunded through the wallet, as a provider
// rolls back a failed round.

export type TableTiming = {
  bettingMs: number;
  /** Time between two cards; a long deal (Andar Bahar) is sped up to fit maxDealMs. */
  cardMs: number;
  maxDealMs: number;
  pauseMs: number;
  /** Rounds a chain; 2,000 is about 15 hours of a table, each new chain's terminating hash published as it starts. */
  chainLength: number;
};
export const TABLE_TIMING: TableTiming = { bettingMs: 15_000, cardMs: 1_000, maxDealMs: 12_000, pauseMs: 5_000, chainLength: 2_000 };

/** The most one player wins in one round, all bets together (each bet is capped at it too). */
export const TABLE_ROUND_MAX_WIN_PAISE = MAX_WIN_PAISE;

export const tableBetRef = (betId: number) => `table-bet:${betId}`;

type OpenBet = { id: number; user_id: number; session_id: number; bet_type: string; stake: number };

async function openRound(tx: Tx, game: TableGameKey, now: Date, timing: TableTiming): Promise<void> {
  const next = await takeNextTableHash(tx, game, timing.chainLength);
  await tx.execute(sql`
    INSERT INTO casino_table_rounds (game, chain_id, position, hash, phase, opens_at, closes_at)
    VALUES (${game}, ${next.chainId}, ${next.position}, ${next.hash}, 'betting', ${now}, ${new Date(now.getTime() + timing.bettingMs)})`);
}

async function startDeal(tx: Tx, round: TableRoundRow, now: Date, timing: TableTiming): Promise<TableRoundRow> {
  const outcome = await dealTableRound(round.game, round.hash);
  const cardMs = Math.min(timing.cardMs, Math.floor(timing.maxDealMs / outcome.cards.length));
  const dealEndsAt = new Date(now.getTime() + cardMs * outcome.cards.length);
  await tx.execute(sql`
    UPDATE casino_table_rounds SET phase = 'dealing', outcome = ${JSON.stringify(outcome)}::jsonb, card_ms = ${cardMs}, deal_ends_at = ${dealEndsAt}
    WHERE id = ${round.id}`);
  return { ...round, phase: 'dealing', outcome, card_ms: cardMs, deal_ends_at: dealEndsAt };
}

async function openBets(tx: Tx, roundId: number): Promise<OpenBet[]> {
  const found = await tx.execute<Record<string, unknown>>(
    sql`SELECT id, user_id, session_id, bet_type, stake FROM casino_table_bets WHERE round_id = ${roundId} AND status = 'open' ORDER BY id FOR UPDATE`,
  );
  return found.rows.map((row) => ({
    id: Number(row.id),
    user_id: Number(row.user_id),
    session_id: Number(row.session_id),
    bet_type: String(row.bet_type),
    stake: Number(row.stake),
  }));
}

/** Each bet's payout: floor(stake × multiplier), capped a bet and, in bet order, a player a round. */
export function tablePayouts(bets: readonly OpenBet[], outcome: TableOutcome): Map<number, number> {
  const wonSoFar = new Map<number, number>();
  const payouts = new Map<number, number>();
  for (const bet of bets) {
    const won = wonSoFar.get(bet.user_id) ?? 0;
    const payout = Math.min(cappedPayoutPaise(bet.stake, tableMultiplier(outcome, bet.bet_type)), TABLE_ROUND_MAX_WIN_PAISE - won);
    wonSoFar.set(bet.user_id, won + payout);
    payouts.set(bet.id, payout);
  }
  return payouts;
}

/** The wallet calls of a round's players, one lookup per session rather than per bet. */
function walletCalls(tx: Tx, game: TableGameKey) {
  const calls = new Map<number, Promise<WalletCall>>();
  return (sessionId: number) => {
    let call = calls.get(sessionId);
    if (!call) {
      call = findGameSessionById(tx, sessionId).then((session: GameSession | undefined) => {
        if (!session) throw new Error(`table session ${sessionId} not found`);
        return houseWalletCall(tx, session, game);
      });
      calls.set(sessionId, call);
    }
    return call;
  };
}

async function settleRound(tx: Tx, round: TableRoundRow, now: Date): Promise<void> {
  if (!round.outcome) throw new Error(`round ${round.id} has no outcome`);
  const bets = await openBets(tx, round.id);
  const payouts = tablePayouts(bets, round.outcome);
  const winners = bets.filter((bet) => (payouts.get(bet.id) ?? 0) > 0);
  if (winners.length > 0) {
    const values = winners.map((bet) => sql`(${bet.id}::bigint, ${payouts.get(bet.id) ?? 0}::bigint)`);
    await tx.execute(sql`
      UPDATE casino_table_bets b SET status = 'won', payout = v.payout, settled_at = ${now}
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, payout) WHERE b.id = v.id`);
  }
  await tx.execute(sql`UPDATE casino_table_bets SET status = 'lost', settled_at = ${now} WHERE round_id = ${round.id} AND status = 'open'`);
  await payWins(
    tx,
    round.game,
    winners.map((bet) => ({ userId: bet.user_id, sessionId: bet.session_id, roundRef: tableBetRef(bet.id), amount: paise(payouts.get(bet.id) ?? 0) })),
  );
  await tx.execute(sql`UPDATE casino_table_rounds SET phase = 'settled', settled_at = ${now} WHERE id = ${round.id}`);
}

/** Refunds every open bet of the round and marks it void. */
export async function voidTableRound(tx: Tx, round: TableRoundRow, now: Date): Promise<void> {
  const callOf = walletCalls(tx, round.game);
  for (const bet of await openBets(tx, round.id)) {
    const ref = tableBetRef(bet.id);
    await walletRollback(tx, await callOf(bet.session_id), { transactionId: `${ref}:rollback`, targetTransactionId: `${ref}:bet`, roundId: ref });
    await tx.execute(sql`UPDATE casino_table_bets SET status = 'void', settled_at = ${now} WHERE id = ${bet.id}`);
  }
  await tx.execute(sql`UPDATE casino_table_rounds SET phase = 'void', settled_at = ${now} WHERE id = ${round.id}`);
}

export type TableStepHooks = {
  /** Called when a settlement failed and the round was voided instead. */
  onVoid?: (round: TableRoundRow, error: unknown) => void;
  /** Tests only: runs inside the settlement, so a throw makes it fail mid-way. */
  duringSettlement?: (round: TableRoundRow) => Promise<void>;
};

async function settleOrVoid(tx: Tx, round: TableRoundRow, now: Date, hooks: TableStepHooks): Promise<void> {
  try {
    // A savepoint: a failure undoes the settlement's half-done writes, then the round is voided.
    await tx.transaction(async (inner) => {
      await settleRound(inner, round, now);
      await hooks.duringSettlement?.(round);
    });
  } catch (error) {
    await voidTableRound(tx, round, now);
    hooks.onVoid?.(round, error);
  }
}

/** One step of a table at `now`. Idempotent: calling it twice at one instant changes nothing more. */
export async function advanceTable(tx: Tx, game: TableGameKey, now: Date, timing: TableTiming = TABLE_TIMING, hooks: TableStepHooks = {}): Promise<void> {
  let round = await latestTableRound(tx, game, { lock: 'update' });
  if (!round) return openRound(tx, game, now, timing);
  if (round.phase === 'betting') {
    if (now.getTime() < round.closes_at.getTime()) return;
    round = await startDeal(tx, round, now, timing);
  }
  if (round.phase === 'dealing') {
    if (!round.deal_ends_at || now.getTime() < round.deal_ends_at.getTime()) return;
    return settleOrVoid(tx, round, now, hooks);
  }
  const endedAt = round.settled_at ?? round.closes_at;
  if (now.getTime() >= endedAt.getTime() + timing.pauseMs) await openRound(tx, game, now, timing);
}
