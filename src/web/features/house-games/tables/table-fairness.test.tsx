import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TABLE_GAME_KEYS, TABLE_GAMES, type TableGameKey } from '@shared/fairness';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { FairnessPage } from '../fairness-page';

// The card tables on the Fairness page: from a table, that table's rounds first; from another
// game (or none), a section where the player picks any of the six tables.

const seeds = { server_seed_hash: 'a1b2c3', server_seed: null, client_seed: 'lucky', nonce: 4 };

function tableState(game: TableGameKey) {
  const table = TABLE_GAMES[game];
  return {
    server_time: new Date().toISOString(),
    game,
    title: table.title,
    rules: table.rules,
    bets: table.bets.map(({ key, label, pays, rtp }) => ({ key, label, pays, rtp })),
    max_win: { bet: 500_000, round: 2_000_000 },
    round: null,
    road: [],
  };
}

function mockApi() {
  const handlers: Parameters<typeof mockFetch>[0] = {
    'GET /api/casino/fairness': () => ok({ active: seeds, previous: [] }),
    'GET /api/casino/fairness/rounds': () => ok({ rounds: [], total: 0, page: 1, page_size: 10 }),
    'GET /api/casino/fairness/shared-bets': () => ok({ bets: [], total: 0 }),
  };
  for (const game of TABLE_GAME_KEYS) handlers[`GET /api/casino/house/tables/${game}/state`] = () => ok(tableState(game));
  return mockFetch(handlers);
}

describe('the card tables on the Fairness page', () => {
  it('lets a player who came from another game pick any of the six tables and check its rounds', async () => {
    const calls = mockApi();
    renderWithProviders(<FairnessPage />, { route: '/play/fairness?from=mines' });
    const picker = await screen.findByRole('combobox', { name: 'Card table' });
    expect(screen.getAllByRole('option', { hidden: true }).filter((option) => option.parentElement === picker)).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'Dragon Tiger rounds' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'baccarat' } });
    expect(await screen.findByRole('heading', { name: 'Baccarat rounds' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/casino/house/tables/baccarat/state')).toBe(true);
  });

  it('shows the table a player came from, with no choice to make', async () => {
    mockApi();
    renderWithProviders(<FairnessPage />, { route: '/play/fairness?from=andar-bahar' });
    expect(await screen.findByRole('heading', { name: 'Andar Bahar rounds' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Card table' })).toBeNull();
  });
});
