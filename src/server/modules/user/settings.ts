import { eq } from 'drizzle-orm';
import { defaultUserSettings, mergeSettings, userSettingsSchema, type UpdateSettingsInput, type UserSettings } from '@shared/schemas/settings';
import type { Db, Queryable } from '@server/db/client';
import { userSettings } from '@server/db/schema';

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

/** Applies a partial update (any sections, any fields) and returns the whole settings object. */
export async function updateUserSettings(db: Db, userId: number, update: UpdateSettingsInput): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).for('update').limit(1);
    const settings = mergeSettings(readStored(row?.settings), update);
    await tx
      .insert(userSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: new Date() } });
    return settings;
  });
}
