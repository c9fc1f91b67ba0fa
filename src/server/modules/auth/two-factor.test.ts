import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, playerNotifications, sessions, smsOutbox, twoFactorRecoveryCodes, twoFactorSecrets, users } from '@server/db/schema';
import { freshPhone } from '@server/test/fresh-phone';
import { adminAuth, createPlayer, createTestApp, MASTER_CODE, onPostgres, type TestApp } from '@server/test/test-app';
import { appCode, awayFromStepEdge, enableTwoFactor } from '@server/test/two-factor-support';
import { sealPlainSecrets } from './two-factor';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const PASSWORD = 'Kite-Mango-Rain-9';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => awayFromStepEdge());

let nameCounter = 0;
async function registerPlayer() {
  const username = `twofa_${process.pid % 1000}_${++nameCounter}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password: PASSWORD, phone_number: freshPhone(), referral_code: MASTER_CODE },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  const { token, user } = res.json().data as { token: string; user: { id: number } };
  return { id: user.id, username, auth: { authorization: `Bearer ${token}` } };
}

const login = (username: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD, ...extra }, remoteAddress: freshIp() });
const sessionCount = async (userId: number) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const status = async (auth: { authorization: string }) => (await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: auth })).json().data;

describe('setting up two-factor sign-in', () => {
  it('answers a secret and an otpauth address for Lotus and the username, not in force until enabled', async () => {
    const player = await registerPlayer();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: player.auth, payload: { password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const { secret, otpauth_url: url } = res.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(`otpauth://totp/Lotus:${player.username}?secret=${secret}&issuer=Lotus`);
    expect(await status(player.auth)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login(player.username)).statusCode).toBe(200);
  });

  it('refuses a wrong first code, then turns on with a good one and answers ten recovery codes, stored only hashed', async () => {
    const player = await registerPlayer();
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: player.auth, payload: { password: PASSWORD } });
    const secret = setup.json().data.secret as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: player.auth,
      payload: { password: PASSWORD, code: '000000' === (await appCode(secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: 'Invalid authentication code' });
    expect(await status(player.auth)).toMatchObject({ enabled: false });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: player.auth,
      payload: { password: PASSWORD, code: await appCode(secret) },
    });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(player.auth)).toEqual({ enabled: true, recovery_codes_left: 10 });
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, player.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replace('-', ''));
  });

  it('never answers the secret again once on: a new setup is refused', async () => {
    const player = await registerPlayer();
    await enableTwoFactor(t, player.auth);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: player.auth, payload: { password: PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toMatch(/secret/);
  });

  it('keeps the secret sealed: not in the row, not usable when copied to another player; a plain one left from before is sealed at start', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth);
    const [row] = await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, player.id));
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain(secret);
    expect(t.app.secretBox.open(row?.secret ?? '', `totp:${player.id}`)).toBe(secret);

    // The sealed value copied onto another player's row opens for no one there: the player's codes fail.
    const other = await registerPlayer();
    await enableTwoFactor(t, other.auth);
    await t.db
      .update(twoFactorSecrets)
      .set({ secret: row?.secret ?? '', lastStep: null })
      .where(eq(twoFactorSecrets.userId, other.id));
    expect((await login(other.username, { otp: await appCode(secret) })).json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    // A secret stored plain (before sealing) is sealed by the start-up pass, and still signs in.
    await t.db.update(twoFactorSecrets).set({ secret, lastStep: null }).where(eq(twoFactorSecrets.userId, player.id));
    expect(await sealPlainSecrets(t.db, t.app.secretBox)).toBe(1);
    expect(await sealPlainSecrets(t.db, t.app.secretBox)).toBe(0);
    expect((await login(player.username, { otp: await appCode(secret) })).statusCode).toBe(200);
  });

  it('refuses the demo player and a request without a token', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: demo.auth, payload: { password: PASSWORD } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/2fa/enable', payload: { code: '123456' } })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers 401 TWO_FACTOR_REQUIRED without a code, and signs nothing in', async () => {
    const player = await registerPlayer();
    await enableTwoFactor(t, player.auth);
    const before = await sessionCount(player.id);
    for (const extra of [{}, { otp: '' }]) {
      const res = await login(player.username, extra);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_REQUIRED' });
      expect(res.body).not.toMatch(/token/);
    }
    expect(await sessionCount(player.id)).toBe(before);
  });

  it('answers 401 TWO_FACTOR_REQUIRED for a wrong code, and signs nothing in', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth);
    const before = await sessionCount(player.id);
    const good = await appCode(secret, 30);
    const res = await login(player.username, { otp: good === '123456' ? '654321' : '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: 'Invalid authentication code' });
    expect(await sessionCount(player.id)).toBe(before);
  });

  it('still asks for the password first: a good code with a wrong password is the usual 401', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: 'not-the-password', otp: await appCode(secret, 30) },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('accepts a phone clock 30 s behind (at enable) and 30 s ahead (at sign-in), refuses 90 s either way', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    for (const skew of [-90, 90]) {
      const res = await login(player.username, { otp: await appCode(secret, skew) });
      expect(res.statusCode, `skew ${skew}`).toBe(401);
      expect(res.json().code).toBe('TWO_FACTOR_REQUIRED');
    }
    const ahead = await login(player.username, { otp: await appCode(secret, 30) });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().data.token).toEqual(expect.any(String));
  });

  it('refuses a code used once already (replay), and remembers the newest step used', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    const code = await appCode(secret);
    expect((await login(player.username, { otp: code })).statusCode).toBe(200);
    const replayed = await login(player.username, { otp: code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await login(player.username, { otp: await appCode(secret, 30) })).statusCode).toBe(200);
    const [row] = await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, player.id));
    expect(row?.lastStep).toBe(Math.floor(Date.now() / 30_000) + 1);
  });

  // Two requests at once with one code: the guarded UPDATE of the step lets one through (PostgreSQL only: PGlite has one connection).
  it.skipIf(!onPostgres)('lets only one of two sign-ins sent together with the same code in, and the same for a recovery code', async () => {
    const player = await registerPlayer();
    const { secret, recoveryCodes } = await enableTwoFactor(t, player.auth, -30);
    for (const otp of [await appCode(secret), recoveryCodes[0]]) {
      const answers = await Promise.all([login(player.username, { otp }), login(player.username, { otp }), login(player.username, { otp })]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
    }
  });

  it('lets a recovery code in once, whatever its case and dashes', async () => {
    const player = await registerPlayer();
    const { recoveryCodes } = await enableTwoFactor(t, player.auth);
    const code = recoveryCodes[3] ?? '';
    const res = await login(player.username, { otp: code.replace('-', ' ').toUpperCase() });
    expect(res.statusCode).toBe(200);
    const signedIn = { authorization: `Bearer ${res.json().data.token}` };
    expect(await status(signedIn)).toEqual({ enabled: true, recovery_codes_left: 9 });
    const again = await login(player.username, { otp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await login(player.username, { otp: recoveryCodes[4] })).statusCode).toBe(200);
  });

  it('counts wrong codes as failed sign-ins: the account cools off after five', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth);
    const good = await appCode(secret, 30);
    const wrong = good === '000001' ? '000002' : '000001';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(player.username, { otp: wrong })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Cooling off: even the good code waits.
    expect((await login(player.username, { otp: good })).statusCode).toBe(429);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a good code; then signing in needs no code', async () => {
    const player = await registerPlayer();
    const { secret } = await enableTwoFactor(t, player.auth, -30);
    const disable = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/2fa/disable', headers: player.auth, payload });
    const code = await appCode(secret);

    const noCode = await disable({ password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await disable({ password: 'not-the-password', code });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Password is incorrect');
    const wrongCode = await disable({ password: PASSWORD, code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect(await status(player.auth)).toMatchObject({ enabled: true });

    const res = await disable({ password: PASSWORD, code });
    expect(res.statusCode).toBe(200);
    expect(await status(player.auth)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login(player.username)).statusCode).toBe(200);
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, player.id))).toHaveLength(0);
  });

  it('takes a recovery code instead of the app’s code', async () => {
    const player = await registerPlayer();
    const { recoveryCodes } = await enableTwoFactor(t, player.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers: player.auth,
      payload: { password: PASSWORD, code: recoveryCodes[0] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 when it is not on', async () => {
    const player = await registerPlayer();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/disable', headers: player.auth, payload: { password: PASSWORD, code: '123456' } });
    expect(res.statusCode).toBe(409);
  });
});

