import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate, StaleDatabaseError, underStartupLock } from './db/migrate';
import { prepareDatabase } from './db/prepare';

// Starts Lotus: opens the database (PGlite in DATA_DIR unless DATABASE_URL), migrates, makes
// sure the operator account exists, seeds the demo content once, and serves on PORT.
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'pgdata'));
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

  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  // The generated password is shown once: also when the port turns out to be taken.
  const operatorLine = generatedAdminPassword
    ? `  Operator account: ${config.adminUsername} / ${generatedAdminPassword}  (back office at ${url}/admin; shown once, set ADMIN_PASSWORD to choose it)\n`
    : '';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (operatorLine) console.log(`\n${operatorLine}`);
    await app.close();
    await database.close();
    throw error;
  }
  // In production without an SMS provider, players asking for a reset code would wait for nothing.
  const smsLine =
    config.sms.provider === 'outbox' && config.env === 'production'
      ? `  Text messages go to the SMS outbox (back office), not to phones: set SMS_PROVIDER=msg91 to send password reset codes.\n`
      : '';
  console.log(`\n  Lotus is running on ${url}  (database: ${database.kind})\n${operatorLine}${smsLine}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError || error instanceof StaleDatabaseError) {
    console.error(`\n  ${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const { port } = error as NodeJS.ErrnoException & { port?: number };
    console.error(`\n  Port ${port} is already in use (another copy of Lotus?). Stop it, or start with another port: PORT=${(port ?? 3000) + 1} npm start\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
