import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes, sessions, userSettings, users } from '@server/db/schema';
import { freshPhone } from '@server/test/fresh-phone';
import { createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { hashToken } from '@server/http/session-lookup';

let t: TestApp;
let ipCounter = 0;
/** A fresh client address per request, so the per-IP limits only bite where a test wants them to. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'lotus-test-pass-7';
/** A registration that goes through: each with a phone number of its own. */
const validBody = () => ({ phone_number: freshPhone(), password: PASSWORD, referral_code: MASTER_CODE });
const register = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('POST /api/auth/register', () => {
  it('creates a player with a server-picked lotus username and signs them in', async () => {
    const sent = validBody();
    const res = await register(sent);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      username: expect.stringMatching(/^lotus\d{6}$/),
      display_name: 'Lotus Player',
      phone_number: sent.phone_number,
      email: null,
      status: 'active',
      role: 'player',
      is_demo: false,
      balance: 0,
      bonus_balance: 0,
      available_credit: 0,
      net_exposure: 0,
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(profile.json().data.user.id).toBe(body.data.user.id);
  });

  it('stores only the hash of the token and an argon2id hash of the password', async () => {
    const res = await register(validBody());
    const { token, user } = res.json().data;
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(stored[0]?.tokenHash).not.toContain(token);
    const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('counts a use of the referral code, whatever its case', async () => {
    const before = (await t.db.select().from(referralCodes).where(eq(referralCodes.code, MASTER_CODE)))[0]?.uses ?? 0;
    const res = await register({ ...validBody(), referral_code: ' lotus100 ' });
    expect(res.statusCode).toBe(201);
    const after = (await t.db.select().from(referralCodes).where(eq(referralCodes.code, MASTER_CODE)))[0]?.uses ?? 0;
    expect(after).toBe(before + 1);
  });

  it('keeps a chosen username and display name, and refuses the username again in any case with 409', async () => {
    const first = await register({ ...validBody(), username: 'RaviKumar', display_name: '  Ravi K  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.user).toMatchObject({ username: 'RaviKumar', display_name: 'Ravi K' });
    const again = await register({ ...validBody(), username: 'ravikumar' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Username already exists', code: 'CONFLICT' });
  });

  it('refuses an unknown or disabled referral code with 400 Invalid referral code and stores nothing', async () => {
    await t.db.insert(referralCodes).values({ code: 'OLDCODE', isActive: false });
    const before = await userCount();
    for (const code of ['NOPE123', 'oldcode']) {
      const res = await register({ ...validBody(), referral_code: code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid referral code' });
    }
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ ...validBody(), referral_code: '' }, 'Referral code is required'],
    [{ phone_number: '9876543210', password: PASSWORD }, 'Referral code is required'],
    [{ ...validBody(), password: 'abc' }, 'Password must be at least 6 characters'],
    [{ ...validBody(), phone_number: '12345' }, 'Please enter a valid 10-digit mobile number'],
    [{ ...validBody(), phone_number: '5876543210' }, 'Please enter a valid 10-digit mobile number'],
    [{ ...validBody(), display_name: 'A' }, 'Display name must be at least 2 characters long'],
    [{ ...validBody(), display_name: 'x'.repeat(50) }, 'Display name must be less than 50 characters'],
    [{ ...validBody(), username: 'a b' }, 'Username may only contain letters, digits and underscores'],
  ])('answers 400 with the rule broken (%#)', async (payload, message) => {
    const before = await userCount();
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message });
    expect(await userCount()).toBe(before);
  });

  it('accepts an Indian number written with +91 and spaces, and stores the ten digits', async () => {
    const res = await register({ ...validBody(), phone_number: '+91 98765 43211' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.phone_number).toBe('9876543211');
  });

  it('refuses wrong types and 10 KB strings with 400 and stores nothing', async () => {
    const before = await userCount();
    const hostile = [
      { ...validBody(), phone_number: 9876543210 },
      { ...validBody(), password: [PASSWORD] },
      { ...validBody(), referral_code: { $ne: null } },
      { ...validBody(), password: 'p'.repeat(10_240) },
      { ...validBody(), display_name: 'd'.repeat(10_240) },
      { ...validBody(), username: 'u'.repeat(10_240) },
      'not an object',
    ];
    for (const payload of hostile) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await userCount()).toBe(before);
  });

  it('drops fields it does not know: nobody registers as operator or demo player', async () => {
    const res = await register({ ...validBody(), role: 'admin', is_demo: true, status: 'closed', id: 1, balance: 1_000_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ role: 'player', is_demo: false, status: 'active', balance: 0 });
    expect(res.json().data.user.id).not.toBe(1);
  });

  it('stores SQL and script text as plain text', async () => {
    const displayName = "'); DROP TABLE users;--<script>";
    const res = await register({ ...validBody(), display_name: displayName });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select({ displayName: users.displayName }).from(users).where(eq(users.id, res.json().data.user.id));
    expect(row?.displayName).toBe(displayName);
    expect(await userCount()).toBeGreaterThan(1);
  });

  it('limits registrations per address with 429', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await register({ ...validBody(), password: 'x' }, ip)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await register(validBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await register(validBody())).statusCode).toBe(201);
  });
});

describe('one account per phone number', () => {
  beforeAll(async () => {
    expect((await register({ ...validBody(), phone_number: '9812345670' })).statusCode).toBe(201);
  });

  it.each(['9812345670', '+91 98123 45670', '+91-98123-45670', '919812345670', '09812345670', ' 98123 45670 '])(
    'refuses %j once 9812345670 is registered, with 409, and stores nothing',
    async (spelling) => {
      const before = await userCount();
      const res = await register({ ...validBody(), phone_number: spelling });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: 'Phone number already registered' });
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses the second of two registrations of one number sent at once', async () => {
    const answers = await Promise.all([
      register({ ...validBody(), phone_number: '9700000001' }),
      register({ ...validBody(), phone_number: '+91 97000 00001' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe('Phone number already registered');
  });

  it('still lets demo sign-ups in, many times, and their accounts hold no number that blocks a player', async () => {
    const demoIds = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: freshIp() });
      expect(res.statusCode).toBe(201);
      demoIds.add(res.json().data.user.id);
    }
    expect(demoIds.size).toBe(5);
    const phone = freshPhone();
    await t.db
      .update(users)
      .set({ phoneNumber: phone })
      .where(eq(users.id, [...demoIds][0] ?? 0));
    expect((await register({ ...validBody(), phone_number: phone })).statusCode).toBe(201);
  });
});

describe("a new account's language", () => {
  const languageOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/settings', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.json().data.settings.appearance.language as string;
  };
  const settingsRows = async () => (await t.db.select({ n: count() }).from(userSettings))[0]?.n ?? 0;

  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['ta', 'ta'],
    ['bn-IN', 'bn'],
    ['en-GB', 'en'],
    ['fr-FR,de;q=0.5', 'en'],
    [undefined, 'en'],
  ])('registration and demo login both start in the language the visitor reads (%s)', async (acceptLanguage, language) => {
    const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody(), headers, remoteAddress: freshIp() });
    expect(registered.statusCode).toBe(201);
    expect(await languageOf(registered.json().data.token)).toBe(language);
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo', headers, remoteAddress: freshIp() });
    expect(demo.statusCode).toBe(201);
    expect(await languageOf(demo.json().data.token)).toBe(language);
  });

  it('a refused registration in Hindi stores no settings, and answers in Hindi', async () => {
    const before = [await userCount(), await settingsRows()];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validBody(), referral_code: 'NOPE123' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('रेफ़रल कोड गलत है');
    expect([await userCount(), await settingsRows()]).toEqual(before);
  });

  it('the language chosen later is the one kept', async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo', headers: { 'accept-language': 'hi' }, remoteAddress: freshIp() });
    const { token } = demo.json().data;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { appearance: { language: 'ta' } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.settings.appearance).toMatchObject({ language: 'ta', theme: expect.any(String) });
    expect(await languageOf(token)).toBe('ta');
  });
});

describe('common passwords', () => {
  it.each(['123456', 'password', '12345678', 'qwerty', 'Password', 'iloveyou', 'india123'])('refuses %j with 400 and stores nothing', async (password) => {
    const before = await userCount();
    const res = await register({ ...validBody(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'This password is too common. Choose another.',
      errors: { password: 'This password is too common. Choose another.' },
    });
    expect(await userCount()).toBe(before);
  });

  it('keeps the spec message for a password that is too short, common or not', async () => {
    const res = await register({ ...validBody(), password: '1234' });
    expect(res.json()).toMatchObject({ success: false, message: 'Password must be at least 6 characters' });
  });

  it('accepts a strong password', async () => {
    expect((await register({ ...validBody(), password: 'Kite-Mango-Rain-42' })).statusCode).toBe(201);
  });
});