describe('a stolen token cannot take the account', () => {
  const post = (url: string, auth: { authorization: string }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload, remoteAddress: freshIp() });
  const securityNotices = async (userId: number) =>
    (await t.db.select().from(playerNotifications).where(eq(playerNotifications.userId, userId))).filter((row) => row.kind === 'security');
  const smsTo = async (phone: string) => {
    await t.app.smsQueue.drain();
    return t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, phone));
  };

  it("the issue's route: setup and enable with the token alone are refused; the password still signs in", async () => {
    const player = await registerPlayer();
    // No password, or a wrong one: nothing is set up.
    expect((await post('/api/auth/2fa/setup', player.auth, {})).statusCode).toBe(400);
    const wrong = await post('/api/auth/2fa/setup', player.auth, { password: 'not-the-password-1' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Password is incorrect']);
    expect(await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, player.id))).toHaveLength(0);
    // Set up by the owner, an enable without the password is refused too.
    const setup = await post('/api/auth/2fa/setup', player.auth, { password: PASSWORD });
    const secret = setup.json().data.secret as string;
    expect((await post('/api/auth/2fa/enable', player.auth, { code: await appCode(secret) })).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/enable', player.auth, { password: 'not-the-password-1', code: await appCode(secret) })).statusCode).toBe(400);
    expect(await status(player.auth)).toMatchObject({ enabled: false });
    expect((await login(player.username)).statusCode).toBe(200);
  });

  it('counts wrong passwords on the sign-in throttle', async () => {
    const player = await registerPlayer();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await post('/api/auth/2fa/setup', player.auth, { password: `wrong-password-${i}` })).statusCode);
    expect(answers).toContain(429);
    expect(await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, player.id))).toHaveLength(0);
  });

  it('makes new recovery codes only for the password and a current code; the old ones stop working; the player is told', async () => {
    const player = await registerPlayer();
    const phone = (await t.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, player.id)))[0]?.phone ?? '';
    const { secret, recoveryCodes } = await enableTwoFactor(t, player.auth, -30, PASSWORD);
    expect((await post('/api/auth/2fa/recovery-codes', player.auth, { code: await appCode(secret) })).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/recovery-codes', player.auth, { password: PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/recovery-codes', player.auth, { password: 'not-the-password-1', code: await appCode(secret) })).statusCode).toBe(400);
    const renewed = await post('/api/auth/2fa/recovery-codes', player.auth, { password: PASSWORD, code: await appCode(secret) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await login(player.username, { otp: recoveryCodes[0] })).json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await login(player.username, { otp: fresh[0] })).statusCode).toBe(200);
    const notices = (await securityNotices(player.id)).map((row) => row.message);
    expect(notices.some((message) => message.startsWith('Two-factor sign-in was turned on'))).toBe(true);
    expect(notices.some((message) => message.startsWith('New two-factor recovery codes were made'))).toBe(true);
    const texts = (await smsTo(phone)).map((row) => row.body);
    expect(texts.some((body) => body.startsWith('New two-factor recovery codes were made'))).toBe(true);
    expect(texts.some((body) => body.startsWith('Two-factor sign-in was turned on'))).toBe(true);
  });

  it('lets the operator reset it from the player page, with a reason: audited, sign-ins ended, the player told by SMS', async () => {
    const player = await registerPlayer();
    const phone = (await t.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, player.id)))[0]?.phone ?? '';
    await enableTwoFactor(t, player.auth, 0, PASSWORD);
    const admin = await adminAuth(t);
    const reset = (auth: { authorization: string }, payload: Record<string, unknown>, id = player.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/players/${id}/two-factor/reset`, headers: auth, payload });
    // A player (even the owner) cannot use the operator's route; a reason is required.
    expect((await reset(player.auth, { reason: 'lost phone' })).statusCode).toBe(403);
    expect((await reset({ authorization: admin.authorization }, {})).statusCode).toBe(400);
    expect((await reset({ authorization: admin.authorization }, { reason: 'lost phone' }, 999_999_999)).statusCode).toBe(404);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/players/${player.id}`, headers: { authorization: admin.authorization } });
    expect(detail.json().data.security.two_factor_on).toBe(true);

    const done = await reset({ authorization: admin.authorization }, { reason: 'Lost phone; identity checked on a call' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await reset({ authorization: admin.authorization }, { reason: 'again' })).statusCode).toBe(409);
    expect((await login(player.username)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: player.auth })).statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(player.id)));
    expect(audit.find((row) => row.action === 'player.two_factor_reset')?.details).toMatchObject({ reason: 'Lost phone; identity checked on a call' });
    expect((await smsTo(phone)).some((row) => row.body.startsWith('Lotus support turned off two-factor sign-in'))).toBe(true);
  });
});
