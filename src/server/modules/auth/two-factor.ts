import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  twoFactorMessages,
  type DisableTwoFactorInput,
  type EnableTwoFactorInput,
  type RenewRecoveryCodesInput,
  type SetUpTwoFactorInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@shared/schemas/two-factor';
import type { Db, Queryable, Tx } from '@server/db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets, users } from '@server/db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '@server/errors';
import type { AuthUser } from '@server/http/session-lookup';
import { isSealed, type SecretBox } from '@server/secret-box';
import { recordAudit, type Actor } from '@server/modules/audit';
import { deleteUnplayedGameSessions } from '@server/modules/casino';
import { tellSecurityChange } from '@server/modules/notifications';
import { verifyPassword } from './passwords';
import type { LoginThrottle } from './rate-limits';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { revokeAllSessions } from './sessions';
import { matchTotp, newTotpSecret, totpUri } from './totp';

// Two-factor sign-in with an authenticator app. Setting it up stores a secret that is not yet in
// force; a first valid code turns it on and answers ten recovery codes; from then on signing in,
// withdrawing, adding a bank account and turning it off ask for a code (the app's, or a
// recovery code once). Each code is accepted once: the app's by its time step, a recovery code
// by being marked used, each in one guarded UPDATE so two requests cannot both spend it.

const twoFactorRequired = (message: string) => new AppError('TWO_FACTOR_REQUIRED', message);

// The secret is kept sealed (secret-box.ts), bound to its player.
const sealContext = (userId: number) => `totp:${userId}`;

/** The plain secret of a row; undefined when it does not open (a lost or changed secrets key): recovery codes still work then. */
const openSecret = (box: SecretBox, row: { userId: number; secret: string }) => box.open(row.secret, sealContext(row.userId));

/**
 * Seals the secrets stored before they were kept sealed. Run once as the app starts; a second
 * run finds none.
 */
export async function sealPlainSecrets(db: Queryable, box: SecretBox): Promise<number> {
  const rows = await db.select({ userId: twoFactorSecrets.userId, secret: twoFactorSecrets.secret }).from(twoFactorSecrets);
  let sealed = 0;
  for (const row of rows.filter((candidate) => !isSealed(candidate.secret))) {
    const done = await db
      .update(twoFactorSecrets)
      .set({ secret: box.seal(row.secret, sealContext(row.userId)) })
      .where(and(eq(twoFactorSecrets.userId, row.userId), eq(twoFactorSecrets.secret, row.secret)))
      .returning({ userId: twoFactorSecrets.userId });
    sealed += done.length;
  }
  return sealed;
}

async function findSecret(db: Queryable, userId: number) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return row;
}

async function findEnabledSecret(db: Queryable, userId: number) {
  const row = await findSecret(db, userId);
  return row?.enabledAt ? row : undefined;
}

export async function getTwoFactorStatus(db: Queryable, userId: number): Promise<TwoFactorStatus> {
  const row = await findEnabledSecret(db, userId);
  if (!row) return { enabled: false, recovery_codes_left: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: true, recovery_codes_left: Number(left?.n ?? 0) };
}

/** Spends a code of an enabled user: the app's code of a step not used before, or an unused recovery code. */
async function spendCode(db: Queryable, box: SecretBox, row: { userId: number; secret: string; lastStep: number | null }, code: string): Promise<boolean> {
  const secret = openSecret(box, row);
  const step = secret === undefined ? undefined : await matchTotp(secret, code, Date.now(), row.lastStep);
  if (step !== undefined) {
    const taken = await db
      .update(twoFactorSecrets)
      .set({ lastStep: step })
      .where(and(eq(twoFactorSecrets.userId, row.userId), or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step))))
      .returning({ userId: twoFactorSecrets.userId });
    return taken.length > 0;
  }
  const hash = hashRecoveryCode(code);
  if (!hash) return false;
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorRecoveryCodes.userId, row.userId), eq(twoFactorRecoveryCodes.codeHash, hash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/**
 * The second step of a sign-in whose password was right: nothing when two-factor sign-in is off;
 * else the code must be given and good, or 401 TWO_FACTOR_REQUIRED. The sign-in's throttle has
 * already counted the attempt.
 */
export async function checkSignInCode(db: Queryable, box: SecretBox, userId: number, otp: string | undefined): Promise<void> {
  const row = await findEnabledSecret(db, userId);
  if (!row) return;
  if (!otp) throw twoFactorRequired(twoFactorMessages.required);
  if (!(await spendCode(db, box, row, otp))) throw twoFactorRequired(twoFactorMessages.invalid);
}

/**
 * For a signed-in player's sensitive request (a withdrawal, a new bank account): nothing when
 * two-factor sign-in is off; else a good code, or 401 TWO_FACTOR_REQUIRED. A wrong code counts
 * on the account's sign-in throttle, as a wrong password does, so codes cannot be guessed here.
 */
export async function requireTwoFactorCode(
  db: Queryable,
  deps: { throttle: LoginThrottle; box: SecretBox },
  userId: number,
  otp: string | undefined,
): Promise<void> {
  const { throttle, box } = deps;
  const row = await findEnabledSecret(db, userId);
  if (!row) return;
  if (!otp) throw twoFactorRequired(twoFactorMessages.required);
  const account = `user:${userId}`;
  await throttle.claimAttempt(account);
  if (!(await spendCode(db, box, row, otp))) throw twoFactorRequired(twoFactorMessages.invalid);
  await throttle.forgetFailures(account);
}

type Deps = { throttle: LoginThrottle; box: SecretBox };

/**
 * The account's current password, counted on the sign-in throttle as a sign-in is (so it cannot be
 * guessed here): a token alone never changes two-factor sign-in. 400 when wrong.
 */
export async function checkCurrentPassword(db: Queryable, throttle: LoginThrottle, userId: number, password: string): Promise<void> {
  await throttle.claimAttempt(`user:${userId}`);
  const [owner] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!owner || !(await verifyPassword(owner.passwordHash, password))) {
    throw badRequest(twoFactorMessages.wrongPassword, { password: twoFactorMessages.wrongPassword });
  }
}

