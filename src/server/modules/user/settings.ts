import type { Language } from '@shared/i18n/languages';
import { defaultUserSettings, mergeSettings, userSettingsSchema, type UpdateSettingsInput, type UserSettings } from '@shared/schemas/settings';
import type { Db, Queryable } from '@server/db/client';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, userSettings, users } from '@server/db/schema';
import { idleWindow } from '@server/http/session-lookup';

/**
 * Stored settings laid over the defaults, so a field added later has its default for everyone.
 * Anything stored that no longer validates falls back to the defaults, section by section.
 */
function readStored(stored: unknown): UserSettings {
  const merged = mergeSettings(defaultUserSettings, (stored ?? {}) as Partial<UserSettings>);
  const parsed = userSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultUserSettings;
}

export async function getUserSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return readStored(row?.settings);
}

/**
 * A new account's settings, in the caller's transaction: the defaults, but in the language its
 * player was reading when they made it (the request's Accept-Language), so every device they sign
 * in on, and the next page load, shows them that language.
 */
export async function startUserSettings(db: Queryable, userId: number, language: Language): Promise<void> {
  if (language === defaultUserSettings.appearance.language) return;
  await db.insert(userSettings).values({ userId, settings: { appearance: { language } } });
}

/**
 * Applies a partial update (any sections, any fields) and returns the whole settings object. The
 * auto logout it holds is the server's too: the player's sign-ins end after that idle time.
 */
export async function updateUserSettings(db: Db, userId: number, update: UpdateSettingsInput): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).for('update').limit(1);
    const settings = mergeSettings(readStored(row?.settings), update);
    await tx
      .insert(userSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: new Date() } });
    await setIdleLogout(tx, userId, settings.security.autoLogout ? settings.security.sessionTimeout : null);
    return settings;
  });
}

/**
 * Sets the player's auto logout (minutes without activity, or null for off) and applies it at
 * once to their live sign-ins, counting from now: the player is active as they choose it.
 */
async function setIdleLogout(db: Queryable, userId: number, minutes: number | null, now = Date.now()): Promise<void> {
  await db.update(users).set({ idleLogoutMinutes: minutes }).where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({
      lastSeenAt: new Date(now),
      expiresAt:
        minutes === null
          ? sql`${sessions.absoluteExpiresAt}`
          : sql`least(${sessions.absoluteExpiresAt}, ${new Date(now + idleWindow(minutes).endsAfterMs)}::timestamptz)`,
    })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
}
