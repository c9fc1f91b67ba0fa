import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
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
});
