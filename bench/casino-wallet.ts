// Seamless-wallet throughput: rounds per second (a signed debit then a signed credit, over HTTP)
// against the real app on PostgreSQL, with p50/p99 latency per callback and per round.
// A fresh database is created on the server of TEST_DATABASE_URL (or DATABASE_URL) and dropped
// after. The API runs in a child process so it has its own event loop; this process is the
// aggregator. Prints the figures and writes bench/results/casino-wallet.json. Never fails on time.
// Run: npx tsx bench/casino-wallet.ts [seconds] [concurrency]
import { spawn } from 'node:child_process';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'node:http';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const SECRET = 'bench-aggregator-secret-0123456789';
const PLAYERS = 500;

async function serve(databaseUrl: string): Promise<void> {
  const { buildApp } = await import('@server/app');
  const { testConfig } = await import('@server/config');
  const { openPostgres } = await import('@server/db/client');
  const database = await openPostgres(databaseUrl, Number(process.env.BENCH_POOL ?? 20));
  const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent' }), database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
  // The bench asks for this process's CPU time around its measured window.
  process.on('message', (message: unknown) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

async function prepare(databaseUrl: string): Promise<string[]> {
  const { openPostgres } = await import('@server/db/client');
  const { migrate } = await import('@server/db/migrate');
  const { seedDemo } = await import('@server/db/seed');
  const { casinoSeedPart } = await import('@server/modules/casino');
  const { openGameSession } = await import('@server/modules/casino');
  const { createSession } = await import('@server/modules/auth');
  const { findSessionUser } = await import('@server/http/session-lookup');
  const { houseAccount, playerAccount, transfer } = await import('@server/modules/ledger');
  const { sql } = await import('drizzle-orm');
  const database = await openPostgres(databaseUrl, 4);
  await migrate(database);
  await seedDemo(database.db, [casinoSeedPart]);
  await database.db.execute(sql`UPDATE casino_providers SET secret = ${SECRET}, api_url = 'http://127.0.0.1:1' WHERE key = 'royal-gaming'`);
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const users = await database.db.execute<{ id: number }>(
      sql`INSERT INTO users (username, display_name, password_hash) VALUES (${`bench${i}`}, ${`bench${i}`}, 'x') RETURNING id`,
    );
    const userId = Number(users.rows[0]?.id);
    await database.db.transaction(async (tx) => {
      const cash = await houseAccount(tx, 'house_cash', 'real');
      const main = await playerAccount(tx, userId, 'main');
      await transfer(tx, { from: cash, to: main, amount: 100_000_000 as never, kind: 'deposit', reference: 'bench' });
    });
    // A game session belongs to a sign-in: the player signs in, then launches.
    const signIn = await findSessionUser(database.db, await createSession(database.db, userId, 3600_000));
    if (!signIn) throw new Error('bench player could not sign in');
    const session = await openGameSession(database.db, { userId, signInId: signIn.sessionId, providerId: 2, gameId: 12, ttlMs: 3600_000 });
    tokens.push(session.token);
  }
  await database.close();
  return tokens;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server');
  const seconds = Number(process.argv[2]) || 10;
  const concurrency = Number(process.argv[3]) || 64;
  const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { signBody, SIGNATURE_HEADER } = await import('@server/modules/casino');
  try {
    const tokens = await prepare(url.toString());
    const child = spawn(
      process.execPath,
      [
        ...(process.argv.includes('--profile') ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--serve',
        url.toString(),
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const address = await new Promise<string>((resolve) => child.once('message', (m: { address: string }) => resolve(m.address)));
    const serverCpu = () =>
      new Promise<number>((resolve) => {
        child.once('message', (m: { cpu: { user: number; system: number } }) => resolve((m.cpu.user + m.cpu.system) / 1000));
        child.send('cpu');
      });
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const target = new URL(address);
    const post = (path: string, headers: Record<string, string>, text: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(
          { host: target.hostname, port: target.port, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(text) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(text);
      });
    const callbackLatencies: number[] = [];
    const roundLatencies: number[] = [];
    let rounds = 0;
    let failures = 0;
    let measuring = false;
    let running = true;

    const call = async (operation: string, body: Record<string, unknown>) => {
      const text = JSON.stringify(body);
      const started = performance.now();
      const raw = await post(
        `/api/casino/callback/royal-gaming/${operation}`,
        { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, text) },
        text,
      );
      const answer = JSON.parse(raw) as { status?: string };
      if (measuring) callbackLatencies.push(performance.now() - started);
      if (answer.status !== 'OK') failures += 1;
    };

    const worker = async (index: number) => {
      let n = 0;
      while (running) {
        const token = tokens[(index + n * concurrency) % tokens.length] ?? '';
        const round = `w${index}-r${(n += 1)}`;
        const started = performance.now();
        await call('debit', { session_token: token, transaction_id: `${round}:bet`, round_id: round, amount: 10 });
        await call('credit', { session_token: token, transaction_id: `${round}:win`, round_id: round, amount: n % 2 === 0 ? 19.5 : 0 });
        if (measuring) {
          rounds += 1;
          roundLatencies.push(performance.now() - started);
        }
      }
    };
    const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const cpuBefore = await serverCpu();
    measuring = true;
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    measuring = false;
    const serverCpuMs = (await serverCpu()) - cpuBefore;
    const elapsed = (performance.now() - startedAt) / 1000;
    running = false;
    await Promise.all(workers);
    child.disconnect();
    await new Promise((resolve) => child.on('exit', resolve));
    agent.destroy();

    callbackLatencies.sort((a, b) => a - b);
    roundLatencies.sort((a, b) => a - b);
    const result = {
      bench: 'casino-wallet',
      database: 'postgresql',
      seconds: Number(elapsed.toFixed(2)),
      concurrency,
      players: PLAYERS,
      rounds,
      rounds_per_second: Math.round(rounds / elapsed),
      callbacks_per_second: Math.round(callbackLatencies.length / elapsed),
      callback_latency_ms: {
        p50: +percentile(callbackLatencies, 50).toFixed(2),
        p99: +percentile(callbackLatencies, 99).toFixed(2),
        max: +(callbackLatencies.at(-1) ?? 0).toFixed(2),
      },
      round_latency_ms: { p50: +percentile(roundLatencies, 50).toFixed(2), p99: +percentile(roundLatencies, 99).toFixed(2) },
      non_ok_answers: failures,
      // CPU the API process spent per callback: what one core could do without the rest of the machine.
      server_cpu_ms_per_callback: +(serverCpuMs / Math.max(1, callbackLatencies.length)).toFixed(3),
      machine_load_average: os.loadavg().map((load) => +load.toFixed(2)),
      cores: os.cpus().length,
      target_rounds_per_second: 2000,
      at: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(join(here, 'results', 'casino-wallet.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[2] === '--serve') {
  void serve(process.argv[3] ?? '');
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
