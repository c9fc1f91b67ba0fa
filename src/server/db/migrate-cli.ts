import path from 'node:path';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from './client';
import { migrate } from './migrate';

// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite(path.join(config.dataDir, 'pgdata'));
const applied = await migrate(database);
console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Nothing to apply: the database is up to date.');
await database.close();
