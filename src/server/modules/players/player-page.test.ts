import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletSeed } from '@server/modules/payments';
import { createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet, type MarketFixture, type Player } from '@server/test/exchange-fixtures';
import { addAccount, fund } from '@server/test/payments-helpers';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

// The player page: one player's figures and records, never another's; the operator's actions on
// the page (notes, sign-outs, suspension) each with its audit row.

let t: TestApp;
let admin: { id: number; authorization: string };
let market: MarketFixture;
let player: Player;
let other: Player;

beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = await adminAuth(t);
  market = await createMarketFixture(t);
  player = await fundedPlayer(t, 1000);
  other = await fundedPlayer(t, 1000);
  const runner = market.runnerIds[0] ?? 0;
  // Backing at 50 finds no one to lay it: the bet rests unmatched and its stake is held as exposure.
  expect((await placeBet(t, player, { market_id: market.marketId, runner_id: runner, side: 'back', price: 50, stake: 200 })).statusCode).toBe(201);
  expect((await placeBet(t, other, { market_id: market.marketId, runner_id: runner, side: 'back', price: 40, stake: 300 })).statusCode).toBe(201);
  await fund(t, player.auth, admin, 500);
  await fund(t, other.auth, admin, 700);
  await addAccount(t, player.auth, { account_holder_name: 'Player One' });
  await addAccount(t, other.auth, { account_holder_name: 'Someone Else' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization }, ...(payload === undefined ? {} : { payload }) });
