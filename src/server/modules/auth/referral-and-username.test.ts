import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes } from '@server/db/schema';
import { createPlayer, createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(referralCodes).values({ code: 'RETIRED', isActive: false });
});
afterAll(() => t.close());

const validate = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/validate-referral-code', payload: payload as object, remoteAddress });

describe('POST /api/auth/validate-referral-code', () => {
  it('answers 200 success for an active code, in any case', async () => {
    for (const code of [MASTER_CODE, 'lotus100', ' Lotus100 ']) {
      const res = await validate({ referral_code: code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { referral_code: MASTER_CODE } });
    }
  });

  it('answers 404 Invalid referral code for an unknown or disabled code', async () => {
    for (const code of ['NOPE', 'RETIRED', "' OR '1'='1"]) {
      const res = await validate({ referral_code: code });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid referral code' });
    }
  });

  it('answers 400 when the code is missing or not text', async () => {
    for (const payload of [{}, { referral_code: '' }, { referral_code: 42 }, { referral_code: 'X'.repeat(10_240) }]) {
      const res = await validate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await validate({})).json().message).toBe('Referral code is required');
  });

  it('limits checks per address with 429', async () => {
    const ip = '10.9.7.7';
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await validate({ referral_code: `GUESS${i}` }, ip)).statusCode;
    expect(last).toBe(429);
    expect((await validate({ referral_code: MASTER_CODE }, ip)).statusCode).toBe(429);
  });
});

describe('GET /api/auth/username-available', () => {
  it('says whether a username is free, ignoring case', async () => {
    const player = await createPlayer(t, { username: 'TakenName' });
    const taken = await t.app.inject({ method: 'GET', url: '/api/auth/username-available?username=takenname' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toEqual({ username: 'takenname', available: false });
    const free = await t.app.inject({ method: 'GET', url: '/api/auth/username-available?username=FreeName1' });
    expect(free.json().data).toEqual({ username: 'FreeName1', available: true });
    expect(player.username).toBe('TakenName');
  });

  it('answers 400 for a missing or malformed username', async () => {
    for (const query of ['', '?username=', '?username=a%20b', `?username=${'u'.repeat(200)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/username-available${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
