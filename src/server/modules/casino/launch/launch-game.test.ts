import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, type TestApp } from '@server/test/test-app';
import { startFakeAggregator, type FakeAggregator } from '../fake-aggregator/fake-aggregator';
import { configureProvider, createCasinoTestApp, providerSecret, sessionOf } from '@server/test/casino-support';
import { findGameSession } from './game-sessions';

let t: TestApp;
let fake: FakeAggregator;
beforeAll(async () => {
  t = await createCasinoTestApp();
  fake = await startFakeAggregator({ lotusUrl: 'http://127.0.0.1:1', providerKey: 'royal-gaming', secret: await providerSecret(t, 'royal-gaming') });
  await configureProvider(t, 'royal-gaming', { apiUrl: fake.url });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

async function launch(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/games/launch?timestamp=1', headers, payload: body });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /api/games/launch', () => {
  it('opens the card tables as house games, and says a table without its game yet is coming soon instead of opening a stand-in', async () => {
    const player = await createPlayer(t);
    for (const [slug, page] of [
      ['dragon-tiger', 'dragon-tiger'],
      ['7-up-down', '7-up-down'],
      ['lucky-7', '7-up-down'],
      ['andar-bahar', 'andar-bahar'],
      ['andar-bahar-2', 'andar-bahar'],
      ['teenpatti', 'teenpatti'],
      ['teenpatti-20-20', 'teenpatti'],
      ['baccarat', 'baccarat'],
      ['goal', 'goal'],
    ]) {
      const { status, body } = await launch({ game_type: slug }, player.auth);
      expect(status, slug).toBe(200);
      expect(body.data.game_url).toMatch(new RegExp(`^/play/${page}\\?session=`));
    }
    const { status, body } = await launch({ game_type: 'muflis-teenpatti' }, player.auth);
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: 'This game is coming soon' });
  });

  it('needs a token', async () => {
    const { status, body } = await launch({ game_type: 'mines', user_id: 1 });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, message: 'No authentication token found' });
  });

  it("opens a house game for the token's player, whatever user_id says", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const { status, body } = await launch({ game_type: 'mines', user_id: other.id, transfer_amount: 500 }, player.auth);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.game_url).toMatch(/^\/play\/mines\?session=[A-Za-z0-9_-]{43}$/);
    const session = await findGameSession(t.db, sessionOf(body.data.game_url));
    expect(session).toMatchObject({ userId: player.id, gameId: 64, isExpired: false });
  });

  it('maps the menu names and defaults to aviator', async () => {
    const player = await createPlayer(t);
    const urlFor = async (gameType: string | undefined) =>
      (await launch(gameType === undefined ? {} : { game_type: gameType }, player.auth)).body.data.game_url as string;
    expect(await urlFor('colour-game')).toMatch(/^\/play\/color-prediction\?/);
    expect(await urlFor('Color Prediction')).toMatch(/^\/play\/color-prediction\?/);
    expect(await urlFor('fun-games')).toMatch(/^\/play\/fun-games\?/);
    expect(await urlFor('AVIATOR')).toMatch(/^\/play\/aviator\?/);
    expect(await urlFor(undefined)).toMatch(/^\/play\/aviator\?/);
    expect(await urlFor('')).toMatch(/^\/play\/aviator\?/);
    for (const game of ['dice', 'plinko', 'hilo']) expect(await urlFor(game)).toMatch(new RegExp(`^/play/${game}\\?`));
  });

  it('fails an unknown title with the spec message', async () => {
    const player = await createPlayer(t);
    const { status, body } = await launch({ game_type: 'no-such-game' }, player.auth);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: 'Failed to launch game' });
  });

  it('fails a title whose provider is not configured, or is disabled', async () => {
    const player = await createPlayer(t);
    const unconfigured = await launch({ game_type: 'gold-rush' }, player.auth);
    expect(unconfigured.status).toBe(422);
    expect(unconfigured.body).toMatchObject({ success: false, message: 'Failed to launch game' });

    await configureProvider(t, 'lotus', { isEnabled: false });
    const disabled = await launch({ game_type: 'mines' }, player.auth);
    await configureProvider(t, 'lotus', { isEnabled: true });
    expect(disabled.body).toMatchObject({ success: false, message: 'Failed to launch game' });
  });

  it("asks a configured aggregator for the game URL, signed, and answers the aggregator's URL", async () => {
    const player = await createPlayer(t);
    const { status, body } = await launch({ game_type: 'royal-fishing' }, player.auth);
    expect(status).toBe(200);
    expect(body.data.game_url).toMatch(new RegExp(`^${fake.url}/game/royal-fishing\\?token=`));
    const launched = fake.launches.at(-1);
    expect(launched).toMatchObject({ playerId: String(player.id), gameId: 'royal-fishing', balance: 0 });
    expect(body.data.game_url).toContain(encodeURIComponent(launched?.sessionToken ?? 'x'));
  });

  it('fails when the aggregator refuses (wrong secret) or cannot be reached', async () => {
    const player = await createPlayer(t);
    const seededSecret = await providerSecret(t, 'royal-gaming');
    await configureProvider(t, 'royal-gaming', { secret: 'a-different-secret-of-some-length' });
    const refused = await launch({ game_type: 'royal-fishing' }, player.auth);
    expect(refused.body).toMatchObject({ success: false, message: 'Failed to launch game' });
    expect(fake.refusedLaunches).toBe(1);
    await configureProvider(t, 'royal-gaming', { secret: seededSecret, apiUrl: 'http://127.0.0.1:1' });
    const unreachable = await launch({ game_type: 'royal-fishing' }, player.auth);
    expect(unreachable.body).toMatchObject({ success: false, message: 'Failed to launch game' });
    await configureProvider(t, 'royal-gaming', { apiUrl: fake.url });
  });
});
