import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepPrice, toDecimalPrice, toHundredths } from '@shared/odds-ladder';
import { openPostgres, type Database } from '@server/db/client';
import { onPostgres } from '@server/test/test-app';
import { checkLedger } from '../ledger';
import { loadMarketState, lockMarkets } from './market-state';
import { exposureOf } from './position-math';
import { OPERATOR, redisAnswers, startServerProcesses, type ServerProcess, type ServerProcesses } from '@server/test/server-processes';
import { openSse } from '@server/test/sse-client';

// Issue 5: two real server processes (node main.ts twice, started at the same moment, each
// migrating and seeding the same fresh PostgreSQL database) behind no shared memory. Players
// made through the API send crossing orders on one demo market to both at once: nothing
// double-matches, nobody matches themself, every hold is the recomputed worst case and the
// ledger balances. Both settle the market at the same instant: it pays once. With Redis, a
// client streaming from one process sees a book change made through the other.

type Json = { success: boolean; message?: string; data?: Record<string, unknown> } & Record<string, unknown>;
type Answer = { status: number; body: Json };
type BookLevel = { price: number; size: number };
type Book = { id: number; status: string; bet_delay: number; in_play: boolean; runners: Array<{ id: number; back: BookLevel[]; lay: BookLevel[] }> };
type Player = { id: number; token: string };

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.base}${route}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Runs `tasks` with at most `width` in flight at once. */
async function inFlight<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * Open, not in play, no bet delay, the house quoting both sides of every runner: the play-money
 * books, which the demo players of these tests trade on.
 */
async function findQuotedMarkets(server: ServerProcess): Promise<Book[]> {
  const listed = await call(server, 'GET', '/api/events?sport=cricket&money=play');
  expect(listed.status).toBe(200);
  const events = listed.body.data?.events as Array<{ in_play: boolean; markets: Array<{ id: number; type: string; status: string }> }>;
  const found: Book[] = [];
  for (const event of events.filter((candidate) => !candidate.in_play)) {
    for (const summary of event.markets.filter((market) => market.type === 'match_odds' && market.status === 'OPEN')) {
      const book = (await call(server, 'GET', `/api/markets/${summary.id}?money=play`)).body.data?.market as Book;
      if (book.bet_delay === 0 && book.runners.every((runner) => runner.back.length > 0 && runner.lay.length > 0)) found.push(book);
    }
  }
  return found;
}

// Redis is optional: without it the cross-process stream is not tested.
const withRedis = onPostgres && (await redisAnswers());

