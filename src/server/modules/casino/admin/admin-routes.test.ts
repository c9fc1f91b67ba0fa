import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, type TestApp } from '@server/test/test-app';
import { createCasinoTestApp, createFundedPlayer, sessionOf } from '@server/test/casino-support';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createCasinoTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

describe('the casino back office', () => {
  it('is for the operator only', async () => {
    const player = await createPlayer(t);
    expect((await call('GET', '/api/admin/casino/games', {})).status).toBe(401);
    expect((await call('GET', '/api/admin/casino/games', player.auth)).status).toBe(403);
    expect((await call('PUT', '/api/admin/casino/games/1', player.auth, { is_enabled: false })).status).toBe(403);
  });

  it('disables and re-enables a title, audit-logged: gone from the catalogue and refused at launch meanwhile', async () => {
    const player = await createPlayer(t);
    const off = await call('PUT', '/api/admin/casino/games/64', admin, { is_enabled: false });
    expect(off.body.data.game).toMatchObject({ id: 64, uid: 'mines', is_enabled: false });
    expect((await call('GET', '/api/games?search=mines', {})).body.data.total).toBe(0);
    const launch = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: 'mines' } });
    expect(launch.json()).toMatchObject({ success: false, message: 'Failed to launch game' });
    await call('PUT', '/api/admin/casino/games/64', admin, { is_enabled: true });
    expect((await call('GET', '/api/games?search=mines', {})).body.data.total).toBe(1);
    const audit = await t.db.execute<{ action: string; details: { is_enabled: boolean } }>(
      sql`SELECT action, details FROM audit_log WHERE target_type = 'casino_game' AND target_id = '64' ORDER BY id`,
    );
    expect(audit.rows.map((row) => [row.action, row.details.is_enabled])).toEqual([
      ['casino_game.update', false],
      ['casino_game.update', true],
    ]);
  });

  it("sets the share of a title's stakes that counts towards bonus wagering: seeded low for baccarat, 0-100 only, operator only", async () => {
    const games = (await call('GET', '/api/admin/casino/games', admin)).body.data.games as Array<{ id: number; uid: string; wagering_weight: number }>;
    expect(games.find((game) => game.uid === 'baccarat')?.wagering_weight).toBe(10);
    expect(games.find((game) => game.uid === 'mines')?.wagering_weight).toBe(100);
    for (const wagering_weight of [-1, 101, 12.5, '50', null]) {
      expect((await call('PUT', '/api/admin/casino/games/64', admin, { wagering_weight })).status, String(wagering_weight)).toBe(400);
    }
    const player = await createPlayer(t);
    expect((await call('PUT', '/api/admin/casino/games/64', player.auth, { wagering_weight: 0 })).status).toBe(403);
    const set = await call('PUT', '/api/admin/casino/games/64', admin, { wagering_weight: 25 });
    expect(set.body.data.game).toMatchObject({ id: 64, wagering_weight: 25 });
    const audit = await t.db.execute<{ details: { wagering_weight?: number } }>(
      sql`SELECT details FROM audit_log WHERE target_type = 'casino_game' AND target_id = '64' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]?.details.wagering_weight).toBe(25);
    await call('PUT', '/api/admin/casino/games/64', admin, { wagering_weight: 100 });
  });

  it('configures an aggregator without ever showing its secret, and logs that it changed (not what to)', async () => {
    const providers = (await call('GET', '/api/admin/casino/providers', admin)).body.data.providers;
    const mac88 = providers.find((p: { key: string }) => p.key === 'mac88');
    expect(mac88).toMatchObject({ is_available: false, has_secret: false, api_url: null });
    const secret = 'a-brand-new-shared-secret-123';
    const updated = await call('PUT', `/api/admin/casino/providers/${mac88.id}`, admin, { api_url: 'https://games.example.com/api', secret });
    expect(updated.body.data.provider).toMatchObject({ is_available: true, has_secret: true, api_url: 'https://games.example.com/api' });
    expect(JSON.stringify(updated.body)).not.toContain(secret);
    const audit = await t.db.execute<{ details: Record<string, unknown> }>(sql`SELECT details FROM audit_log WHERE action = 'casino_provider.update'`);
    expect(audit.rows[0]?.details).toMatchObject({ secret: 'changed' });
    expect(JSON.stringify(audit.rows)).not.toContain(secret);
    expect((await call('PUT', `/api/admin/casino/providers/${mac88.id}`, admin, { api_url: 'ftp://x' })).status).toBe(400);
  });

  it("shows each game's rounds, stakes, payouts and realised edge beside the stated one", async () => {
    const player = await createFundedPlayer(t, 1000);
    const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: 'dice' } });
    const frame = { authorization: `Bearer ${sessionOf(launched.json().data.game_url)}` };
    let paid = 0;
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/casino/house/dice/roll',
        headers: frame,
        payload: { stake: 10, target: 50, direction: 'over' },
      });
      paid += res.json().data.round.payout;
    }
    // A demo player's rolls (free demo money) are not in the figures.
    const demo = await createFundedPlayer(t, 1000, { isDemo: true });
    const demoLaunch = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: demo.auth, payload: { game_type: 'dice' } });
    const demoFrame = { authorization: `Bearer ${sessionOf(demoLaunch.json().data.game_url)}` };
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/casino/house/dice/roll',
        headers: demoFrame,
        payload: { stake: 100, target: 50, direction: 'over' },
      });
      expect(res.statusCode).toBe(200);
    }
    const stats = (await call('GET', '/api/admin/casino/stats', admin)).body.data.games;
    const dice = stats.find((g: { uid: string }) => g.uid === 'dice');
    expect(dice).toMatchObject({ rounds: 5, players: 1, stakes: 50, provider: 'Lotus Originals' });
    expect(dice.payouts).toBeCloseTo(paid, 2);
    expect(dice.realised_house_edge).toBeCloseTo((50 - paid) / 50, 6);
    expect(dice.stated_house_edge.max).toBeCloseTo(0.0101, 6);
    const statsCsv = await t.app.inject({ method: 'GET', url: '/api/admin/casino/stats?format=csv', headers: admin });
    expect(statsCsv.headers['content-disposition']).toMatch(/filename="lotus-casino-stats-/);
    const diceLine = statsCsv.body.split('\r\n').find((line) => line.startsWith(`${dice.name},`));
    expect(diceLine).toMatch(/^[^,]+,Lotus Originals,5,1,50\.00,\d+\.\d{2},0\.00,-?\d+\.\d{2},/);
    const roundsCsv = await t.app.inject({ method: 'GET', url: `/api/admin/casino/games/${dice.game_id}/rounds?format=csv&page_size=1`, headers: admin });
    expect(roundsCsv.statusCode).toBe(200);
    const roundLines = roundsCsv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(roundLines[0]).toBe('Round,Started,Player id,Username,Play money,Stake (₹),Payout (₹),Rolled back');
    expect(roundLines.filter((line) => line.includes(',yes,100.00,'))).toHaveLength(3);
    expect(roundLines.filter((line) => line.includes(`,${player.id},`) && line.includes(',no,10.00,'))).toHaveLength(5);
    const playerCsv = await t.app.inject({ method: 'GET', url: '/api/admin/casino/stats?format=csv', headers: player.auth });
    expect(playerCsv.statusCode).toBe(403);
    const rounds = (await call('GET', `/api/admin/casino/games/${dice.game_id}/rounds`, admin)).body.data.rounds;
    // The title's round list shows every round, the demo player's included.
    expect(rounds).toHaveLength(8);
    const players = rounds.filter((round: { user_id: number }) => round.user_id === player.id);
    expect(players).toHaveLength(5);
    expect(players[0]).toMatchObject({ stake: 10, rolled_back: false });
  });
});
