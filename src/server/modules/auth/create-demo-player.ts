import { randomInt } from 'node:crypto';
import type { Session } from '@shared/schemas/auth';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { grantDemoFunds } from '@server/modules/ledger';
import { buildUserObject, startUserSettings } from '@server/modules/user';
import { createSession, type NewAccountFrom } from './sessions';
import { pickFreeUsername } from './usernames';

export const DEMO_DISPLAY_NAME = 'Demo Player';
/** Not an argon2 hash, so no password ever verifies: a demo player signs in only through /api/auth/demo. */
const NO_PASSWORD = '!demo-no-password';
const DEMO_SESSION_MS = 24 * 3600_000;

/**
 * "Login with demo ID": a fresh demo player each time, funded with play money, signed in, in the
 * language the visitor was reading.
 */
export async function createDemoPlayer(db: Db, tokenTtlMs: number, { device, language = 'en' }: NewAccountFrom = {}): Promise<Session> {
  const username = await pickFreeUsername(db, `demo${randomInt(10, 100)}`);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ username, displayName: DEMO_DISPLAY_NAME, passwordHash: NO_PASSWORD, isDemo: true }).returning();
    if (!row) throw new Error('demo user insert returned nothing');
    await grantDemoFunds(tx, row.id);
    await startUserSettings(tx, row.id, language);
    const token = await createSession(tx, row.id, Math.min(tokenTtlMs, DEMO_SESSION_MS), device);
    return { user: await buildUserObject(tx, row), token };
  });
}
