import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '@shared/schemas/auth';
import { casinoSessions, passwordResetCodes, smsOutbox, users } from '@server/db/schema';
import { createCasinoTestApp, sessionOf } from '@server/test/casino-support';
import { freshPhone } from '@server/test/fresh-phone';
import { MASTER_CODE, onPostgres, type TestApp } from '@server/test/test-app';
import { INVALID_LOGIN } from './login-player';
import { purgeStaleResetCodes } from './request-reset-code';
import { resetMessages } from './reset-codes';

let t: TestApp;
let ipCounter = 0;
/** A fresh client address per request, so the per-IP limits only bite where a test wants them to. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'first-secret-9';
const NEW_PASSWORD = 'second-secret-9';

const post = (url: string, payload: object, remoteAddress = freshIp()) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const forgot = (phone: string, remoteAddress?: string) => post('/api/auth/forgot-password', { phone_number: phone }, remoteAddress);
const reset = (phone: string, code: string, password = NEW_PASSWORD) =>
  post('/api/auth/reset-password', { phone_number: phone, code, new_password: password, confirm_password: password });
const login = (username: string, password: string) => post('/api/auth/login', { username, password });
const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` } });

async function registerPlayer(phone = freshPhone()) {
  const res = await post('/api/auth/register', { phone_number: phone, password: PASSWORD, referral_code: MASTER_CODE });
  expect(res.statusCode).toBe(201);
  const { token, user } = res.json().data as { token: string; user: { id: number; username: string } };
  return { phone, token, id: user.id, username: user.username };
}

/** The messages sent to the number, newest first, once the queue has sent what waits. */
async function messagesTo(phone: string) {
  await t.app.smsQueue.drain();
  return t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, phone)).orderBy(desc(smsOutbox.id));
}

