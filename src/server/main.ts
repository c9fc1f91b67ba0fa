import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { migrate, underStartupLock } from './db/migrate';
import { prepareDatabase } from './db/prepare';

// Starts Lotus: opens the database (PGlite in DATA_DIR unless DATABASE_URL), migrates, makes
// sure the operator account exists, seeds the demo content once, and serves on PORT.
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pgdata'));
  await migrate(database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({ config, database, redis });
  // Under the startup lock: processes started together on one database would race to insert the operator and the demo content.
  const { generatedAdminPassword } = await underStartupLock(database, () => prepareDatabase(database.db, config));

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\n  Lotus is running on ${url}  (database: ${database.kind})`);
  if (generatedAdminPassword) {
    console.log(`  Operator account: ${config.adminUsername} / ${generatedAdminPassword}  (back office at ${url}/admin; shown once, set ADMIN_PASSWORD to choose it)`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
