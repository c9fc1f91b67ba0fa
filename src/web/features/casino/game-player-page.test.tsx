import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { renderWithProviders } from '@web/test/render';
import { GamePlayerPage } from './game-player-page';
import { readGameTarget, rememberGameOrigin } from './game-url';

const origin = window.location.origin;
const target = (query: string, state?: unknown) => readGameTarget(state, new URLSearchParams(query), origin);

afterEach(() => sessionStorage.clear());

describe('game URL (what /game frames)', () => {
  it('frames what a launch handed over in navigation state, any http(s) origin', () => {
    expect(target('', { gameUrl: 'https://games.aggregator.example/play?t=1', gameTitle: 'Teen Patti' })).toEqual({
      url: 'https://games.aggregator.example/play?t=1',
      title: 'Teen Patti',
      isRefused: false,
    });
    expect(target('', { gameUrl: 'javascript:alert(1)', gameTitle: 'X' }).isRefused).toBe(true);
  });

  it("takes a ?url= link only on this site's own origin or a launched provider's", () => {
    expect(target('url=/play/mines?session=abc')).toEqual({ url: `${origin}/play/mines?session=abc`, title: 'Game', isRefused: false });
    expect(target('url=https://evil.example/phish&title=Aviator')).toEqual({ url: undefined, title: 'Aviator', isRefused: true });
    expect(target('url=javascript:alert(1)').isRefused).toBe(true);
    expect(target('url=data:text/html,hi').isRefused).toBe(true);
    rememberGameOrigin('https://games.aggregator.example/launch?t=1');
    expect(target('url=https://games.aggregator.example/other').url).toBe('https://games.aggregator.example/other');
    expect(target('url=https://evil.example/phish').isRefused).toBe(true);
  });

  it('says nothing was given when there is no URL', () => {
    expect(target('')).toEqual({ url: undefined, title: 'Game', isRefused: false });
  });
});

describe('game player page', () => {
  it("refuses a link to another site with 'Failed to load game' and Go Back, and frames nothing", () => {
    const { container } = renderWithProviders(<GamePlayerPage />, { route: '/game?url=https://evil.example/phish' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load game');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("frames a house game link with 'Loading game...' and the title defaulting to 'Game'", () => {
    const { container } = renderWithProviders(<GamePlayerPage />, { route: '/game?url=/play/dice?session=abc' });
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(`${origin}/play/dice?session=abc`);
    expect(frame?.getAttribute('title')).toBe('Game');
    expect(screen.getByText('Loading game...')).toBeTruthy();
  });

  it("says 'No game URL provided' without a URL", () => {
    renderWithProviders(<GamePlayerPage />, { route: '/game' });
    expect(screen.getByText('No game URL provided')).toBeTruthy();
  });

  it('speaks Hindi when the site does: the menu, the loading line and the title it falls back on', async () => {
    await activateLanguage('hi', { remember: false });
    try {
      const { container } = renderWithProviders(<GamePlayerPage />, { route: '/game?url=/play/dice?session=abc' });
      expect(container.querySelector('iframe')?.getAttribute('title')).toBe('गेम');
      expect(screen.getByText('गेम लोड हो रहा है...')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'रीलोड करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'वापस' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'नए टैब में खोलें' })).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
