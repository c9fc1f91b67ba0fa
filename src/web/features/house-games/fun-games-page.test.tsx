import { describe, expect, it } from 'vitest';
import { FUN_GAMES, houseGameHref } from './fun-games-page';

describe('the Fun Games lobby', () => {
  it('opens each house game in the same frame with the same session', () => {
    expect(houseGameHref('aviator', '?session=abc%2Bdef')).toBe('/play/aviator?session=abc%2Bdef');
    expect(houseGameHref('mines', '')).toBe('/play/mines');
  });

  it('lists only pages the house provider serves, never itself', () => {
    const pages = FUN_GAMES.map((game) => game.page);
    expect(pages).not.toContain('fun-games');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual(expect.arrayContaining(['aviator', 'color-prediction', 'mines']));
  });
});
