import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('operator users', () => {
  it('lists accounts newest first with balances, and finds them by part of a name', async () => {
    const first = await createPlayer(t, { username: 'kiran_one' });
    const second = await createPlayer(t, { username: 'kiran_two' });
    await createPlayer(t, { username: 'someone_else' });
    const res = await call('GET', '/api/admin/users?search=KIRAN&page_size=10');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.users.map((u: { id: number }) => u.id)).toEqual([second.id, first.id]);
    expect(data.users[0]).toMatchObject({ username: 'kiran_two', role: 'player', status: 'active', balance: 0, referral_code: null });
    const operators = (await call('GET', '/api/admin/users?role=admin')).json().data.users;
    expect(operators.map((u: { username: string }) => u.username)).toEqual(['admin']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    await createPlayer(t, { username: 'percent_user' });
    expect((await call('GET', '/api/admin/users?search=%25')).json().data.total).toBe(0);
  });

  it('suspends a player, ending their sessions at once, audits it, and reactivates them', async () => {
    const player = await createPlayer(t);
    const res = await call('PUT', `/api/admin/users/${player.id}/status`, { status: 'suspended', reason: 'chargeback' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: player.id, status: 'suspended' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: player.auth })).statusCode).toBe(401);
    const entries = await t.db.select().from(auditLog);
    expect(entries.find((e) => e.action === 'user.suspend')).toMatchObject({
      actorId: admin.id,
      targetId: String(player.id),
      details: { from: 'active', to: 'suspended', reason: 'chargeback' },
    });
    const back = await call('PUT', `/api/admin/users/${player.id}/status`, { status: 'active' });
    expect(back.json().data.user.status).toBe('active');
  });

  it('refuses to suspend an operator, an unknown user, or an unknown status', async () => {
    expect((await call('PUT', `/api/admin/users/${admin.id}/status`, { status: 'suspended' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/users/999999/status', { status: 'suspended' })).statusCode).toBe(404);
    const player = await createPlayer(t);
    const bad = await call('PUT', `/api/admin/users/${player.id}/status`, { status: 'banned' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be active, suspended or closed');
  });
});
