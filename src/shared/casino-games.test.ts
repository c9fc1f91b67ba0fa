import { describe, expect, it } from 'vitest';
import { normaliseGameType, slugForTile } from './casino-games';
import * as schemas from './schemas/casino';

describe('casino game types', () => {
  it('normalises a game type to the catalogue slug, menu names mapped, empty to aviator', () => {
    expect(normaliseGameType(' Teen Patti_20 ')).toBe('teen-patti-20');
    expect(normaliseGameType('Colour Game')).toBe('color-prediction');
    expect(normaliseGameType('')).toBe('aviator');
    expect(normaliseGameType(undefined)).toBe('aviator');
  });

  it('launches a tile by its slug when the catalogue offers it, aviator otherwise', () => {
    const known = new Set(['color-prediction', 'crash']);
    expect(slugForTile('Colour Game', known)).toBe('color-prediction');
    expect(slugForTile('Crash', known)).toBe('crash');
    expect(slugForTile('Lucky 7', known)).toBe('aviator');
  });

  it('is still what the schema module exports, for the server and other importers', () => {
    expect(schemas.slugForTile).toBe(slugForTile);
    expect(schemas.GAMES_PAGE_SIZE).toBe(24);
    expect(schemas.gamesQuerySchema.parse({}).page_size).toBe(24);
    expect(schemas.LAUNCH_FAILED).toBe('Failed to launch game');
  });
});
