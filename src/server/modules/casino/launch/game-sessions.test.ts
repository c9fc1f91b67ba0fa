import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { adminAuth, type TestApp } from '@server/test/test-app';
import { createSession, hashPassword } from '@server/modules/auth';
import { checkLedger } from '@server/modules/ledger';
import type { FakeAggregator } from '../fake-aggregator/fake-aggregator';
import { SIGNED_OUT_OF_GAME } from '../house-games/house-session';
import { casinoAppWithAggregator, createFundedPlayer, mainRupees, sessionOf } from '@server/test/casino-support';

// A game session belongs to the sign-in that launched it: when that ends (logout, password
// change, suspension, expiry) the game takes no new stake, while what was staked still settles.

let t: TestApp;
let fake: FakeAggregator;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await casinoAppWithAggregator());
});
afterAll(() => close());
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

const PASSWORD = 'secret-pass-1';

/** A funded player (with a password) who launched `game` with their sign-in. */
async function playerInGame(rupees: number, game: string) {
  const player = await createFundedPlayer(t, rupees);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, player.id));
  const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: game } });
  expect(launched.json().success).toBe(true);
  const gameToken = sessionOf(launched.json().data.game_url);
  return { ...player, gameToken, frame: { authorization: `Bearer ${gameToken}` } };
}

