import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { CasinoLobbyPage } from './casino-lobby-page';

const card = (id: number, title: string, provider: string | null, gameType = title.toLowerCase().replace(/ /g, '-')) => ({
  id,
  title,
  tag: 'Slot Game',
  image: `/media/games/${gameType}.svg`,
  game_type: gameType,
  provider,
});

const items = [
  card(1, 'Aviator', 'Lotus Originals'),
  card(2, 'Fortune Gems', 'Royal Gaming'),
  card(3, 'Gold Rush', 'Mac88 Gaming'),
  card(4, 'Limbo', 'Aura'),
  card(5, 'Chicken Road', 'Aura'),
];

const shownTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '');

describe('casino lobby', () => {
  it('filters the cards by provider, by studio and by the search typed', async () => {
    mockFetch({ 'GET /api/games/lobby': () => ok({ items }) });
    renderWithProviders(<CasinoLobbyPage />, { route: '/casino' });
    await screen.findByRole('button', { name: 'Play Fortune Gems' });
    expect(shownTitles()).toHaveLength(5);

    const providers = screen.getByRole('group', { name: 'Provider' });
    fireEvent.click(within(providers).getByRole('button', { name: 'Aura' }));
    expect(shownTitles().join(' ')).toMatch(/Limbo.*Chicken Road/);
    expect(shownTitles()).toHaveLength(2);

    const studios = screen.getByRole('group', { name: 'Game studio' });
    fireEvent.click(within(studios).getByRole('button', { name: 'Chicken Rc' }));
    expect(shownTitles()).toHaveLength(1);
    // A second press clears the studio.
    fireEvent.click(within(studios).getByRole('button', { name: 'Chicken Rc' }));
    expect(shownTitles()).toHaveLength(2);

    fireEvent.click(within(providers).getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'gold' } });
    expect(shownTitles()).toHaveLength(1);
    expect(shownTitles()).toEqual(['Play Gold Rush']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'nothing like it' } });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No games match')).toBeTruthy();
  });

  it('opens on the provider a home tile names (providerId=2 is Royal Gaming)', async () => {
    mockFetch({ 'GET /api/games/lobby': () => ok({ items }) });
    renderWithProviders(<CasinoLobbyPage />, { route: '/games/casino?providerId=2' });
    await screen.findByRole('button', { name: 'Play Fortune Gems' });
    expect(shownTitles()).toHaveLength(1);
  });

  it("writes each card's game type at its foot in the player's language", async () => {
    await activateLanguage('hi', { remember: false });
    try {
      mockFetch({
        'GET /api/games/lobby': () => ok({ items: [{ ...card(1, 'Aviator', 'Lotus Originals'), tag: 'Crash Game' }, card(2, 'Fortune Gems', 'Royal Gaming')] }),
      });
      renderWithProviders(<CasinoLobbyPage />, { route: '/casino' });
      const aviator = await screen.findByRole('button', { name: 'Aviator खेलें' });
      expect(within(aviator).getByText('क्रैश गेम')).toBeTruthy();
      expect(within(screen.getByRole('button', { name: 'Fortune Gems खेलें' })).getByText('स्लॉट गेम')).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
