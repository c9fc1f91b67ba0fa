import { sql } from 'drizzle-orm';
import { MAX_WIN_PAISE, MAX_WIN_RUPEES } from '@shared/fairness';
import type { Paise } from '@shared/money';
import type { WalletAnswer, WalletStatus } from '@shared/schemas/casino';
import type { Queryable, Tx } from '@server/db/client';
import { houseAccount, playerAccount, transfer } from '@server/modules/ledger';
import type { GameSession } from '../launch/game-sessions';
import { loadWalletState, storedAnswer, WalletRaceError, walletAnswer, walletReference, type WalletKind, type WalletState } from './wallet-state';

// The seamless wallet (docs/decisions/020-casino-seamless-wallet.md): the one API through which every casino provider, the house
// games included, takes a stake (debit: main → house_pnl), pays a win (credit: house_pnl → main)
// and reverses a stake (rollback: house_pnl → main). Each runs in the caller's transaction, is
// idempotent on (provider, transaction id) and answers the player's available balance after it.
// Stakes and wins are the SQL function casino_wallet_apply (db/functions/casino_wallet_apply.sql), which the house
// games call for one operation and the aggregators' callbacks for a batch (wallet-batcher.ts);
// rollbacks, rare and subtle, are written here. Either way the money moves through the ledger's
// one writer, ledger_transfer (a batch's legs in one call). The rules:
// - a repeat of a transaction id answers the first answer and moves nothing;
// - a debit needs a live session (not expired, its sign-in not ended), an active player and an
//   enabled title; a credit or rollback does not (a win is owed even after the session ended);
// - an aggregator's credit needs a stake in its round, unless declared a free round
//   (creditRefusal);
// - a rollback reverses a debit once; a rollback of an id never seen marks that id dead, so the
//   debit arriving after it is refused (TRANSACTION_ROLLED_BACK).

export type WalletCall = { providerId: number; session: GameSession };
export type WalletMove = { transactionId: string; roundId: string; amount: Paise };
export type WalletResult = { answer: WalletAnswer };

const mainBalance = (state: WalletState) => state.main?.balance ?? 0;

function repeatOf(state: WalletState, kind: WalletKind, amount: number | undefined, targetTxId?: string): WalletResult | undefined {
  const row = state.existing;
  if (!row) return undefined;
  const isSame =
    row.status === 'void' ||
    (row.kind === kind && (amount === undefined || row.amount === amount) && (targetTxId === undefined || row.target_tx_id === targetTxId));
  if (!isSame) {
    return { answer: walletAnswer('TRANSACTION_MISMATCH', mainBalance(state), { message: 'This transaction id was used for another operation' }) };
  }
  return { answer: storedAnswer(row) };
}

async function insertWalletRow(
  tx: Tx,
  call: WalletCall,
  row: { kind: WalletKind; providerTxId: string; roundId: string; amount: number; status: string; targetTxId?: string; answer?: WalletAnswer },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO casino_wallet_transactions (provider_id, provider_tx_id, kind, user_id, session_id, game_id, round_id, amount, target_tx_id, status, answer)
    VALUES (${call.providerId}, ${row.providerTxId}, ${row.kind}, ${call.session.userId}, ${call.session.id}, ${call.session.gameId},
            ${row.roundId}, ${row.amount}, ${row.targetTxId ?? null}, ${row.status}, ${row.answer ? JSON.stringify(row.answer) : null}::jsonb)
    ON CONFLICT (provider_id, provider_tx_id) DO NOTHING
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new WalletRaceError();
  return Number(id);
}

/** Inserts a row whose answer cannot be rebuilt from a transfer, answering that answer. */
async function recordAnswer(
  tx: Tx,
  call: WalletCall,
  row: Parameters<typeof insertWalletRow>[2],
  status: WalletStatus,
  balance: number,
  message?: string,
): Promise<WalletResult> {
  const answer = walletAnswer(status, balance, message === undefined ? {} : { message });
  const id = await insertWalletRow(tx, call, { ...row, answer });
  // The stored answer names the row it belongs to, like a rebuilt one does.
  const withId = { ...answer, transaction_id: String(id) };
  await tx.execute(sql`UPDATE casino_wallet_transactions SET answer = ${JSON.stringify(withId)}::jsonb WHERE id = ${id}`);
  return { answer: withId };
}

