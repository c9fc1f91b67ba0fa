import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPointFromHash, deriveWingoNumber, generateHashChain, hashServerSeed } from '@shared/fairness';
import type { TestApp } from '@server/test/test-app';
import { createCasinoTestApp, createFundedPlayer, sessionOf } from '@server/test/casino-support';

// GET /api/casino/fairness/shared-bets: the player's crash and colour bets, each ended round with
// what verifies it, nothing secret before the end, nobody else's bets.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const exec = (query: ReturnType<typeof sql>) => t.db.execute(query);
const idOf = (result: { rows: unknown[] }) => Number((result.rows[0] as { id: number }).id);

async function playerWithSession() {
  const player = await createFundedPlayer(t, 100);
  const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: 'aviator' } });
  const frame = { authorization: `Bearer ${sessionOf(launched.json().data.game_url)}` };
  const found = await exec(sql`SELECT id FROM casino_sessions WHERE user_id = ${player.id} ORDER BY id DESC LIMIT 1`);
  return { ...player, frame, sessionId: idOf(found) };
}

describe('shared-round bets on the Fairness API', () => {
  it('lists crash and colour bets, revealing hash/seed and outcome only once the round ended', async () => {
    const p = await playerWithSession();
    const other = await playerWithSession();
    const chain = await generateHashChain({ seed: 'fairness-list-chain', length: 2 });
    const [hash = ''] = chain.gameHashes;
    const crashPoint = await crashPointFromHash(hash);
    const chainId = idOf(
      await exec(
        sql`INSERT INTO casino_crash_chains (seed, length, terminating_hash) VALUES ('fairness-list-chain', 2, ${chain.terminatingHash}) RETURNING id`,
      ),
    );
    const crashRound = idOf(
      await exec(sql`INSERT INTO casino_crash_rounds (chain_id, position, hash, crash_point, phase, betting_ends_at, started_at)
        VALUES (${chainId}, 0, ${hash}, ${crashPoint}, 'flying', now(), now()) RETURNING id`),
    );
    await exec(
      sql`INSERT INTO casino_crash_bets (round_id, user_id, session_id, stake, auto_cashout, status) VALUES (${crashRound}, ${p.id}, ${p.sessionId}, 1000, 2, 'active')`,
    );

    const seed = 'a'.repeat(64);
    const number = await deriveWingoNumber({ serverSeed: seed, clientSeed: '20260101001', nonce: 0 });
    const colorRound = idOf(
      await exec(sql`INSERT INTO casino_color_rounds (period, server_seed, server_seed_hash, phase, starts_at, closes_at, ends_at)
        VALUES ('20260101001', ${seed}, ${await hashServerSeed(seed)}, 'betting', now(), now() + interval '50 seconds', now() + interval '1 minute') RETURNING id`),
    );
    await exec(
      sql`INSERT INTO casino_color_bets (round_id, user_id, session_id, selection, stake, status) VALUES (${colorRound}, ${p.id}, ${p.sessionId}, 'green', 500, 'open')`,
    );
    await exec(
      sql`INSERT INTO casino_color_bets (round_id, user_id, session_id, selection, stake, status) VALUES (${colorRound}, ${other.id}, ${other.sessionId}, 'red', 700, 'open')`,
    );

    const list = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/casino/fairness/shared-bets', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { bets: Array<Record<string, unknown>>; total: number };
    };

    const open = await list(p.auth);
    expect(open.total).toBe(2);
    expect(open.bets).toEqual([
      expect.objectContaining({
        game: 'color-prediction',
        round: '20260101001',
        choice: 'green',
        stake: 5,
        server_seed_hash: await hashServerSeed(seed),
        server_seed: null,
        outcome: null,
      }),
      expect.objectContaining({
        game: 'crash',
        round: String(crashRound),
        choice: '2.00',
        stake: 10,
        server_seed_hash: null,
        server_seed: null,
        outcome: null,
      }),
    ]);

    await exec(sql`UPDATE casino_crash_rounds SET phase = 'crashed', crashed_at = now() WHERE id = ${crashRound}`);
    await exec(sql`UPDATE casino_color_rounds SET phase = 'settled', number = ${number}, settled_at = now() WHERE id = ${colorRound}`);
    // The frame's game session reaches the same list as the sign-in token.
    const ended = await list(p.frame);
    const [color, crash] = ended.bets;
    expect(color).toMatchObject({ server_seed: seed, outcome: number });
    expect(await deriveWingoNumber({ serverSeed: String(color?.server_seed), clientSeed: String(color?.round), nonce: 0 })).toBe(color?.outcome);
    expect(crash).toMatchObject({ server_seed: hash, outcome: crashPoint });
    expect(await crashPointFromHash(String(crash?.server_seed))).toBe(crash?.outcome);

    const theirs = await list(other.auth);
    expect(theirs.bets).toEqual([expect.objectContaining({ choice: 'red', stake: 7 })]);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/casino/fairness/shared-bets' });
    expect(res.statusCode).toBe(401);
  });
});