describe.skipIf(!onPostgres)('two real server processes on one PostgreSQL database', () => {
  let both: ServerProcesses;
  let reader: Database;
  let servers: [ServerProcess, ServerProcess];
  let operatorToken: string;
  let players: Player[];
  let market: Book;
  let spare: Book | undefined;
  const serverAt = (index: number) => servers[index % 2] as ServerProcess;

  beforeAll(async () => {
    both = await startServerProcesses(2, { withRedis });
    const [first, second] = both.servers;
    if (!first || !second) throw new Error('two servers expected');
    servers = [first, second];
    reader = await openPostgres(both.databaseUrl, 4);

    // The operator account was made by both processes at once: exactly one, and it signs in.
    const operators = await reader.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE lower(username) = ${OPERATOR.username}`);
    expect(operators.rows[0]?.n).toBe(1);
    const login = await call(second, 'POST', '/api/auth/login', { body: OPERATOR });
    expect(login.status).toBe(200);
    operatorToken = String(login.body.data?.token);

    const markets = await findQuotedMarkets(first);
    market = markets[0] as Book;
    spare = markets[1];
    expect(market).toBeDefined();

    // Demo players through the API, alternating processes; each may bet (active player, funded).
    players = [];
    for (let index = 0; index < 8; index++) {
      const made = await call(serverAt(index), 'POST', '/api/auth/demo');
      expect(made.status).toBe(201);
      const session = made.body.data as { token: string; user: { id: number } };
      players.push({ id: Number(session.user.id), token: session.token });
    }
  }, 90_000);

  afterAll(async () => {
    await reader?.close();
    await both?.stop();
  }, 30_000);

  it('starts both processes on one database at once: every migration and seed part applied once', async () => {
    const migrations = await reader.db.execute<{ n: number; distinct: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct FROM schema_migrations`,
    );
    expect(migrations.rows[0]?.n).toBe(migrations.rows[0]?.distinct);
    // Each demo event was seeded once, not once per process.
    const events = await reader.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT sport_key, name FROM events GROUP BY 1, 2 HAVING count(*) > 1) twice`,
    );
    expect(events.rows[0]?.n).toBe(0);
    const houses = await reader.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM house_makers`);
    expect(houses.rows[0]?.n).toBe(32); // 16 shards in each world of money
  });

  it('matches 200 concurrent orders sent to both processes exactly once each; holds are the worst case; the ledger balances', async () => {
    const random = seeded(20_240_605);
    // Prices from one tick inside the house's back quote to one tick beyond its lay quote: some
    // orders take the house, some rest, and players' orders cross each other between the quotes.
    const bands = market.runners.map((runner) => {
      const low = stepPrice(toHundredths(runner.back[0]?.price ?? 2), -1);
      const high = stepPrice(toHundredths(runner.lay[0]?.price ?? 2), 1);
      const prices: number[] = [];
      for (let price = low; price <= high; price = stepPrice(price, 1)) prices.push(toDecimalPrice(price));
      return { runnerId: runner.id, prices };
    });
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const orders = Array.from({ length: 200 }, (_, index) => {
      const band = pick(bands);
      return {
        index,
        player: players[(index * 3) % players.length] as Player,
        server: serverAt(index),
        other: serverAt(index + 1),
        body: {
          market_id: market.id,
          runner_id: band.runnerId,
          side: random() < 0.5 ? 'back' : 'lay',
          price: pick(band.prices),
          stake: 100 + Math.floor(random() * 9) * 50,
        },
      };
    });

    const cancels: Answer[] = [];
    const replays: Array<[Answer, Answer]> = [];
    const answers = await inFlight(
      orders.map((order) => async () => {
        const key = `two-processes-${process.pid}-${order.index}`;
        const send = (server: ServerProcess) =>
          call(server, 'POST', '/api/bets/place', { token: order.player.token, body: order.body, headers: { 'idempotency-key': key } });
        // Every 20th order goes to both processes at once with one Idempotency-Key: placed once.
        if (order.index % 20 === 0) {
          const pair = await Promise.all([send(order.server), send(order.other)]);
          replays.push(pair);
          return pair[0];
        }
        const placed = await send(order.server);
        // Every 7th order's unmatched rest is cancelled through the other process, racing the matching.
        const bet = placed.body.data?.bet as { id: number; unmatched_stake: number } | undefined;
        if (order.index % 7 === 0 && bet && bet.unmatched_stake > 0) {
          cancels.push(await call(order.other, 'POST', `/api/bets/${bet.id}/cancel`, { token: order.player.token }));
        }
        return placed;
      }),
      20,
    );

    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status !== 201 && status !== 422),
      JSON.stringify(answers.find((answer) => answer.status !== 201)),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(150);
    for (const [one, two] of replays) {
      expect(two.status).toBe(one.status);
      if (one.status === 201) expect((two.body.data?.bet as { id: number }).id).toBe((one.body.data?.bet as { id: number }).id);
    }
    expect(cancels.length).toBeGreaterThan(0);
    expect(cancels.every((answer) => answer.status < 500)).toBe(true);
    const placedIds = answers.filter((answer) => answer.status === 201).map((answer) => (answer.body.data?.bet as { id: number }).id);
    expect(new Set(placedIds).size).toBe(placedIds.length);

    const ids = sql.join(
      players.map((player) => sql`${player.id}`),
      sql`, `,
    );
    const db = reader.db;
    // As many bets stored as orders placed: a replayed key placed nothing more.
    const stored = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE market_id = ${market.id} AND user_id IN (${ids})`);
    expect(stored.rows[0]?.n).toBe(placedIds.length);

    // Every bet's stake is its matched part plus what rests, was cancelled or lapsed; its matched
    // part is exactly the sum of its matches, as taker and as maker.
    const unbalancedBets = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM bets b WHERE b.market_id = ${market.id} AND (
        b.matched_stake + b.remaining_stake + b.cancelled_stake + b.lapsed_stake <> b.stake
        OR b.matched_stake <> coalesce((SELECT sum(stake) FROM bet_matches m WHERE m.market_id = b.market_id AND (m.taker_seq = b.seq OR m.maker_seq = b.seq)), 0))`);
    expect(unbalancedBets.rows[0]?.n).toBe(0);

    // Each match pairs a back with a lay of two different participants on its runner, at the
    // maker's price, within both limits.
    const matches = await db.execute<{
      price: number;
      stake: number;
      runner_id: number;
      taker_side: string;
      t_side: string;
      t_user: number;
      t_price: number;
      t_runner: number;
      m_side: string;
      m_user: number;
      m_price: number;
      m_runner: number;
    }>(sql`
      SELECT m.price, m.stake, m.runner_id, m.taker_side,
        t.side AS t_side, t.user_id AS t_user, t.price AS t_price, t.runner_id AS t_runner,
        k.side AS m_side, k.user_id AS m_user, k.price AS m_price, k.runner_id AS m_runner
      FROM bet_matches m
      JOIN bets t ON t.market_id = m.market_id AND t.seq = m.taker_seq
      JOIN bets k ON k.market_id = m.market_id AND k.seq = m.maker_seq
      WHERE m.market_id = ${market.id}`);
    const allMatches = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bet_matches WHERE market_id = ${market.id}`);
    expect(matches.rows.length).toBe(allMatches.rows[0]?.n);
    expect(matches.rows.length).toBeGreaterThan(0);
    const backedAtPrice = new Map<string, number>();
    const laidAtPrice = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, stake: number) => map.set(key, (map.get(key) ?? 0) + stake);
    let playerPairs = 0;
    for (const match of matches.rows) {
      expect(Number(match.t_user)).not.toBe(Number(match.m_user));
      expect(match.t_side).toBe(match.taker_side);
      expect(match.m_side).not.toBe(match.t_side);
      expect([Number(match.t_runner), Number(match.m_runner)]).toEqual([Number(match.runner_id), Number(match.runner_id)]);
      expect(Number(match.price)).toBe(Number(match.m_price));
      const [back, lay] = match.t_side === 'back' ? [match.t_price, match.m_price] : [match.m_price, match.t_price];
      expect(Number(back)).toBeLessThanOrEqual(Number(match.price));
      expect(Number(lay)).toBeGreaterThanOrEqual(Number(match.price));
      const key = `${match.runner_id}@${match.price}`;
      add(backedAtPrice, key, Number(match.stake));
      add(laidAtPrice, key, Number(match.stake));
      if (players.some((player) => player.id === Number(match.t_user)) && players.some((player) => player.id === Number(match.m_user))) playerPairs++;
    }
    expect(playerPairs).toBeGreaterThan(0);
    // From the bets' side: matched back stake and matched lay stake agree per runner, and so do
    // their matched values (stake × price), so they agree at each price.
    const sides = await db.execute<{ runner_id: number; side: string; stake: number; value: number }>(sql`
      SELECT runner_id, side, sum(matched_stake)::bigint AS stake, sum(matched_value)::bigint AS value
      FROM bets WHERE market_id = ${market.id} GROUP BY runner_id, side`);
    for (const runner of market.runners) {
      const of = (side: string) => sides.rows.find((row) => Number(row.runner_id) === runner.id && row.side === side);
      expect(Number(of('back')?.stake ?? 0)).toBe(Number(of('lay')?.stake ?? 0));
      expect(Number(of('back')?.value ?? 0)).toBe(Number(of('lay')?.value ?? 0));
    }
    expect([...backedAtPrice]).toEqual([...laidAtPrice]);

    // The resting book never crosses.
    const crossed = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM runners r WHERE r.market_id = ${market.id} AND
        (SELECT max(price) FROM bets WHERE runner_id = r.id AND side = 'lay' AND remaining_stake > 0) >=
        (SELECT min(price) FROM bets WHERE runner_id = r.id AND side = 'back' AND remaining_stake > 0)`);
    expect(crossed.rows[0]?.n).toBe(0);

    // Each player's exposure account holds exactly the worst case recomputed from the stored bets.
    const state = await db.transaction(async (tx) => loadMarketState(tx, (await lockMarkets(tx, [market.id])).markets.get(market.id) ?? fail('no market')));
    for (const player of players) {
      const held = await db.execute<{ held: number; account: number }>(sql`
        SELECT coalesce((SELECT amount FROM market_exposures WHERE market_id = ${market.id} AND user_id = ${player.id}), 0) AS held,
               coalesce((SELECT balance FROM accounts WHERE user_id = ${player.id} AND kind = 'exposure'), 0) AS account`);
      expect(Number(held.rows[0]?.account)).toBe(exposureOf('match_odds', state, player.id));
      expect(Number(held.rows[0]?.held)).toBe(Number(held.rows[0]?.account));
    }

    const check = await call(servers[1], 'GET', '/api/admin/ledger/check', { token: operatorToken });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ balanced: true, mismatched_accounts: 0, negative_player_accounts: 0, broken_chains: 0 });
    expect((await checkLedger(db)).balanced).toBe(true);
  }, 60_000);

  it('pays once when both processes settle the market at the same instant', async () => {
    const db = reader.db;
    const ids = sql.join(
      players.map((player) => sql`${player.id}`),
      sql`, `,
    );
    const balances = async () => {
      const found = await db.execute<{ user_id: number; main: number; held: number }>(sql`
        SELECT user_id, coalesce(sum(balance) FILTER (WHERE kind = 'main'), 0)::bigint AS main,
               coalesce(sum(balance) FILTER (WHERE kind = 'exposure'), 0)::bigint AS held
        FROM accounts WHERE user_id IN (${ids}) GROUP BY user_id`);
      return new Map(found.rows.map((row) => [Number(row.user_id), { main: Number(row.main), held: Number(row.held) }]));
    };
    const before = await balances();
    const winner = market.runners[0]?.id ?? 0;
    // Each player's result from their own matched bets, before settlement touches them.
    const expected = await db.execute<{ user_id: number; profit: number }>(sql`
      SELECT user_id, sum(CASE WHEN runner_id = ${winner} THEN win_pnl ELSE lose_pnl END)::bigint AS profit
      FROM bets WHERE market_id = ${market.id} AND matched_stake > 0 AND user_id IN (${ids}) GROUP BY user_id`);
    const profitOf = new Map(expected.rows.map((row) => [Number(row.user_id), Number(row.profit)]));

    const settle = (server: ServerProcess) =>
      call(server, 'POST', `/api/admin/markets/${market.id}/settle`, { token: operatorToken, body: { winner_runner_id: winner } });
    const [one, two] = await Promise.all([settle(servers[0]), settle(servers[1])]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const settlements = [one, two].map((answer) => answer.body.data?.settlement as { already_settled: boolean; round: number });
    expect(settlements.map((settlement) => settlement.already_settled).sort()).toEqual([false, true]);
    expect(settlements.map((settlement) => settlement.round)).toEqual([1, 1]);

    const rounds = await db.execute<{ n: number; rows: number }>(sql`
      SELECT count(DISTINCT round)::int AS n, count(*)::int AS rows FROM market_settlements WHERE market_id = ${market.id} AND user_id IN (${ids})`);
    expect(rounds.rows[0]?.n).toBe(1);
    // Every matched bet settled, and each player paid (or charged) once: one bet_win or
    // bet_loss transfer per player with a result, of exactly that result.
    const unsettled = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM bets WHERE market_id = ${market.id} AND matched_stake > 0 AND (status NOT IN ('won', 'lost') OR settled_at IS NULL)`);
    expect(unsettled.rows[0]?.n).toBe(0);
    const paid = await db.execute<{ user_id: number; kind: string; n: number; amount: number }>(sql`
      SELECT a.user_id, t.kind, count(*)::int AS n, sum(t.amount)::bigint AS amount
      FROM transfers t JOIN accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id IN (${ids})
      WHERE t.kind IN ('bet_win', 'bet_loss') AND t.reference LIKE ${`settle:${market.id}:%`}
      GROUP BY a.user_id, t.kind`);
    const after = await balances();
    for (const player of players) {
      const profit = profitOf.get(player.id) ?? 0;
      const legs = paid.rows.filter((row) => Number(row.user_id) === player.id);
      expect(legs.map((leg) => ({ kind: leg.kind, n: leg.n, amount: Number(leg.amount) }))).toEqual(
        profit === 0 ? [] : [{ kind: profit > 0 ? 'bet_win' : 'bet_loss', n: 1, amount: Math.abs(profit) }],
      );
      const was = before.get(player.id) ?? { main: 0, held: 0 };
      // Commission is 0 on the demo markets: the hold comes back and the result is paid, once.
      expect(after.get(player.id)).toEqual({ main: was.main + was.held + profit, held: 0 });
    }

    const check = await call(servers[0], 'GET', '/api/admin/ledger/check', { token: operatorToken });
    expect(check.body.data).toMatchObject({ balanced: true, mismatched_accounts: 0, negative_player_accounts: 0, broken_chains: 0 });
  }, 30_000);

  it.skipIf(!withRedis)(
    'with Redis, streams a book change made through the first process to a client of the second',
    async () => {
      const book = spare as Book;
      expect(book).toBeDefined();
      const stream = await openSse(`${servers[1].base}/api/stream/markets/${book.id}?money=play`);
      try {
        expect(stream.status).toBe(200);
        await stream.next(() => true, { from: 0 });
        const runner = book.runners[1] ?? book.runners[0];
        const bestBack = runner?.back[0] ?? { price: 2, size: 0 };
        const bestLay = runner?.lay[0] ?? { price: 2, size: 0 };
        // A lay inside the house's spread rests as the new best price to back at; with no tick
        // inside it, a lay at the house's own back quote rests beside the house's.
        const inside = stepPrice(toHundredths(bestBack.price), 1);
        const price = inside < toHundredths(bestLay.price) ? toDecimalPrice(inside) : bestBack.price;
        const size = (price === bestBack.price ? bestBack.size : 0) + 350;
        const placed = await call(servers[0], 'POST', '/api/bets/place', {
          token: players[0]?.token ?? '',
          body: { market_id: book.id, runner_id: runner?.id, side: 'lay', price, stake: 350 },
        });
        expect(placed.status).toBe(201);
        expect((placed.body.data?.bet as { unmatched_stake: number }).unmatched_stake).toBe(350);
        const bestOf = (event: { runners: Array<{ id: number; back: BookLevel[] }> }) =>
          event.runners.find((candidate) => candidate.id === runner?.id)?.back[0];
        // Fails with a timeout when the change never reaches the second process's clients.
        const event = await stream.next((next) => next.id === book.id && bestOf(next)?.price === price && bestOf(next)?.size === size);
        expect(bestOf(event)).toEqual({ price, size });
      } finally {
        stream.close();
      }
    },
    20_000,
  );
});

function fail(message: string): never {
  throw new Error(message);
}
