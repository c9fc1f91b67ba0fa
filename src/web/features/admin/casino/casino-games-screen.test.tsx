import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import type { AdminCasinoGame, AdminCasinoProvider } from './casino-api';
import { signInOperator } from '../shared/sign-in-operator';
import { CasinoGamesScreen } from './casino-games-screen';

const house: AdminCasinoProvider = {
  id: 1,
  key: 'lotus',
  name: 'Lotus Originals',
  kind: 'house',
  image: '/x.png',
  is_available: true,
  game_count: 2,
  is_enabled: true,
  api_url: null,
  has_secret: false,
};
const aggregator: AdminCasinoProvider = {
  id: 2,
  key: 'royal',
  name: 'Royal Gaming',
  kind: 'aggregator',
  image: '/y.png',
  is_available: false,
  game_count: 1,
  is_enabled: true,
  api_url: null,
  has_secret: false,
};

const game = (id: number, name: string, type: AdminCasinoGame['type'], provider: AdminCasinoProvider): AdminCasinoGame => ({
  id,
  name,
  type,
  uid: name.toLowerCase(),
  image: '/g.png',
  provider: provider.name,
  provider_id: provider.id,
  is_enabled: true,
  provider_enabled: provider.is_enabled,
  sort_order: id,
  wagering_weight: 100,
});

/** A tiny server: the PUT changes what the next GET answers, as the real one does. */
function renderScreen({ failUpdate = false } = {}) {
  signInOperator();
  const games = [game(1, 'Aviator', 'Crash Game', house), game(2, 'Mines', 'Table Game', house), game(3, 'Teen Patti', 'Card Game', aggregator)];
  const providers = [house, aggregator];
  const calls = mockFetch({
    'GET /api/admin/casino/games': () => ok({ games }),
    'GET /api/admin/casino/providers': () => ok({ providers }),
    'PUT /api/admin/casino/games/2': (call) => {
      if (failUpdate) return fail(500, 'Database unavailable');
      const body = call.body as { is_enabled?: boolean; wagering_weight?: number };
      games[1] = { ...games[1]!, ...body };
      return ok({ game: games[1] }, 'Game updated');
    },
    'PUT /api/admin/casino/providers/2': (call) => {
      const body = call.body as { is_enabled: boolean };
      providers[1] = { ...aggregator, is_enabled: body.is_enabled };
      games[2] = { ...games[2]!, provider_enabled: body.is_enabled };
      return ok({ provider: providers[1] }, 'Provider updated');
    },
  });
  renderWithProviders(<CasinoGamesScreen />, { route: '/admin/casino-games' });
  return calls;
}

const titleRow = (name: string) =>
  within(screen.getByRole('region', { name: 'Title list' }))
    .getByText(name)
    .closest('tr') as HTMLElement;

describe('casino games screen', () => {
  it('sets a title’s bonus wagering weight, refusing a value outside 0 to 100 with the message', async () => {
    const calls = renderScreen();
    const field = await screen.findByLabelText('Bonus wagering weight of Mines');
    const row = titleRow('Mines');
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Wagering weight must be a whole percent from 0 to 100')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(field, { target: { value: '10' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mines counts 10% towards bonus wagering')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ wagering_weight: 10 }]);
  });

  it('disables a title through the API and the list shows it disabled', async () => {
    const calls = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Mines' }));
    expect(await screen.findByRole('button', { name: 'Enable Mines' })).toBeTruthy();
    expect(within(titleRow('Mines')).getByText('Disabled')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/admin/casino/games/2');
    expect(put?.body).toEqual({ is_enabled: false });
    expect(put?.headers.authorization).toBe('Bearer operator-token');
    expect(await screen.findByText('Game updated')).toBeTruthy();
    // The other titles are untouched.
    expect(screen.getByRole('button', { name: 'Disable Aviator' })).toBeTruthy();
  });

  it('says so when a toggle fails and leaves the title as it was', async () => {
    renderScreen({ failUpdate: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Mines' }));
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable Mines' })).toBeTruthy();
  });

  it('filters titles by search, type and provider', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Disable Aviator' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Card Game' } });
    expect(screen.queryByRole('button', { name: 'Disable Aviator' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable Teen Patti' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: '1' } });
    expect(screen.queryByRole('button', { name: 'Disable Teen Patti' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'min' } });
    expect(screen.getByRole('button', { name: 'Disable Mines' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable Aviator' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zzz' } });
    expect(screen.getByText('No games match')).toBeTruthy();
  });

  it('lists providers with whether an aggregator is configured, and disabling one marks its titles', async () => {
    const calls = renderScreen();
    const providers = await screen.findByRole('region', { name: 'Provider list' });
    expect(within(providers).getByText('Not configured')).toBeTruthy();
    expect(within(providers).getByText('Built in')).toBeTruthy();
    fireEvent.click(within(providers).getByRole('button', { name: 'Disable Royal Gaming' }));
    expect(await within(providers).findByRole('button', { name: 'Enable Royal Gaming' })).toBeTruthy();
    await waitFor(() => expect(within(titleRow('Teen Patti')).getByText('Provider off')).toBeTruthy());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ is_enabled: false });
  });

  it('shows the error state with a retry when the titles cannot be loaded', async () => {
    signInOperator();
    mockFetch({ 'GET /api/admin/casino/games': () => fail(500, 'Database unavailable'), 'GET /api/admin/casino/providers': () => ok({ providers: [] }) });
    renderWithProviders(<CasinoGamesScreen />);
    expect(await screen.findByText('Failed to load games')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByText('No providers yet')).toBeTruthy();
  });
});
