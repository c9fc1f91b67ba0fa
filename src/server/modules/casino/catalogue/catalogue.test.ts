import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@server/test/test-app';
import { configureProvider, createCasinoTestApp } from '@server/test/casino-support';

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('the game catalogue', () => {
  it('lists the 94 titles 24 a page with the spec fields and Lotus-served images', async () => {
    const { status, body } = await get('/api/games');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 94, page: 1, page_size: 24 });
    expect(body.data.games).toHaveLength(24);
    expect(body.data.games[0]).toEqual({
      id: 1,
      name: 'Royal Fishing',
      type: 'Fish Game',
      uid: 'royal-fishing',
      image: '/media/games/royal-fishing.svg',
      provider: 'Royal Gaming',
      provider_id: 2,
    });
    const last = await get('/api/games?page=4');
    expect(last.body.data.games.map((g: { id: number }) => g.id)).toEqual(
      [73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94].slice(0, 22),
    );
  });

  it('keeps the spec id ranges per type', async () => {
    const { body } = await get('/api/games?page_size=100');
    const idsOf = (type: string) => body.data.games.filter((g: { type: string }) => g.type === type).map((g: { id: number }) => g.id);
    expect(idsOf('Fish Game')).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(idsOf('Table Game')).toEqual(Array.from({ length: 12 }, (_, i) => i + 51));
    // The spec's crash range, less Mines (64) and Plinko (65): not crash games, tagged Instant Game.
    expect(idsOf('Crash Game')).toEqual([63, ...Array.from({ length: 8 }, (_, i) => i + 66)]);
    expect(idsOf('Instant Game')).toEqual([64, 65]);
    expect(idsOf('India Poker Game')).toEqual(Array.from({ length: 16 }, (_, i) => i + 74));
    expect(idsOf('CasinoLive')).toEqual([90, 91, 92, 93]);
    expect(idsOf('Slot Game')).toEqual([...Array.from({ length: 39 }, (_, i) => i + 12), 94]);
    const names = body.data.games.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Royal Fishing', 'Aviator', 'Mines', 'Baccarat', 'TeenPatti', 'Roulette']));
  });

  it('searches names by case-insensitive substring and filters by type', async () => {
    const fishing = await get('/api/games?search=FISHING');
    expect(fishing.body.data.games.map((g: { uid: string }) => g.uid)).toEqual([
      'royal-fishing',
      'fishing-god',
      'golden-dragon-fishing',
      'mega-fishing',
      'happy-fishing',
      'jackpot-fishing',
      'bombing-fishing',
    ]);
    const crash = await get('/api/games?type=Crash%20Game&search=o');
    expect(crash.body.data.games.every((g: { type: string; name: string }) => g.type === 'Crash Game' && /o/i.test(g.name))).toBe(true);
    expect(crash.body.data.total).toBe(crash.body.data.games.length);
    expect((await get('/api/games?type=Bingo')).body.data).toMatchObject({ games: [], total: 0 });
    expect((await get('/api/games?type=All')).body.data.total).toBe(94);
    expect((await get('/api/games?search=%25')).body.data.total).toBe(0);
  });

  it('refuses a bad page with 400, never 500', async () => {
    const { status, body } = await get('/api/games?page=0');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('lists the providers for the strip, saying which can launch', async () => {
    const { body } = await get('/api/games/providers');
    const byKey = Object.fromEntries(body.data.providers.map((p: { key: string }) => [p.key, p]));
    expect(body.data.providers[0]).toMatchObject({
      id: 1,
      key: 'lotus',
      name: 'Lotus Originals',
      kind: 'house',
      is_available: true,
      image: '/media/providers/lotus.svg',
    });
    expect(byKey['royal-gaming']).toMatchObject({ kind: 'aggregator', is_available: true });
    expect(byKey.mac88).toMatchObject({ name: 'Mac88 Gaming', is_available: false });
  });

  it('serves the home tiles, the 12 Exchange Games, the Popular Games and the 31 lobby cards', async () => {
    const tiles = (await get('/api/games/home-tiles')).body.data.items;
    expect(tiles.map((i: { title: string; game_type: string }) => [i.title, i.game_type])).toEqual([
      ['AVIATOR', 'aviator'],
      ['MINES', 'mines'],
      ['FUN GAMES', 'fun-games'],
      ['COLOR PREDICTION', 'color-prediction'],
    ]);
    const exchange = (await get('/api/games/exchange-games')).body.data.items;
    expect(exchange.map((i: { game_type: string }) => i.game_type)).toEqual([
      '7-up-down',
      'andar-bahar',
      'teenpatti',
      'dragon-tiger',
      'color-prediction',
      'baccarat',
      'aviator',
      'mines',
      'dice',
      'goal',
      'hilo',
      'plinko',
    ]);
    const popular = (await get('/api/games/popular')).body.data.items;
    expect(popular.length).toBeGreaterThanOrEqual(90);
    expect(new Set(popular.map((i: { tag: string }) => i.tag))).toEqual(
      new Set(['Slot Game', 'Fish Game', 'India Poker Game', 'Table Game', 'Crash Game', 'Instant Game']),
    );
    expect(popular[0]).toMatchObject({ title: 'Aviator', tag: 'Crash Game', image: '/media/games/aviator.svg', game_type: 'aviator' });
    expect(popular.find((i: { game_type: string }) => i.game_type === 'mines')).toMatchObject({ tag: 'Instant Game' });
    expect(popular.find((i: { game_type: string }) => i.game_type === 'plinko')).toMatchObject({ tag: 'Instant Game' });
    const lobby = (await get('/api/games/lobby')).body.data.items;
    expect(lobby).toHaveLength(31);
    // Each card names its provider, so the lobby's provider filters can filter.
    expect(lobby.find((i: { game_type: string }) => i.game_type === 'aviator')).toMatchObject({ provider: 'Lotus Originals' });
    expect(lobby.find((i: { game_type: string }) => i.game_type === 'limbo')).toMatchObject({ provider: 'Aura' });
    expect(new Set(lobby.map((i: { provider: string }) => i.provider))).toContain('Royal Gaming');
  });

  it('draws an SVG for every title and provider, and 404s an unknown one', async () => {
    const card = await t.app.inject({ method: 'GET', url: '/media/games/royal-fishing.svg' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toContain('image/svg+xml');
    expect(card.body).toContain('ROYAL');
    const banner = await t.app.inject({ method: 'GET', url: '/media/games/7-up-down.banner.svg' });
    expect(banner.body).toContain('width="640"');
    // The type is the site's word, written beside the picture in the player's language, never in it.
    expect(card.body).not.toContain('FISH GAME');
    expect(banner.body).not.toContain('TABLE GAME');
    expect((await t.app.inject({ method: 'GET', url: '/media/providers/lotus.svg' })).statusCode).toBe(200);
    const notFoundBody = { success: false, message: 'Not found', code: 'NOT_FOUND' };
    const missingGame = await t.app.inject({ method: 'GET', url: '/media/games/nothing-here.svg' });
    expect(missingGame.statusCode).toBe(404);
    expect(missingGame.json()).toEqual(notFoundBody);
    const missingProvider = await t.app.inject({ method: 'GET', url: '/media/providers/nobody.svg' });
    expect(missingProvider.statusCode).toBe(404);
    expect(missingProvider.json()).toEqual(notFoundBody);
  });

  it('hides the titles of a disabled provider', async () => {
    await configureProvider(t, 'evolution', { isEnabled: false });
    expect((await get('/api/games?type=CasinoLive')).body.data.total).toBe(0);
    expect((await get('/api/games/lobby')).body.data.items).toHaveLength(28);
    await configureProvider(t, 'evolution', { isEnabled: true });
  });
});
