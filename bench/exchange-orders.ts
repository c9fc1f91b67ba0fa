// Exchange orders through the API on PostgreSQL: POST /api/bets/place by app.inject (the whole
// HTTP stack: auth, zod, Idempotency-Key, market lock, matching core, bets and matches, exposure
// through the ledger), across 20 markets quoted by the house market maker, from many players.
// The mix: about half the orders take the house's quotes (matched, the house refills), a third
// rest off the best price, the rest cross other players' resting orders. Measures orders per
// second and latency per order, checks the ledger after, prints and writes
// bench/results/exchange-orders.json. Never fails on time.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/exchange-orders.ts [seconds] [concurrency] [no-key]
// (no-key: without Idempotency-Key, to see what the key's own round trips cost).
// BENCH_CPU_PROF=<file>: also writes a V8 CPU profile of the measured run (not the set-up or the warm-up) there.
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Paise } from '@shared/money';
import { buildApp } from '@server/app';
import { testConfig } from '@server/config';
import { openPostgres, type Db } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { createSession } from '@server/modules/auth';
import { createEvent, createMarket, ensureHouseFunded, exchangeCacheFor } from '@server/modules/exchange';
import { checkLedger, houseAccount, playerAccount, transferMany } from '@server/modules/ledger';

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.argv[2] ?? 15);
const concurrency = Number(process.argv[3] ?? 48);
const withKeys = process.argv[4] !== 'no-key';
const MARKETS = 20;
const PLAYERS = 400;
const FUNDING = 100_000_000 as Paise; // ₹10 lakh each

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('exchange-orders: set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server; skipped.');
  process.exit(0);
}

