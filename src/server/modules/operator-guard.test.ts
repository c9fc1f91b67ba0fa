import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, casinoSessions, deposits } from '../db/schema';
import { NOT_A_PLAYER } from '../http/guards';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '../test/test-app';
import { casinoSeedPart } from '@server/modules/casino';
import { walletSeed } from '@server/modules/payments';
import { paymentOptionId, PNG_1x1, uniqueUtr } from '../test/payments-helpers';

// Every operator route, of every slice, as the OpenAPI document lists it: a player gets 403 and
// a visitor 401, before any body is read, and nothing is written.
let t: TestApp;
let operatorRoutes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed, casinoSeedPart] });
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  operatorRoutes = Object.entries(docs.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
});
afterAll(() => t.close());

describe('the operator API', () => {
  it('has the routes of this slice', () => {
    const urls = operatorRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/referral-codes',
        'GET /api/admin/banners',
        'DELETE /api/admin/notifications/1',
        'POST /api/admin/media',
        'GET /api/admin/audit-log',
      ]),
    );
  });

  it('answers 403 to a player and 401 to a visitor on every operator route, writing nothing', async () => {
    const player = await createPlayer(t);
    for (const route of operatorRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? {} : { payload: { code: 'HACKED', message: 'x', image_url: '/x.png' } };
      const asPlayer = await t.app.inject({ method, url: route.url, headers: player.auth, ...payload });
      expect(asPlayer.statusCode, `${route.method} ${route.url} as a player`).toBe(403);
      expect(asPlayer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const asVisitor = await t.app.inject({ method, url: route.url, ...payload });
      expect(asVisitor.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
    }
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });

  it('answers 403 to a demo player too', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: demo.auth })).statusCode).toBe(403);
  });
});

// Every player money route refuses the operator (the whole list: bearer-routes.test.ts); here the
// requests a player would make, each valid, and the words the operator gets back.
describe('the operator is not a player', () => {
  it('cannot deposit, add a withdrawal account, launch a game or cancel a bet, and nothing is stored', async () => {
    const operator = await adminAuth(t);
    const headers = { authorization: operator.authorization };
    const requests = [
      {
        url: '/api/wallet/submit-deposit',
        payload: { amount: 500, payment_option_id: await paymentOptionId(t), utr_number: uniqueUtr(), receipt_file: PNG_1x1 },
      },
      {
        url: '/api/wallet/add-account',
        payload: {
          bank_name: 'HDFC Bank',
          account_holder_name: 'Operator',
          account_number: '501000000001',
          ifsc_code: 'HDFC0000001',
          password: 'any-password-1',
        },
      },
      { url: '/api/games/launch', payload: { game_type: 'mines' } },
      { url: '/api/bets/1/cancel', payload: {} },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ method: 'POST', url: request.url, headers, payload: request.payload });
      expect(res.statusCode, request.url).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: NOT_A_PLAYER });
    }
    expect(await t.db.select().from(deposits).where(eq(deposits.userId, operator.id))).toEqual([]);
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, operator.id))).toEqual([]);
    expect(await t.db.select().from(casinoSessions).where(eq(casinoSessions.userId, operator.id))).toEqual([]);
  });

  it('can still read its own profile and balance', async () => {
    const { authorization } = await adminAuth(t);
    for (const url of ['/api/user/profile', '/api/wallet/balance']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode, url).toBe(200);
    }
  });
});
