import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, referralCodes } from '@server/db/schema';
import { adminAuth, createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
const validate = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/validate-referral-code', payload: { referral_code: code }, remoteAddress: '10.6.0.1' });

describe('operator referral codes', () => {
  it('creates a code in upper case that players can then use, and audits it', async () => {
    const res = await call('POST', '/api/admin/referral-codes', { code: 'diwali24' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.referral_code).toMatchObject({ code: 'DIWALI24', is_active: true, uses: 0 });
    expect((await validate('Diwali24')).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'referral_code.create'));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'referral_code', details: { code: 'DIWALI24' } });
  });

  it('answers 409 for a code that exists, in any case, and audits nothing', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    const res = await call('POST', '/api/admin/referral-codes', { code: MASTER_CODE.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: 'Referral code already exists' });
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('lists codes with their uses', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phone_number: '9876543210', password: 'secret1', referral_code: MASTER_CODE },
      remoteAddress: '10.6.0.2',
    });
    const res = await call('GET', '/api/admin/referral-codes');
    expect(res.statusCode).toBe(200);
    const master = res.json().data.referral_codes.find((c: { code: string }) => c.code === MASTER_CODE);
    expect(master).toMatchObject({ is_active: true, uses: 1 });
  });

  it('disables a code so it no longer validates or registers, and enables it again', async () => {
    const created = (await call('POST', '/api/admin/referral-codes', { code: 'SHORTLIVED' })).json().data.referral_code;
    const disabled = await call('PUT', `/api/admin/referral-codes/${created.id}`, { is_active: false });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ message: 'Referral code disabled', data: { referral_code: { is_active: false } } });
    expect((await validate('SHORTLIVED')).statusCode).toBe(404);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phone_number: '9876543210', password: 'secret1', referral_code: 'SHORTLIVED' },
      remoteAddress: '10.6.0.3',
    });
    expect(register.json()).toMatchObject({ success: false, message: 'Invalid referral code' });
    await call('PUT', `/api/admin/referral-codes/${created.id}`, { is_active: true });
    expect((await validate('SHORTLIVED')).statusCode).toBe(200);
    const actions = (await t.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['referral_code.disable', 'referral_code.enable']));
  });

  it.each([
    [{}, 'Referral code is required'],
    [{ code: 'ab' }, 'Referral code must be 3-32 characters'],
    [{ code: 'X'.repeat(10_240) }, 'Referral code must be 3-32 characters'],
    [{ code: "A'; DROP TABLE users;--" }, 'Referral code may only contain letters, digits, _ and -'],
    [{ code: 123456 }, 'Referral code is required'],
  ])('refuses a malformed code with 400 and stores nothing (%#)', async (payload, message) => {
    const before = (await t.db.select().from(referralCodes)).length;
    const res = await call('POST', '/api/admin/referral-codes', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.db.select().from(referralCodes)).length).toBe(before);
  });

  it('answers 404 for enabling a code that does not exist', async () => {
    expect((await call('PUT', '/api/admin/referral-codes/999999', { is_active: true })).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/referral-codes/1', { is_active: 'no' })).statusCode).toBe(400);
  });
});
