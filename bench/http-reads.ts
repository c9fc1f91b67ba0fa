// HTTP read throughput on loopback: an authenticated read (GET /api/user/profile: token lookup,
// user row, ledger balances) and a public read (GET /api/banners), with autocannon.
// Runs on PGlite (a temp dir) and, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL
// server, on a fresh database there (created and dropped here).
// Prints req/s and latency, writes bench/results/http-reads.json. Never fails on time.
// Run: npx tsx bench/http-reads.ts [seconds per route, default 10]
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig, testConfig } from '../src/server/config';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { contentSeed } from '../src/server/modules/content/seed';

const SECONDS = Number(process.argv[2]) || 10;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'http-reads.json');

type Figures = { route: string; requests_per_second: number; p50_ms: number; p99_ms: number; max_ms: number; non_2xx: number; errors: number };

async function openDatabase(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite' || !serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-bench-'));
    const database = await openPglite(path.join(dir, 'pgdata'));
    return { database, drop: async () => { await database.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `lotus_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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

async function measure(route: string, url: string, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    route,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<Figures[]> {
  const { database, drop } = await openDatabase(kind, serverUrl);
  try {
    await migrate(database);
    await seedDemo(database.db, [contentSeed]);
    const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent' }), database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: '9876543210', password: 'bench-password', referral_code: 'LOTUS100' }),
      });
      const body = (await registered.json()) as { data?: { token?: string } };
      const token = body.data?.token;
      if (!token) throw new Error(`could not register the bench player: ${JSON.stringify(body)}`);
      const figures = [
        await measure('GET /api/user/profile', `${base}/api/user/profile`, { authorization: `Bearer ${token}` }),
        await measure('GET /api/banners', `${base}/api/banners`, {}),
      ];
      for (const f of figures) {
        console.log(
          `${kind.padEnd(8)} ${f.route.padEnd(24)} ${String(f.requests_per_second).padStart(6)} req/s   p50 ${f.p50_ms} ms   p99 ${f.p99_ms} ms   max ${f.max_ms} ms` +
            (f.non_2xx || f.errors ? `   non-2xx ${f.non_2xx}, errors ${f.errors}` : ''),
        );
      }
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

async function main() {
  // A bench is run by hand like a test: it may name its PostgreSQL server as the tests do.
  const serverUrl = process.env.TEST_DATABASE_URL ?? loadConfig().databaseUrl;
  console.log(`HTTP reads: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s warm-up, logging off (${os.cpus().length} CPUs)`);
  const results: Record<string, Figures[]> = { pglite: await benchOn('pglite') };
  if (serverUrl) results.postgres = await benchOn('postgres', serverUrl);
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify({ measured_at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, connections: CONNECTIONS, seconds: SECONDS, results }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
