// HTTP read throughput on loopback: an authenticated read (GET /api/user/profile: token lookup,
// user row, ledger balances) and a public read (GET /api/banners), with autocannon.
// The server runs in a child process (as in production: its own event loop, logging off), on
// PGlite in a temp dir and, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on
// a fresh database there (created and dropped here). Besides req/s and latency it reports the
// server process's CPU time per request, which says what the route costs when the machine is busy.
// Prints the figures, writes bench/results/http-reads.json. Never fails on time.
// Run: npx tsx bench/http-reads.ts [seconds per route, default 10]
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '@server/app';
import { loadConfig, testConfig } from '@server/config';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import { contentSeed } from '@server/modules/content';

const SECONDS = (process.argv[2] !== '--serve' && Number(process.argv[2])) || 10;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const thisFile = fileURLToPath(import.meta.url);
const resultsFile = path.join(path.dirname(thisFile), 'results', 'http-reads.json');

type Figures = {
  route: string;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  server_cpu_us_per_request: number;
  non_2xx: number;
  errors: number;
};
type ServerMessage = { type: 'ready'; port: number; token: string } | { type: 'cpu'; micros: number };

// ---- the server (child process) ----

async function openDatabase(serverUrl: string | undefined): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-'));
    const database = await openPglite(path.join(dir, 'pgdata'));
    return {
      database,
      drop: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `lotus_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function serve(serverUrl: string | undefined) {
  const send = (message: ServerMessage) => process.send?.(message);
  const { database, drop } = await openDatabase(serverUrl);
  await migrate(database);
  await seedDemo(database.db, [contentSeed]);
  const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phone_number: '9876543210', password: 'bench-password', referral_code: 'LOTUS100' },
  });
  const token = (registered.json() as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`could not register the bench player: ${registered.body}`);
  process.on('message', (message) => {
    if (message === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    } else if (message === 'stop') {
      void app
        .close()
        .then(drop)
        .then(() => process.exit(0));
    }
  });
  send({ type: 'ready', port, token });
}

// ---- the load (parent process) ----

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function serverCpu(child: ChildProcess): Promise<number> {
  const reply = nextMessage(child, 'cpu');
  child.send('cpu');
  return (await reply).micros;
}

async function measure(child: ChildProcess, route: string, url: string, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const cpuBefore = await serverCpu(child);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const cpuUsed = (await serverCpu(child)) - cpuBefore;
  return {
    route,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    server_cpu_us_per_request: Math.round(cpuUsed / Math.max(1, result.requests.total)),
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<Figures[]> {
  const child = fork(thisFile, ['--serve', ...(serverUrl ? [serverUrl] : [])], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    const { port, token } = await nextMessage(child, 'ready');
    const base = `http://127.0.0.1:${port}`;
    const figures = [
      await measure(child, 'GET /api/user/profile', `${base}/api/user/profile`, { authorization: `Bearer ${token}` }),
      await measure(child, 'GET /api/banners', `${base}/api/banners`, {}),
    ];
    for (const f of figures) {
      console.log(
        `${kind.padEnd(8)} ${f.route.padEnd(22)} ${String(f.requests_per_second).padStart(6)} req/s   p50 ${f.p50_ms} ms   p99 ${f.p99_ms} ms   ` +
          `server CPU ${f.server_cpu_us_per_request} µs/request` +
          (f.non_2xx || f.errors ? `   non-2xx ${f.non_2xx}, errors ${f.errors}` : ''),
      );
    }
    return figures;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send('stop');
    await exited;
  }
}

async function main() {
  // A bench is run by hand like a test: it may name its PostgreSQL server as the tests do.
  const serverUrl = process.env.TEST_DATABASE_URL ?? loadConfig().databaseUrl;
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(
    `HTTP reads: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s warm-up; ${os.cpus().length} CPUs, load average ${load}`,
  );
  const results: Record<string, Figures[]> = { pglite: await benchOn('pglite') };
  if (serverUrl) results.postgres = await benchOn('postgres', serverUrl);
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const report = {
    measured_at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    load_average_at_start: Number(load),
    connections: CONNECTIONS,
    seconds: SECONDS,
    results,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
}

const isServer = process.argv[2] === '--serve';
(isServer ? serve(process.argv[3]) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
