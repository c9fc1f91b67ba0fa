// HTTP read throughput on loopback: an authenticated read (GET /api/user/profile: token lookup,
// user row, ledger balances) and a public read (GET /api/banners), with autocannon.
// The server runs in a child process (as in production: its own event loop, logging off), on
// PGlite in a temp dir and, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on
// a fresh database there (created and dropped here). Besides req/s and latency it reports the
// server process's CPU time per request, which says what the route costs when the machine is busy.
// On PostgreSQL it also runs a bare peer beside Lotus: Fastify and a node-postgres Pool, no Lotus
// code on the request path, answering GET /api/user/profile with the same SQL work (the session
// joined to its user, the same conditions; the last-seen write when due; the balance rows) and the
// same JSON. Lotus and the peer are measured in turns (Lotus, peer, peer, Lotus, …) in one sitting,
// and the bench prints each run, both CPU figures and the ratio Lotus / peer.
// Prints the figures, writes bench/results/http-reads.json. Never fails on time.
// Run: npx tsx bench/http-reads.ts [seconds per route, default 10]
// (BENCH_CPU_PROF=<dir> also writes a CPU profile of Lotus's server on PostgreSQL into dir.)
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '@server/app';
import { loadConfig, testConfig } from '@server/config';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import { SESSION_USER_SQL } from '@server/http/session-lookup';
import { BALANCES_SQL } from '@server/modules/ledger';
import { contentSeed } from '@server/modules/content';

const SECONDS = Number(process.argv[2]) || 10;
const CONNECTIONS = 32;
/** Lotus against the peer: this many runs of each, in turns, after both have run FIRST_WARMUP_SECONDS. */
const PEER_ROUNDS = 6;
const FIRST_WARMUP_SECONDS = 8;
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
type ServerMessage = { type: 'ready'; port: number; token: string; databaseUrl?: string } | { type: 'cpu'; micros: number };

// ---- the server (child process) ----

async function openDatabase(serverUrl: string | undefined): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
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
    url: url.toString(),
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
  const { database, url, drop } = await openDatabase(serverUrl);
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
  answerParent(() => app.close().then(drop));
  send({ type: 'ready', port, token, databaseUrl: url });
}

/** The child's answers to the parent: its CPU time so far, and stopping. */
function answerParent(stop: () => Promise<unknown>) {
  process.on('message', (message) => {
    if (message === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: usage.user + usage.system } satisfies ServerMessage);
    } else if (message === 'stop') {
      void stop().then(() => process.exit(0));
    }
  });
}

// ---- the bare peer (child process): what GET /api/user/profile costs without Lotus ----

// The peer sends Lotus's own session lookup and balance read (SESSION_USER_SQL, BALANCES_SQL,
// imported so they cannot drift), as named prepared statements: parsed and planned once per connection.
const PEER_TOUCH_SQL = `update sessions set last_seen_at = $1, expires_at = least(absolute_expires_at, $2::timestamptz)
  where id = $3 and last_seen_at < $4`;

type PeerSessionRow = {
  id: string;
  username: string;
  display_name: string;
  phone_number: string;
  email: string | null;
  status: string;
  role: string;
  is_demo: boolean;
  session_id: string;
  last_seen_at: Date;
  idle_logout_minutes: number | null;
};

async function servePeer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  const unauthorized = { success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' };
  app.get('/api/user/profile', async (request, reply) => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return reply.status(401).send(unauthorized);
    const tokenHash = createHash('sha256').update(match[1]).digest('hex');
    const session = await pool.query<PeerSessionRow>({ name: 'peer_session', text: SESSION_USER_SQL, values: [tokenHash] });
    const user = session.rows[0];
    if (!user) return reply.status(401).send(unauthorized);
    // The last-seen note, as often as Lotus writes it (a tenth of the idle time, at most 5 minutes).
    const idleMs = user.idle_logout_minutes === null ? undefined : user.idle_logout_minutes * 60_000;
    const every = Math.min(5 * 60_000, idleMs === undefined ? Infinity : idleMs / 10);
    const now = Date.now();
    if (now - user.last_seen_at.getTime() >= every) {
      const endsAt = new Date(now + (idleMs ?? 365 * 86_400_000) + every);
      await pool.query({ name: 'peer_touch', text: PEER_TOUCH_SQL, values: [new Date(now), endsAt, user.session_id, new Date(now - every)] });
    }
    const balances = await pool.query<{ kind: string; balance: string }>({ name: 'peer_balances', text: BALANCES_SQL, values: [user.id] });
    const of = (kind: string) => Number(balances.rows.find((row) => row.kind === kind)?.balance ?? 0);
    const rupees = (paise: number) => Math.round(paise) / 100;
    return {
      success: true,
      data: {
        user: {
          id: Number(user.id),
          username: user.username,
          display_name: user.display_name,
          phone_number: user.phone_number,
          email: user.email,
          status: user.status,
          role: user.role,
          is_demo: user.is_demo,
          balance: rupees(of('main') + of('exposure')),
          bonus_balance: rupees(of('bonus')),
          available_credit: rupees(of('main')),
          net_exposure: rupees(of('exposure')),
        },
      },
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  answerParent(() => app.close().then(() => pool.end()));
  process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port, token: '' } satisfies ServerMessage);
}

// ---- the load (parent process) ----

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function serverCpu(child: ChildProcess): Promise<number> {
  const reply = nextMessage(child, 'cpu');
  child.send('cpu');
  return (await reply).micros;
}

async function measure(child: ChildProcess, route: string, url: string, headers: Record<string, string>, warmupSeconds = WARMUP_SECONDS): Promise<Figures> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: warmupSeconds });
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

