import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { hashPassword } from './passwords';
import { loginThrottleRules } from './rate-limits';
import { REDIS_URL, redisAnswers } from '@server/test/redis';

const PASSWORD = 'right-password-1';
const MINUTE = 60_000;
const tooMany = (minutes: number) => `Too many failed sign-ins for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

let ipCounter = 0;
/** Every attempt from a new address, so only the per-account throttle can refuse. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

async function playerWithPassword(t: TestApp): Promise<{ id: number; username: string }> {
  const player = await createPlayer(t);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, player.id));
  return player;
}

const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: freshIp() });

describe('the per-account sign-in throttle', () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('refuses an account that 110 wrong passwords from 110 addresses attack, even the right password, until the cool-off ends', async () => {
    const { username } = await playerWithPassword(t);
    const answers: { statusCode: number; message: string }[] = [];
    for (let i = 0; i < 110; i += 1) {
      const res = await login(t, username, `wrong-${i}`);
      answers.push({ statusCode: res.statusCode, message: res.json().message });
    }
    const firstRefusal = answers.findIndex((answer) => answer.statusCode === 429);
    expect(firstRefusal).toBe(loginThrottleRules.failuresBeforeCoolOff);
    expect(answers.slice(0, firstRefusal).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(answers.slice(firstRefusal).every((answer) => answer.statusCode === 429 && answer.message === tooMany(1))).toBe(true);

    const coolingOff = await login(t, username, PASSWORD);
    expect(coolingOff.statusCode).toBe(429);
    expect(coolingOff.json()).toEqual({ success: false, message: tooMany(1), code: 'RATE_LIMITED' });

    clock += MINUTE;
    expect((await login(t, username, PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures once the owner signs in', async () => {
    const { username } = await playerWithPassword(t);
    for (let i = 0; i < loginThrottleRules.failuresBeforeCoolOff - 1; i += 1) expect((await login(t, username, 'wrong')).statusCode).toBe(401);
    expect((await login(t, username, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < loginThrottleRules.failuresBeforeCoolOff; i += 1) expect((await login(t, username, 'wrong')).statusCode).toBe(401);
    expect((await login(t, username, 'wrong')).statusCode).toBe(429);
  });

  it('doubles the cool-off with each further failure, never beyond 15 minutes', async () => {
    const { username } = await playerWithPassword(t);
    for (let i = 0; i < loginThrottleRules.failuresBeforeCoolOff; i += 1) await login(t, username, 'wrong');
    for (const minutes of [1, 2, 4, 8, 15, 15, 15]) {
      const refused = await login(t, username, 'wrong');
      expect(refused.json().message).toBe(tooMany(minutes));
      clock += minutes * MINUTE - 1000;
      expect((await login(t, username, PASSWORD)).json().message).toBe(tooMany(1));
      clock += 1000;
      expect((await login(t, username, 'wrong')).statusCode).toBe(401);
    }
  });

  it('lets through no more than 100 failures an hour to one account, from any number of addresses', async () => {
    const { username } = await playerWithPassword(t);
    let failures = 0;
    // A guess every 10 seconds for an hour.
    for (let second = 0; second < 3600; second += 10) {
      clock += 10_000;
      if ((await login(t, username, `guess-${second}`)).statusCode === 401) failures += 1;
    }
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThanOrEqual(100);
  });

  it('throttles an unknown username the same way, whatever its case: no hint which accounts exist', async () => {
    const { username } = await playerWithPassword(t);
    const ghost = `Ghost${randomBytes(4).toString('hex')}`;
    for (const name of [username, ghost]) {
      for (let i = 0; i < loginThrottleRules.failuresBeforeCoolOff; i += 1) {
        const res = await login(t, i % 2 ? name.toUpperCase() : name.toLowerCase(), 'wrong');
        expect(res.json()).toEqual({ success: false, message: 'Invalid username or password', code: 'UNAUTHORIZED' });
      }
      expect((await login(t, name, 'wrong')).json()).toEqual({ success: false, message: tooMany(1), code: 'RATE_LIMITED' });
    }
  });
});

describe.skipIf(!(await redisAnswers()))('the per-account sign-in throttle with Redis', () => {
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    first = await createTestApp({ redis });
    second = await createTestApp({ redis });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redis.disconnect();
  });

  it('counts the failures of one account across server processes', async () => {
    const name = `ghost${randomBytes(6).toString('hex')}`;
    try {
      for (let i = 0; i < loginThrottleRules.failuresBeforeCoolOff; i += 1) expect((await login(i % 2 ? first : second, name, 'wrong')).statusCode).toBe(401);
      expect((await login(first, name, 'wrong')).json().message).toBe(tooMany(1));
      expect((await login(second, name, 'wrong')).json().message).toBe(tooMany(1));
    } finally {
      await redis.del(`lotus-login:name:${name}`);
    }
  });
});
