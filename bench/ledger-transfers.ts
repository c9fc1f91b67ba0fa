// Ledger throughput: transfers per second through the real transfer() (one transaction each:
// lock both accounts in id order, check, update both balances and insert the entry), on PGlite
// and, when TEST_DATABASE_URL or DATABASE_URL is given, on a fresh PostgreSQL database created
// for the run and dropped after. Three shapes of load:
//   spread    random pairs among many player accounts (little contention)
//   house     every transfer between a random player and the one house cash account
//   hot-10    random pairs among 10 accounts (heavy contention)
//   batch-50  spread, but 50 transfers a transaction (transferMany): one commit, one WAL flush
// On PostgreSQL each durable commit waits for a WAL flush (fdatasync, about 4.5 ms on this
// machine's disk), so single-transfer transactions are bounded by connections / flush time; the
// spread load runs again with 64 connections to show group commit at work.
// After each run the ledger invariants are checked. Prints the figures and writes
// bench/results/ledger-transfers.json. Never fails on time.
// Run: npx tsx bench/ledger-transfers.ts [seconds per run] [PostgreSQL connections]
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Paise } from '@shared/money';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { checkLedger, houseAccount, transfer, transferMany, type AccountId } from '@server/modules/ledger';

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.argv[2] ?? 8);
const pgConnections = Number(process.argv[3] ?? 16);
const pgManyConnections = 64;
const PLAYERS = 10_000;
const FUNDING = 10_000_000 as Paise; // ₹1,00,000 each: no transfer of 1 to 100 paise ever runs short

/** Trivial round trips (SELECT 1) per second over the same connections: how busy the machine is right now. */
async function roundTripsPerSecond(database: Database, connections: number): Promise<number> {
  const deadline = performance.now() + 2000;
  let count = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        await database.db.execute(sql`SELECT 1`);
        count += 1;
      }
    }),
  );
  return Math.round(count / 2);
}

/**
 * CPU seconds used so far by this process and by the database's server processes (PostgreSQL
 * backends of this database, read from /proc). Throughput on a shared, busy machine says little;
 * CPU time per transfer says what the code costs, and what two idle cores could do.
 */
