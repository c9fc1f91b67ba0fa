import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentOptionInputSchema, type PaymentOption, type paymentOptionPatchSchema } from '@shared/schemas/wallet';
import type { Queryable, Tx } from '@server/db/client';
import { deposits, paymentOptions } from '@server/db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';

// Where players send deposit money: UPI ids and bank accounts, managed by the operator. Every
// change goes to the audit log in its transaction, with the option before and after: a changed
// UPI id or bank account decides where players' money goes.

type PaymentOptionRow = typeof paymentOptions.$inferSelect;
export type AdminPaymentOption = PaymentOption & { is_enabled: boolean; sort_order: number };

export function toPaymentOption(row: PaymentOptionRow): PaymentOption {
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    label: row.label,
    badge: row.badge,
    iconUrl: row.iconUrl,
    upiId: row.upiId,
    accountHolder: row.accountHolder,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    ifsc: row.ifsc,
  };
}

const toAdminPaymentOption = (row: PaymentOptionRow): AdminPaymentOption => ({ ...toPaymentOption(row), is_enabled: row.isEnabled, sort_order: row.sortOrder });

export async function listPaymentOptions(db: Queryable, { enabledOnly }: { enabledOnly: boolean }): Promise<AdminPaymentOption[]> {
  const rows = await db
    .select()
    .from(paymentOptions)
    .where(enabledOnly ? eq(paymentOptions.isEnabled, true) : undefined)
    .orderBy(asc(paymentOptions.sortOrder), asc(paymentOptions.id));
  return rows.map(toAdminPaymentOption);
}

export async function findEnabledPaymentOption(db: Queryable, id: number): Promise<PaymentOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOptions)
    .where(and(eq(paymentOptions.id, id), eq(paymentOptions.isEnabled, true)))
    .limit(1);
  return row;
}

type OptionInput = z.output<typeof paymentOptionInputSchema>;

function toColumns(input: OptionInput) {
  const isUpi = input.type === 'upi';
  return {
    key: input.key,
    type: input.type,
    label: input.label,
    badge: input.badge,
    iconUrl: input.icon_url,
    upiId: isUpi ? (input.upi_id ?? null) : null,
    accountHolder: isUpi ? null : (input.account_holder ?? null),
    bankName: isUpi ? null : (input.bank_name ?? null),
    accountNumber: isUpi ? null : (input.account_number ?? null),
    ifsc: isUpi ? null : (input.ifsc ?? null),
    isEnabled: input.is_enabled,
    sortOrder: input.sort_order,
  };
}

const audit = (tx: Tx, actor: Actor, verb: 'create' | 'update' | 'delete', id: number, change: { before?: AdminPaymentOption; after?: AdminPaymentOption }) =>
  recordAudit(tx, {
    actorId: actor.actorId,
    action: `payment_option.${verb}`,
    targetType: 'payment_option',
    targetId: id,
    details: change,
    ...(actor.ip ? { ip: actor.ip } : {}),
  });

export async function createPaymentOption(tx: Tx, input: OptionInput, actor: Actor): Promise<AdminPaymentOption> {
  try {
    const [row] = await tx.insert(paymentOptions).values(toColumns(input)).returning();
    if (!row) throw new Error('payment option not inserted');
    const created = toAdminPaymentOption(row);
    await audit(tx, actor, 'create', created.id, { after: created });
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A payment option with this key already exists');
    throw error;
  }
}

/** Applies a partial change; the result must still be a complete UPI or bank option. */
export async function updatePaymentOption(tx: Tx, id: number, patch: z.output<typeof paymentOptionPatchSchema>, actor: Actor): Promise<AdminPaymentOption> {
  const [current] = await tx.select().from(paymentOptions).where(eq(paymentOptions.id, id)).limit(1).for('update');
  if (!current) throw notFound('Payment option not found');
  const merged = paymentOptionInputSchema.safeParse({
    key: current.key,
    type: current.type,
    label: current.label,
    badge: current.badge,
    icon_url: current.iconUrl,
    upi_id: current.upiId,
    account_holder: current.accountHolder,
    bank_name: current.bankName,
    account_number: current.accountNumber,
    ifsc: current.ifsc,
    is_enabled: current.isEnabled,
    sort_order: current.sortOrder,
    ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
  });
  if (!merged.success) throw badRequest(merged.error.issues[0]?.message ?? 'Invalid payment option');
  try {
    const [row] = await tx
      .update(paymentOptions)
      .set({ ...toColumns(merged.data), updatedAt: sql`now()` })
      .where(eq(paymentOptions.id, id))
      .returning();
    if (!row) throw notFound('Payment option not found');
    const updated = toAdminPaymentOption(row);
    await audit(tx, actor, 'update', id, { before: toAdminPaymentOption(current), after: updated });
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A payment option with this key already exists');
    throw error;
  }
}

/** Deletes an option no deposit used; one that was used can only be disabled. */
export async function deletePaymentOption(tx: Tx, id: number, actor: Actor): Promise<void> {
  const [used] = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.paymentOptionId, id)).limit(1);
  if (used) throw conflict('Deposits were made to this payment option: disable it instead');
  const [removed] = await tx.delete(paymentOptions).where(eq(paymentOptions.id, id)).returning();
  if (!removed) throw notFound('Payment option not found');
  await audit(tx, actor, 'delete', id, { before: toAdminPaymentOption(removed) });
}
