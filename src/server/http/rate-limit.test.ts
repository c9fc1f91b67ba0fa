import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestApp } from '../test/test-app';

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
