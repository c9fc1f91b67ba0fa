import type { Config } from '../config';
import { demoSeedParts } from '../modules';
import { ensureAdmin } from '@server/modules/auth';
import type { Db } from './client';
import { seedDemo } from './seed';

/** What a start does to the database after migrating: the operator account, then demo content. */
export async function prepareDatabase(db: Db, config: Config): Promise<{ generatedAdminPassword?: string }> {
  const admin = await ensureAdmin(db, config.adminUsername, config.adminPassword);
  if (config.seedDemo) await seedDemo(db, demoSeedParts);
  return admin.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {};
}
