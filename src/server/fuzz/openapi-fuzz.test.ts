import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoGames, casinoProviders } from '../db/schema';
import { demoSeedParts } from '../modules';
import { createDemoPlayer, createSession } from '@server/modules/auth';
import { AGGREGATOR_SESSION_TTL_MS, openGameSession, signBody, SIGNATURE_HEADER } from '@server/modules/casino';
import { createFundedPlayer, sessionOf } from '../test/casino-support';
import { adminAuth, createTestApp, type TestApp } from '../test/test-app';
import { operationsOf, sampleRequests, type FuzzRequest, type Known, type OpenApiDocument, type Operation } from './openapi-requests';

// Hostile input never reaches a 5xx. Seeded random requests over every operation of the OpenAPI
// document, as nobody, a funded player, a demo player, a house game's frame, the casino
// aggregator (signed callbacks), the operator and junk tokens; afterwards the ledger balances
// and every player's balance adds up.
//
// A longer run by hand (a failure prints the seed and each request that got a 5xx):
//   FUZZ_RUNS=10000 FUZZ_SEED=7 npx vitest run --project node src/server/fuzz/openapi-fuzz.test.ts
// FUZZ_VERBOSE=1 prints the count of each status and the money moved; FUZZ_TRACE='/api/bets/place'
// prints every request to that operation with its answer.

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_614);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Sessions are made afresh this often: the fuzz logs players out, suspends them and changes passwords. */
const SESSION_REFRESH = 150;
/** A stream answers its headers at once; its body never ends, so only the status is read. */
const STREAM_TIMEOUT_MS = 10_000;
const HOUSE_GAMES = ['mines', 'dice', 'plinko', 'hilo', 'aviator', 'color-prediction'];
const AGGREGATOR = 'royal-gaming';
/** Stand-ins in generated text for values only known at send time. */
const LIVE_GAME_SESSION = '$GAME_SESSION';
const LIVE_PLAYER_ID = '$PLAYER_ID';

type Live = {
  authorization: Record<'player' | 'demo' | 'frame' | 'operator', string>;
  /** The funded player's session at the aggregator, as its signed callbacks name it. */
  gameSession: string;
  playerId: number;
};
type Failure = { request: FuzzRequest; status: number | string; body: string };

let t: TestApp;
let base: string;
let operations: Operation[];
let known: Known;
let secrets: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: demoSeedParts });
  // An aggregator launch must not reach anything real: port 9 on loopback refuses at once.
  await t.db.update(casinoProviders).set({ apiUrl: 'http://127.0.0.1:9' }).where(eq(casinoProviders.key, AGGREGATOR));
  const providers = await t.db.select({ key: casinoProviders.key, secret: casinoProviders.secret }).from(casinoProviders);
  secrets = new Map(providers.flatMap((p) => (p.secret ? [[p.key, p.secret] as const] : [])));
  const games = await t.db.select({ uid: casinoGames.uid }).from(casinoGames).limit(12);
  // The live stand-ins three times over: a signed callback then often names the live session.
  const liveValues = [LIVE_GAME_SESSION, LIVE_GAME_SESSION, LIVE_GAME_SESSION, LIVE_PLAYER_ID, LIVE_PLAYER_ID];
  const ids = await t.db.execute<{ id: number }>(sql`SELECT id FROM markets UNION SELECT id FROM runners UNION SELECT id FROM events`);
  known = {
    strings: [...providers.map((p) => p.key), ...games.map((g) => g.uid), ...HOUSE_GAMES, 'LOTUS100', 'INR', ...liveValues],
    integers: ids.rows.map((row) => Number(row.id)),
  };
  operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  // Only the streams go over the network: inject would wait for their end forever.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t.close());