// BENCH_CPU_PROF=<dir>: Lotus's server on PostgreSQL writes a V8 CPU profile there when it stops.
const cpuProfileDir = process.env.BENCH_CPU_PROF;

function startChild(args: string[], profile = false): ChildProcess {
  const execArgv = ['--import', 'tsx', ...(profile && cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [])];
  return fork(thisFile, args, { execArgv, stdio: 'inherit' });
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

function printFigures(kind: string, f: Figures) {
  console.log(
    `${kind.padEnd(8)} ${f.route.padEnd(27)} ${String(f.requests_per_second).padStart(6)} req/s   p50 ${f.p50_ms} ms   p99 ${f.p99_ms} ms   ` +
      `server CPU ${f.server_cpu_us_per_request} µs/request` +
      (f.non_2xx || f.errors ? `   non-2xx ${f.non_2xx}, errors ${f.errors}` : ''),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type PeerComparison = {
  lotus: Figures[];
  peer: Figures[];
  /** Lotus's req/s over the peer's, all runs pooled. */
  ratio_requests_per_second: number;
  /** The same ratio for each pair of turns, and their median. */
  pair_ratios: number[];
  median_pair_ratio: number;
  /** Lotus's server CPU per request over the peer's, all runs pooled. */
  ratio_server_cpu: number;
};

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<{ figures: Figures[]; peer?: PeerComparison }> {
  const child = startChild(['--serve', ...(serverUrl ? [serverUrl] : [])], kind === 'postgres');
  let peerChild: ChildProcess | undefined;
  try {
    const { port, token, databaseUrl } = await nextMessage(child, 'ready');
    const base = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${token}` };
    const profile = (warmupSeconds?: number) => measure(child, 'GET /api/user/profile', `${base}/api/user/profile`, auth, warmupSeconds);
    const banners = () => measure(child, 'GET /api/banners', `${base}/api/banners`, {});
    if (!databaseUrl) {
      const figures = [await profile(), await banners()];
      for (const f of figures) printFigures(kind, f);
      return { figures };
    }
    // PostgreSQL: Lotus and the bare peer in turns, on the same database and the same token.
    peerChild = startChild(['--peer', databaseUrl]);
    const peerPort = (await nextMessage(peerChild, 'ready')).port;
    const peerUrl = `http://127.0.0.1:${peerPort}/api/user/profile`;
    const lotusRuns: Figures[] = [];
    const peerRuns: Figures[] = [];
    const pairRatios: number[] = [];
    for (let round = 0; round < PEER_ROUNDS; round += 1) {
      // The first turn warms both up longer: a fresh process has not compiled its path yet.
      const warmup = round === 0 ? FIRST_WARMUP_SECONDS : WARMUP_SECONDS;
      // Who goes first changes each round: a turn that follows another can find the machine warmer.
      let lotus: Figures;
      let peer: Figures;
      if (round % 2 === 0) {
        lotus = await profile(warmup);
        peer = await measure(peerChild, 'GET /api/user/profile (peer)', peerUrl, auth, warmup);
      } else {
        peer = await measure(peerChild, 'GET /api/user/profile (peer)', peerUrl, auth, warmup);
        lotus = await profile(warmup);
      }
      printFigures(kind, lotus);
      printFigures(kind, peer);
      lotusRuns.push(lotus);
      peerRuns.push(peer);
      pairRatios.push(lotus.requests_per_second / Math.max(1, peer.requests_per_second));
    }
    const sum = (runs: Figures[], pick: (f: Figures) => number) => runs.reduce((total, f) => total + pick(f), 0);
    const ratio = (pick: (f: Figures) => number) => Number((sum(lotusRuns, pick) / Math.max(1, sum(peerRuns, pick))).toFixed(3));
    const comparison: PeerComparison = {
      lotus: lotusRuns,
      peer: peerRuns,
      ratio_requests_per_second: ratio((f) => f.requests_per_second),
      pair_ratios: pairRatios.map((r) => Number(r.toFixed(3))),
      median_pair_ratio: Number(median(pairRatios).toFixed(3)),
      ratio_server_cpu: ratio((f) => f.server_cpu_us_per_request),
    };
    console.log(
      `${kind.padEnd(8)} profile, Lotus / peer: ${comparison.ratio_requests_per_second}× the req/s ` +
        `(pairs ${comparison.pair_ratios.join(', ')}; median ${comparison.median_pair_ratio}×), ` +
        `${comparison.ratio_server_cpu}× the server CPU per request (${PEER_ROUNDS} runs each, in turns)`,
    );
    const publicRead = await banners();
    printFigures(kind, publicRead);
    return { figures: [...lotusRuns, publicRead], peer: comparison };
  } finally {
    if (peerChild) await stopChild(peerChild);
    await stopChild(child);
  }
}

async function main() {
  // A bench is run by hand like a test: it may name its PostgreSQL server as the tests do.
  const serverUrl = process.env.TEST_DATABASE_URL ?? loadConfig().databaseUrl;
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(
    `HTTP reads: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s warm-up; ${os.cpus().length} CPUs, load average ${load}`,
  );
  const pglite = await benchOn('pglite');
  const results: Record<string, Figures[]> = { pglite: pglite.figures };
  let peer: PeerComparison | undefined;
  if (serverUrl) {
    const postgres = await benchOn('postgres', serverUrl);
    results.postgres = postgres.figures;
    peer = postgres.peer;
  }
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const report = {
    measured_at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    load_average_at_start: Number(load),
    connections: CONNECTIONS,
    seconds: SECONDS,
    results,
    ...(peer ? { postgres_profile_against_bare_peer: peer } : {}),
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
}

const role = process.argv[2];
(role === '--serve' ? serve(process.argv[3]) : role === '--peer' ? servePeer(process.argv[3] ?? '') : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
