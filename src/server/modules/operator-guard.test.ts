import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createPlayer, createTestApp, type TestApp } from '../test/test-app';

// Every operator route, of every slice, as the OpenAPI document lists it: a player gets 403 and
// a visitor 401, before any body is read, and nothing is written.
let t: TestApp;
let operatorRoutes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
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
