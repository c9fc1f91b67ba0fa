import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { FeedScreen } from './feed-screen';

const settings = { margin_ticks: 1, stake_cap: 25000, bet_delay: 5, silence_limit_ms: 15000, settle_mode: 'confirm', settle_delay_ms: 60000 };
const result = (id: number, status: string, dueAt: string | null) => ({
  id,
  market_id: 9,
  market: 'Match Odds',
  event: 'Nepal v Netherlands',
  result: { winner_runner_id: 21 },
  winner: 'Nepal',
  status,
  received_at: '2026-11-25T10:00:00.000Z',
  due_at: dueAt,
  settled_at: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('Feed screen', () => {
  it('refuses a margin out of range in words and sends nothing, then saves good settings', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/feed/settings': () => ok({ settings }),
      'GET /api/admin/feed/results': () => ok({ results: [] }),
      'PUT /api/admin/feed/settings': ({ body }) => ok({ settings: { ...settings, ...(body as object) } }, 'Feed settings saved'),
    });
    const user = userEvent.setup();
    renderWithProviders(<FeedScreen />);
    const margin = await screen.findByLabelText('Margin (ticks each side)');
    await user.clear(margin);
    await user.type(margin, '0');
    await user.click(screen.getByRole('button', { name: 'Save feed settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Margin is 1 to 10 ticks');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(margin);
    await user.type(margin, '3');
    await user.click(screen.getByRole('button', { name: 'Save feed settings' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ margin_ticks: 3, stake_cap: 25000, settle_mode: 'confirm' });
  });

  it('lists the results and settles a waiting one on the operator’s word', async () => {
    signInOperator();
    let settled = false;
    const calls = mockFetch({
      'GET /api/admin/feed/settings': () => ok({ settings }),
      'GET /api/admin/feed/results': () => ok({ results: [result(2, settled ? 'settled' : 'pending', null), result(1, 'superseded', null)] }),
      'POST /api/admin/feed/results/2/confirm': () => {
        settled = true;
        return ok({ market_id: 9 }, 'Result settled');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FeedScreen />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Waiting for you')).toBeTruthy();
    expect(within(table).getByText('Corrected')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Settle now' })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Settle now' }));
    await screen.findByText('Settled');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/admin/feed/results/2/confirm']);
    expect(screen.queryByRole('button', { name: 'Settle now' })).toBeNull();
  });
});
