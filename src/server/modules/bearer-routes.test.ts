import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '@shared/money';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '../test/test-app';
import { casinoSeedPart, openGameSession } from '@server/modules/casino';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from './ledger';

// Every route the OpenAPI document marks with bearer security, of every slice: without a token,
// and with a token whose session was ended (logout), it answers 401 and the failure envelope.
let t: TestApp;
let bearerRoutes: Route[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  minItems?: number;
  format?: string;
};
type Operation = {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Route = { method: string; path: string; url: string; body?: unknown };

// Fields whose pattern or refinement a generic sample cannot meet.
const PATTERNED: Record<string, unknown> = {
  account_number: '123456789012',
  ifsc_code: 'SBIN0001234',
  utr_number: 'UTR123456',
  price: 2,
  stake: 100,
  number: '1',
};

/**
 * A body that passes the route's schema (as far as the document tells), so that what a route
 * answers to a revoked token is about the token, not about an empty body.
 */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((option) => option.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, PATTERNED[name] ?? sample(schema.properties?.[name])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return (schema.minimum ?? 0) + (schema.exclusiveMinimum === true || schema.minimum === undefined ? 1 : 0);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uri') return 'https://example.com/x.png';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return {};
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: [casinoSeedPart] });
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  bearerRoutes = Object.entries(docs.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && operation.security?.some((entry) => 'bearer' in entry))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        // A path parameter takes a value its schema accepts (a table's name, an id), so the answer is about the token.
        url: path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
          const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
          return encodeURIComponent(String(parameter?.schema ? sample(parameter.schema) : 1));
        }),
        body: sample(operation.requestBody?.content?.['application/json']?.schema),
      })),
  );
});
afterAll(() => t.close());

async function loggedOut(auth: { authorization: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
  expect(res.statusCode).toBe(200);
  return auth;
}

function call(route: Route, headers: Record<string, string> = {}) {
  const method = route.method as Method;
  const withBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({ method, url: route.url, headers, ...(withBody ? { payload: route.body as object } : {}) });
}

describe('routes that need a token', () => {
  it('are many, of every slice', () => {
    const urls = bearerRoutes.map((route) => `${route.method} ${route.url}`);
    expect(bearerRoutes.length).toBeGreaterThan(20);
    expect(urls).toEqual(expect.arrayContaining(['POST /api/auth/logout', 'GET /api/auth/verify-token', 'GET /api/admin/audit-log']));
  });

  it('answer 401 with the envelope without a token, and with a logged-out player’s token', async () => {
    const revoked = await loggedOut((await createPlayer(t)).auth);
    for (const route of bearerRoutes) {
      for (const [who, headers] of [
        ['no token', {}],
        ['a revoked token', revoked],
      ] as const) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route.method} ${route.url} with ${who}`).toBe(401);
        expect(res.json(), `${route.method} ${route.url} with ${who}`).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('answer 401, not 403, to the operator’s revoked token on operator routes', async () => {
    const { authorization } = await adminAuth(t);
    const revoked = await loggedOut({ authorization });
    const operatorRoutes = bearerRoutes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(operatorRoutes.length).toBeGreaterThan(5);
    for (const route of operatorRoutes) {
      const res = await call(route, revoked);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });
});

/**
 * Routes of a signed-in player, other than GETs, that move no money: the operator may call them.
 * Every other one outside /api/admin moves a player's money and answers the operator 403: a new
 * route that forgets requirePlayer fails the test below.
 */
const MOVES_NO_MONEY = [
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'PUT /api/user/profile',
  'PUT /api/user/settings',
  'POST /api/casino/fairness/rotate',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/2fa/recovery-codes',
  'DELETE /api/auth/sessions/{id}',
  'POST /api/auth/sessions/revoke-others',
  'POST /api/user/notifications/read',
];
/** The house games' frame sends a game session token, not a sign-in token. */
const isGameFrameRoute = (route: Route) => route.path.startsWith('/api/casino/house/');

describe('the operator is not a player', () => {
  async function moneyCounts() {
    const found = await t.db.execute(sql`
      SELECT (SELECT count(*) FROM transfers) AS transfers, (SELECT count(*) FROM deposits) AS deposits,
             (SELECT count(*) FROM withdrawals) AS withdrawals, (SELECT count(*) FROM bank_accounts) AS bank_accounts,
             (SELECT count(*) FROM bets) AS bets, (SELECT count(*) FROM casino_sessions) AS game_sessions,
             (SELECT count(*) FROM casino_wallet_transactions) AS casino_wallet, (SELECT count(*) FROM matka_bets) AS matka_bets`);
    return found.rows[0];
  }

  it('answers 403 to the operator on every player route that moves money, and nothing moves', async () => {
    const operator = await adminAuth(t);
    // Money to play with, and a house game session as one opened before launch refused the operator.
    await t.db.transaction(async (tx) => {
      const [cash, main] = [await houseAccount(tx, 'house_cash', 'real'), await playerAccount(tx, operator.id, 'main')];
      await transfer(tx, { from: cash, to: main, amount: toPaise(5000), kind: 'deposit', reference: 'operator-test' });
    });
    const house = await t.db.execute<{ provider_id: number; game_id: number }>(sql`
      SELECT p.id AS provider_id, g.id AS game_id FROM casino_providers p JOIN casino_games g ON g.provider_id = p.id
      WHERE p.kind = 'house' AND g.provider_game_id = 'dice' LIMIT 1`);
    const dice = house.rows[0];
    if (!dice) throw new Error('no house dice seeded');
    const signIn = await t.db.execute<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${operator.id} ORDER BY id DESC LIMIT 1`);
    const game = await openGameSession(t.db, {
      userId: operator.id,
      signInId: Number(signIn.rows[0]?.id),
      providerId: Number(dice.provider_id),
      gameId: Number(dice.game_id),
      ttlMs: 3600_000,
    });

    const keys = bearerRoutes.map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining(MOVES_NO_MONEY));
    const moneyRoutes = bearerRoutes.filter(
      (route) => !route.path.startsWith('/api/admin/') && route.method !== 'GET' && !MOVES_NO_MONEY.includes(`${route.method} ${route.path}`),
    );
    expect(moneyRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/wallet/submit-deposit',
        'POST /api/wallet/submit-withdrawal',
        'POST /api/wallet/add-account',
        'DELETE /api/wallet/accounts/{id}',
        'POST /api/bets/place',
        'POST /api/bets/{id}/cancel',
        'PATCH /api/bets/{id}',
        'POST /api/markets/{id}/cash-out',
        'POST /api/games/launch',
        'POST /api/casino/house/dice/roll',
        'POST /api/casino/house/crash/bet',
        'POST /api/casino/house/color-prediction/bet',
        'POST /api/matka/bets',
      ]),
    );

    const before = await moneyCounts();
    const answers: Record<string, unknown> = {};
    for (const route of moneyRoutes) {
      const authorization = isGameFrameRoute(route) ? `Bearer ${game.token}` : operator.authorization;
      const res = await call(route, { authorization });
      answers[`${route.method} ${route.path}`] = { status: res.statusCode, code: res.json().code };
    }
    const refused = { status: 403, code: 'FORBIDDEN' };
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, refused])));
    expect(await moneyCounts()).toEqual(before);
    expect((await getPlayerBalances(t.db, operator.id)).main).toBe(toPaise(5000));
  });
});
