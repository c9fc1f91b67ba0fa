import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadExtraCatalog } from '@web/i18n/i18n';
import { startSession } from '@web/lib/session';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { MatkaPage } from './matka-page';

const now = Date.parse('2026-11-22T10:00:00Z');
const market = (id: number, name: string, category: 'matka' | 'delhi', closesInMs: number, status: 'Open' | 'Close') => ({
  id,
  name,
  category,
  open_time: '10:00',
  close_time: '11:00',
  open: '22/11 10:00',
  close: '22/11 11:00',
  status,
  closes_at: new Date(now + closesInMs).toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('matka page', () => {
  it('shows each market card with its status and a countdown refreshed every second', async () => {
    mockFetch({
      'GET /api/matka/markets': () => ok({ markets: [market(1, 'KALYAN', 'matka', 3_725_000, 'Open'), market(2, 'DESAWAR', 'delhi', 90_061_000, 'Close')] }),
    });
    renderWithProviders(<MatkaPage />);
    expect(await screen.findByText('KALYAN')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delhi Market' })).toBeTruthy();
    const [first, second] = screen.getAllByTestId('matka-countdown');
    expect(first?.textContent).toBe('0 days: 01 H: 02 M: 05 S');
    expect(second?.textContent).toBe('1 days: 01 H: 01 M: 01 S');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getAllByTestId('matka-countdown')[0]?.textContent).toBe('0 days: 01 H: 02 M: 03 S');
    expect(screen.getByText('Open', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Close', { selector: 'span' })).toBeTruthy();
  });

  it('holds a card at zero when its close has passed', async () => {
    mockFetch({ 'GET /api/matka/markets': () => ok({ markets: [market(1, 'KALYAN', 'matka', 1_000, 'Open')] }) });
    renderWithProviders(<MatkaPage />);
    expect(await screen.findByText('KALYAN')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByTestId('matka-countdown').textContent).toBe('0 days: 00 H: 00 M: 00 S');
  });

  it('opens the bet screen from Play Now and places a slip with one Idempotency-Key, showing a refusal in words', async () => {
    startSession(
      {
        id: 9,
        username: 'ravi_9',
        display_name: 'Ravi',
        phone_number: '9876543210',
        email: null,
        status: 'active',
        role: 'player',
        is_demo: false,
        balance: 0,
        bonus_balance: 0,
        available_credit: 0,
        net_exposure: 0,
      },
      'token-abcdefghijklmnopqrstuvwxyz',
    );
    let attempts = 0;
    const calls = mockFetch({
      'GET /api/matka/markets': () => ok({ markets: [market(1, 'KALYAN', 'matka', 3_725_000, 'Open')] }),
      'GET /api/matka/rates': () => ok({ rates: { single: 9.5, jodi: 95, single_patti: 150, double_patti: 300, triple_patti: 1000 } }),
      'GET /api/matka/markets/1/draw': () =>
        ok({
          draw: {
            market_id: 1,
            draw_date: '2026-11-22',
            open_closes_at: new Date(now + 600_000).toISOString(),
            close_closes_at: new Date(now + 3_600_000).toISOString(),
            open_accepting: true,
            close_accepting: true,
          },
        }),
      'GET /api/matka/bets': () => ok({ bets: [] }),
      'POST /api/matka/bets': () => {
        attempts += 1;
        return attempts === 1 ? fail(422, 'Insufficient balance', 'INSUFFICIENT_BALANCE') : ok({ bets: [] }, 'Bet placed');
      },
    });
    renderWithProviders(<MatkaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: KALYAN' }));
    expect(await screen.findByRole('heading', { name: 'KALYAN' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /open session/i }).textContent).toMatch(/Closes in 00:(10:00|09:5\d)$/);
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    fireEvent.change(screen.getByLabelText('Stake (₹)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: /Add 5 to slip/ }));
    expect(screen.getByRole('complementary', { name: 'Bet slip' }).textContent).toContain('₹100.00 → ₹950.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet placed')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { market_id: 1, session: 'open', bets: [{ type: 'single', number: '5', stake: 100 }] },
      { market_id: 1, session: 'open', bets: [{ type: 'single', number: '5', stake: 100 }] },
    ]);
    // A refusal is final: the second try is a new placement with a new key.
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[1]?.headers['Idempotency-Key']).not.toBe(posts[0]?.headers['Idempotency-Key']);
  });

  it('speaks Hindi when the site does, its title and tabs too, keeping the market names as the operator wrote them', async () => {
    await activateLanguage('hi', { remember: false });
    await loadExtraCatalog();
    try {
      mockFetch({
        'GET /api/matka/markets': () => ok({ markets: [market(1, 'KALYAN', 'matka', 3_725_000, 'Open'), market(2, 'DESAWAR', 'delhi', 90_061_000, 'Close')] }),
      });
      renderWithProviders(<MatkaPage />);
      expect(await screen.findByText('KALYAN')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'दिल्ली मार्केट' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'मटका', level: 1 })).toBeTruthy();
      expect(screen.getByRole('tablist', { name: 'मटका' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'मटका' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'मटका रिज़ल्ट' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'अभी खेलें: KALYAN' })).toBeTruthy();
      expect(screen.getByText('ओपन', { selector: 'span' })).toBeTruthy();
      expect(screen.queryByText('Play Now')).toBeNull();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
