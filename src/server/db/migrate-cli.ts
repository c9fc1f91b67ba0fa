import path from 'node:path';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from './client';
import { migrate, StaleDatabaseError } from './migrate';

// `npm run db:migrate`: applies pending migrations and replaces the SQL functions, on DATABASE_URL or on
// the embedded database in DATA_DIR.
const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite(path.join(config.dataDir, 'pgdata'));
try {
  const applied = await migrate(database);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}; functions replaced.` : 'No migration to apply; functions replaced.');
} catch (error) {
  if (!(error instanceof StaleDatabaseError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
