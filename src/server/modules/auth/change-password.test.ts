import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from '@server/test/fresh-phone';
import { createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';

const PASSWORD = 'lotus-test-pass-7';
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUp(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password: PASSWORD, phone_number: freshPhone(), referral_code: MASTER_CODE },
    remoteAddress: freshIp(),
  });
  return res.json().data.token as string;
}
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: freshIp() });
const changePassword = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });
const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/change-password', () => {
  let ruleCounter = 0;
  it.each([
    [{ new_password: 'newpass1', confirm_password: 'newpass1' }, 'Current password is required'],
    [{ current_password: '', new_password: 'newpass1', confirm_password: 'newpass1' }, 'Current password is required'],
    [{ current_password: PASSWORD, confirm_password: 'newpass1' }, 'New password is required'],
    [{ current_password: PASSWORD, new_password: '', confirm_password: '' }, 'New password is required'],
    [{ current_password: PASSWORD, new_password: 'abc', confirm_password: 'abc' }, 'New password must be at least 6 characters'],
    [{ current_password: PASSWORD, new_password: 'newpass1' }, 'Confirm password is required'],
    [{ current_password: PASSWORD, new_password: 'newpass1', confirm_password: '' }, 'Confirm password is required'],
    [{ current_password: PASSWORD, new_password: 'newpass1', confirm_password: 'newpass2' }, 'Passwords do not match'],
  ])('answers the spec message for each broken rule (%#)', async (payload, message) => {
    const username = `cp_rule_${++ruleCounter}`;
    const token = await signUp(username);
    const res = await changePassword(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await login(username, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const token = await signUp('cp_wrong');
    const res = await changePassword(token, { current_password: 'guess12', new_password: 'newpass1', confirm_password: 'newpass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Current password is incorrect',
      errors: { current_password: 'Current password is incorrect' },
    });
    expect((await login('cp_wrong', PASSWORD)).statusCode).toBe(200);
    expect((await login('cp_wrong', 'newpass1')).statusCode).toBe(401);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const token = await signUp('cp_ok');
    const other = (await login('cp_ok', PASSWORD)).json().data.token as string;
    const res = await changePassword(token, { current_password: PASSWORD, new_password: 'newpass1', confirm_password: 'newpass1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(401);
    expect((await login('cp_ok', PASSWORD)).statusCode).toBe(401);
    expect((await login('cp_ok', 'newpass1')).statusCode).toBe(200);
  });

  it.each(['123456', 'password', '12345678', 'Qwerty123'])('refuses the common password %j with 400 and keeps the old one', async (common) => {
    const username = `cp_common_${++ruleCounter}`;
    const token = await signUp(username);
    const res = await changePassword(token, { current_password: PASSWORD, new_password: common, confirm_password: common });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'This password is too common. Choose another.',
      errors: { new_password: 'This password is too common. Choose another.' },
    });
    expect((await login(username, PASSWORD)).statusCode).toBe(200);
    expect((await login(username, common)).statusCode).toBe(401);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const res = await changePassword(undefined, { current_password: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('a changed password is told to the player', () => {
  it('by SMS to their phone and in their notifications, once the change committed', async () => {
    const phone = freshPhone();
    const username = `told_${process.pid % 1000}_${Date.now() % 100000}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: PASSWORD, phone_number: phone, referral_code: MASTER_CODE },
      remoteAddress: freshIp(),
    });
    const token = res.json().data.token as string;
    // A refused change tells nothing.
    expect(
      (await changePassword(token, { current_password: 'wrong-one-9', new_password: 'brand-new-pass-8', confirm_password: 'brand-new-pass-8' })).statusCode,
    ).toBe(400);
    await t.app.smsQueue.drain();
    const smsCount = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM sms_outbox WHERE to_number = ${phone} AND body LIKE 'Your Lotus password was changed.%'`,
        )
      ).rows[0]?.n;
    expect(await smsCount()).toBe(0);
    expect(
      (await changePassword(token, { current_password: PASSWORD, new_password: 'brand-new-pass-8', confirm_password: 'brand-new-pass-8' })).statusCode,
    ).toBe(200);
    await t.app.smsQueue.drain();
    expect(await smsCount()).toBe(1);
    const notices = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(notices.json())).toContain('Your Lotus password was changed.');
  });
});