/** The password, then a current code of the enabled secret: what turning it off or renewing codes takes. */
async function checkPasswordAndCode(db: Queryable, deps: Deps, userId: number, input: { password: string; code: string }) {
  const row = await findEnabledSecret(db, userId);
  if (!row) throw conflict(twoFactorMessages.notOn);
  await checkCurrentPassword(db, deps.throttle, userId, input.password);
  if (!(await spendCode(db, deps.box, row, input.code))) throw twoFactorRequired(twoFactorMessages.invalid);
  await deps.throttle.forgetFailures(`user:${userId}`);
}

/** A new secret, not in force until enabled, for the account's password; setting up again replaces one not yet enabled. */
export async function setUpTwoFactor(db: Db, deps: Deps, user: AuthUser, input: SetUpTwoFactorInput): Promise<TwoFactorSetup> {
  if (user.isDemo) throw forbidden(twoFactorMessages.demo);
  if (await findEnabledSecret(db, user.id)) throw conflict(twoFactorMessages.alreadyOn);
  await checkCurrentPassword(db, deps.throttle, user.id, input.password);
  await deps.throttle.forgetFailures(`user:${user.id}`);
  const secret = newTotpSecret();
  const sealed = deps.box.seal(secret, sealContext(user.id));
  const stored = await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret: sealed, lastStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  if (stored.length === 0) throw conflict(twoFactorMessages.alreadyOn);
  return { secret, otpauth_url: totpUri(secret, user.username) };
}

const newCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

async function storeRecoveryCodes(tx: Tx, userId: number, codes: readonly string[]): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((typed) => ({ userId, codeHash: hashRecoveryCode(typed) ?? '' })));
}

/** Turns two-factor sign-in on with the password and a first good code; answers the ten recovery codes, shown this once. */
export async function enableTwoFactor(db: Db, deps: Deps, user: AuthUser, input: EnableTwoFactorInput): Promise<string[]> {
  if (user.isDemo) throw forbidden(twoFactorMessages.demo);
  const row = await findSecret(db, user.id);
  const secret = row && openSecret(deps.box, row);
  if (!row || secret === undefined) throw badRequest(twoFactorMessages.notSetUp);
  if (row.enabledAt) throw conflict(twoFactorMessages.alreadyOn);
  await checkCurrentPassword(db, deps.throttle, user.id, input.password);
  const step = await matchTotp(secret, input.code, Date.now(), row.lastStep);
  if (step === undefined) throw badRequest(twoFactorMessages.invalid, { code: twoFactorMessages.invalid });
  await deps.throttle.forgetFailures(`user:${user.id}`);
  const codes = newCodes();
  await db.transaction(async (tx) => {
    const enabled = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: new Date(), lastStep: step })
      .where(and(eq(twoFactorSecrets.userId, user.id), isNull(twoFactorSecrets.enabledAt), eq(twoFactorSecrets.secret, row.secret)))
      .returning({ userId: twoFactorSecrets.userId });
    if (enabled.length === 0) throw conflict(twoFactorMessages.alreadyOn);
    await storeRecoveryCodes(tx, user.id, codes);
    await tellSecurityChange(tx, user.id, { kind: 'two_factor_on' });
  });
  return codes;
}

/** Turns two-factor sign-in off: the password and a code (the app's or a recovery code), both counted on the sign-in throttle. */
export async function disableTwoFactor(db: Db, deps: Deps, user: AuthUser, input: DisableTwoFactorInput): Promise<void> {
  await checkPasswordAndCode(db, deps, user.id, input);
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    await tellSecurityChange(tx, user.id, { kind: 'two_factor_off' });
  });
}

/** Ten new recovery codes for the password and a current code; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, deps: Deps, user: AuthUser, input: RenewRecoveryCodesInput): Promise<string[]> {
  await checkPasswordAndCode(db, deps, user.id, input);
  const codes = newCodes();
  await db.transaction(async (tx) => {
    if (!(await findEnabledSecret(tx, user.id))) throw conflict(twoFactorMessages.notOn);
    await storeRecoveryCodes(tx, user.id, codes);
    await tellSecurityChange(tx, user.id, { kind: 'recovery_codes' });
  });
  return codes;
}

async function removeTwoFactor(tx: Tx, userId: number): Promise<boolean> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const removed = await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).returning({ userId: twoFactorSecrets.userId });
  return removed.length > 0;
}

/**
 * The operator turns a player's two-factor sign-in off (a lost phone; the player proved who they
 * are to support), in the caller's transaction: audited with the reason, the player told by SMS
 * and in their notifications, every sign-in of theirs ended. 409 when it is not on.
 */
export async function resetTwoFactor(tx: Tx, userId: number, reason: string, actor: Actor): Promise<void> {
  const [player] = await tx.select({ role: users.role, isDemo: users.isDemo }).from(users).where(eq(users.id, userId)).limit(1);
  if (!player || player.role !== 'player') throw notFound('Player not found');
  if (!(await findEnabledSecret(tx, userId))) throw conflict(twoFactorMessages.notOn);
  await removeTwoFactor(tx, userId);
  await deleteUnplayedGameSessions(tx, await revokeAllSessions(tx, userId));
  await recordAudit(tx, { ...actor, action: 'player.two_factor_reset', targetType: 'user', targetId: userId, details: { reason } });
  await tellSecurityChange(tx, userId, { kind: 'two_factor_reset' });
}
