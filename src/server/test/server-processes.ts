import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { REDIS_URL } from './redis';

export { redisAnswers } from './redis';

// Real server processes for tests run with TEST_DATABASE_URL: a fresh database on that server,
// and `node --import tsx src/server/main.ts` started several times at once on it (each its own
// process group, so stopping one ends everything it started), as a deployment behind a load
// balancer runs them. Unlike two-instances.ts nothing is shared: each process migrates, makes
// the operator account and seeds the demo content itself, at the same moment as the others.

export const OPERATOR = { username: 'admin', password: 'two-processes-operator-1' } as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainFile = path.join(repoRoot, 'src/server/main.ts');

export type ServerProcess = { base: string; child: ChildProcess; env: NodeJS.ProcessEnv; output(): string };
export type ServerProcesses = {
  servers: ServerProcess[];
  databaseUrl: string;
  withRedis: boolean;
  /** Starts server `index` again, on its port and with its environment, once it has exited; resolves when it is healthy. */
  restart(index: number): Promise<ServerProcess>;
  stop(): Promise<void>;
};
/** What the processes connect to instead of the database and Redis they were given (a proxy a test can cut), and more environment. */
export type ServerOptions = { withRedis: boolean; databaseUrlFor?: (url: string) => string; redisUrl?: string; env?: NodeJS.ProcessEnv };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function startServer(env: NodeJS.ProcessEnv): ServerProcess {
  // detached: its own process group, so a kill of -pid reaches anything it forked.
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { base: `http://${env.HOST}:${env.PORT}`, child, env, output: () => output };
}

export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server ${server.base} exited (${server.child.exitCode ?? server.child.signalCode}) before it was healthy:\n${server.output()}`);
    }
    const healthy = await fetch(`${server.base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server ${server.base} not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

async function stopServer(server: ServerProcess): Promise<void> {
  const { child } = server;
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  // Whatever the server started and left behind goes too.
  signalGroup(child, 'SIGKILL');
}

/** Resolves with the exit code (or signal) once the process has exited. */
export function exitOf(server: ServerProcess): Promise<number | string> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? String(child.signalCode));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? String(signal))));
}

/** The environment of a server process on `databaseUrl` listening on `port`. */
export function serverEnv(databaseUrl: string, port: number, options: Omit<ServerOptions, 'databaseUrlFor'> = { withRedis: false }): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    ...(options.withRedis ? { REDIS_URL: options.redisUrl ?? REDIS_URL } : {}),
    SEED_DEMO: 'true',
    ADMIN_USERNAME: OPERATOR.username,
    ADMIN_PASSWORD: OPERATOR.password,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_AGGREGATOR_PORT: '0',
    PRICE_SIMULATOR: 'false',
    FEED_DEMO: 'false',
    CASINO_ROUND_LOOP: 'false',
    EXCHANGE_SCHEDULER: 'false',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  };
}

/** A free port on 127.0.0.1 (free when asked). */
export { freePort };

/** Starts `count` server processes together on one fresh database; `stop` ends them and drops it. */
export async function startServerProcesses(count: number, options: ServerOptions): Promise<ServerProcesses> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('server processes need TEST_DATABASE_URL');
  const name = `lotus_procs_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const servers: ServerProcess[] = [];
  // If the test runner itself is ended, the servers end with it.
  const onExit = () => servers.forEach((server) => signalGroup(server.child, 'SIGKILL'));
  process.once('exit', onExit);
  const stop = async () => {
    await Promise.all(servers.map(stopServer));
    process.off('exit', onExit);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    const ports: number[] = [];
    while (ports.length < count) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const connectTo = options.databaseUrlFor?.(databaseUrl) ?? databaseUrl;
    for (const port of ports) servers.push(startServer(serverEnv(connectTo, port, options)));
    await Promise.all(servers.map((server) => waitForHealth(server, 45_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  const restart = async (index: number) => {
    const old = servers[index];
    if (!old) throw new Error(`no server ${index}`);
    await exitOf(old);
    const server = startServer(old.env);
    servers[index] = server;
    await waitForHealth(server, 45_000);
    return server;
  };
  return { servers, databaseUrl, withRedis: options.withRedis, restart, stop };
}
