import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTypes } from '@shared/casino-games';
import { listMigrations } from '@server/db/migrate';
import type { TestApp } from '@server/test/test-app';
import { createCasinoTestApp } from '@server/test/casino-support';

// A title's type and a tile's type tag are one of the site's fixed list (the site words it in each
// language): the API sends the list's value, the tables hold nothing else, and values written
// before the list were mapped to it.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

const listed = new Set<string>(gameTypes);
const itemsOf = async (collection: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/games/${collection}` })).json().data.items as Array<{ game_type: string; tag: string }>;

describe("the casino's game types", () => {
  it('tags every tile and types every title with a value of the list', async () => {
    const games = (await t.app.inject({ method: 'GET', url: '/api/games?page_size=100' })).json().data.games as Array<{ type: string }>;
    expect(games.filter((game) => !listed.has(game.type))).toEqual([]);
    for (const collection of ['popular', 'lobby', 'exchange-games']) {
      const items = await itemsOf(collection);
      expect(items.length, collection).toBeGreaterThan(0);
      expect(
        items.filter((item) => !listed.has(item.tag)),
        collection,
      ).toEqual([]);
    }
    expect((await itemsOf('popular')).find((item) => item.game_type === 'mines')?.tag).toBe('Instant Game');
    // The home tiles name menus as well as titles: no tag.
    expect(new Set((await itemsOf('home-tiles')).map((item) => item.tag))).toEqual(new Set(['']));
  });

  it('refuses a type or a tag off the list in the tables', async () => {
    await expect(t.db.execute(sql`UPDATE casino_games SET type = 'Crash game' WHERE uid = 'aviator'`)).rejects.toThrow();
    await expect(t.db.execute(sql`UPDATE casino_collection_items SET tag = 'Hot' WHERE game_uid = 'aviator'`)).rejects.toThrow();
  });

  it('maps the types and tags written before the list by their letters; others become Casino and no tag', async () => {
    const migration = listMigrations().find((file) => file.name.startsWith('0043_'));
    if (!migration) throw new Error('migration 0043 is missing');
    // The tables as they were before 0043: free text.
    await t.db.execute(sql`ALTER TABLE casino_games DROP CONSTRAINT casino_games_type_listed`);
    await t.db.execute(sql`ALTER TABLE casino_collection_items DROP CONSTRAINT casino_collection_items_tag_listed`);
    const types: Record<string, string> = {
      aviator: 'crash game',
      mines: 'Instant',
      'royal-fishing': 'FISH-GAME',
      'live-roulette': 'Casino Live',
      dice: 'Dice games',
    };
    for (const [uid, type] of Object.entries(types)) {
      await t.db.execute(sql`UPDATE casino_games SET type = ${type} WHERE uid = ${uid}`);
      await t.db.execute(sql`UPDATE casino_collection_items SET tag = ${type} WHERE game_uid = ${uid} AND tag <> ''`);
    }
    await t.database.withConnection((connection) => connection.exec(migration.sql));

    const games = await t.db.execute<{ uid: string; type: string }>(
      sql`SELECT uid, type FROM casino_games WHERE uid IN ('aviator', 'mines', 'royal-fishing', 'live-roulette', 'dice')`,
    );
    expect(Object.fromEntries(games.rows.map((row) => [row.uid, row.type]))).toEqual({
      aviator: 'Crash Game',
      mines: 'Instant Game',
      'royal-fishing': 'Fish Game',
      'live-roulette': 'CasinoLive',
      dice: 'Casino',
    });
    const tags = await t.db.execute<{ game_uid: string; tag: string }>(
      sql`SELECT DISTINCT game_uid, tag FROM casino_collection_items WHERE collection = 'popular' AND game_uid IN ('aviator', 'mines', 'dice')`,
    );
    expect(Object.fromEntries(tags.rows.map((row) => [row.game_uid, row.tag]))).toEqual({ aviator: 'Crash Game', mines: 'Instant Game', dice: '' });
  });
});