const get = async (url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/players/{id}', () => {
  it('shows the profile, balances with exposure, limits, referral code used and counts', async () => {
    const data = await get(`/api/admin/players/${player.id}`);
    expect(data.player).toMatchObject({ id: player.id, username: player.username, status: 'active', is_demo: false, block: null });
    expect(data.player.balances).toEqual({ available: 1300, exposure: 200, balance: 1500, bonus: 0, withdrawal_hold: 0 });
    expect(data.limits).toEqual({ daily_deposit_limit: 50_000, daily_withdrawal_limit: 25_000 });
    expect(data.referral).toEqual({ code_used: null, own_code: null, players_referred: 0 });
    expect(data.counts).toMatchObject({ open_bets: 1, bets: 1, deposits: 1, withdrawals: 0, notes: 0 });
    expect(data.counts.active_sessions).toBeGreaterThanOrEqual(1);
  });

  it("lists only this player's bets, payments and bank accounts", async () => {
    const bets = await get(`/api/admin/players/${player.id}/bets`);
    expect(bets.total).toBe(1);
    expect(bets.rows).toEqual([
      expect.objectContaining({ side: 'back', price: 50, stake: 200, unmatched_stake: 200, status: 'unmatched', market: 'Match Odds' }),
    ]);
    const payments = await get(`/api/admin/players/${player.id}/payments`);
    expect(payments.rows).toEqual([expect.objectContaining({ type: 'deposit', amount: 500, status: 'approved' })]);
    const banks = await get(`/api/admin/players/${player.id}/bank-accounts`);
    expect(banks.rows.map((row: { account_holder_name: string }) => row.account_holder_name)).toEqual(['Player One']);
    const rounds = await get(`/api/admin/players/${player.id}/casino-rounds`);
    expect(rounds).toEqual({ rows: [], page: 1, page_size: 25, total: 0 });
  });

  it("answers 404 for an unknown id, the operator and the house's market maker, on the page, every section and the actions", async () => {
    const maker = (await t.db.execute<{ user_id: number }>(sql`SELECT user_id FROM house_makers LIMIT 1`)).rows[0];
    const makerId = Number(maker?.user_id);
    expect(makerId).toBeGreaterThan(0);
    expect((await get(`/api/admin/players?search=${makerId}&page_size=100`)).players.map((p: { id: number }) => p.id)).not.toContain(makerId);
    expect((await call('POST', `/api/admin/players/${makerId}/adjustments`, { amount: 10, reason: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/users/${makerId}/status`, { status: 'suspended', reason: 'x' })).statusCode).toBe(404);
    for (const id of [999_999, admin.id, makerId]) {
      for (const section of ['', '/bets', '/casino-rounds', '/payments', '/bank-accounts', '/sessions', '/notes', '/referred', '/audit']) {
        const res = await call('GET', `/api/admin/players/${id}${section}`);
        expect(res.statusCode, `${id}${section}`).toBe(404);
        expect(res.json().message).toBe('Player not found');
      }
    }
    expect((await call('GET', '/api/admin/players/abc')).statusCode).toBe(400);
  });

  it("shows the code a player registered with, their own code and the friends who registered with it, not another's", async () => {
    const referrer = await createPlayer(t);
    const other = await createPlayer(t);
    const code = `REF${referrer.id}`;
    const created = await t.db.execute<{ id: number }>(sql`INSERT INTO referral_codes (code, owner_user_id) VALUES (${code}, ${referrer.id}) RETURNING id`);
    await t.db.execute(sql`INSERT INTO referral_codes (code, owner_user_id) VALUES (${`REF${other.id}`}, ${other.id})`);
    const friend = await createPlayer(t, { username: `friend_of_${referrer.id}` });
    const stranger = await createPlayer(t);
    await t.db.execute(sql`UPDATE users SET referral_code_id = ${Number(created.rows[0]?.id)} WHERE id = ${friend.id}`);
    await t.db.execute(sql`UPDATE users SET referral_code_id = (SELECT id FROM referral_codes WHERE owner_user_id = ${other.id}) WHERE id = ${stranger.id}`);
    expect((await get(`/api/admin/players/${referrer.id}`)).referral).toEqual({ code_used: null, own_code: code, players_referred: 1 });
    expect((await get(`/api/admin/players/${friend.id}`)).referral).toMatchObject({ code_used: code, players_referred: 0 });
    const referred = await get(`/api/admin/players/${referrer.id}/referred`);
    expect(referred.rows).toEqual([expect.objectContaining({ id: friend.id, username: `friend_of_${referrer.id}`, reward: 'waiting', refused_reason: null })]);
  });

  it('pages a section', async () => {
    const p = await createPlayer(t);
    for (const body of ['first', 'second', 'third']) expect((await call('POST', `/api/admin/players/${p.id}/notes`, { body })).statusCode).toBe(201);
    const page2 = await get(`/api/admin/players/${p.id}/notes?page=2&page_size=2`);
    expect(page2).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(page2.rows.map((note: { body: string }) => note.body)).toEqual(['first']);
  });
});

describe('operator actions on the player page', () => {
  it("suspension cancels the unmatched part of every bet the player has resting, and nobody else's", async () => {
    const p = await fundedPlayer(t, 1000);
    const [home = 0, away = 0] = market.runnerIds;
    const second = await createMarketFixture(t);
    expect((await placeBet(t, p, { market_id: market.marketId, runner_id: home, side: 'back', price: 60, stake: 100 })).statusCode).toBe(201);
    expect((await placeBet(t, p, { market_id: market.marketId, runner_id: away, side: 'back', price: 70, stake: 150 })).statusCode).toBe(201);
    const third = await placeBet(t, p, { market_id: second.marketId, runner_id: second.runnerIds[0] ?? 0, side: 'back', price: 80, stake: 100 });
    expect(third.statusCode, third.body).toBe(201);
    expect((await get(`/api/admin/players/${p.id}`)).player.balances).toMatchObject({ available: 750, exposure: 250 });

    const res = await call('PUT', `/api/admin/users/${p.id}/status`, { status: 'suspended', reason: 'bonus abuse' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.player.balances).toMatchObject({ available: 1000, exposure: 0 });
    const bets = await get(`/api/admin/players/${p.id}/bets`);
    expect(bets.rows.map((bet: { status: string; unmatched_stake: number }) => [bet.status, bet.unmatched_stake])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
      ['cancelled', 0],
    ]);
    expect((await get(`/api/admin/players/${p.id}/audit`)).rows[0].details).toMatchObject({ markets_cancelled: 2, sessions_ended: 1 });
    // The other players' resting bets stand.
    expect((await get(`/api/admin/players/${player.id}/bets`)).rows[0]).toMatchObject({ status: 'unmatched', unmatched_stake: 200 });
    await expectLedgerBalanced(t);
  });

  it('keeps notes per player, with the author, and audits them', async () => {
    const p = await createPlayer(t);
    const q = await createPlayer(t);
    expect((await call('POST', `/api/admin/players/${p.id}/notes`, { body: 'Called about a late withdrawal' })).statusCode).toBe(201);
    expect((await call('POST', `/api/admin/players/${p.id}/notes`, { body: '   ' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/players/999999/notes`, { body: 'nobody' })).statusCode).toBe(404);
    const notes = await get(`/api/admin/players/${p.id}/notes`);
    expect(notes.rows).toEqual([expect.objectContaining({ body: 'Called about a late withdrawal', author: 'admin' })]);
    expect((await get(`/api/admin/players/${q.id}/notes`)).total).toBe(0);
    const audit = await get(`/api/admin/players/${p.id}/audit`);
    expect(audit.rows.map((row: { action: string }) => row.action)).toEqual(['user.note']);
  });

  it('signs a player out of one sign-in, then of all, with a reason', async () => {
    const p = await createPlayer(t);
    const sessions = await get(`/api/admin/players/${p.id}/sessions`);
    const [session] = sessions.rows as Array<{ id: number; active: boolean; user_agent: string; last_seen_at: string }>;
    expect(session).toMatchObject({ active: true, user_agent: expect.any(String), last_seen_at: expect.any(String) });
    expect((await call('POST', `/api/admin/players/${p.id}/sign-out`, { session_id: session?.id })).statusCode).toBe(400);
    const one = await call('POST', `/api/admin/players/${p.id}/sign-out`, { session_id: session?.id, reason: 'lost phone' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.ended).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: p.auth })).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/players/${p.id}/sign-out`, { session_id: session?.id, reason: 'again' })).statusCode).toBe(404);
    // Another player's sign-in is not this player's to end.
    const foreign = (await get(`/api/admin/players/${other.id}/sessions`)).rows[0];
    expect((await call('POST', `/api/admin/players/${p.id}/sign-out`, { session_id: foreign.id, reason: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: other.auth })).statusCode).toBe(200);
    const all = await call('POST', `/api/admin/players/${p.id}/sign-out`, { reason: 'account review' });
    expect(all.json().data.ended).toBe(0);
    const audit = await get(`/api/admin/players/${p.id}/audit`);
    expect(audit.rows.map((row: { action: string; details: object }) => [row.action, row.details])).toEqual([
      ['user.sign_out', { reason: 'account review', all: true, ended: 0 }],
      ['user.sign_out', { reason: 'lost phone', session_id: session?.id, ended: 1 }],
    ]);
  });

  it('shows what was done to the player and their payments in the audit trail, not what was done to others', async () => {
    const audit = await get(`/api/admin/players/${player.id}/audit`);
    expect(audit.rows.map((row: { action: string }) => row.action)).toEqual(['deposit.approve']);
  });

  it('suspends with a reason: sign-ins end, and reactivates; a reason is required', async () => {
    const p = await fundedPlayer(t, 100);
    expect((await call('PUT', `/api/admin/users/${p.id}/status`, { status: 'suspended' })).statusCode).toBe(400);
    const res = await call('PUT', `/api/admin/users/${p.id}/status`, { status: 'suspended', reason: 'chargeback' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.player).toMatchObject({ id: p.id, status: 'suspended' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: p.auth })).statusCode).toBe(401);
    const back = await call('PUT', `/api/admin/users/${p.id}/status`, { status: 'active', reason: 'cleared' });
    expect(back.json().data.player.status).toBe('active');
    const audit = await get(`/api/admin/players/${p.id}/audit`);
    expect(audit.rows.map((row: { action: string; details: object }) => [row.action, row.details])).toEqual([
      ['user.activate', { from: 'suspended', to: 'active', reason: 'cleared', sessions_ended: 0, markets_cancelled: 0 }],
      ['user.suspend', { from: 'active', to: 'suspended', reason: 'chargeback', sessions_ended: 1, markets_cancelled: 0 }],
    ]);
    expect((await call('PUT', `/api/admin/users/${admin.id}/status`, { status: 'suspended', reason: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/users/999999/status', { status: 'suspended', reason: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/users/${p.id}/status`, { status: 'banned', reason: 'x' })).json().message).toBe(
      'Status must be active, suspended or closed',
    );
    await expectLedgerBalanced(t);
  });
});
