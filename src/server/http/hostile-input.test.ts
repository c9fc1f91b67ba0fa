import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '../test/test-app';
import { hasInvalidText, INVALID_TEXT_MESSAGE } from './hostile-input';

describe('hasInvalidText', () => {
  it('finds a NUL or a lone surrogate in any string of the value, keys included, however deep', () => {
    expect(hasInvalidText('\ud800')).toBe(true);
    expect(hasInvalidText(['ok', { name: 'x\udc00y' }])).toBe(true);
    expect(hasInvalidText('a\u0000b')).toBe(true);
    expect(hasInvalidText({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(hasInvalidText({ 'k\u0000': 1 })).toBe(true);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasInvalidText(deep)).toBe(true);
  });

  it('passes everything else, unicode (a whole surrogate pair) and bytes included', () => {
    for (const value of ['', 'é💩\u202e', '\ud83d\ude00', 0, null, undefined, { a: ['b', 2, true] }, Buffer.from([0, 0, 0])])
      expect(hasInvalidText(value)).toBe(false);
  });
});

describe('a NUL character or a lone surrogate in a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('in a path id or a query value answers 400, never reaching the database', async () => {
    const urls = [
      '/api/casino/house/color-prediction/rounds/%00',
      '/api/casino/house/color-prediction/rounds/2024%00',
      '/api/casino/house/crash/rounds/%00',
      '/api/games?search=1%00',
      '/api/banks/ifsc/HDFC%000001234',
      '/api/auth/username-available?username=ab%00cd',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, message: INVALID_TEXT_MESSAGE, code: 'BAD_REQUEST' });
    }
  });

  it('in a JSON body answers 400, and a bearer route still answers 401 first to a visitor', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin\u0000', password: 'whatever1' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(INVALID_TEXT_MESSAGE);
    const player = await createPlayer(t);
    const profile = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: player.auth, payload: { display_name: 'x\u0000y' } });
    expect(profile.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { display_name: 'x\u0000y' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('as half a surrogate pair in a JSON body answers 400 (an audit entry holding it was a 500), a whole pair is fine', async () => {
    const admin = await adminAuth(t);
    const notify = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: `{"message":"${message}"}`,
      });
    for (const message of ['\\ud800', 'x\\udc00y', '\\ud83d']) {
      const res = await notify(message);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(INVALID_TEXT_MESSAGE);
    }
    expect((await notify('Cricket \\ud83c\\udfcf live')).statusCode).toBe(201);
  });

  it('in a body a route keeps as text (the casino callbacks) answers 400, escaped or not', async () => {
    for (const payload of ['{"session_token":"\\u0000"}', '{"session_token":"\\ud800"}', '{"a":"\u0000"}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/casino/callback/royal-gaming/balance',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe(INVALID_TEXT_MESSAGE);
    }
  });
});
