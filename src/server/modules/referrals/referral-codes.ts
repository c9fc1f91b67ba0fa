import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminReferralCode } from '@shared/schemas/referrals';
import type { Queryable, Tx } from '@server/db/client';
import { referralCodes } from '@server/db/schema';
import { conflict, isUniqueViolation, notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';

// Master referral codes: registration needs an active one (spec §6); the operator hands them out.

export const INVALID_REFERRAL_CODE = 'Invalid referral code';

export async function isReferralCodeValid(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code.toUpperCase()), eq(referralCodes.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** Counts one use of an active code and returns its id, or undefined when the code is unknown or disabled. */
export async function claimReferralCode(tx: Tx, code: string): Promise<number | undefined> {
  const [row] = await tx
    .update(referralCodes)
    .set({ uses: sql`${referralCodes.uses} + 1` })
    .where(and(eq(referralCodes.code, code.toUpperCase()), eq(referralCodes.isActive, true)))
    .returning({ id: referralCodes.id });
  return row?.id;
}

type ReferralCodeRow = typeof referralCodes.$inferSelect;

function toAdminReferralCode(row: ReferralCodeRow): AdminReferralCode {
  return { id: row.id, code: row.code, is_active: row.isActive, uses: row.uses, created_at: row.createdAt.toISOString() };
}

export async function listReferralCodes(db: Queryable): Promise<AdminReferralCode[]> {
  // The operator's master codes; players' own codes are on Refer & Earn.
  const rows = await db.select().from(referralCodes).where(isNull(referralCodes.ownerUserId)).orderBy(desc(referralCodes.createdAt), desc(referralCodes.id));
  return rows.map(toAdminReferralCode);
}

export async function createReferralCode(tx: Tx, code: string, actor: Actor): Promise<AdminReferralCode> {
  // A savepoint keeps the caller's transaction usable when the insert hits the unique key.
  const row = await tx
    .transaction(async (inner) => {
      const [created] = await inner.insert(referralCodes).values({ code, createdBy: actor.actorId }).returning();
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('Referral code already exists');
      throw error;
    });
  if (!row) throw new Error('referral code insert returned nothing');
  await recordAudit(tx, { ...actor, action: 'referral_code.create', targetType: 'referral_code', targetId: row.id, details: { code } });
  return toAdminReferralCode(row);
}

export async function setReferralCodeActive(tx: Tx, id: number, isActive: boolean, actor: Actor): Promise<AdminReferralCode> {
  const [row] = await tx.update(referralCodes).set({ isActive }).where(eq(referralCodes.id, id)).returning();
  if (!row) throw notFound('Referral code not found');
  await recordAudit(tx, {
    ...actor,
    action: isActive ? 'referral_code.enable' : 'referral_code.disable',
    targetType: 'referral_code',
    targetId: id,
    details: { code: row.code },
  });
  return toAdminReferralCode(row);
}
