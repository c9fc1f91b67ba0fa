import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Every route declares its whole contract. The OpenAPI document at /api/docs is built
// from the route schemas, so a route that forgot one shows here. This checks the foundation's
// routes (accounts, profile, settings, content, referral codes, media, audit log); widen
// `isChecked` to every /api/ path once each slice declares its 401s.
type Operation = {
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
  parameters?: { in: string }[];
};

const foundationPaths = [
  /^\/api\/auth\//,
  /^\/api\/user\/(profile|statistics|settings)$/,
  /^\/api\/(banners|notifications)(\/|$)/,
  /^\/api\/admin\/(referral-codes|banners|notifications|media|audit-log|users)(\/|$)/,
  // The withdrawal password's own step, and the back office's Matka markets with their wagering weights.
  /^\/api\/wallet\/withdraw-password$/,
  /^\/api\/admin\/matka\/markets$/,
];
const isChecked = (path: string) => foundationPaths.some((pattern) => pattern.test(path));

let t: TestApp;
let operations: { key: string; path: string; method: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  // The JSON API; files (banner art, media, game images) answer bytes, not envelopes.
  operations = Object.entries(docs.paths)
    .filter(([path]) => isChecked(path))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })));
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('declares the withdrawal password routes: status, set once (201), change (200)', () => {
    const keys = operations.filter(({ path }) => path === '/api/wallet/withdraw-password').map(({ key }) => key);
    expect(keys.sort()).toEqual(['GET /api/wallet/withdraw-password', 'POST /api/wallet/withdraw-password', 'PUT /api/wallet/withdraw-password']);
    const set = operations.find(({ key }) => key === 'POST /api/wallet/withdraw-password');
    expect(Object.keys(set?.op.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
  });

  it('gives every route a tag and a success response with a schema', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    const missing = operations.filter(({ op }) => {
      const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'));
      return !op.tags?.length || !success || !success[1].content;
    });
    expect(missing.map((m) => m.key)).toEqual([]);
  });

  it('declares 401 on every route that needs a token', () => {
    const missing = operations.filter(({ op }) => (op.security?.length ?? 0) > 0 && !op.responses?.['401']);
    expect(missing.map((m) => m.key)).toEqual([]);
  });

  it('declares the failure envelope for 400 on every route that takes input', () => {
    const takesInput = operations.filter(({ op, method }) => ['post', 'put', 'patch'].includes(method) || (op.parameters?.length ?? 0) > 0);
    const missing = takesInput.filter(({ op, key }) => !op.responses?.['400'] && key !== 'POST /api/auth/demo' && key !== 'POST /api/auth/logout');
    expect(missing.map((m) => m.key)).toEqual([]);
  });
});
