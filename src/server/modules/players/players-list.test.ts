import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { freshPhone } from '@server/test/fresh-phone';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization, ...headers }, ...(payload === undefined ? {} : { payload }) });
const list = async (query: string) => {
  const res = await call('GET', `/api/admin/players?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    players: Array<{ id: number; username: string; status: string; is_demo: boolean; balances: { balance: number }; block: { kind: string } | null }>;
    total: number;
  };
};
const adjust = (id: number, amount: number) => call('POST', `/api/admin/players/${id}/adjustments`, { amount, reason: 'test funds' });

/** A player holding this phone number, as registration stores it. */
async function playerWithPhone(username: string) {
  const player = await createPlayer(t, { username });
  const phone = freshPhone();
  await t.db.update(users).set({ phoneNumber: phone, phoneKey: phone }).where(eq(users.id, player.id));
  return { ...player, phone };
}

describe('GET /api/admin/players', () => {
  it('finds a player by phone in any spelling, by part of a username or display name, and by id', async () => {
    const asha = await playerWithPhone('asha_findme');
    const spaced = `+91 ${asha.phone.slice(0, 5)} ${asha.phone.slice(5)}`;
    for (const search of [asha.phone, spaced, `0${asha.phone}`, `91-${asha.phone}`, 'FINDME', String(asha.id)]) {
      const found = await list(`search=${encodeURIComponent(search)}`);
      expect(
        found.players.map((p) => p.id),
        search,
      ).toContain(asha.id);
      expect(
        found.players.every((p) => p.username === 'asha_findme' || String(p.id) === search || p.username.includes('findme')),
        search,
      ).toBe(true);
    }
    expect((await list('search=%25')).total).toBe(0);
  });

  it('lists players only (never the operator), filters by status and by demo or real, and pages', async () => {
    const real = await createPlayer(t, { username: 'filter_real' });
    const demo = await createPlayer(t, { username: 'filter_demo', isDemo: true });
    expect((await call('PUT', `/api/admin/users/${real.id}/status`, { status: 'suspended', reason: 'chargeback' })).statusCode).toBe(200);
    const all = await list('page_size=100');
    expect(all.players.some((p) => p.id === admin.id)).toBe(false);
    const suspended = await list('status=suspended');
    expect(suspended.players.map((p) => p.id)).toContain(real.id);
    expect(suspended.players.every((p) => p.status === 'suspended')).toBe(true);
    const demos = await list('demo=true&search=filter_');
    expect(demos.players.map((p) => p.id)).toEqual([demo.id]);
    const reals = await list('demo=false&search=filter_');
    expect(reals.players.map((p) => p.id)).toEqual([real.id]);

    const first = await list('search=filter_&page_size=1&page=1');
    const second = await list('search=filter_&page_size=1&page=2');
    expect(first.total).toBe(2);
    expect([first.players[0]?.id, second.players[0]?.id]).toEqual([demo.id, real.id]);
    expect((await list('search=filter_&page_size=1&page=3')).players).toEqual([]);
  });

  it('finds players on a self-exclusion or a time-out running now, and shows it', async () => {
    const excluded = await createPlayer(t, { username: 'block_excluded' });
    const timedOut = await createPlayer(t, { username: 'block_timed_out' });
    const over = await createPlayer(t, { username: 'block_over' });
    await t.db.execute(sql`INSERT INTO play_blocks (user_id, kind, ends_at) VALUES (${excluded.id}, 'self_exclusion', now() + interval '180 days'),
      (${timedOut.id}, 'time_out', now() + interval '1 day')`);
    await t.db.execute(
      sql`INSERT INTO play_blocks (user_id, kind, starts_at, ends_at) VALUES (${over.id}, 'self_exclusion', now() - interval '2 days', now() - interval '1 day')`,
    );
    const selfExcluded = await list('search=block_&status=self_excluded');
    expect(selfExcluded.players.map((p) => [p.id, p.block?.kind])).toEqual([[excluded.id, 'self_exclusion']]);
    expect((await list('search=block_&status=timed_out')).players.map((p) => p.id)).toEqual([timedOut.id]);
    expect((await list('search=block_over')).players[0]?.block).toBeNull();
  });

  it('sorts by balance, by username, oldest and newest first', async () => {
    const poor = await createPlayer(t, { username: 'sort_b_poor' });
    const rich = await createPlayer(t, { username: 'sort_a_rich' });
    const middle = await createPlayer(t, { username: 'sort_c_middle' });
    expect((await adjust(rich.id, 900)).statusCode).toBe(201);
    expect((await adjust(middle.id, 100.5)).statusCode).toBe(201);
    const byBalance = await list('search=sort_&sort=balance');
    expect(byBalance.players.map((p) => [p.id, p.balances.balance])).toEqual([
      [rich.id, 900],
      [middle.id, 100.5],
      [poor.id, 0],
    ]);
    expect((await list('search=sort_&sort=username')).players.map((p) => p.id)).toEqual([rich.id, poor.id, middle.id]);
    expect((await list('search=sort_&sort=oldest')).players.map((p) => p.id)).toEqual([poor.id, rich.id, middle.id]);
    expect((await list('search=sort_&sort=newest')).players.map((p) => p.id)).toEqual([middle.id, rich.id, poor.id]);
  });

  it('sorts by last sign-in, players who never signed in last', async () => {
    const never = await createPlayer(t, { username: 'signin_never' });
    await t.db.execute(`DELETE FROM sessions WHERE user_id = ${never.id}`);
    const later = await createPlayer(t, { username: 'signin_later' });
    const earlier = await createPlayer(t, { username: 'signin_earlier' });
    await t.db.execute(`UPDATE sessions SET created_at = now() - interval '2 days' WHERE user_id = ${earlier.id}`);
    expect((await list('search=signin_&sort=last_sign_in')).players.map((p) => p.id)).toEqual([later.id, earlier.id, never.id]);
  });

  it('refuses an unknown status, sort or demo value, and a page that is not a number, with 400', async () => {
    for (const query of ['status=banned', 'sort=richest', 'demo=maybe', 'page=abc', 'page=0', 'page_size=1000']) {
      expect((await call('GET', `/api/admin/players?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('downloads the filtered list as CSV with Indian dates and rupees', async () => {
    const player = await createPlayer(t, { username: 'csv_player' });
    await t.db.update(users).set({ displayName: '=cmd()' }).where(eq(users.id, player.id));
    expect((await adjust(player.id, 1234.5)).statusCode).toBe(201);
    const res = await call('GET', '/api/admin/players?search=csv_player&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="lotus-players-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Id,Username,Display name,Phone,Status,Money,Registered,Last sign-in,Available,Exposure,Bonus');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${player.id},csv_player,'=cmd\\(\\),9876543210,active,real,\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2},\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2},1234.50,0.00,0.00$`,
      ),
    );
  });

  it('answers a player 403 and no token 401', async () => {
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/players', headers: player.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/players/${player.id}`, headers: player.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/players' })).statusCode).toBe(401);
  });
});
