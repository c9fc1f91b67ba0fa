import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerNotifications, sessions } from '@server/db/schema';
import { LAST_SEEN_EVERY_MS } from '@server/http/session-lookup';
import { casinoSeedPart } from '@server/modules/casino';
import { createFundedPlayer, sessionOf } from '@server/test/casino-support';
import { freshPhone } from '@server/test/fresh-phone';
import { createPlayer, createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { createSession } from './sessions';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const PASSWORD = 'Kite-Mango-Rain-9';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_WINDOWS_NEWER = CHROME_WINDOWS.replace('131.0.0.0', '133.0.6943.54');
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

beforeAll(async () => {
  t = await createTestApp({ seed: [casinoSeedPart] });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const listSessions = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth });
const verify = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: auth });

let nameCounter = 0;
async function registerPlayer(userAgent = CHROME_WINDOWS) {
  const username = `dev_${process.pid % 1000}_${++nameCounter}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': userAgent },
    payload: { username, password: PASSWORD, phone_number: freshPhone(), referral_code: MASTER_CODE },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  const { token, user } = res.json().data as { token: string; user: { id: number } };
  return { id: user.id, username, auth: bearer(token) };
}

async function login(username: string, userAgent: string, remoteAddress = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: PASSWORD },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return bearer(res.json().data.token as string);
}

const alertsOf = (userId: number) => t.db.select().from(playerNotifications).where(eq(playerNotifications.userId, userId));

describe('GET /api/auth/sessions', () => {
  it('lists my live sign-ins with device, address, first and last seen, this one marked current', async () => {
    const player = await registerPlayer();
    const phone = await login(player.username, FIREFOX_ANDROID, '10.99.1.2');
    const res = await listSessions(phone);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.sessions as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Firefox · Android', ip_address: '10.99.1.2', user_agent: FIREFOX_ANDROID });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Chrome · Windows' });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
    for (const s of list) {
      expect(Date.parse(String(s.created_at))).not.toBeNaN();
      expect(Date.parse(String(s.last_seen_at))).not.toBeNaN();
    }
  });

  it('shows only my own sign-ins, not ended ones', async () => {
    const me = await registerPlayer();
    const other = await registerPlayer();
    await login(other.username, FIREFOX_ANDROID);
    const ended = await login(me.username, FIREFOX_ANDROID);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended })).statusCode).toBe(200);
    const list = (await listSessions(me.auth)).json().data.sessions as Array<{ id: number }>;
    const mine = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
    expect(list).toHaveLength(1);
    expect(mine.map((row) => row.id)).toContain(list[0]?.id);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('ending sign-ins', () => {
  const sessionIdOf = async (auth: { authorization: string }) =>
    ((await listSessions(auth)).json().data.sessions as Array<{ id: number; current: boolean }>).find((s) => s.current)?.id ?? 0;

  it('ends one of mine: its token is refused, and its game takes no new stake', async () => {
    const player = await createFundedPlayer(t, 100);
    const laptop = bearer(await createSession(t.db, player.id, 3600_000, { userAgent: CHROME_WINDOWS, ipAddress: '10.1.1.1' }));
    const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: laptop, payload: { game_type: 'dice' } });
    expect(launched.json().success).toBe(true);
    const frame = bearer(sessionOf(launched.json().data.game_url));
    const roll = () =>
      t.app.inject({ method: 'POST', url: '/api/casino/house/dice/roll', headers: frame, payload: { stake: 10, target: 50, direction: 'over' } });
    expect((await roll()).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${await sessionIdOf(laptop)}`, headers: player.auth });
    expect(res.statusCode).toBe(200);
    expect((await verify(laptop)).statusCode).toBe(401);
    expect((await roll()).statusCode).toBe(401);
    expect((await verify(player.auth)).statusCode).toBe(200);
  });

  it('answers 404 for another player’s sign-in, which goes on', async () => {
    const me = await createPlayer(t);
    const other = await createPlayer(t);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${await sessionIdOf(other.auth)}`, headers: me.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await verify(other.auth)).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/999999999', headers: me.auth });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/abc', headers: me.auth })).statusCode).toBe(400);
  });

  it('signs out everywhere else and keeps this sign-in', async () => {
    const player = await createPlayer(t);
    const others = [bearer(await createSession(t.db, player.id, 3600_000)), bearer(await createSession(t.db, player.id, 3600_000))];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: player.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revoked).toBe(2);
    for (const other of others) expect((await verify(other)).statusCode).toBe(401);
    expect((await verify(player.auth)).statusCode).toBe(200);
    const list = (await listSessions(player.auth)).json().data.sessions;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });
});

describe('last seen', () => {
  it('is written when older than a few minutes, not on every request', async () => {
    const player = await createPlayer(t);
    const lastSeen = async () => (await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, player.id)))[0]?.at.getTime();
    const setLastSeen = (msAgo: number) =>
      t.db.execute(sql`UPDATE sessions SET last_seen_at = now() - make_interval(secs => ${msAgo / 1000}) WHERE user_id = ${player.id}`);

    await setLastSeen(60_000);
    const recent = await lastSeen();
    await verify(player.auth);
    expect(await lastSeen()).toBe(recent);

    await setLastSeen(LAST_SEEN_EVERY_MS + 60_000);
    const stale = await lastSeen();
    await verify(player.auth);
    const touched = await lastSeen();
    expect(touched).toBeGreaterThan((stale ?? 0) + LAST_SEEN_EVERY_MS);
    await verify(player.auth);
    expect(await lastSeen()).toBe(touched);
  });
});

describe('login alerts', () => {
  it('tell the player of a sign-in from a device new to the account, once, and of no other', async () => {
    const player = await registerPlayer(CHROME_WINDOWS);
    await login(player.username, CHROME_WINDOWS);
    await login(player.username, CHROME_WINDOWS_NEWER);
    expect(await alertsOf(player.id)).toHaveLength(0);

    await login(player.username, FIREFOX_ANDROID, '10.77.0.9');
    const alerts = await alertsOf(player.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'login_alert', readAt: null });
    expect(alerts[0]?.message).toContain('Firefox · Android');
    expect(alerts[0]?.message).toContain('10.77.0.9');

    await login(player.username, FIREFOX_ANDROID);
    expect(await alertsOf(player.id)).toHaveLength(1);
  });
});
