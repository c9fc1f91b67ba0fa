import { sql, type SQL } from 'drizzle-orm';
import { MAX_PAISE, type Paise } from '@shared/money';
import { executeNamed, type Tx } from '@server/db/client';
import { AppError, badRequest, conflict, isCheckViolation, isUniqueViolation, sqlState } from '@server/errors';
import type { PlayerBalances } from './balances';
import type { Transfer, TransferInput } from './types';

// The only code that writes accounts.balance, through the SQL function ledger_transfer
// (db/functions/ledger_transfer.sql, which refuses a leg between play money and real money), in the caller's transaction: it locks
// every account of every leg in account-id order (one global order, so two transfers cannot
// deadlock), checks each leg against the locked balances, then updates the balances and inserts
// the entries. One round trip a transfer; a refusal writes nothing and leaves the transaction usable.

type StoredTransfer = {
  id: number;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  reference: string;
  idempotency_key: string | null;
  debit_balance_before: number;
  debit_balance_after: number;
  credit_balance_before: number;
  credit_balance_after: number;
};

type FunctionAnswer = {
  status: 'ok' | 'insufficient' | 'unknown_account' | 'replay';
  ids: unknown[] | null;
  debit_before: unknown[] | null;
  debit_after: unknown[] | null;
  credit_before: unknown[] | null;
  credit_after: unknown[] | null;
};

export const insufficientBalance = () => new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');

/** Moves money between two accounts in the caller's transaction; throws INSUFFICIENT_BALANCE when a player account would go below zero. */
export async function transfer(tx: Tx, input: TransferInput): Promise<Transfer> {
  const [result] = await transferMany(tx, [input]);
  if (!result) throw new Error('transfer produced no entry');
  return result;
}

/**
 * Several legs at once (a settlement, a casino round): all accounts locked together in id order,
 * legs applied in the order given (each leg must leave its player accounts at zero or more), all
 * entries written or none. With idempotency keys on every leg, a repeat answers the first legs.
 */
export async function transferMany(tx: Tx, legs: readonly TransferInput[]): Promise<Transfer[]> {
  return (await transferManyThenBalances(tx, legs, [])).transfers;
}

/**
 * A statement that goes in the ledger call's round trip and runs only once the legs are made (the
 * exchange writes a batch's bets so): a SELECT of one row, its text the same every time under its
 * name (a named prepared statement). Its row comes back as `then`.
 */
export type ThenStatement = { name: string; statement: SQL };

/**
 * transferMany, answering also the balances of `userIds`' accounts after it, in the same round
 * trip. The statement's own snapshot is taken before ledger_transfer runs, so the accounts the
 * legs moved take their balances from the function's answer (exact, under its locks); the others
 * are read as of the statement, as any unlocked read would. `then` runs in the same round trip
 * after the legs are made, and not at all when they are refused.
 */
export async function transferManyThenBalances(
  tx: Tx,
  legs: readonly TransferInput[],
  userIds: readonly number[],
  then?: ThenStatement,
): Promise<{ transfers: Transfer[]; balances: Map<number, PlayerBalances>; then?: unknown }> {
  if (legs.length === 0) return { transfers: [], ...(await readBalances(tx, userIds, then)) };
  const payload = ledgerPayload(legs);
  let answer: (FunctionAnswer & { accounts: AccountRow[] | null; then: unknown }) | undefined;
  try {
    // One text whatever the legs and players, so PostgreSQL plans it once per connection.
    const result = await executeNamed<FunctionAnswer & { accounts: AccountRow[] | null; then: unknown }>(
      tx,
      then ? `ledger_transfer_then_balances+${then.name}` : 'ledger_transfer_then_balances',
      sql`SELECT t.*, ${accountsOf(userIds)} AS accounts, ${then ? sql`CASE WHEN t.status = 'ok' THEN (SELECT row_to_json(w) FROM (${then.statement}) AS w) END` : sql`NULL::json`} AS then
            FROM ledger_transfer(${payload}::jsonb) t`,
    );
    answer = result.rows[0];
  } catch (error) {
    if (isCheckViolation(error)) throw insufficientBalance();
    if (isUniqueViolation(error) && !then) throw conflict('This idempotency key was already used for another transfer');
    // A leg between play money and real money is a defect of the caller, never a player's doing.
    if (sqlState(error) === 'LP001') throw new Error('a transfer may not join play money and real money', { cause: error });
    throw error;
  }
  if (!answer) throw new Error('ledger_transfer answered nothing');
  if (answer.status === 'insufficient') throw insufficientBalance();
  if (answer.status === 'unknown_account') throw badRequest('Unknown ledger account');
  if (answer.status === 'replay') {
    if (then) throw new Error('legs with a statement to follow were replayed');
    return { transfers: await replayOf(tx, legs), ...(await readBalances(tx, userIds)) };
  }
  const column = (values: unknown[] | null, index: number) => Number(values?.[index] ?? Number.NaN) as Paise;
  const transfers = legs.map((leg, index) => ({
    id: column(answer.ids, index),
    from: leg.from,
    to: leg.to,
    amount: leg.amount,
    kind: leg.kind,
    reference: leg.reference,
    idempotencyKey: leg.idempotencyKey ?? null,
    fromBalanceBefore: column(answer.debit_before, index),
    fromBalanceAfter: column(answer.debit_after, index),
    toBalanceBefore: column(answer.credit_before, index),
    toBalanceAfter: column(answer.credit_after, index),
    replayed: false,
  }));
  // Legs apply in order, so an account's last leg holds its balance after them all.
  const moved = new Map<number, Paise>();
  for (const transfer of transfers) {
    moved.set(transfer.from, transfer.fromBalanceAfter);
    moved.set(transfer.to, transfer.toBalanceAfter);
  }
  return { transfers, balances: toBalances(userIds, answer.accounts ?? [], moved), ...(then ? { then: answer.then } : {}) };
}

