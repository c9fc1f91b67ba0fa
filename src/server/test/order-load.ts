import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { OPERATOR } from './server-processes';

// An order load against real server processes, for the fault tests: demo players sending orders
// with Idempotency-Keys, every answer kept, then each key driven to one outcome and checked
// against the database.

export type Json = { success: boolean; message?: string; code?: string; data?: Record<string, unknown> } & Record<string, unknown>;
export type Answer = { status: number; body: Json; headers: Headers };

export async function call(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${route}`, {
    method,
    headers,
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { success: false, message: text };
  }
  return { status: response.status, body, headers: response.headers };
}

export type Player = { id: number; token: string };
type BookLevel = { price: number; size: number };
export type Book = { id: number; runners: Array<{ id: number; back: BookLevel[]; lay: BookLevel[] }> };

/** Demo players made through the API. */
export async function demoPlayers(base: string, count: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let index = 0; index < count; index++) {
    const made = await call(base, 'POST', '/api/auth/demo');
    expect(made.status).toBe(201);
    const session = made.body.data as { token: string; user: { id: number } };
    players.push({ id: Number(session.user.id), token: session.token });
  }
  return players;
}

/** An open play-money match odds market, not in play, no bet delay, quoted on both sides. */
export async function quotedPlayMarket(base: string): Promise<Book> {
  const listed = await call(base, 'GET', '/api/events?sport=cricket&money=play');
  const events = listed.body.data?.events as Array<{ in_play: boolean; markets: Array<{ id: number; type: string; status: string }> }>;
  for (const event of events.filter((candidate) => !candidate.in_play)) {
    for (const summary of event.markets.filter((market) => market.type === 'match_odds' && market.status === 'OPEN')) {
      const book = (await call(base, 'GET', `/api/markets/${summary.id}?money=play`)).body.data?.market as Book & { bet_delay: number };
      if (book.bet_delay === 0 && book.runners.every((runner) => runner.back.length > 0 && runner.lay.length > 0)) return book;
    }
  }
  throw new Error('no quoted play market');
}

export type Sent = { player: Player; key: string; body: Record<string, unknown>; answers: Answer[] };

/** The order a player's nth request sends: small stakes at the house's prices, so most match. */
function orderFor(market: Book, index: number): Record<string, unknown> {
  const runner = market.runners[index % market.runners.length] as Book['runners'][number];
  const isBack = index % 2 === 0;
  const level = (isBack ? runner.back[0] : runner.lay[0]) as BookLevel;
  return { market_id: market.id, runner_id: runner.id, side: isBack ? 'back' : 'lay', price: level.price, stake: 100 + (index % 7) };
}

/**
 * Each player sends `perPlayer` orders one after another through `base()` (asked for each
 * request: a test may move it), each with its own key. A request that fails at the socket
 * (which no balancer should let through) counts as status 0.
 */
export async function sendOrders(
  base: () => string,
  players: Player[],
  market: Book,
  perPlayer: number,
  options: { round?: number; onEach?: (sent: number) => Promise<void> } = {},
): Promise<Sent[]> {
  const { round = 0, onEach } = options;
  const sent: Sent[] = [];
  let total = 0;
  await Promise.all(
    players.map(async (player, playerIndex) => {
      for (let index = 0; index < perPlayer; index++) {
        const body = orderFor(market, playerIndex + index + round);
        const record: Sent = { player, key: `load-${player.id}-${round}-${index}`, body, answers: [] };
        sent.push(record);
        const answer = await call(base(), 'POST', '/api/bets/place', { token: player.token, body, headers: { 'idempotency-key': record.key } }).catch(
          (error: unknown): Answer => ({ status: 0, body: { success: false, message: String(error) }, headers: new Headers() }),
        );
        record.answers.push(answer);
        total += 1;
        await onEach?.(total);
      }
    }),
  );
  return sent;
}

const isAccepted = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500) || status === 503;

/** Every answer was 2xx, 4xx or 503, and every 503 said why with Retry-After. */
export function expectOnlyCleanAnswers(sent: Sent[]): void {
  const unclean = sent.flatMap((record) =>
    record.answers.filter((answer) => !isAccepted(answer.status)).map((answer) => `${answer.status} ${answer.body.message}`),
  );
  expect(unclean).toEqual([]);
  for (const answer of sent.flatMap((record) => record.answers).filter((candidate) => candidate.status === 503)) {
    expect(answer.headers.get('retry-after')).toBeTruthy();
  }
}

/** Sends each key whose last answer was 503 again (same key, same body) until it is not. */
export async function retryUnavailable(base: () => string, sent: Sent[]): Promise<void> {
  for (const record of sent) {
    for (let attempt = 0; record.answers.at(-1)?.status === 503 && attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      record.answers.push(
        await call(base(), 'POST', '/api/bets/place', { token: record.player.token, body: record.body, headers: { 'idempotency-key': record.key } }),
      );
    }
    expect(record.answers.at(-1)?.status).not.toBe(503);
  }
}

/**
 * Each key has one outcome: the bets in the database are exactly those the keys' last answers
 * acknowledged (201), one a key, and an earlier acknowledgement of a key was the same bet.
 */
export async function expectOneOutcomePerKey(reader: Database, sent: Sent[]): Promise<void> {
  const acknowledged = new Map<number, number>();
  for (const record of sent) {
    const ids = record.answers.filter((answer) => answer.status === 201).map((answer) => Number((answer.body.data?.bet as { id: number }).id));
    expect(new Set(ids).size).toBeLessThanOrEqual(1);
    const [id] = ids;
    if (id !== undefined) {
      expect(acknowledged.has(id)).toBe(false);
      acknowledged.set(id, record.player.id);
    }
  }
  const playerIds = [...new Set(sent.map((record) => record.player.id))];
  const stored = await reader.db.execute<{ id: number; user_id: number }>(sql`SELECT id, user_id FROM bets WHERE user_id IN ${playerIds}`);
  const storedIds = new Map(stored.rows.map((row) => [Number(row.id), Number(row.user_id)]));
  expect([...storedIds.keys()].sort((a, b) => a - b)).toEqual([...acknowledged.keys()].sort((a, b) => a - b));
  for (const [id, userId] of acknowledged) expect(storedIds.get(id)).toBe(userId);
}

/** The ledger balances and every balance adds up, as the operator's check says. */
export async function expectLedgerBalanced(base: string): Promise<void> {
  const login = await call(base, 'POST', '/api/auth/login', { body: OPERATOR });
  expect(login.status).toBe(200);
  const check = await call(base, 'GET', '/api/admin/ledger/check', { token: String(login.body.data?.token) });
  expect(check.status).toBe(200);
  expect(check.body.data).toMatchObject({ balanced: true, mismatched_accounts: 0, negative_player_accounts: 0, broken_chains: 0 });
}
