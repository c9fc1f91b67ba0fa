import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '../test/test-app';
import { REDIS_URL, redisAnswers } from '../test/redis';

// Money endpoints are limited per player: one player hammering them is stopped with
// 429 while another player on the same address carries on.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function hammer(url: string, authorization: string, times: number, payload: object = {}) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await t.app.inject({ method: 'POST', url, headers: { authorization }, payload })).statusCode);
  return statuses;
}

describe('per-player rate limits on money endpoints', () => {
  it('stops a player after 600 bet calls a minute, and only that player', async () => {
    const greedy = await createPlayer(t);
    const other = await createPlayer(t);
    const statuses = await hammer('/api/bets/999999/cancel', greedy.auth.authorization, 600);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: '/api/bets/999999/cancel', headers: greedy.auth });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await hammer('/api/bets/999999/cancel', other.auth.authorization, 1))[0]).toBe(404);
  });

  it('stops a player after 60 withdrawal requests a minute', async () => {
    const player = await createPlayer(t);
    const statuses = await hammer('/api/wallet/submit-withdrawal', player.auth.authorization, 61, { amount: 'x' });
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

// POST /api/wallet/submit-deposit allows each player 30 calls a minute. An empty body is refused
// (400) after the limiter has counted it, and changes nothing.
const LIMIT = 30;
const submit = (t: TestApp, authorization: string, remoteAddress = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/wallet/submit-deposit', headers: { authorization }, payload: {}, remoteAddress });

describe('the per-player limit key', () => {
  it('is one budget per player however the Authorization header is spelled', async () => {
    const { token } = await createPlayer(t);
    const spellings = [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`, `Bearer ${token} `];
    for (let i = 0; i < LIMIT; i += 1) expect((await submit(t, spellings[i % spellings.length] ?? '')).statusCode).toBe(400);
    for (const spelling of spellings) expect((await submit(t, spelling)).statusCode).toBe(429);
  });

  it('gives each player on one address a budget of their own', async () => {
    const first = await createPlayer(t);
    const second = await createPlayer(t);
    for (let i = 0; i < LIMIT; i += 1) await submit(t, first.auth.authorization, '10.3.0.2');
    expect((await submit(t, first.auth.authorization, '10.3.0.2')).statusCode).toBe(429);
    expect((await submit(t, second.auth.authorization, '10.3.0.2')).statusCode).toBe(400);
  });

  it('counts requests with made-up tokens against their address', async () => {
    const madeUp = () => `Bearer ${randomBytes(32).toString('base64url')}`;
    for (let i = 0; i < LIMIT; i += 1) expect((await submit(t, madeUp(), '10.3.0.3')).statusCode).toBe(400);
    expect((await submit(t, madeUp(), '10.3.0.3')).statusCode).toBe(429);
    expect((await submit(t, madeUp(), '10.3.0.4')).statusCode).toBe(400);
  });
});

describe.skipIf(!(await redisAnswers()))('the per-player limit with Redis', () => {
  let redis: Redis;
  let withRedis: TestApp;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    withRedis = await createTestApp({ redis });
  });
  afterAll(async () => {
    await withRedis.close();
    redis.disconnect();
  });

  it('keys on the player id: no key holds the token', async () => {
    const { id, token } = await createPlayer(withRedis);
    // Another test database may have had a player with this id a moment ago.
    const ownKeys = () => redis.keys(`lotus-rl:POST/api/wallet/submit-deposit-player:${id}`);
    for (const key of await ownKeys()) await redis.del(key);
    for (const spelling of [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`]) expect((await submit(withRedis, spelling)).statusCode).toBe(400);
    expect(await redis.get(`lotus-rl:POST/api/wallet/submit-deposit-player:${id}`)).toBe('3');
    const keys = await redis.keys('lotus-rl:*');
    expect(keys.filter((key) => key.includes(token) || /bearer/i.test(key))).toEqual([]);
    for (const key of await ownKeys()) await redis.del(key);
  });
});