function debitRefusal(session: GameSession): WalletStatus | undefined {
  if (!session.isPlayerActive) return 'PLAYER_BLOCKED';
  if (session.isExpired || !session.isSignedIn) return 'SESSION_EXPIRED';
  if (!session.isGameEnabled) return 'GAME_DISABLED';
  return undefined;
}

/**
 * Why an aggregator's win must not be paid, or undefined when it may be. A win needs a stake of
 * more than ₹0 taken from this player in its round (same provider and round id, not rolled
 * back), unless the provider declares a free round: that needs a live session as a stake does,
 * and pays at most the max win. A repeat of a transaction id is never refused here (the first
 * answer stands). Nothing is recorded: a refused credit may come again once its stake has.
 */
export async function creditRefusal(db: Queryable, call: WalletCall, move: WalletMove & { isFreeRound: boolean }): Promise<WalletAnswer | undefined> {
  const { userId } = call.session;
  const found = await db.execute<{ is_repeat: boolean; is_staked: boolean; balance: string | number | null }>(sql`
    SELECT EXISTS (SELECT 1 FROM casino_wallet_transactions
                    WHERE provider_id = ${call.providerId} AND provider_tx_id = ${move.transactionId}) AS is_repeat,
           EXISTS (SELECT 1 FROM casino_wallet_transactions
                    WHERE provider_id = ${call.providerId} AND round_id = ${move.roundId} AND kind = 'debit'
                      AND user_id = ${userId} AND status = 'done' AND amount > 0) AS is_staked,
           (SELECT balance FROM accounts WHERE user_id = ${userId} AND kind = 'main') AS balance`);
  const row = found.rows[0];
  if (!row || row.is_repeat || row.is_staked) return undefined;
  const balance = Number(row.balance ?? 0);
  if (!move.isFreeRound) return walletAnswer('ROUND_NOT_FOUND', balance, { message: 'No stake was taken in this round' });
  const refusal = debitRefusal(call.session);
  if (refusal) return walletAnswer(refusal, balance);
  if (move.amount > MAX_WIN_PAISE) {
    return walletAnswer('MAX_WIN_EXCEEDED', balance, { message: `A free round pays at most ₹${MAX_WIN_RUPEES.toLocaleString('en-IN')}` });
  }
  return undefined;
}

