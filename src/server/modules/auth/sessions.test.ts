import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoSessions, sessions } from '@server/db/schema';
import type { TestApp } from '@server/test/test-app';
import { createCasinoTestApp, createFundedPlayer, sessionOf } from '@server/test/casino-support';
import { findSessionUser } from '@server/http/session-lookup';
import { createSession, MAX_SIGN_INS, purgeEndedSessions } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` } });
const signInsOf = async (userId: number) => t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
const gameSessionsOf = async (userId: number) =>
  t.db.select({ id: casinoSessions.id, signInId: casinoSessions.signInId }).from(casinoSessions).where(eq(casinoSessions.userId, userId));

async function launch(token: string, game: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: { authorization: `Bearer ${token}` }, payload: { game_type: game } });
  expect(res.json().success).toBe(true);
  return { authorization: `Bearer ${sessionOf(res.json().data.game_url)}` };
}

async function signInId(token: string): Promise<number> {
  const user = await findSessionUser(t.db, token);
  if (!user) throw new Error('not signed in');
  return user.sessionId;
}

describe('how many sign-ins a player keeps', () => {
  it(`ends the oldest sign-in when the player signs in for the ${MAX_SIGN_INS + 1}th time`, async () => {
    const player = await createFundedPlayer(t, 0);
    const tokens = [player.token];
    for (let i = 1; i < MAX_SIGN_INS; i += 1) tokens.push(await createSession(t.db, player.id, 3600_000));
    for (const token of tokens) expect((await verify(token)).statusCode).toBe(200);

    const newest = await createSession(t.db, player.id, 3600_000);
    const oldest = await verify(tokens[0] ?? '');
    expect(oldest.statusCode).toBe(401);
    expect(oldest.json()).toMatchObject({ success: false });
    for (const token of [...tokens.slice(1), newest]) expect((await verify(token)).statusCode).toBe(200);
    expect(await signInsOf(player.id)).toHaveLength(MAX_SIGN_INS);
  });
});

describe('purging ended sign-ins', () => {
  it('deletes expired and logged-out sign-ins at the next sign-in, with their unplayed game sessions; a played one stays and still settles', async () => {
    const player = await createFundedPlayer(t, 100);
    const expired = await createSession(t.db, player.id, 3600_000);
    const unplayedFrame = await launch(expired, 'plinko');
    const playedFrame = await launch(player.token, 'mines');
    const started = await t.app.inject({ method: 'POST', url: '/api/casino/house/mines/start', headers: playedFrame, payload: { stake: 10, mines: 1 } });
    expect(started.statusCode).toBe(200);
    await t.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = ${await signInId(expired)}`);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: player.auth })).statusCode).toBe(200);
    expect(await signInsOf(player.id)).toHaveLength(2);

    await createSession(t.db, player.id, 3600_000);

    expect(await signInsOf(player.id)).toHaveLength(1);
    const left = await gameSessionsOf(player.id);
    expect(left).toEqual([{ id: expect.any(Number), signInId: null }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: unplayedFrame })).statusCode).toBe(401);
    // The Mines round staked before still cashes out on its game session.
    const roundId = started.json().data.round.id as number;
    const mines = await t.db.execute<{ state: { mines: number[] } }>(sql`SELECT state FROM casino_rounds WHERE id = ${roundId}`);
    const cell = mines.rows[0]?.state.mines[0] === 0 ? 1 : 0;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/casino/house/mines/reveal', headers: playedFrame, payload: { round_id: roundId, cell } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/casino/house/mines/cashout', headers: playedFrame, payload: { round_id: roundId } })).statusCode,
    ).toBe(200);
  });

  it('purges every ended sign-in in batches, and leaves live ones alone', async () => {
    const a = await createFundedPlayer(t, 0);
    const b = await createFundedPlayer(t, 0);
    const aFrame = await launch(a.token, 'dice');
    await t.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 day' WHERE user_id = ${a.id}`);
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${b.id}`);
    const live = await createFundedPlayer(t, 0);

    let purged = 0;
    for (let round = 0; round < 100; round += 1) {
      const count = await purgeEndedSessions(t.db, { batch: 1 });
      purged += count;
      if (count === 0) break;
    }
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(await signInsOf(a.id)).toHaveLength(0);
    expect(await signInsOf(b.id)).toHaveLength(0);
    expect(await gameSessionsOf(a.id)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: aFrame })).statusCode).toBe(401);
    expect((await verify(live.token)).statusCode).toBe(200);
    const [ended] = (await t.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM sessions WHERE LEAST(expires_at, revoked_at) <= now()`)).rows;
    expect(Number(ended?.n)).toBe(0);
  });
});
