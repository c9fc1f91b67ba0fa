import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { freshPhone } from '@server/test/fresh-phone';
import { createPlayer, createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { INVALID_LOGIN } from './login-player';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
const verify = (token?: string) => t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: token ? { authorization: `Bearer ${token}` } : {} });

async function registerPlayer(username: string, password = 'secret1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password, phone_number: freshPhone(), referral_code: MASTER_CODE },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { token: string; user: { id: number } };
}

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the username case', async () => {
    const { user } = await registerPlayer('Meera');
    const res = await login({ username: 'MEERA', password: 'secret1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, username: 'Meera', role: 'player' });
    expect((await verify(res.json().data.token)).statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    await registerPlayer('Arjun');
    const wrong = await login({ username: 'Arjun', password: 'not-it' });
    const unknown = await login({ username: 'nobody_here', password: 'secret1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(INVALID_LOGIN);
  });

  it.each([
    [{ password: 'secret1' }, 'Username is required'],
    [{ username: '  ', password: 'secret1' }, 'Username is required'],
    [{ username: 'Arjun' }, 'Password is required'],
    [{ username: 'Arjun', password: 123456 }, 'Password is required'],
  ])('answers 400 for a missing or wrong-typed field (%#)', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('refuses a suspended player even with the right password', async () => {
    const { user } = await registerPlayer('Suspended1');
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const res = await login({ username: 'Suspended1', password: 'secret1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('limits login attempts per address with 429', async () => {
    const ip = '10.9.8.7';
    const statuses: number[] = [];
    // A different account each time: one account alone would meet its own throttle first (rate-limits.test.ts).
    for (let i = 0; i < 31; i++) statuses.push((await login({ username: `someone${i}`, password: 'guess' + i }, ip)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login({ username: 'Arjun', password: 'secret1' }, ip)).json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});

describe('sessions', () => {
  it('answers 401 with the spec message when no token is sent, and 401 for a made-up token', async () => {
    const none = await verify();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: 'No authentication token found', code: 'UNAUTHORIZED' });
    expect((await verify('A'.repeat(43))).statusCode).toBe(401);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: "Bearer ' OR 1=1 --" } });
    expect(malformed.statusCode).toBe(401);
  });

  it('verify-token answers the user of the token', async () => {
    const player = await createPlayer(t);
    const res = await verify(player.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valid: true, user: { id: player.id, username: player.username } });
  });

  it('logout ends only this session', async () => {
    const { token, user } = await registerPlayer('Logout1');
    const second = await login({ username: 'Logout1', password: 'secret1' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Logged out successfully' });
    expect((await verify(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await verify(second.json().data.token)).statusCode).toBe(200);
    const revoked = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(revoked.filter((s) => s.revokedAt !== null)).toHaveLength(1);
  });

  it('accepts logout and demo login labelled JSON with no body', async () => {
    const player = await createPlayer(t);
    const headers = { ...player.auth, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await verify(player.token)).statusCode).toBe(401);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
    expect(demo.statusCode).toBe(201);
  });

  it('refuses an expired token', async () => {
    const player = await createPlayer(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, player.id));
    expect((await verify(player.token)).statusCode).toBe(401);
  });

  it('refuses the token of a player who has been suspended since signing in', async () => {
    const player = await createPlayer(t);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, player.id));
    expect((await verify(player.token)).statusCode).toBe(401);
  });

  it('answers each of many tokens checked at once with its own user, or 401', async () => {
    const good = await Promise.all(Array.from({ length: 6 }, () => createPlayer(t)));
    const expired = await createPlayer(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    const suspended = await createPlayer(t);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    const revoked = await createPlayer(t);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.id));
    // Sent together they are looked up together (a few queries for all of them): each must still get its own answer.
    const tokens = [...good.map((p) => p.token), expired.token, suspended.token, revoked.token, 'made-up-token', good[0]?.token ?? ''];
    const answers = await Promise.all(tokens.map((token) => verify(token)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 401, 401, 401, 401, 200]);
    expect(answers.slice(0, 6).map((res) => res.json().data.user.id)).toEqual(good.map((p) => p.id));
    expect(answers[10]?.json().data.user.id).toBe(good[0]?.id);
  });
});

describe('POST /api/auth/demo', () => {
  it('creates a fresh funded demo player each time', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: freshIp() });
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: freshIp() });
    expect(first.statusCode).toBe(201);
    const a = first.json().data;
    const b = second.json().data;
    expect(a.user).toMatchObject({ is_demo: true, role: 'player', balance: 25000.5, available_credit: 25000.5, bonus_balance: 500, net_exposure: 0 });
    expect(b.user.id).not.toBe(a.user.id);
    expect(b.user.username).not.toBe(a.user.username);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${a.token}` } });
    expect(profile.json().data.user).toMatchObject({ id: a.user.id, balance: 25000.5, bonus_balance: 500 });
  });

  it('gives the demo player no password that could sign in', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: freshIp() })).json().data;
    for (const password of ['', '!demo-no-password', 'demo']) {
      const res = await login({ username: demo.user.username, password: password || 'x' });
      expect(res.statusCode).toBe(401);
    }
  });
});
