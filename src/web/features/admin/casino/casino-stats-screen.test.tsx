import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import type { CasinoGameStat } from './casino-api';
import { signInOperator } from '../shared/sign-in-operator';
import { CasinoStatsScreen, periodOf } from './casino-stats-screen';

const mines: CasinoGameStat = {
  game_id: 2,
  uid: 'mines',
  name: 'Mines',
  provider: 'Lotus Originals',
  rounds: 1234,
  players: 56,
  stakes: 123456.78,
  payouts: 119753.08,
  rolled_back: 0,
  gross_gaming_revenue: 3703.7,
  realised_house_edge: 0.03,
  stated_house_edge: { min: 0.01, max: 0.01 },
};
const teenPatti: CasinoGameStat = {
  ...mines,
  game_id: 3,
  uid: 'teen-patti',
  name: 'Teen Patti',
  provider: 'Royal Gaming',
  rounds: 2,
  players: 1,
  stakes: 100,
  payouts: 250.5,
  gross_gaming_revenue: -150.5,
  realised_house_edge: -1.505,
  stated_house_edge: null,
};

describe('casino game stats screen', () => {
  it('renders each game in rupees with two decimals and Indian grouping, realised vs stated edge, and totals', async () => {
    signInOperator();
    mockFetch({ 'GET /api/admin/casino/stats': () => ok({ games: [mines, teenPatti] }) });
    renderWithProviders(<CasinoStatsScreen />);
    const row = (await screen.findByText('Mines')).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹1,23,456.78')).toBeTruthy();
    expect(within(row).getByText('₹1,19,753.08')).toBeTruthy();
    expect(within(row).getByText('₹3,703.70')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('3.00%')).toBeTruthy();
    expect(within(row).getByText('1.00%')).toBeTruthy();
    const loss = screen.getByText('Teen Patti').closest('tr') as HTMLElement;
    expect(within(loss).getByText('-₹150.50')).toBeTruthy();
    expect(within(loss).getByText('—')).toBeTruthy();
    const totals = screen.getByText('All games').closest('tr') as HTMLElement;
    expect(within(totals).getByText('₹1,23,556.78')).toBeTruthy();
    expect(within(totals).getByText('₹3,553.20')).toBeTruthy();
  });

  it('asks the API for the chosen period as whole Indian days', async () => {
    signInOperator();
    const calls = mockFetch({ 'GET /api/admin/casino/stats': () => ok({ games: [] }) });
    renderWithProviders(<CasinoStatsScreen />);
    expect(await screen.findByText('No rounds played in this period')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/01/2025' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/01/2025' } });
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        `/api/admin/casino/stats?from=${encodeURIComponent('2024-12-31T18:30:00.000Z')}&to=${encodeURIComponent('2025-01-31T18:30:00.000Z')}`,
      ),
    );
    expect(periodOf('', '')).toEqual({ from: undefined, to: undefined });
  });

  it('shows the error state with a retry', async () => {
    signInOperator();
    mockFetch({ 'GET /api/admin/casino/stats': () => fail(500, 'Database unavailable') });
    renderWithProviders(<CasinoStatsScreen />);
    expect(await screen.findByText('Failed to load game stats')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