async function freshSessions(userIds: number[], round: number): Promise<Live> {
  const player = await createFundedPlayer(t, 20_000);
  const demo = await createDemoPlayer(t.db, 3600_000);
  // The fuzz's operator may have disabled a game: the next one, then.
  let frame = player.auth.authorization;
  for (let i = 0; i < HOUSE_GAMES.length; i++) {
    const game = HOUSE_GAMES[(round + i) % HOUSE_GAMES.length];
    const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: game } });
    if (launched.statusCode !== 200) continue;
    frame = `Bearer ${sessionOf(launched.json().data.game_url)}`;
    break;
  }
  const [title] = await t.db
    .select({ gameId: casinoGames.id, providerId: casinoProviders.id })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoGames.providerId, casinoProviders.id))
    .where(eq(casinoProviders.key, AGGREGATOR))
    .limit(1);
  if (!title) throw new Error(`no ${AGGREGATOR} title`);
  const signIn = await t.db.execute<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${player.id} ORDER BY id DESC LIMIT 1`);
  const gameSession = await openGameSession(t.db, { userId: player.id, signInId: Number(signIn.rows[0]?.id), ...title, ttlMs: AGGREGATOR_SESSION_TTL_MS });
  userIds.push(player.id, demo.user.id);
  return {
    authorization: {
      player: player.auth.authorization,
      demo: `Bearer ${demo.token}`,
      frame,
      operator: (await adminAuth(t)).authorization,
    },
    gameSession: gameSession.token,
    playerId: player.id,
  };
}

/** The request as sent: stand-ins replaced, the identity's Authorization or signature added. */
function resolve(request: FuzzRequest, live: Live): { url: string; headers: Record<string, string>; payload: string | undefined } {
  const fill = (text: string) =>
    text
      .replaceAll(LIVE_GAME_SESSION, live.gameSession)
      .replaceAll(encodeURIComponent(LIVE_GAME_SESSION), live.gameSession)
      .replaceAll(LIVE_PLAYER_ID, String(live.playerId))
      .replaceAll(encodeURIComponent(LIVE_PLAYER_ID), String(live.playerId));
  const url = fill(request.url);
  const payload = request.payload === undefined ? undefined : fill(request.payload);
  const headers = { ...request.headers };
  const { identity } = request;
  if (identity === 'provider') {
    const key = /^\/api\/casino\/callback\/([^/]+)\//.exec(url)?.[1] ?? AGGREGATOR;
    headers[SIGNATURE_HEADER] = signBody(secrets.get(key) ?? secrets.get(AGGREGATOR) ?? '', payload ?? '');
  } else if (identity !== 'nobody' && identity !== 'junk') {
    headers.authorization = live.authorization[identity];
  }
  return { url, headers, payload };
}

async function send(request: FuzzRequest, isStream: boolean, live: Live): Promise<{ status: number | string; body: string } | undefined> {
  const { url, headers, payload } = resolve(request, live);
  if (!isStream) {
    const res = await t.app.inject({ method: request.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.body };
  }
  let res: Response;
  try {
    res = await fetch(`${base}${url}`, { method: request.method, headers, signal: AbortSignal.timeout(STREAM_TIMEOUT_MS) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { status: 'no answer in time', body: '' };
    return undefined; // fetch refused to send it (a URL or header no client sends)
  }
  const body = res.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await res.text();
  await res.body?.cancel().catch(() => undefined);
  return { status: res.status, body };
}

const describeAnswer = ({ request, status, body }: Failure) =>
  `${status} ${request.method} ${request.url} as ${request.identity}\n  headers: ${JSON.stringify(request.headers)}\n  body: ${JSON.stringify(request.payload?.slice(0, 300))}\n  answer: ${body.slice(0, 300)}`;

describe('the OpenAPI fuzz', () => {
  it(`answers no request with a 5xx (seed ${FUZZ_SEED}, ${FUZZ_RUNS} requests), and the money still adds up`, async () => {
    const requests = sampleRequests(operations, FUZZ_RUNS, FUZZ_SEED, known);
    const streams = new Set(operations.filter((op) => op.isStream).map((op) => `${op.method} ${op.path}`));
    const userIds: number[] = [];
    const failures: Failure[] = [];
    const statuses = new Map<number | string, number>();
    let live = await freshSessions(userIds, 0);
    for (const [i, request] of requests.entries()) {
      if (i > 0 && i % SESSION_REFRESH === 0) live = await freshSessions(userIds, i / SESSION_REFRESH);
      const answer = await send(request, streams.has(`${request.method} ${request.template}`), live);
      if (!answer) continue;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (request.template === process.env.FUZZ_TRACE) console.log(describeAnswer({ request, ...answer }));
      if (typeof answer.status === 'string' || answer.status >= 500) failures.push({ request, ...answer });
    }
    if (process.env.FUZZ_VERBOSE) console.log(Object.fromEntries(statuses));
    if (failures.length > 0) console.error(`${failures.length} answers of 5xx (FUZZ_SEED=${FUZZ_SEED}):\n${failures.map(describeAnswer).join('\n')}`);
    expect(failures.map(({ request, status }) => `${status} ${request.method} ${request.url}`)).toEqual([]);
    // The run got past validation: requests were accepted, and some moved money.
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(FUZZ_RUNS / 20);

    const operator = { authorization: (await adminAuth(t)).authorization };
    const check = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: operator });
    if (process.env.FUZZ_VERBOSE) {
      console.log(check.json().data);
      console.log((await t.db.execute(sql`SELECT kind, count(*)::int AS n FROM transfers GROUP BY kind ORDER BY kind`)).rows);
    }
    expect(check.json().data).toMatchObject({ balanced: true, total_balance: 0, mismatched_accounts: 0, negative_player_accounts: 0, broken_chains: 0 });
    for (const userId of userIds) await expectBalanceAddsUp(userId, operator);
  }, 900_000);
});

/**
 * What the player is shown adds up and agrees with the ledger's accounts (whose entries the
 * ledger check has summed): total = main + bonus, main = available + exposure, nothing below zero.
 */
async function expectBalanceAddsUp(userId: number, operator: { authorization: string }) {
  const ledger = await t.app.inject({ method: 'GET', url: `/api/admin/ledger/users/${userId}`, headers: operator });
  expect(ledger.statusCode).toBe(200);
  const accounts = new Map((ledger.json().data.accounts as { kind: string; balance: number }[]).map((a) => [a.kind, a.balance]));
  const of = (kind: string) => accounts.get(kind) ?? 0;
  for (const kind of ['main', 'bonus', 'exposure', 'withdrawal_hold']) expect(of(kind), `user ${userId} ${kind}`).toBeGreaterThanOrEqual(0);
  const shown = await t.app.inject({
    method: 'GET',
    url: '/api/wallet/balance',
    headers: { authorization: `Bearer ${await createSession(t.db, userId, 60_000)}` },
  });
  // A player the fuzz's operator suspended is refused; the ledger's figures above are checked all the same.
  if (shown.statusCode !== 200) return expect([401, 403], `user ${userId}`).toContain(shown.statusCode);
  const balance = shown.json().data.balance as Record<string, number>;
  const paise = (rupees: number | undefined) => Math.round((rupees ?? Number.NaN) * 100);
  expect(paise(balance.available_credit), `user ${userId} available`).toBe(paise(of('main')));
  expect(paise(balance.net_exposure), `user ${userId} exposure`).toBe(paise(of('exposure')));
  expect(paise(balance.bonus_balance), `user ${userId} bonus`).toBe(paise(of('bonus')));
  expect(paise(balance.main_balance), `user ${userId} main`).toBe(paise(balance.available_credit) + paise(balance.net_exposure));
  expect(paise(balance.total_balance), `user ${userId} total`).toBe(paise(balance.main_balance) + paise(balance.bonus_balance));
}
