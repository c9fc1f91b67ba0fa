import { sql } from 'drizzle-orm';
import type { Paise } from '../../../../shared/money';
import type { WalletAnswer, WalletStatus } from '../../../../shared/schemas/casino';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../errors';
import { houseAccount, playerAccount, transfer } from '../../ledger';
import type { GameSession } from '../launch/game-sessions';
import {
  loadWalletState,
  storedAnswer,
  WalletRaceError,
  walletAnswer,
  walletReference,
  type WalletKind,
  type WalletState,
} from './wallet-state';

// The seamless wallet (DESIGN §7): the one API through which every casino provider, the house
// games included, takes a stake (debit: main → house_pnl), pays a win (credit: house_pnl → main)
// and reverses a stake (rollback: house_pnl → main). Each runs in the caller's transaction
// (see runWalletOperation), is idempotent on (provider, transaction id) and answers the player's
// available balance after it. The rules:
// - a repeat of a transaction id answers the first answer and moves nothing;
// - a debit needs a live session, an active player and an enabled title; a credit or rollback
//   does not (a win is owed even after the session expired);
// - a rollback reverses a debit once; a rollback of an id never seen marks that id dead, so the
//   debit arriving after it is refused (TRANSACTION_ROLLED_BACK).

export type WalletCall = { providerId: number; session: GameSession };
export type WalletMove = { transactionId: string; roundId: string; amount: Paise };
export type WalletResult = { answer: WalletAnswer; isRepeat: boolean };

const mainBalance = (state: WalletState) => state.main?.balance ?? 0;

function repeatOf(state: WalletState, kind: WalletKind, amount: number | undefined, targetTxId?: string): WalletResult | undefined {
  const row = state.existing;
  if (!row) return undefined;
  const isSame = row.status === 'void' || (row.kind === kind && (amount === undefined || row.amount === amount) && (targetTxId === undefined || row.target_tx_id === targetTxId));
  if (!isSame) {
    return { answer: walletAnswer('TRANSACTION_MISMATCH', mainBalance(state), { message: 'This transaction id was used for another operation' }), isRepeat: true };
  }
  return { answer: storedAnswer(row), isRepeat: true };
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
async function recordAnswer(tx: Tx, call: WalletCall, row: Parameters<typeof insertWalletRow>[2], status: WalletStatus, balance: number, message?: string): Promise<WalletResult> {
  const answer = walletAnswer(status, balance, message === undefined ? {} : { message });
  const id = await insertWalletRow(tx, call, { ...row, answer });
  // The stored answer names the row it belongs to, like a rebuilt one does.
  const withId = { ...answer, transaction_id: String(id) };
  await tx.execute(sql`UPDATE casino_wallet_transactions SET answer = ${JSON.stringify(withId)}::jsonb WHERE id = ${id}`);
  return { answer: withId, isRepeat: false };
}

function debitRefusal(session: GameSession): WalletStatus | undefined {
  if (!session.isPlayerActive) return 'PLAYER_BLOCKED';
  if (session.isExpired) return 'SESSION_EXPIRED';
  if (!session.isGameEnabled) return 'GAME_DISABLED';
  return undefined;
}

export async function walletBalance(tx: Tx, call: WalletCall): Promise<WalletResult> {
  const result = await tx.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE user_id = ${call.session.userId} AND kind = 'main'`);
  return { answer: walletAnswer('OK', Number(result.rows[0]?.balance ?? 0)), isRepeat: false };
}

export async function walletDebit(tx: Tx, call: WalletCall, move: WalletMove): Promise<WalletResult> {
  const state = await loadWalletState(tx, { providerId: call.providerId, providerTxId: move.transactionId, userId: call.session.userId });
  const repeat = repeatOf(state, 'debit', move.amount);
  if (repeat) return repeat;
  const refusal = debitRefusal(call.session);
  if (refusal) return { answer: walletAnswer(refusal, mainBalance(state)), isRepeat: false };

  const row = { kind: 'debit' as const, providerTxId: move.transactionId, roundId: move.roundId, amount: move.amount };
  if (move.amount > mainBalance(state) || !state.main) {
    if (move.amount === 0) return recordAnswer(tx, call, { ...row, status: 'done' }, 'OK', 0);
    return recordAnswer(tx, call, { ...row, status: 'refused' }, 'INSUFFICIENT_FUNDS', mainBalance(state), 'Insufficient balance');
  }
  if (move.amount === 0) return recordAnswer(tx, call, { ...row, status: 'done' }, 'OK', mainBalance(state));

  const id = await insertWalletRow(tx, call, { ...row, status: 'done' });
  const houseId = state.houseId ?? (await houseAccount(tx, 'house_pnl'));
  try {
    const moved = await transfer(tx, { from: state.main.id, to: houseId, amount: move.amount, kind: 'casino_debit', reference: walletReference(id) });
    return { answer: walletAnswer('OK', moved.fromBalanceAfter, { transactionId: id }), isRepeat: false };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
    // The balance fell between the read and the lock (another stake): refuse with the locked figure.
    const now = await tx.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE id = ${state.main.id}`);
    const answer = walletAnswer('INSUFFICIENT_FUNDS', Number(now.rows[0]?.balance ?? 0), { transactionId: id, message: 'Insufficient balance' });
    await tx.execute(sql`UPDATE casino_wallet_transactions SET status = 'refused', answer = ${JSON.stringify(answer)}::jsonb WHERE id = ${id}`);
    return { answer, isRepeat: false };
  }
}

