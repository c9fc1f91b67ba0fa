import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { freshPhone } from '@server/test/fresh-phone';
import { createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { INVALID_LOGIN } from './login-player';
import { hashPassword } from './passwords';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'phone-secret-3';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
const login = (username: string, password = PASSWORD) => post('/api/auth/login', { username, password });

async function registerPlayer(phone = freshPhone(), extra: object = {}) {
  const res = await post('/api/auth/register', { phone_number: phone, password: PASSWORD, referral_code: MASTER_CODE, ...extra });
  expect(res.statusCode).toBe(201);
  return { phone, ...(res.json().data.user as { id: number; username: string }) };
}

describe('signing in with a phone number', () => {
  it.each([
    ['the ten digits', (p: string) => p],
    ['+91 and spaces', (p: string) => `+91 ${p.slice(0, 5)} ${p.slice(5)}`],
    ['a leading 0', (p: string) => `0${p}`],
    ['91 and dashes', (p: string) => `91-${p.slice(0, 5)}-${p.slice(5)}`],
  ])('signs the player in with the number written as %s', async (_name, spell) => {
    const player = await registerPlayer();
    const res = await login(spell(player.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: player.id, username: player.username });
  });

  it('still signs in with the username', async () => {
    const player = await registerPlayer();
    expect((await login(player.username)).json().data.user.id).toBe(player.id);
  });

  it('answers a wrong password by phone, an unknown phone and an unknown username with the same 401', async () => {
    const player = await registerPlayer();
    const answers = [await login(player.phone, 'not-the-one'), await login(freshPhone()), await login('nobody_by_that_name')];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]?.json());
    }
    expect(answers[0]?.json().message).toBe(INVALID_LOGIN);
  });

  it('counts failed sign-ins by phone against the account, whatever the spelling', async () => {
    const player = await registerPlayer();
    const spellings = [player.phone, `+91${player.phone}`, `0${player.phone}`, player.username, `91 ${player.phone}`];
    for (const name of spellings) expect((await login(name, 'wrong-guess')).statusCode).toBe(401);
    // Five failures on one account, however it was named: it cools off, even for the right password.
    expect((await login(`+91 ${player.phone}`)).statusCode).toBe(429);
  });

  it('never signs a demo player in by the number on its row', async () => {
    const demo = (await post('/api/auth/demo', {})).json().data.user as { id: number };
    const phone = freshPhone();
    await t.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, demo.id));
    expect((await login(phone, '!demo-no-password')).statusCode).toBe(401);
  });

  it('signs in both accounts when an old digits-only username is another player’s phone number', async () => {
    const player = await registerPlayer();
    const [legacy] = await t.db
      .insert(users)
      .values({ username: player.phone, displayName: 'Old timer', passwordHash: await hashPassword('legacy-secret-1') })
      .returning({ id: users.id });
    expect((await login(player.phone)).json().data.user.id).toBe(player.id);
    expect((await login(player.phone, 'legacy-secret-1')).json().data.user.id).toBe(legacy?.id);
  });

  it('refuses a username that reads as a phone number at registration', async () => {
    for (const username of ['9876543210', '09876543210', '919876543210']) {
      const res = await post('/api/auth/register', { username, phone_number: freshPhone(), password: PASSWORD, referral_code: MASTER_CODE });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ username: 'A username cannot be a phone number' });
    }
    expect((await registerPlayer(freshPhone(), { username: 'player_98765' })).username).toBe('player_98765');
  });
});

describe('18 or older and the terms at registration', () => {
  const timesOf = async (id: number) => (await t.db.select({ age: users.ageConfirmedAt, terms: users.termsAcceptedAt }).from(users).where(eq(users.id, id)))[0];

  it('stores when the player confirmed their age and accepted the terms', async () => {
    const before = Date.now();
    const player = await registerPlayer(freshPhone(), { confirm_age: true, accept_terms: true });
    const times = await timesOf(player.id);
    expect(times?.age?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(times?.terms?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('registers a client that does not send them, leaving the times unknown', async () => {
    const player = await registerPlayer();
    expect(await timesOf(player.id)).toEqual({ age: null, terms: null });
  });

  it('refuses a registration that says no', async () => {
    for (const extra of [{ confirm_age: false }, { accept_terms: false }]) {
      const res = await post('/api/auth/register', { phone_number: freshPhone(), password: PASSWORD, referral_code: MASTER_CODE, ...extra });
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string>)).toContain('Please confirm you are 18 or older and accept the terms and conditions');
    }
  });
});
