// Card-table settlement: how long the loop's step takes to settle a round with 1,000 bets (1,000
// players, one bet each, on random bet types: about half of them win and are paid through the
// seamless wallet and the ledger), on PostgreSQL. A fresh database is created on the server of
// TEST_DATABASE_URL (or DATABASE_URL) and dropped after. Prints the figures and writes
// bench/results/tables-settlement.json. Never fails on time.
// Run: npx tsx bench/tables-settlement.ts [rounds per table] [bets per round]
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { TABLE_GAME_KEYS, TABLE_GAMES, type TableGameKey } from '@shared/fairness';
import { toPaise } from '@shared/money';
import type { Database } from '@server/db/client';

const here = dirname(fileURLToPath(import.meta.url));

async function preparePlayers(database: Database, count: number): Promise<{ userId: number; signInId: number }[]> {
  const { createSession } = await import('@server/modules/auth');
  const { findSessionUser } = await import('@server/http/session-lookup');
  const { houseAccount, playerAccount, transfer } = await import('@server/modules/ledger');
  const players: { userId: number; signInId: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const users = await database.db.execute<{ id: number }>(
      sql`INSERT INTO users (username, display_name, password_hash) VALUES (${`tables${i}`}, ${`tables${i}`}, 'x') RETURNING id`,
    );
    const userId = Number(users.rows[0]?.id);
    await database.db.transaction(async (tx) => {
      const cash = await houseAccount(tx, 'house_cash', 'real');
      const main = await playerAccount(tx, userId, 'main');
      await transfer(tx, { from: cash, to: main, amount: toPaise(1_000_000), kind: 'deposit', reference: 'bench' });
    });
    const signIn = await findSessionUser(database.db, await createSession(database.db, userId, 3600_000));
    if (!signIn) throw new Error('bench player could not sign in');
    players.push({ userId, signInId: signIn.sessionId });
  }
  return players;
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server');
  const roundsPerTable = Number(process.argv[2]) || 3;
  const betsPerRound = Number(process.argv[3]) || 1000;
  const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { openPostgres } = await import('@server/db/client');
  const { migrate } = await import('@server/db/migrate');
  const { seedDemo } = await import('@server/db/seed');
  const { advanceTable, casinoSeedPart, findGameSession, houseWalletCall, latestTableRound, openGameSession, placeTableBet, TABLE_TIMING } =
    await import('@server/modules/casino');
  const { checkLedger } = await import('@server/modules/ledger');
  const database = await openPostgres(url.toString(), 8);
  const results: { game: TableGameKey; bets: number; winners: number; settle_ms: number }[] = [];
  try {
    await migrate(database);
    await seedDemo(database.db, [casinoSeedPart]);
    const players = await preparePlayers(database, betsPerRound);
    const timing = { ...TABLE_TIMING, chainLength: 100 };
    for (const game of TABLE_GAME_KEYS) {
      const title = await database.db.execute<{ game_id: number; provider_id: number }>(sql`
        SELECT g.id AS game_id, g.provider_id FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
        WHERE p.kind = 'house' AND g.provider_game_id = ${game} ORDER BY g.id LIMIT 1`);
      const { game_id: gameId, provider_id: providerId } = title.rows[0] ?? {};
      const calls = [];
      for (const player of players) {
        const opened = await openGameSession(database.db, { ...player, providerId: Number(providerId), gameId: Number(gameId), ttlMs: 3600_000 });
        const session = await findGameSession(database.db, opened.token);
        if (!session) throw new Error('no game session');
        calls.push(await houseWalletCall(database.db, session, game));
      }
      const betTypes = TABLE_GAMES[game].bets.map((bet) => bet.key);
      for (let r = 0; r < roundsPerTable; r += 1) {
        const opensAt = new Date();
        await database.db.transaction((tx) => advanceTable(tx, game, opensAt, timing));
        const round = await latestTableRound(database.db, game);
        if (round?.phase !== 'betting') throw new Error('no round open');
        // Bets arrive 16 at a time, as from many players at once.
        for (let from = 0; from < calls.length; from += 16) {
          await Promise.all(
            calls
              .slice(from, from + 16)
              .map((call, i) =>
                database.db.transaction((tx) =>
                  placeTableBet(tx, call, game, { round_id: round.id, bet_type: betTypes[(from + i + r) % betTypes.length] ?? 'x', stake: 10 }, opensAt),
                ),
              ),
          );
        }
        await database.db.transaction((tx) => advanceTable(tx, game, round.closes_at, timing));
        const dealing = await latestTableRound(database.db, game);
        if (!dealing?.deal_ends_at) throw new Error('not dealing');
        const started = performance.now();
        await database.db.transaction((tx) => advanceTable(tx, game, dealing.deal_ends_at ?? new Date(), timing));
        const settleMs = performance.now() - started;
        const counted = await database.db.execute<{ winners: number; phase: string }>(sql`
          SELECT count(*) FILTER (WHERE b.status = 'won') AS winners, r.phase FROM casino_table_bets b JOIN casino_table_rounds r ON r.id = b.round_id
          WHERE b.round_id = ${round.id} GROUP BY r.phase`);
        if (counted.rows[0]?.phase !== 'settled') throw new Error(`round ${round.id} was not settled`);
        results.push({ game, bets: calls.length, winners: Number(counted.rows[0]?.winners ?? 0), settle_ms: Math.round(settleMs * 10) / 10 });
        // The pause, then the next round opens on the next step.
        await database.db.execute(sql`UPDATE casino_table_rounds SET settled_at = now() - interval '1 hour' WHERE id = ${round.id}`);
      }
    }
    const check = await checkLedger(database.db);
    const sorted = results.map((result) => result.settle_ms).sort((a, b) => a - b);
    const summary = {
      bets_per_round: betsPerRound,
      rounds: results.length,
      settle_ms_median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      settle_ms_max: sorted.at(-1) ?? 0,
      ledger_balanced: check.balanced,
      results,
    };
    console.table(results);
    console.log(
      `settlement of a ${betsPerRound}-bet round: median ${summary.settle_ms_median} ms, max ${summary.settle_ms_max} ms; ledger balanced: ${check.balanced}`,
    );
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(join(here, 'results', 'tables-settlement.json'), `${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

await main();