/** The code in the newest SMS to the number. */
async function codeSentTo(phone: string): Promise<string> {
  const [message] = await messagesTo(phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the number ask again, as if its requests were older than the resend wait. */
async function ageRequests(phone: string, seconds = 61) {
  await t.db.execute(sql`UPDATE password_reset_codes SET created_at = created_at - make_interval(secs => ${seconds}) WHERE phone = ${phone}`);
}

describe('POST /api/auth/forgot-password', () => {
  it('sends a 6-digit code by SMS to the account holding the number, and stores only its hash', async () => {
    const player = await registerPlayer();
    const res = await forgot(player.phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: resetMessages.codeSent, data: { resend_after_seconds: 60, expires_in_seconds: 600 } });

    const messages = await messagesTo(player.phone);
    expect(messages).toHaveLength(1);
    const code = await codeSentTo(player.phone);
    expect(messages[0]?.body).toContain('10 minutes');
    const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.phone, player.phone));
    expect(row?.userId).toBe(player.id);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers a number no account holds exactly as a registered one, and sends nothing', async () => {
    const player = await registerPlayer();
    const known = await forgot(player.phone);
    const nobody = freshPhone();
    const unknown = await forgot(nobody);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await messagesTo(nobody)).toHaveLength(0);
  });

  it('sends nothing to a demo player, a suspended player or the operator, with the same answer', async () => {
    const demo = (await post('/api/auth/demo', {})).json().data.user as { id: number };
    const demoPhone = freshPhone();
    await t.db.update(users).set({ phoneNumber: demoPhone, phoneKey: demoPhone }).where(eq(users.id, demo.id));
    const suspended = await registerPlayer();
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    const operatorPhone = freshPhone();
    await t.db.update(users).set({ phoneKey: operatorPhone }).where(eq(users.role, 'admin'));

    const answers = [];
    for (const phone of [demoPhone, suspended.phone, operatorPhone]) {
      const res = await forgot(phone);
      answers.push(res.json());
      expect(res.statusCode).toBe(200);
      expect(await messagesTo(phone)).toHaveLength(0);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await t.db.update(users).set({ phoneKey: null }).where(eq(users.role, 'admin'));
  });

  it.each([
    ['+91 ', ''],
    ['0', ''],
    ['91-', ''],
  ])('takes the number written with %s in front, and texts its one stored form', async (prefix) => {
    const player = await registerPlayer();
    const spelled = `${prefix}${player.phone.slice(0, 5)} ${player.phone.slice(5)}`;
    expect((await forgot(spelled)).statusCode).toBe(200);
    expect(await messagesTo(player.phone)).toHaveLength(1);
  });

  it('refuses a second code within a minute, for a registered number and an unknown one alike, saying how long to wait', async () => {
    const player = await registerPlayer();
    const nobody = freshPhone();
    for (const phone of [player.phone, nobody]) {
      expect((await forgot(phone)).statusCode).toBe(200);
      const again = await forgot(phone);
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/^Please wait (60|59) seconds before asking for another code\.$/);
    }
    expect(await messagesTo(player.phone)).toHaveLength(1);

    await ageRequests(player.phone);
    expect((await forgot(player.phone)).statusCode).toBe(200);
    expect(await messagesTo(player.phone)).toHaveLength(2);
  });

  it('allows five codes an hour to a number, then says when it may ask again', async () => {
    const player = await registerPlayer();
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(player.phone)).statusCode).toBe(200);
      await ageRequests(player.phone, 5 * 60);
    }
    // The oldest of the five is now 25 minutes old: it leaves the hour in 35.
    const sixth = await forgot(player.phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('You have asked for 5 codes for this number in the last hour. Try again in 35 minutes.');
    expect(await messagesTo(player.phone)).toHaveLength(5);
  });

  it.skipIf(!onPostgres)('sends one code when many requests for a number arrive at once', async () => {
    const player = await registerPlayer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(player.phone)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await messagesTo(player.phone)).toHaveLength(1);
  });

  it('is rate limited per address across numbers', async () => {
    const address = '10.7.250.250';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot(freshPhone(), address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a text that is not an Indian mobile number with 400', async () => {
    const res = await forgot('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { phone_number: 'Please enter a valid 10-digit mobile number' } });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the player, and lets them sign in by phone', async () => {
    const player = await registerPlayer();
    const otherDevice = (await login(player.username, PASSWORD)).json().data.token as string;
    await forgot(player.phone);

    const res = await reset(player.phone, await codeSentTo(player.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: resetMessages.passwordReset });
    expect((await verify(player.token)).statusCode).toBe(401);
    expect((await verify(otherDevice)).statusCode).toBe(401);
    expect((await login(player.phone, PASSWORD)).json().message).toBe(INVALID_LOGIN);
    const signedIn = await login(`+91 ${player.phone}`, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.id).toBe(player.id);
  });

  it("ends the player's game sessions with their sign-ins", async () => {
    const player = await registerPlayer();
    const launched = await t.app.inject({
      method: 'POST',
      url: '/api/games/launch',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { game_type: 'dice' },
    });
    expect(launched.json().success).toBe(true);
    const frame = { authorization: `Bearer ${sessionOf(launched.json().data.game_url)}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: frame })).statusCode).toBe(200);

    await forgot(player.phone);
    expect((await reset(player.phone, await codeSentTo(player.phone))).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: frame })).statusCode).toBe(401);
    // Nothing was played on it: it is gone.
    expect(await t.db.select().from(casinoSessions).where(eq(casinoSessions.userId, player.id))).toHaveLength(0);
  });

  it('takes a code once', async () => {
    const player = await registerPlayer();
    await forgot(player.phone);
    const code = await codeSentTo(player.phone);
    expect((await reset(player.phone, code)).statusCode).toBe(200);
    const again = await reset(player.phone, code, 'third-secret-9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: resetMessages.noLiveCode, errors: { code: resetMessages.noLiveCode } });
    expect((await login(player.phone, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const player = await registerPlayer();
    await forgot(player.phone);
    await t.db.execute(sql`UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE phone = ${player.phone}`);
    const res = await reset(player.phone, await codeSentTo(player.phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(resetMessages.noLiveCode);
    expect((await login(player.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps codes a day, then the purge deletes them and nothing else', async () => {
    const [old, recent] = [await registerPlayer(), await registerPlayer()];
    await forgot(old.phone);
    await forgot(recent.phone);
    await t.db.execute(sql`UPDATE password_reset_codes SET created_at = now() - interval '25 hours' WHERE phone = ${old.phone}`);
    await purgeStaleResetCodes(t.db);
    const left = async (phone: string) => (await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.phone, phone))).length;
    expect(await left(old.phone)).toBe(0);
    expect(await left(recent.phone)).toBe(1);
  });

  it('sets a code to expire 10 minutes after it was sent', async () => {
    const player = await registerPlayer();
    await forgot(player.phone);
    const [row] = await t.db
      .select({ minutes: sql<string>`extract(epoch FROM expires_at - created_at) / 60` })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.phone, player.phone));
    expect(Number(row?.minutes)).toBe(10);
  });

  it('counts wrong codes, and after the fifth the right code no longer works', async () => {
    const player = await registerPlayer();
    await forgot(player.phone);
    const code = await codeSentTo(player.phone);
    const messages = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await reset(player.phone, otherCode(code));
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'That code is not right, and after 5 wrong tries it no longer works. Ask for a new code.',
    ]);
    const right = await reset(player.phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(resetMessages.noLiveCode);
    expect((await login(player.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('answers tries on a number no account holds just as on a registered one', async () => {
    const player = await registerPlayer();
    const nobody = freshPhone();
    await forgot(player.phone);
    await forgot(nobody);
    const known = await reset(player.phone, otherCode(await codeSentTo(player.phone)));
    const unknown = await reset(nobody, '123456');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const neverAsked = await reset(freshPhone(), '123456');
    expect(neverAsked.json().message).toBe(resetMessages.noLiveCode);
  });

  it('accepts only the newest code sent to the number', async () => {
    const player = await registerPlayer();
    await forgot(player.phone);
    const first = await codeSentTo(player.phone);
    await ageRequests(player.phone);
    await forgot(player.phone);
    const second = await codeSentTo(player.phone);
    if (first !== second) expect((await reset(player.phone, first)).statusCode).toBe(400);
    expect((await reset(player.phone, second)).statusCode).toBe(200);
  });

  it('refuses a common password before looking at the code, and the code still works after', async () => {
    const player = await registerPlayer();
    await forgot(player.phone);
    const code = await codeSentTo(player.phone);
    const common = await reset(player.phone, code, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: COMMON_PASSWORD, errors: { new_password: COMMON_PASSWORD } });
    expect((await reset(player.phone, code)).statusCode).toBe(200);
  });

  it('refuses mismatched passwords and a malformed code with the field messages', async () => {
    const player = await registerPlayer();
    const mismatch = await post('/api/auth/reset-password', {
      phone_number: player.phone,
      code: '123456',
      new_password: NEW_PASSWORD,
      confirm_password: 'something-else',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toMatchObject({ confirm_password: 'Passwords do not match' });
    const short = await post('/api/auth/reset-password', {
      phone_number: player.phone,
      code: '12a45',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toMatchObject({ code: 'The code is the 6 digits we sent you by SMS' });
  });

  it('lets the owner sign in at once after a stranger locked the account with failed sign-ins', async () => {
    const player = await registerPlayer();
    for (let i = 0; i < 6; i += 1) await login(player.username, 'wrong-guess');
    expect((await login(player.username, PASSWORD)).statusCode).toBe(429);
    await forgot(player.phone);
    expect((await reset(player.phone, await codeSentTo(player.phone))).statusCode).toBe(200);
    expect((await login(player.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is rate limited per address', async () => {
    const address = '10.7.251.251';
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await post(
        '/api/auth/reset-password',
        { phone_number: freshPhone(), code: '123456', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        address,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