const rollDice = (frame: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/casino/house/dice/roll', headers: frame, payload: { stake: 10, target: 50, direction: 'over' } });

const roundsOf = async (userId: number) =>
  Number((await t.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM casino_rounds WHERE user_id = ${userId}`)).rows[0]?.n ?? 0);

describe('a house game after its sign-in ended', () => {
  it('refuses a dice roll with the launch token after logout, and moves nothing', async () => {
    const p = await playerInGame(100, 'dice');
    expect((await rollDice(p.frame)).statusCode).toBe(200);
    const balance = await mainRupees(t, p.id);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: p.auth })).statusCode).toBe(200);
    const refused = await rollDice(p.frame);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, message: SIGNED_OUT_OF_GAME });
    expect(await mainRupees(t, p.id)).toBe(balance);
    expect(await roundsOf(p.id)).toBe(1);
    const frame = await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: p.frame });
    expect(frame.json().data.is_expired).toBe(true);
  });

  it('refuses it after a password change made on another device', async () => {
    const p = await playerInGame(100, 'dice');
    const otherDevice = { authorization: `Bearer ${await createSession(t.db, p.id, 3600_000)}` };
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: otherDevice,
      payload: { current_password: PASSWORD, new_password: 'another-pass-2', confirm_password: 'another-pass-2' },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await rollDice(p.frame);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, message: SIGNED_OUT_OF_GAME });
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it('refuses it once an operator suspends the player, and still after they are reactivated', async () => {
    const p = await playerInGame(100, 'dice');
    const admin = await adminAuth(t);
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${p.id}/status`,
        headers: { authorization: admin.authorization },
        payload: { status, reason: 'review' },
      });

    expect((await setStatus('suspended')).statusCode).toBe(200);
    const whileSuspended = await rollDice(p.frame);
    expect(whileSuspended.statusCode).toBe(403);
    expect(whileSuspended.json()).toMatchObject({ success: false, message: 'Your account cannot play' });

    // Suspension ended the sign-in; reactivating the account does not bring it back.
    expect((await setStatus('active')).statusCode).toBe(200);
    const afterReactivation = await rollDice(p.frame);
    expect(afterReactivation.statusCode).toBe(401);
    expect(afterReactivation.json()).toMatchObject({ success: false, message: SIGNED_OUT_OF_GAME });
    expect(await mainRupees(t, p.id)).toBe(100);
    expect(await roundsOf(p.id)).toBe(0);
  });

  it('refuses it once the sign-in expired, though the game session has not', async () => {
    const p = await playerInGame(100, 'dice');
    await t.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${p.id}`);
    const refused = await rollDice(p.frame);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, message: SIGNED_OUT_OF_GAME });
    expect(await mainRupees(t, p.id)).toBe(100);
  });

  it('lets an open Mines round staked before logout be cashed out after it', async () => {
    const p = await playerInGame(100, 'mines');
    const started = await t.app.inject({ method: 'POST', url: '/api/casino/house/mines/start', headers: p.frame, payload: { stake: 10, mines: 1 } });
    expect(started.statusCode).toBe(200);
    const roundId = started.json().data.round.id as number;
    // One mine in 25 cells: find a safe one from the secret state, as the test may.
    const state = await t.db.execute<{ state: { mines: number[] } }>(sql`SELECT state FROM casino_rounds WHERE id = ${roundId}`);
    const mine = state.rows[0]?.state.mines[0];
    const safeCell = mine === 0 ? 1 : 0;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: p.auth });

    const revealed = await t.app.inject({
      method: 'POST',
      url: '/api/casino/house/mines/reveal',
      headers: p.frame,
      payload: { round_id: roundId, cell: safeCell },
    });
    expect(revealed.statusCode).toBe(200);
    const cashed = await t.app.inject({ method: 'POST', url: '/api/casino/house/mines/cashout', headers: p.frame, payload: { round_id: roundId } });
    expect(cashed.statusCode).toBe(200);
    expect(cashed.json().data.round.status).toBe('won');
    expect(await mainRupees(t, p.id)).toBeGreaterThan(90);
    expect((await t.app.inject({ method: 'POST', url: '/api/casino/house/mines/start', headers: p.frame, payload: { stake: 10, mines: 1 } })).statusCode).toBe(
      401,
    );
  });
});

describe("an aggregator's wallet calls after the sign-in ended", () => {
  it('refuses a debit for a new round after logout, while the win and the rollback of rounds staked before it settle', async () => {
    const p = await playerInGame(500, 'super-ace');
    const launch = fake.launches.at(-1);
    if (!launch) throw new Error('no launch reached the fake aggregator');
    expect(launch.sessionToken).toBe(p.gameToken);
    const call = async (operation: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) => {
      const outcome = await fake.client.call(operation, { session_token: launch.sessionToken, player_id: launch.playerId, ...body });
      if (outcome.kind !== 'answer') throw new Error(`no answer: ${JSON.stringify(outcome)}`);
      return outcome.answer;
    };
    const won = `won-${process.pid}-${Date.now()}`;
    const cancelled = `cancelled-${process.pid}-${Date.now()}`;
    expect(await call('debit', { transaction_id: `${won}:bet`, round_id: won, amount: 100 })).toMatchObject({ status: 'OK', balance: 400 });
    expect(await call('debit', { transaction_id: `${cancelled}:bet`, round_id: cancelled, amount: 50 })).toMatchObject({ status: 'OK', balance: 350 });

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: p.auth });

    const fresh = `fresh-${process.pid}-${Date.now()}`;
    expect(await call('debit', { transaction_id: `${fresh}:bet`, round_id: fresh, amount: 10 })).toMatchObject({
      success: false,
      status: 'SESSION_EXPIRED',
      balance: 350,
    });
    // A second stake in a round already open is a new stake too.
    expect(await call('debit', { transaction_id: `${won}:bet2`, round_id: won, amount: 10 })).toMatchObject({ success: false, status: 'SESSION_EXPIRED' });
    expect(await call('credit', { transaction_id: `${won}:win`, round_id: won, amount: 250 })).toMatchObject({ status: 'OK', balance: 600 });
    expect(await call('rollback', { transaction_id: `${cancelled}:rb`, reference_transaction_id: `${cancelled}:bet`, round_id: cancelled })).toMatchObject({
      status: 'OK',
      balance: 650,
    });
    expect(await mainRupees(t, p.id)).toBe(650);
  });
});
