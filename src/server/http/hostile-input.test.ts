import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '../test/test-app';
import { hasNulCharacter, NUL_MESSAGE } from './hostile-input';

describe('hasNulCharacter', () => {
  it('finds a NUL in any string of the value, keys included, however deep', () => {
    expect(hasNulCharacter('a\u0000b')).toBe(true);
    expect(hasNulCharacter({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(hasNulCharacter({ 'k\u0000': 1 })).toBe(true);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasNulCharacter(deep)).toBe(true);
  });

  it('passes everything else, unicode and bytes included', () => {
    for (const value of ['', 'é💩\u202e', 0, null, undefined, { a: ['b', 2, true] }, Buffer.from([0, 0, 0])]) expect(hasNulCharacter(value)).toBe(false);
  });
});

describe('a NUL character in a request', () => {
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
      expect(res.json(), url).toEqual({ success: false, message: NUL_MESSAGE, code: 'BAD_REQUEST' });
    }
  });

  it('in a JSON body answers 400, and a bearer route still answers 401 first to a visitor', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin\u0000', password: 'whatever1' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(NUL_MESSAGE);
    const player = await createPlayer(t);
    const profile = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: player.auth, payload: { display_name: 'x\u0000y' } });
    expect(profile.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { display_name: 'x\u0000y' } });
    expect(visitor.statusCode).toBe(401);
  });
});