export async function walletBalance(tx: Tx, call: WalletCall): Promise<WalletResult> {
  const result = await tx.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE user_id = ${call.session.userId} AND kind = 'main'`);
  return { answer: walletAnswer('OK', Number(result.rows[0]?.balance ?? 0)) };
}

/** One stake or win as the SQL function casino_wallet_apply takes it. */
export type WalletApplyOp = {
  op: 'debit' | 'credit';
  provider_id: number;
  tx_id: string;
  round_id: string;
  amount: number;
} & (
  | { user_id: number; session_id: number; game_id: number; refusal: WalletStatus | null }
  /**
   * By token: the function finds the session itself, but checks neither its sign-in nor a win's
   * stake, so the callbacks load the session first (findGameSession, creditRefusal) and send the form above.
   */
  | { token_hash: string; player_id: string | null }
);

export function toApplyOp(kind: 'debit' | 'credit', call: WalletCall, move: WalletMove): WalletApplyOp {
  return {
    op: kind,
    provider_id: call.providerId,
    tx_id: move.transactionId,
    round_id: move.roundId,
    amount: move.amount,
    user_id: call.session.userId,
    session_id: call.session.id,
    game_id: call.session.gameId,
    refusal: kind === 'debit' ? (debitRefusal(call.session) ?? null) : null,
  };
}

/** Applies stakes and wins in one statement (in the caller's transaction or as one of its own). */
export async function applyWalletOps(db: Queryable, ops: readonly WalletApplyOp[]): Promise<WalletAnswer[]> {
  const result = await db.execute<{ ord: number; answer: WalletAnswer }>(sql`SELECT ord, answer FROM casino_wallet_apply(${JSON.stringify(ops)}::jsonb)`);
  const answers = new Map(result.rows.map((row) => [Number(row.ord), row.answer]));
  return ops.map((_op, index) => {
    const answer = answers.get(index + 1);
    if (!answer) throw new Error('casino_wallet_apply left an operation unanswered');
    return answer;
  });
}

async function applyOne(tx: Tx, kind: 'debit' | 'credit', call: WalletCall, move: WalletMove): Promise<WalletResult> {
  const [answer] = await applyWalletOps(tx, [toApplyOp(kind, call, move)]);
  if (!answer) throw new Error('no wallet answer');
  return { answer };
}

export function walletDebit(tx: Tx, call: WalletCall, move: WalletMove): Promise<WalletResult> {
  return applyOne(tx, 'debit', call, move);
}

export function walletCredit(tx: Tx, call: WalletCall, move: WalletMove): Promise<WalletResult> {
  return applyOne(tx, 'credit', call, move);
}

type TargetRow = { id: number; kind: WalletKind; user_id: number; amount: number; status: string };

export async function walletRollback(
  tx: Tx,
  call: WalletCall,
  input: { transactionId: string; targetTransactionId: string; roundId: string },
): Promise<WalletResult> {
  const state = await loadWalletState(tx, { providerId: call.providerId, providerTxId: input.transactionId, userId: call.session.userId });
  const repeat = repeatOf(state, 'rollback', undefined, input.targetTransactionId);
  if (repeat) return repeat;

  const found = await tx.execute<TargetRow>(sql`
    SELECT id, kind, user_id, amount, status FROM casino_wallet_transactions
    WHERE provider_id = ${call.providerId} AND provider_tx_id = ${input.targetTransactionId}
    FOR UPDATE`);
  const target = found.rows[0];
  const row = { kind: 'rollback' as const, providerTxId: input.transactionId, roundId: input.roundId, targetTxId: input.targetTransactionId, amount: 0 };
  const balance = mainBalance(state);

  if (!target) {
    // Rollback before debit: the id is dead from now on, so the debit, should it come, is refused.
    await insertWalletRow(tx, call, {
      kind: 'debit',
      providerTxId: input.targetTransactionId,
      roundId: input.roundId,
      amount: 0,
      status: 'void',
      answer: walletAnswer('TRANSACTION_ROLLED_BACK', undefined, { message: 'This transaction was rolled back before it arrived' }),
    });
    return recordAnswer(tx, call, { ...row, status: 'not_found' }, 'TRANSACTION_NOT_FOUND', balance, 'No such transaction to roll back');
  }
  if (Number(target.user_id) !== call.session.userId) {
    return { answer: walletAnswer('TRANSACTION_NOT_FOUND', balance, { message: 'No such transaction to roll back' }) };
  }
  if (target.kind !== 'debit')
    return recordAnswer(tx, call, { ...row, status: 'not_reversible' }, 'NOT_REVERSIBLE', balance, 'Only a debit can be rolled back');
  if (target.status === 'rolled_back' || target.status === 'void') {
    return recordAnswer(tx, call, { ...row, status: 'already_rolled_back' }, 'ALREADY_ROLLED_BACK', balance, 'This transaction was already rolled back');
  }
  // A refused debit took nothing: its rollback is answered OK and moves nothing.
  const amount = target.status === 'done' ? Number(target.amount) : 0;
  if (target.status === 'done') await tx.execute(sql`UPDATE casino_wallet_transactions SET status = 'rolled_back' WHERE id = ${target.id}`);
  if (amount === 0) return recordAnswer(tx, call, { ...row, status: 'done' }, 'OK', balance);

  const id = await insertWalletRow(tx, call, { ...row, amount, status: 'done' });
  const mainId = state.main?.id ?? (await playerAccount(tx, call.session.userId, 'main'));
  const houseId = state.houseId ?? (await houseAccount(tx, 'house_pnl', state.world));
  const moved = await transfer(tx, { from: houseId, to: mainId, amount: amount as Paise, kind: 'casino_rollback', reference: walletReference(id) });
  return { answer: walletAnswer('OK', moved.toBalanceAfter, { transactionId: id }) };
}
