import net from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { isUnavailable } from './db/faults';
import { migrate, StaleDatabaseError, underStartupLock } from './db/migrate';
import { prepareDatabase } from './db/prepare';
import { DatabaseUnreachableError, describeDatabaseUrl, waitForDatabase } from './db/wait-for-database';
import { openRedis, waitForRedis, watchRedis } from './redis-client';

/** How long a stopping process keeps its open connections after closing the port, for requests already on their way. */
const SETTLE_MS = 500;

// Starts Lotus: opens the database (PGlite in DATA_DIR unless DATABASE_URL; PostgreSQL is waited
// for), migrates, makes sure the operator account exists, seeds the demo content once, and serves
// on PORT. SIGTERM or SIGINT stops it cleanly (stop() below).
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'pgdata'));
  if (config.databaseUrl) {
    await waitForDatabase(database, { waitMs: config.databaseWaitMs, where: describeDatabaseUrl(config.databaseUrl), say: (line) => console.log(`  ${line}`) });
  }
  await migrate(database);
  const redis = config.redisUrl ? openRedis(config.redisUrl, `lotus-${process.pid}`) : undefined;
  const app = await buildApp({ config, database, redis });
  if (redis) {
    watchRedis(redis, app.log, 'lotus');
    redis.connect().catch(() => undefined);
    if (!(await waitForRedis(redis))) app.log.warn({}, 'Redis does not answer yet: serving with this process’s own limits until it does');
  }
  // Under the startup lock: processes started together on one database would race to insert the operator and the demo content.
  const { generatedAdminPassword } = await underStartupLock(database, () => prepareDatabase(database.db, config));

  // A fault of a connection (PostgreSQL, Redis, a feed) never ends the process: the request that
  // used it answered 503. Anything else thrown out of the event loop is a bug: logged, then exit.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('uncaughtException', (error) => {
    if (isUnavailable(error)) return app.log.error({ err: error }, 'a connection failed outside any request; serving on');
    app.log.fatal({ err: error }, 'uncaught exception: stopping');
    process.exit(1);
  });

  let stopping: Promise<void> | undefined;
  // New requests answer 503 at once (readiness too, so the balancer stops sending), the leader's
  // jobs stop and its lock goes, live streams end with a reconnect hint, the port closes, requests
  // in flight (and the orders they wait for) finish within the grace, then the pools close.
  const stop = (signal: string) => {
    stopping ??= (async () => {
      app.log.info(`${signal}: stopping; requests in flight have ${config.shutdownGraceMs} ms to finish`);
      app.lifecycle.isStopping = true;
      // Fires once the port is closed and the last connection has ended.
      const drained = new Promise((resolve) => app.server.once('close', resolve));
      // The port closes first, without touching open connections: one accepted a moment ago still
      // gets its request read and answered (503, Connection: close) rather than reset unread.
      net.Server.prototype.close.call(app.server);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const grace = setTimeout(() => {
        app.log.warn('stop: the grace is over, closing the connections left');
        app.server.closeAllConnections();
      }, config.shutdownGraceMs);
      try {
        // Jobs and streams end, idle connections close; then the requests still running finish.
        await app.close();
        await drained;
      } catch (error) {
        app.log.error({ err: error }, 'stop: closing the app failed');
      }
      clearTimeout(grace);
      await redis?.quit().catch(() => redis.disconnect());
      await database.close().catch((error: unknown) => app.log.warn({ err: error }, 'stop: closing the database failed'));
      app.log.info(`${signal}: stopped`);
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

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
  if (error instanceof DataDirInUseError || error instanceof StaleDatabaseError || error instanceof DatabaseUnreachableError) {
    console.error(`\n  ${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const { port } = error as NodeJS.ErrnoException & { port?: number };
    console.error(`\n  Port ${port} is already in use (another copy of Lotus?). Stop it, or start with another port: PORT=${(port ?? 3000) + 1} npm start\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