/**
 * The legs as ledger_transfer takes them (JSON), each checked first: a whole positive amount
 * within bounds between two different accounts, and no idempotency key twice.
 */
export function ledgerPayload(legs: readonly TransferInput[]): string {
  for (const leg of legs) assertValidLeg(leg);
  const keys = legs.map((leg) => leg.idempotencyKey).filter((key): key is string => key !== undefined);
  if (new Set(keys).size !== keys.length) throw new Error('two legs share an idempotency key');
  return JSON.stringify(
    legs.map((leg) => ({ debit: leg.from, credit: leg.to, amount: leg.amount, kind: leg.kind, reference: leg.reference, key: leg.idempotencyKey ?? null })),
  );
}

/** [account id, user id, kind, balance] */
export type AccountRow = [number, number, string, number];

const accountsOf = (userIds: readonly number[]) =>
  sql`(SELECT json_agg(json_build_array(id, user_id, kind, balance)) FROM accounts WHERE user_id = ANY(${bigintArray(userIds)}::bigint[]))`;

/** A list of ids as one array parameter (a PostgreSQL array literal), so the text stays the same. */
const bigintArray = (values: readonly number[]) => `{${values.map((value) => String(Math.trunc(value))).join(',')}}`;

async function readBalances(tx: Tx, userIds: readonly number[], then?: ThenStatement): Promise<{ balances: Map<number, PlayerBalances>; then?: unknown }> {
  if (userIds.length === 0 && !then) return { balances: new Map() };
  const result = await tx.execute<{ accounts: AccountRow[] | null; then: unknown }>(
    sql`SELECT ${accountsOf(userIds)} AS accounts, ${then ? sql`(SELECT row_to_json(w) FROM (${then.statement}) AS w)` : sql`NULL::json`} AS then`,
  );
  const row = result.rows[0];
  return { balances: toBalances(userIds, row?.accounts ?? [], new Map()), ...(then ? { then: row?.then } : {}) };
}

const balanceField = { main: 'main', bonus: 'bonus', exposure: 'exposure', withdrawal_hold: 'withdrawalHold' } as const;

/** Each player's balances from rows of their accounts (`moved`: balances known newer than the rows'). */
export function toBalances(
  userIds: readonly number[],
  rows: readonly AccountRow[],
  moved: ReadonlyMap<number, Paise> = new Map(),
): Map<number, PlayerBalances> {
  const balances = new Map<number, PlayerBalances>();
  for (const userId of userIds) balances.set(userId, { main: 0 as Paise, bonus: 0 as Paise, exposure: 0 as Paise, withdrawalHold: 0 as Paise });
  for (const [accountId, userId, kind, balance] of rows) {
    const entry = balances.get(Number(userId));
    const name = balanceField[kind as keyof typeof balanceField];
    if (entry && name) entry[name] = moved.get(Number(accountId)) ?? (Number(balance) as Paise);
  }
  return balances;
}

function assertValidLeg(leg: TransferInput): void {
  if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0 || leg.amount > MAX_PAISE) throw badRequest('Invalid amount');
  if (leg.from === leg.to) throw new Error('a transfer needs two different accounts');
}

/**
 * A key of these legs was used before (seen by ledger_transfer under the account locks, so a
 * concurrent duplicate has committed by now): answer the first transfers if these legs are the
 * same ones, else refuse the key.
 */
async function replayOf(tx: Tx, legs: readonly TransferInput[]): Promise<Transfer[]> {
  const keys = legs.map((leg) => leg.idempotencyKey).filter((key): key is string => key !== undefined);
  const found = await tx.execute<StoredTransfer>(sql`SELECT * FROM transfers WHERE idempotency_key IN (${list(keys)})`);
  const byKey = new Map(found.rows.map((row) => [row.idempotency_key, row]));
  const matches = legs.map((leg) => {
    const row = leg.idempotencyKey === undefined ? undefined : byKey.get(leg.idempotencyKey);
    const isSame =
      row !== undefined &&
      Number(row.debit_account_id) === leg.from &&
      Number(row.credit_account_id) === leg.to &&
      Number(row.amount) === leg.amount &&
      row.kind === leg.kind;
    return isSame ? toTransfer(row, true) : undefined;
  });
  if (matches.some((match) => match === undefined)) throw conflict('This idempotency key was already used for another transfer');
  return matches.filter((match): match is Transfer => match !== undefined);
}

export function toTransfer(row: StoredTransfer, replayed = false): Transfer {
  return {
    id: Number(row.id),
    from: Number(row.debit_account_id),
    to: Number(row.credit_account_id),
    amount: Number(row.amount) as Paise,
    kind: row.kind as Transfer['kind'],
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    fromBalanceBefore: Number(row.debit_balance_before) as Paise,
    fromBalanceAfter: Number(row.debit_balance_after) as Paise,
    toBalanceBefore: Number(row.credit_balance_before) as Paise,
    toBalanceAfter: Number(row.credit_balance_after) as Paise,
    replayed,
  };
}

function list(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
