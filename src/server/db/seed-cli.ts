import path from 'node:path';
import { loadConfig } from '../config';
import { demoSeedParts } from '../modules';
import { openPglite, openPostgres } from './client';
import { migrate } from './migrate';
import { seedDemo } from './seed';

// `npm run db:seed`: the demo content (each part once per database), after migrating.
const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite(path.join(config.dataDir, 'pgdata'));
await migrate(database);
const ran = await seedDemo(database.db, demoSeedParts);
console.log(ran.length > 0 ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed: every demo part is already there.');
await database.close();
