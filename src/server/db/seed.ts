import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

// Demo content, in parts: each module's seed.ts, listed in modules/index.ts (demoSeedParts). Each
// part runs once per database (remembered in app_meta), so a database seeded before a slice
// existed still gets that slice's part on the next start.
export type SeedPart = { key: string; run: (db: Db) => Promise<void> };

export async function seedDemo(db: Db, list: SeedPart[]): Promise<string[]> {
  const ran: string[] = [];
  for (const part of list) {
    const metaKey = `seed:${part.key}`;
    const done = await db.select().from(appMeta).where(eq(appMeta.key, metaKey)).limit(1);
    if (done.length > 0) continue;
    await part.run(db);
    await db
      .insert(appMeta)
      .values({ key: metaKey, value: { at: new Date().toISOString() } })
      .onConflictDoNothing();
    ran.push(part.key);
  }
  return ran;
}
