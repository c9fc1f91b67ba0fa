import { sql, type SQL } from 'drizzle-orm';
import { MAX_PAISE, type Paise } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { AppError, badRequest, conflict, isCheckViolation, isUniqueViolation } from '../../errors';
import { isHouseKind, type AccountId, type Transfer, type TransferInput } from './types';

// The only code that writes accounts.balance (DESIGN §4). It runs in the caller's transaction:
// lock every account of every leg in account-id order (one global order, so two transfers
// cannot deadlock), check each leg against the locked balances, then update the balances and
// insert the entries in one statement. Four round trips a transfer with BEGIN and COMMIT.

type LockedAccount = { id: number; kind: string; balance: number };
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
  if (legs.length === 0) return [];
  for (const leg of legs) assertValidLeg(leg);
  const ids = [...new Set(legs.flatMap((leg) => [leg.from, leg.to]))].sort((a, b) => a - b);

  const locked = await tx.execute<LockedAccount>(
    sql`SELECT id, kind, balance FROM accounts WHERE id IN (${list(ids)}) ORDER BY id FOR UPDATE`,
  );
  if (locked.rows.length !== ids.length) throw badRequest('Unknown ledger account');

  const replayed = await findReplay(tx, legs);
  if (replayed) return replayed;

  const balances = new Map(locked.rows.map((row) => [Number(row.id), { balance: Number(row.balance), isHouse: isHouseKind(row.kind) }]));
  const entries = legs.map((leg) => applyLeg(balances, leg));

  const deltas = new Map<AccountId, number>();
  for (const leg of legs) {
    deltas.set(leg.from, (deltas.get(leg.from) ?? 0) - leg.amount);
    deltas.set(leg.to, (deltas.get(leg.to) ?? 0) + leg.amount);
  }
  const deltaRows = [...deltas].map(([id, delta]) => sql`(${id}::bigint, ${delta}::bigint)`);
  const entryRows = entries.map(
    (e) =>
      sql`(${e.from}::bigint, ${e.to}::bigint, ${e.amount}::bigint, ${e.kind}, ${e.reference}, ${e.idempotencyKey}::text,
           ${e.fromBalanceBefore}::bigint, ${e.fromBalanceAfter}::bigint, ${e.toBalanceBefore}::bigint, ${e.toBalanceAfter}::bigint)`,
  );
  let inserted;
  try {
    inserted = await tx.execute<{ id: number }>(sql`
      WITH moved AS (
        UPDATE accounts a SET balance = a.balance + d.delta
        FROM (VALUES ${sql.join(deltaRows, sql`, `)}) AS d(id, delta)
        WHERE a.id = d.id
      )
      INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key,
                             debit_balance_before, debit_balance_after, credit_balance_before, credit_balance_after)
      VALUES ${sql.join(entryRows, sql`, `)}
      RETURNING id`);
  } catch (error) {
    if (isCheckViolation(error)) throw insufficientBalance();
    if (isUniqueViolation(error)) throw conflict('This idempotency key was already used for another transfer');
    throw error;
  }
  // Ids are drawn in VALUES order, so sorted ids line up with the legs.
  const newIds = inserted.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  return entries.map((entry, index) => ({ ...entry, id: newIds[index] ?? 0 }));
}

function assertValidLeg(leg: TransferInput): void {
  if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0 || leg.amount > MAX_PAISE) throw badRequest('Invalid amount');
  if (leg.from === leg.to) throw new Error('a transfer needs two different accounts');
}

function applyLeg(balances: Map<AccountId, { balance: number; isHouse: boolean }>, leg: TransferInput): Omit<Transfer, 'id'> {
  const from = balances.get(leg.from);
  const to = balances.get(leg.to);
  if (!from || !to) throw new Error('leg account not locked');
  const fromBefore = from.balance;
  const toBefore = to.balance;
  if (!from.isHouse && fromBefore - leg.amount < 0) throw insufficientBalance();
  from.balance = fromBefore - leg.amount;
  to.balance = toBefore + leg.amount;
  return {
    from: leg.from,
    to: leg.to,
    amount: leg.amount,
    kind: leg.kind,
    reference: leg.reference,
    idempotencyKey: leg.idempotencyKey ?? null,
    fromBalanceBefore: fromBefore as Paise,
    fromBalanceAfter: from.balance as Paise,
    toBalanceBefore: toBefore as Paise,
    toBalanceAfter: to.balance as Paise,
    replayed: false,
  };
}

/**
 * Runs after the account locks: a duplicate of a keyed transfer touches the same accounts, so it
 * waits for the first to commit and then finds its entries here (a fresh snapshot per statement).
 */
async function findReplay(tx: Tx, legs: readonly TransferInput[]): Promise<Transfer[] | undefined> {
  const keys = legs.map((leg) => leg.idempotencyKey).filter((key): key is string => key !== undefined);
  if (keys.length === 0) return undefined;
  if (new Set(keys).size !== keys.length) throw new Error('two legs share an idempotency key');
  const found = await tx.execute<StoredTransfer>(sql`SELECT * FROM transfers WHERE idempotency_key IN (${list(keys)})`);
  if (found.rows.length === 0) return undefined;
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
