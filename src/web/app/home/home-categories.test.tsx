import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { testQueryClient } from '@web/test/render';
import { I18nProvider } from '@lingui/react';
import { Toaster } from '@web/components/toast';
import { i18n } from '@web/i18n/i18n';
import { CategoryTiles } from './category-tiles';
import { categoryTiles } from './home-tiles';
import { CategoryLauncher } from '@web/features/casino/home-categories';

const player = {
  id: 1,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 1000,
  bonus_balance: 0,
  available_credit: 1000,
  net_exposure: 0,
};

const catalogue = ['aviator', 'mines', 'fun-games', 'color-prediction', 'dice', 'plinko'].map((uid, index) => ({
  id: index + 1,
  name: uid,
  type: 'Crash Game',
  uid,
  image: '',
  provider: 'Lotus Originals',
  provider_id: 1,
}));

function GameScreen() {
  const state = useLocation().state as { gameUrl: string; gameTitle: string };
  return (
    <p>
      Playing {state.gameTitle} at {state.gameUrl}
    </p>
  );
}

/** The home page's composition: tiles drawn by home, the launcher from the casino. */
function renderTiles(launch: (call: MockCall) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>) {
  const calls = mockFetch({
    'GET /api/games': () => ok({ games: catalogue, total: catalogue.length, page: 1, page_size: 100 }),
    'POST /api/games/launch': launch,
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<CategoryLauncher>{(launcher) => <CategoryTiles tiles={categoryTiles} launcher={launcher} />}</CategoryLauncher>} />
          <Route path="/game" element={<GameScreen />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
      <I18nProvider i18n={i18n}>
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const launches = (calls: MockCall[]) => calls.filter((call) => call.path === '/api/games/launch');

describe('home category tiles', () => {
  it('keeps route tiles as links', () => {
    renderTiles(() => ok({}));
    expect(screen.getByRole('link', { name: 'Slot Games' }).getAttribute('href')).toBe('/slot-games');
    expect(screen.getByRole('link', { name: 'Fishing Games' }).getAttribute('href')).toBe('/games/casino?menuName=fishing');
    expect(screen.queryByRole('link', { name: 'Crash Games' })).toBeNull();
  });

  it('launches a menu name by its slug with a Loading overlay on that tile only, then opens /game', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const calls = renderTiles(() => new Promise((resolve) => (answer = resolve)));
    const tile = screen.getByRole('button', { name: 'Colour Game' });
    fireEvent.click(tile);
    await waitFor(() => expect(launches(calls)).toHaveLength(1));
    expect(launches(calls)[0]?.body).toMatchObject({ game_type: 'color-prediction' });
    expect(tile.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.getByRole('button', { name: 'Mines' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Mines' }));
    answer(ok({ game_url: '/play/color-prediction?session=abc', session_expires_at: '2030-01-01T00:00:00.000Z' }));
    expect(await screen.findByText('Playing Colour Game at /play/color-prediction?session=abc')).toBeTruthy();
    expect(launches(calls)).toHaveLength(1);
  });

  it('plays aviator for a title the catalogue does not offer', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const calls = renderTiles(() => ok({ game_url: '/play/aviator?session=abc', session_expires_at: '2030-01-01T00:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crash Games' }));
    expect(await screen.findByText('Playing Crash Games at /play/aviator?session=abc')).toBeTruthy();
    expect(launches(calls)[0]?.body).toMatchObject({ game_type: 'aviator' });
  });

  it("says 'Failed to launch {title}. Please try again.' in the page (no browser dialog) and frees the tile when the launch fails", async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const calls = renderTiles(() => fail(422, 'Failed to launch game'));
    fireEvent.click(screen.getByRole('button', { name: 'Dice' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to launch Dice. Please try again.');
    expect(alert).not.toHaveBeenCalled();
    expect(launches(calls)[0]?.body).toMatchObject({ game_type: 'dice' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dice' })).toHaveProperty('disabled', false));
    expect(screen.queryByRole('status')).toBeNull();
    alert.mockRestore();
  });

  it('sends a signed-out player to /login without launching', async () => {
    const calls = renderTiles(() => ok({}));
    fireEvent.click(screen.getByRole('button', { name: 'Aviator' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
