import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketBook } from '@shared/schemas/exchange';
import { defaultUserSettings } from '@shared/settings-defaults';
import { applyPreferences } from '@web/lib/preferences';
import { endSession, startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { BetSlip } from './bet-slip';
import type { BetSelection } from './bet-slip-store';

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
  in_play: false,
  name: 'Match Odds',
  type: 'match_odds',
  status: 'OPEN',
  min_stake: 100,
  max_stake: 500000,
  bet_delay: 0,
  commission_rate: 0,
  is_settled: false,
  result: null,
  runners: [{ id: 21, name: 'India', back: [{ price: 1.86, size: 60000 }], lay: [{ price: 1.88, size: 60000 }] }],
};

const selection = (side: 'back' | 'lay', price: number): BetSelection => ({
  marketId: 11,
  runnerId: 21,
  side,
  price,
  line: null,
  runnerName: 'India',
  marketName: 'Match Odds',
  marketType: 'match_odds',
  eventId: 3,
  eventName: 'India v Australia',
  sport: 'cricket',
});

const placed = {
  bet: {
    id: 99,
    market_id: 11,
    runner_id: 21,
    side: 'back',
    price: 1.86,
    stake: 1000,
    status: 'matched',
    matched_stake: 1000,
    unmatched_stake: 0,
    cancelled_stake: 0,
    avg_price: 1.86,
    line: null,
  },
  balance: { main_balance: 25000, bonus_balance: 0, net_exposure: 1000, total_balance: 25000, available_credit: 24000 },
};

function renderSlip(side: 'back' | 'lay', price: number, placeReply: () => ReturnType<typeof ok> | Error = () => ({ ...ok(placed), status: 201 })) {
  startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
  const calls = mockFetch({ 'GET /api/markets/11': () => ok({ market: book }), 'POST /api/bets/place': placeReply });
  renderWithProviders(<BetSlip selection={selection(side, price)} onClose={vi.fn()} />);
  return calls;
}