/** Busy CPU time of the whole machine so far (all cores, user and system), from /proc/stat; 0 where there is none. */
function machineBusyMs(): number {
  try {
    const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields.map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** WAL records and bytes the server has written so far (pg_stat_wal, PostgreSQL 14 or newer). */
async function walWritten(db: Db): Promise<{ records: number; bytes: number }> {
  const found = await db.execute<{ records: string; bytes: string }>(sql`SELECT wal_records AS records, wal_bytes AS bytes FROM pg_stat_wal`);
  return { records: Number(found.rows[0]?.records ?? 0), bytes: Number(found.rows[0]?.bytes ?? 0) };
}

/** BENCH_TABLES=1: also print the rows an order inserts, updates (HOT or not) and deletes, by table, with each table's index count. */
const tallyTables = process.env.BENCH_TABLES === '1';
type TableRow = { name: string; ins: string; upd: string; hot: string; del: string; indexes: number };
async function tableWrites(db: Db): Promise<Map<string, TableRow>> {
  // A backend reports its counts at most once a second, once idle: wait for the last of them.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const found = await db.execute<TableRow>(sql`
    SELECT s.relname AS name, s.n_tup_ins AS ins, s.n_tup_upd AS upd, s.n_tup_hot_upd AS hot, s.n_tup_del AS del,
           (SELECT count(*)::int FROM pg_index i WHERE i.indrelid = s.relid) AS indexes
      FROM pg_stat_user_tables s`);
  return new Map(found.rows.map((row) => [row.name, row]));
}

/**
 * Statements this process sends to PostgreSQL, and how many of them open a transaction: counted
 * at node-postgres's Client.query, which every pooled query (drizzle's too) goes through. Their
 * ratio over the measured run is the round trips a transaction makes (BEGIN and COMMIT included).
 */
const sent = { statements: 0, transactions: 0, byText: new Map<string, number>() };
/** BENCH_STATEMENTS=1: also print how often each statement (its first 100 characters) was sent per transaction. */
const tallyStatements = process.env.BENCH_STATEMENTS === '1';
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  sent.statements += 1;
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
  if (typeof text === 'string' && /^\s*begin\b/i.test(text)) sent.transactions += 1;
  if (tallyStatements && typeof text === 'string') {
    const head = text.replace(/\s+/g, ' ').trim().slice(0, 100);
    sent.byText.set(head, (sent.byText.get(head) ?? 0) + 1);
  }
  return (clientQuery as (...inner: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

/**
 * Writes to PostgreSQL's sockets (the bench's requests go by app.inject, so every socket write of
 * this process is one): statements sent together (BEGIN with the first, the last with the COMMIT)
 * share one, and each wakes the server once.
 */
let socketWrites = 0;
for (const method of ['_write', '_writev'] as const) {
  const original = net.Socket.prototype[method] as (...args: unknown[]) => unknown;
  (net.Socket.prototype as unknown as Record<string, unknown>)[method] = function countedWrite(this: net.Socket, ...args: unknown[]) {
    socketWrites += 1;
    return original.apply(this, args);
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), 40);

try {
  await migrate(database);
  const db = database.db;
  const cache = exchangeCacheFor(db);
  await ensureHouseFunded(db, cache);

  // 20 two-runner markets quoted by the house around 2.00 / 2.00.
  const markets: Array<{ id: number; runners: number[] }> = [];
  for (let index = 0; index < MARKETS; index++) {
    const id = await db.transaction(async (tx) => {
      const eventId = await createEvent(tx, {
        sport: 'cricket',
        team1: `Bench ${index} A`,
        team2: `Bench ${index} B`,
        competition: 'Bench',
        start_time: new Date(Date.now() + 86_400_000).toISOString(),
        in_play: false,
        has_gamepad: false,
      });
      return createMarket(tx, cache, eventId, {
        name: 'Match Odds',
        type: 'match_odds',
        min_stake: 100,
        max_stake: 500_000,
        bet_delay: 0,
        commission_rate: 0,
        status: 'OPEN',
        runners: [
          { name: 'A', fair_price: 2 },
          { name: 'B', fair_price: 2 },
        ],
      });
    });
    const runners = await db.execute<{ id: number }>(sql`SELECT id FROM runners WHERE market_id = ${id} ORDER BY sort_order, id`);
    markets.push({ id, runners: runners.rows.map((row) => Number(row.id)) });
  }

  // Players, funded through the ledger, each with a session.
  const tag = randomBytes(3).toString('hex');
  await db.execute(sql`INSERT INTO users (username, display_name, password_hash)
    SELECT 'bench' || ${tag} || '_' || n, 'bench', 'x' FROM generate_series(1, ${PLAYERS}) AS n`);
  const users = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username LIKE ${`bench${tag}_%`} ORDER BY id`);
  const players: Array<{ id: number; authorization: string }> = [];
  const cash = await houseAccount(db, 'house_cash', 'real');
  for (const row of users.rows) {
    const id = Number(row.id);
    const main = await playerAccount(db, id, 'main');
    await playerAccount(db, id, 'exposure');
    await db.transaction((tx) => transferMany(tx, [{ from: cash, to: main, amount: FUNDING, kind: 'deposit', reference: 'bench funding' }]));
    players.push({ id, authorization: `Bearer ${await createSession(db, id, 3600_000)}` });
  }

  // Statistics for the freshly loaded tables, as autovacuum would have them on a live database
  // within a minute: without them the planner takes the tables for empty and scans them whole.
  await db.execute(sql`ANALYZE`);
  const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent' }), database });
  await app.ready();

  const backPrices = [1.99, 1.98, 1.97];
  const layPrices = [2.02, 2.04, 2.06];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const orderBody = () => {
    const market = pick(markets);
    const roll = Math.random();
    const isBack = Math.random() < 0.5;
    // Take the house (matched), rest off the spread, or cross the spread into other players' resting orders.
    const price = roll < 0.5 ? (isBack ? pick(backPrices) : pick(layPrices)) : roll < 0.83 ? (isBack ? pick([2.1, 2.2, 2.3]) : pick([1.9, 1.85, 1.8])) : 2;
    return { market_id: market.id, runner_id: pick(market.runners), side: isBack ? 'back' : 'lay', price, stake: 100 + Math.floor(Math.random() * 40) * 50 };
  };

  // One key sequence for the warm-up and the measured run: restarting it reused the warm-up's
  // keys, and a player drawing the same key again with another order got a (correct) 409.
  let sequence = 0;
  const run = async (durationMs: number) => {
    const deadline = performance.now() + durationMs;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const refusals = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const player = pick(players);
          sequence += 1;
          const t0 = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: '/api/bets/place',
            headers: withKeys
              ? { authorization: player.authorization, 'idempotency-key': `bench-${tag}-${sequence}` }
              : { authorization: player.authorization },
            payload: orderBody(),
          });
          latencies.push(performance.now() - t0);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode !== 201) {
            const message = `${res.statusCode} ${String((res.json() as { message?: unknown }).message)}`;
            refusals.set(message, (refusals.get(message) ?? 0) + 1);
          }
        }
      }),
    );
    return { elapsed: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), statuses, refusals };
  };

  await run(3000); // warm-up: JIT, pools, caches
  const busyBefore = machineBusyMs();
  const ownBefore = process.cpuUsage();
  const profileFile = process.env.BENCH_CPU_PROF;
  const profiler = profileFile ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const tablesBefore = tallyTables ? await tableWrites(db) : undefined;
  const walBefore = await walWritten(db);
  const sentBefore = { ...sent };
  const writesBefore = socketWrites;
  sent.byText.clear();
  const measured = await run(seconds * 1000);
  const busyMs = machineBusyMs() - busyBefore;
  const own = process.cpuUsage(ownBefore);
  if (profiler && profileFile) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    profiler.disconnect();
  }
  const statements = sent.statements - sentBefore.statements;
  const transactions = sent.transactions - sentBefore.transactions;
  const wal = await walWritten(db);
  const orders = measured.latencies.length;
  const tablesAfter = tablesBefore ? await tableWrites(db) : undefined;
  const check = await checkLedger(db);
  const stored = await db.execute<{ bets: number; matches: number; transfers: number }>(sql`
    SELECT (SELECT count(*)::int FROM bets) AS bets, (SELECT count(*)::int FROM bet_matches) AS matches, (SELECT count(*)::int FROM transfers) AS transfers`);
  await app.close();

  const result = {
    bench: 'exchange-orders',
    database: 'postgresql',
    via: `app.inject POST /api/bets/place ${withKeys ? 'with' : 'without'} Idempotency-Key`,
    markets: MARKETS,
    players: PLAYERS,
    concurrency,
    seconds: Math.round(measured.elapsed * 10) / 10,
    orders,
    orders_per_second: Math.round(orders / measured.elapsed),
    latency_ms: {
      p50: Math.round(percentile(measured.latencies, 50) * 100) / 100,
      p99: Math.round(percentile(measured.latencies, 99) * 100) / 100,
      max: Math.round((measured.latencies.at(-1) ?? 0) * 100) / 100,
    },
    // The whole machine's busy CPU time (this process, PostgreSQL and anything else) per order:
    // steadier than orders per second on a shared machine, and what a change to the order path saves.
    machine_cpu_ms_per_order: Math.round((busyMs / Math.max(1, orders)) * 1000) / 1000,
    // Of which this process (the API and the bench's own requests, one Node thread) used; the
    // rest is PostgreSQL's and the machine's. A process near one core's worth is what sets the pace.
    node_cpu_ms_per_order: Math.round(((own.user + own.system) / 1000 / Math.max(1, orders)) * 1000) / 1000,
    node_cpu_share_of_one_core: Math.round(((own.user + own.system) / 1000 / (measured.elapsed * 1000)) * 100) / 100,
    // What the database wrote per order (the whole server's WAL, so run nothing else beside it):
    // the same for the same work whatever the machine's speed, so two versions compare in one run each.
    // Statements sent per transaction (BEGIN and COMMIT included); the writes that carried them
    // (statements sent together share one: the round trips); orders per transaction.
    statements_per_transaction: Math.round((statements / Math.max(1, transactions)) * 100) / 100,
    writes_per_transaction: Math.round(((socketWrites - writesBefore) / Math.max(1, transactions)) * 100) / 100,
    orders_per_transaction: Math.round((orders / Math.max(1, transactions)) * 100) / 100,
    wal_per_order: {
      records: Math.round(((wal.records - walBefore.records) / Math.max(1, orders)) * 10) / 10,
      bytes: Math.round((wal.bytes - walBefore.bytes) / Math.max(1, orders)),
    },
    statuses: Object.fromEntries(measured.statuses),
    refusals: Object.fromEntries(measured.refusals),
    stored: { bets: Number(stored.rows[0]?.bets), matches: Number(stored.rows[0]?.matches), transfers: Number(stored.rows[0]?.transfers) },
    ledger_balanced: check.balanced,
    target_orders_per_second: 2000,
    machine: { cpus: os.cpus().length, load_average: os.loadavg().map((load) => Math.round(load * 10) / 10) },
    at: new Date().toISOString(),
  };
  console.log(JSON.stringify(result, null, 2));
  if (tallyStatements) {
    const perTransaction = [...sent.byText]
      .sort((a, b) => b[1] - a[1])
      .map(([text, count]) => `${(count / Math.max(1, transactions)).toFixed(2).padStart(6)}  ${text}`);
    console.log(`statements per transaction:\n${perTransaction.join('\n')}`);
  }
  if (tablesBefore && tablesAfter) {
    const perOrder = (after: string, before: string | undefined) => ((Number(after) - Number(before ?? 0)) / Math.max(1, orders)).toFixed(2).padStart(6);
    const lines = [...tablesAfter.values()]
      .map((row) => {
        const before = tablesBefore.get(row.name);
        return {
          row,
          line: `${perOrder(row.ins, before?.ins)} ${perOrder(row.upd, before?.upd)} ${perOrder(row.hot, before?.hot)} ${perOrder(row.del, before?.del)} ${String(row.indexes).padStart(7)}  ${row.name}`,
        };
      })
      .filter(({ line }) => !/^\s*0\.00\s+0\.00\s+0\.00\s+0\.00 /.test(line))
      .map(({ line }) => line);
    console.log(`rows an order writes, by table:\n  ins    upd    hot    del  indexes\n${lines.join('\n')}`);
  }
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'exchange-orders.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await database.close();
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}