async function cpuSeconds(database: Database): Promise<number> {
  const own = process.cpuUsage();
  let server = 0;
  if (database.kind === 'postgres') {
    const pids = await database.db.execute<{ pid: number }>(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
    for (const { pid } of pids.rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        server += (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
      } catch {
        // A backend that ended in between, or a server on another machine: not counted.
      }
    }
  }
  return (own.user + own.system) / 1e6 + server;
}

type Result = {
  backend: 'pglite' | 'postgres';
  scenario: 'spread' | 'house' | 'hot-10' | 'batch-50';
  connections: number;
  transfers: number;
  errors: number;
  seconds: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ledgerBalanced: boolean;
  /** SELECT 1 round trips per second measured just before, over the same connections. */
  roundTripsPerSecond: number;
  /** CPU milliseconds per transfer, this process and the database server together. */
  cpuMsPerTransfer: number;
  /** What the CPU cost allows on this machine's cores when nothing else runs. */
  cpuBoundTransfersPerSecond: number;
};

/** Players with a funded main account each (funded by the house, 500 legs a transaction). */
async function preparePlayers(database: Database, count: number): Promise<AccountId[]> {
  const db = database.db;
  const tag = randomBytes(3).toString('hex');
  await db.execute(sql`
    INSERT INTO users (username, display_name, password_hash)
    SELECT 'bench' || ${tag} || '_' || n, 'bench', 'x' FROM generate_series(1, ${count}) AS n`);
  await db.execute(sql`
    INSERT INTO accounts (user_id, kind)
    SELECT id, 'main' FROM users WHERE username LIKE ${`bench${tag}_%`}`);
  const rows = await db.execute<{ id: number }>(sql`
    SELECT a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username LIKE ${`bench${tag}_%`} ORDER BY a.id`);
  const ids = rows.rows.map((row) => Number(row.id));
  const cash = await houseAccount(db, 'house_cash', 'real');
  for (let i = 0; i < ids.length; i += 500) {
    const legs = ids.slice(i, i + 500).map((to) => ({ from: cash, to, amount: FUNDING, kind: 'deposit' as const, reference: 'bench funding' }));
    await db.transaction((tx) => transferMany(tx, legs));
  }
  return ids;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function runLoad(
  database: Database,
  connections: number,
  pickPair: () => [AccountId, AccountId],
  perTransaction = 1,
): Promise<{ transfers: number; errors: number; elapsed: number; latencies: number[] }> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let transfers = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const legs = Array.from({ length: perTransaction }, () => {
          const [from, to] = pickPair();
          return { from, to, amount: (1 + Math.floor(Math.random() * 100)) as Paise, kind: 'adjustment' as const, reference: 'bench' };
        });
        const t0 = performance.now();
        try {
          await database.db.transaction(async (tx) => {
            if (legs.length === 1 && legs[0]) await transfer(tx, legs[0]);
            else await transferMany(tx, legs);
          });
          transfers += legs.length;
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { transfers, errors, elapsed: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

async function benchBackend(backend: Result['backend'], database: Database, connectionCounts: number[]): Promise<Result[]> {
  const connections = connectionCounts[0] ?? 1;
  await migrate(database);
  const players = await preparePlayers(database, PLAYERS);
  const cash = await houseAccount(database.db, 'house_cash', 'real');
  const hot = players.slice(0, 10);
  const randomOf = (list: AccountId[]) => list[Math.floor(Math.random() * list.length)] ?? 0;
  const distinctPair = (list: AccountId[]): [AccountId, AccountId] => {
    const a = randomOf(list);
    let b = randomOf(list);
    while (b === a) b = randomOf(list);
    return [a, b];
  };
  const spread = () => distinctPair(players);
  const scenarios: [Result['scenario'], () => [AccountId, AccountId], number, number][] = [
    ...connectionCounts.map((count) => ['spread', spread, count, 1] as [Result['scenario'], () => [AccountId, AccountId], number, number]),
    ['batch-50', spread, connections, 50],
    ['house', () => (Math.random() < 0.5 ? [cash, randomOf(players)] : [randomOf(players), cash]), connections, 1],
    ['hot-10', () => distinctPair(hot), connections, 1],
  ];
  const results: Result[] = [];
  for (const [scenario, pickPair, connections, perTransaction] of scenarios) {
    const roundTrips = await roundTripsPerSecond(database, connections);
    const cpuBefore = await cpuSeconds(database);
    const run = await runLoad(database, connections, pickPair, perTransaction);
    const cpuMs = ((await cpuSeconds(database)) - cpuBefore) * 1000;
    const cpuMsPerTransfer = run.transfers > 0 ? cpuMs / run.transfers : 0;
    const check = await checkLedger(database.db);
    const result: Result = {
      backend,
      scenario,
      connections,
      transfers: run.transfers,
      errors: run.errors,
      seconds: Number(run.elapsed.toFixed(2)),
      transfersPerSecond: Math.round(run.transfers / run.elapsed),
      p50Ms: Number(percentile(run.latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(run.latencies, 99).toFixed(2)),
      ledgerBalanced: check.balanced,
      roundTripsPerSecond: roundTrips,
      cpuMsPerTransfer: Number(cpuMsPerTransfer.toFixed(3)),
      cpuBoundTransfersPerSecond: cpuMsPerTransfer > 0 ? Math.round((os.cpus().length * 1000) / cpuMsPerTransfer) : 0,
    };
    results.push(result);
    console.log(
      `${backend.padEnd(8)} ${scenario.padEnd(7)} ${String(connections).padStart(3)} conn  ${String(result.transfersPerSecond).padStart(6)} transfers/s` +
        `  (${result.transfers} in ${result.seconds}s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}, ledger ${check.balanced ? 'balanced' : 'NOT BALANCED'}; SELECT 1: ${roundTrips}/s;` +
        ` CPU ${result.cpuMsPerTransfer} ms a transfer → ${result.cpuBoundTransfersPerSecond}/s on ${os.cpus().length} idle cores)`,
    );
  }
  return results;
}

async function withFreshPostgres<T>(serverUrl: string, fn: (database: Database) => Promise<T>): Promise<T> {
  const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), Math.max(pgConnections, pgManyConnections) + 2);
  try {
    return await fn(database);
  } finally {
    await database.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

async function main() {
  console.log(`ledger transfers: ${seconds}s a run, ${PLAYERS} players, ${os.cpus().length} CPUs`);
  const results: Result[] = [];
  const pglite = await openPglite();
  try {
    results.push(...(await benchBackend('pglite', pglite, [1])));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    results.push(...(await withFreshPostgres(serverUrl, (database) => benchBackend('postgres', database, [pgConnections, pgManyConnections]))));
  } else {
    console.log('postgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  }
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'ledger-transfers.json'),
    `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, secondsPerRun: seconds, players: PLAYERS, results }, null, 2)}\n`,
  );
}

await main();