const oddsInput = () => screen.getByLabelText('Odds');
const stakeInput = () => screen.getByLabelText('Stake (₹)');

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('bet slip', () => {
  it('steps the price along the ladder with the tick buttons', async () => {
    renderSlip('back', 1.99);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Raise odds by one tick' }));
    expect(oddsInput()).toHaveProperty('value', '2.00');
    await user.click(screen.getByRole('button', { name: 'Raise odds by one tick' }));
    expect(oddsInput()).toHaveProperty('value', '2.02');
    await user.click(screen.getByRole('button', { name: 'Lower odds by one tick' }));
    expect(oddsInput()).toHaveProperty('value', '2.00');
    await user.click(screen.getByRole('button', { name: 'Lower odds by one tick' }));
    expect(oddsInput()).toHaveProperty('value', '1.99');
  });

  it('snaps a typed off-ladder price onto the ladder when ticked', async () => {
    renderSlip('back', 3);
    const user = userEvent.setup();
    await user.clear(oddsInput());
    await user.type(oddsInput(), '3.02');
    await user.click(screen.getByRole('button', { name: 'Raise odds by one tick' }));
    expect(oddsInput()).toHaveProperty('value', '3.05');
  });

  it('refuses a typed price that is off the ladder and sends nothing', async () => {
    const calls = renderSlip('back', 2);
    const user = userEvent.setup();
    await user.clear(oddsInput());
    await user.type(oddsInput(), '2.01');
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Price must be on the odds ladder (1.01 to 1000)')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the profit of a back bet and its stake as liability', async () => {
    renderSlip('back', 2.5);
    fireEvent.change(stakeInput(), { target: { value: '1000' } });
    expect(screen.getByTestId('slip-primary').textContent).toBe('₹1,500.00');
    expect(screen.getByText('Liability').nextElementSibling?.textContent).toBe('₹1,000.00');
  });

  it('shows the liability of a lay bet as stake × (price − 1)', async () => {
    renderSlip('lay', 3.45);
    fireEvent.change(stakeInput(), { target: { value: '2,000' } });
    expect(screen.getByText('Liability').nextElementSibling?.textContent).toBe('₹4,900.00');
    expect(screen.getByText('Profit').nextElementSibling?.textContent).toBe('₹2,000.00');
  });

  it('sets the stake from a quick stake button, with thousands separators', async () => {
    renderSlip('back', 1.86);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '25,000' }));
    expect(stakeInput()).toHaveProperty('value', '25,000');
    await user.click(screen.getByRole('button', { name: '500' }));
    expect(stakeInput()).toHaveProperty('value', '500');
    expect(screen.getByTestId('slip-primary').textContent).toBe('₹430.00');
  });

  it('refuses a stake below the minimum before sending', async () => {
    const calls = renderSlip('back', 1.86);
    const user = userEvent.setup();
    await user.type(stakeInput(), '50');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Minimum stake is ₹100')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('places the order with an Idempotency-Key and shows what matched', async () => {
    const calls = renderSlip('back', 1.86);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Bet matched')).toBeTruthy();
    expect(screen.getByText('₹1,000.00 matched at 1.86')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ market_id: 11, runner_id: 21, side: 'back', price: 1.86, stake: 1000, event_id: 3, persistence: 'lapse' });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the balance after the bet from the answer, in rupees with Indian grouping', async () => {
    const answer = {
      ...placed,
      balance: { main_balance: 1235567.5, bonus_balance: 0, net_exposure: 1000, total_balance: 1235567.5, available_credit: 1234567.5 },
    };
    renderSlip('back', 1.86, () => ({ ...ok(answer), status: 201 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Bet matched')).toBeTruthy();
    expect(screen.getByTestId('slip-balance').textContent).toBe('₹12,34,567.50');
    expect(screen.getByTestId('slip-exposure').textContent).toBe('₹1,000.00');
  });

  it('lapses the unmatched part at in-play unless Keep in play is ticked', async () => {
    const calls = renderSlip('lay', 1.88);
    const user = userEvent.setup();
    const keep = screen.getByRole('checkbox', { name: 'Keep in play' });
    expect(keep).toHaveProperty('checked', false);
    expect(screen.getByText('Any unmatched part is cancelled when the event goes in play.')).toBeTruthy();
    await user.click(keep);
    expect(screen.getByText('Any unmatched part stays in the market when the event goes in play.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '500' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByText('Bet matched');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ side: 'lay', stake: 500, persistence: 'persist' });
  });

  it('says what Keep in play does once the event is in play: a suspension lapses the unmatched part', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    mockFetch({ 'GET /api/markets/11': () => ok({ market: { ...book, in_play: true } }) });
    renderWithProviders(<BetSlip selection={selection('back', 1.86)} onClose={vi.fn()} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Any unmatched part is cancelled when the market is suspended.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Keep in play' }));
    expect(screen.getByText('Any unmatched part stays in the market when it is suspended.')).toBeTruthy();
  });

  it('sends the same Idempotency-Key again when the same placement is retried', async () => {
    let attempt = 0;
    const calls = renderSlip('back', 1.86, () => (attempt++ === 0 ? new Error('offline') : { ...ok(placed), status: 201 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Bet matched')).toBeTruthy();
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('takes a fancy line at its rate and sends the line clicked', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const calls = mockFetch({
      'GET /api/markets/11': () => ok({ market: { ...book, type: 'fancy', name: '10 Over Runs IND' } }),
      'POST /api/bets/place': () => ({ ...ok(placed), status: 201 }),
    });
    renderWithProviders(<BetSlip selection={{ ...selection('back', 2), marketType: 'fancy', line: 84, runnerName: '10 Over Runs IND' }} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Raise odds by one tick' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Keep in play' })).toBeNull();
    expect(screen.getByText('Rate').nextElementSibling?.textContent).toBe('100');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByTestId('slip-primary').textContent).toBe('₹500.00');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('₹1,000.00 matched at rate 86')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ price: 2, line: 84, stake: 500 });
  });

  it('offers no Keep in play on a bookmaker market, whose bets never rest', async () => {
    startSession(player, 'token-abcdefghijklmnopqrstuvwxyz');
    const calls = mockFetch({
      'GET /api/markets/11': () => ok({ market: { ...book, type: 'bookmaker', name: 'Bookmaker' } }),
      'POST /api/bets/place': () => ({ ...ok(placed), status: 201 }),
    });
    renderWithProviders(<BetSlip selection={{ ...selection('back', 1.86), marketType: 'bookmaker', marketName: 'Bookmaker' }} onClose={vi.fn()} />);
    expect(screen.queryByRole('checkbox', { name: 'Keep in play' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '500' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByText('Bet matched');
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('persistence');
  });

  it("shows the server's refusal in its own words", async () => {
    renderSlip('back', 1.86, () => fail(422, 'Insufficient balance', 'UNPROCESSABLE'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '25,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Insufficient balance'));
  });
});

describe('bet slip with the player’s own settings', () => {
  afterEach(() => applyPreferences(defaultUserSettings));

  it('offers the player’s own stake buttons', async () => {
    applyPreferences({ ...defaultUserSettings, betting: { ...defaultUserSettings.betting, stakeButtons: [50, 150, 250, 750, 2000, 12345] } });
    renderSlip('back', 1.86);
    const quick = screen.getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['50', '150', '250', '750', '2,000', '12,345']);
    await userEvent.setup().click(within(quick).getByRole('button', { name: '12,345' }));
    expect(stakeInput()).toHaveProperty('value', '12,345');
  });

  it('asks to confirm before placing when Confirm bets is on, and Edit places nothing', async () => {
    applyPreferences({ ...defaultUserSettings, betting: { ...defaultUserSettings.betting, confirmBets: true } });
    const calls = renderSlip('back', 1.86);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1,000' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const confirm = screen.getByRole('group', { name: 'Confirm bet' });
    expect(confirm.textContent).toContain('Back India @ 1.86 for ₹1,000.00');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('group', { name: 'Confirm bet' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await user.click(within(screen.getByRole('group', { name: 'Confirm bet' })).getByRole('button', { name: 'Confirm bet' }));
    expect(await screen.findByText('Bet matched')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