export async function walletCredit(tx: Tx, call: WalletCall, move: WalletMove): Promise<WalletResult> {
  const state = await loadWalletState(tx, { providerId: call.providerId, providerTxId: move.transactionId, userId: call.session.userId });
  const repeat = repeatOf(state, 'credit', move.amount);
  if (repeat) return repeat;
  const row = { kind: 'credit' as const, providerTxId: move.transactionId, roundId: move.roundId, amount: move.amount, status: 'done' };
  if (move.amount === 0) return recordAnswer(tx, call, row, 'OK', mainBalance(state));

  const id = await insertWalletRow(tx, call, row);
  const mainId = state.main?.id ?? (await playerAccount(tx, call.session.userId, 'main'));
  const houseId = state.houseId ?? (await houseAccount(tx, 'house_pnl'));
  const moved = await transfer(tx, { from: houseId, to: mainId, amount: move.amount, kind: 'casino_credit', reference: walletReference(id) });
  return { answer: walletAnswer('OK', moved.toBalanceAfter, { transactionId: id }), isRepeat: false };
}

type TargetRow = { id: number; kind: WalletKind; user_id: number; amount: number; status: string };

export async function walletRollback(tx: Tx, call: WalletCall, input: { transactionId: string; targetTransactionId: string; roundId: string }): Promise<WalletResult> {
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
    return { answer: walletAnswer('TRANSACTION_NOT_FOUND', balance, { message: 'No such transaction to roll back' }), isRepeat: false };
  }
  if (target.kind !== 'debit') return recordAnswer(tx, call, { ...row, status: 'not_reversible' }, 'NOT_REVERSIBLE', balance, 'Only a debit can be rolled back');
  if (target.status === 'rolled_back' || target.status === 'void') {
    return recordAnswer(tx, call, { ...row, status: 'already_rolled_back' }, 'ALREADY_ROLLED_BACK', balance, 'This transaction was already rolled back');
  }
  // A refused debit took nothing: its rollback is answered OK and moves nothing.
  const amount = target.status === 'done' ? Number(target.amount) : 0;
  if (target.status === 'done') await tx.execute(sql`UPDATE casino_wallet_transactions SET status = 'rolled_back' WHERE id = ${target.id}`);
  if (amount === 0) return recordAnswer(tx, call, { ...row, status: 'done' }, 'OK', balance);

  const id = await insertWalletRow(tx, call, { ...row, amount, status: 'done' });
  const mainId = state.main?.id ?? (await playerAccount(tx, call.session.userId, 'main'));
  const houseId = state.houseId ?? (await houseAccount(tx, 'house_pnl'));
  const moved = await transfer(tx, { from: houseId, to: mainId, amount: amount as Paise, kind: 'casino_rollback', reference: walletReference(id) });
  return { answer: walletAnswer('OK', moved.toBalanceAfter, { transactionId: id }), isRepeat: false };
}
