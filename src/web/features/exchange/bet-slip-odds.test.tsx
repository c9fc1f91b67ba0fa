import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketBook } from '@shared/schemas/exchange';
import { defaultUserSettings } from '@shared/schemas/settings';
import { endSession, startSession } from '@web/lib/session';
import { fail, mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { BetSlip } from './bet-slip';

// The slip on an in-play market with a bet delay: it counts the delay down while the order
// waits, sends the player's "accept odds changes", and when the exchange answers that the price
// moved, says so and offers the new price.

const player = {
  id: 7,
  username: 'lotus123456',
  display_name: 'Ravi',
  phone_number: '',
  email: null,
  status: 'active' as const,
  role: 'player' as const,
  is_demo: false,
  balance: 25000,
  bonus_balance: 0,
  available_credit: 25000,
  net_exposure: 0,
};

const book: MarketBook = {
  id: 11,
  event_id: 3,
  event_name: 'India v Australia',
  sport: 'cricket',
  in_play: true,
  name: 'Match Odds',
  type: 'match_odds',
  status: 'OPEN',
  min_stake: 100,
  max_stake: 500000,
  bet_delay: 5,
  commission_rate: 2,
  is_settled: false,
  result: null,
  runners: [{ id: 21, name: 'India', back: [{ price: 1.86, size: 60000 }], lay: [{ price: 1.88, size: 60000 }] }],
};

const selection = {
  marketId: 11,
  runnerId: 21,
  side: 'back' as const,
  price: 1.86,
  line: null,
  runnerName: 'India',
  marketName: 'Match Odds',
  marketType: 'match_odds' as const,
  eventId: 3,
  eventName: 'India v Australia',
  sport: 'cricket',
};

function renderSlip(place: (call: MockCall) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>) {
  startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
  const calls = mockFetch({
    'GET /api/markets/11': () => ok({ market: book }),
    'GET /api/user/settings': () => ok({ settings: { ...defaultUserSettings, betting: { acceptOddsChanges: 'never' } } }),
    'POST /api/bets/place': place,
  });
  renderWithProviders(<BetSlip selection={selection} onClose={vi.fn()} />);
  return calls;
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('bet slip in play', () => {
  it('counts the bet delay down while the order waits, and sends the accept-odds setting', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const calls = renderSlip(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await screen.findByText('In-play bets wait 5 s before they are matched.');
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Bet delay: [45] s$/);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ price: 1.86, stake: 1000, accept_odds: 'never' });
    answer(fail(422, 'Market is suspended', 'UNPROCESSABLE'));
    expect(await screen.findByText('Market is suspended')).toBeTruthy();
  });

  it('says the price moved during the delay and places at the new price when asked', async () => {
    let tries = 0;
    const calls = renderSlip(() => {
      tries += 1;
      return tries === 1
        ? fail(409, 'The price moved from 1.86 to 1.80 during the bet delay', 'CONFLICT', { price: '1.80' })
        : { ...ok(placedAt(1.8)), status: 201 };
    });
    const user = userEvent.setup();
    await screen.findByText('In-play bets wait 5 s before they are matched.');
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('The price moved from 1.86 to 1.80 during the bet delay')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place at 1.80' }));
    expect(await screen.findByText('Bet matched')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { price: number }).price)).toEqual([1.86, 1.8]);
  });
});

function placedAt(price: number) {
  return {
    bet: {
      id: 99,
      market_id: 11,
      runner_id: 21,
      side: 'back',
      price,
      stake: 1000,
      status: 'matched',
      matched_stake: 1000,
      unmatched_stake: 0,
      cancelled_stake: 0,
      avg_price: price,
      line: null,
    },
    balance: { main_balance: 25000, bonus_balance: 0, net_exposure: 1000, total_balance: 25000, available_credit: 24000 },
  };
}
