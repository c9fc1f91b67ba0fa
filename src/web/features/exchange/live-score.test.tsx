import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeEvent, MarketBook } from '@shared/schemas/exchange';
import type { LiveScore as Score } from '@shared/schemas/live-score';
import { FakeEventSource, useFakeEventSource } from '@web/test/fake-event-source';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { STREAM_GRACE_MS } from './api/market';
import { LiveScore } from './live-score';

const event = (score: Score | undefined, inPlay = true): ExchangeEvent => ({
  id: 3,
  sport: score?.sport ?? 'cricket',
  sport_name: 'Cricket',
  name: 'Nepal v Netherlands',
  competition: 'ICC T20 World Cup',
  team1: 'Nepal',
  team2: 'Netherlands',
  start_time: '2026-05-14T14:00:00.000Z',
  in_play: inPlay,
  is_over: false,
  has_gamepad: false,
  markets: [{ id: 5, name: 'Match Odds', type: 'match_odds', status: 'OPEN', runners: [] }],
  ...(score ? { score } : {}),
});

const book = (score: Score): MarketBook => ({
  id: 5,
  event_id: 3,
  event_name: 'Nepal v Netherlands',
  sport: 'cricket',
  in_play: true,
  name: 'Match Odds',
  type: 'match_odds',
  status: 'OPEN',
  min_stake: 100,
  max_stake: 25000,
  bet_delay: 0,
  commission_rate: 0,
  is_settled: false,
  result: null,
  runners: [],
  score,
});

const cricket = (runs: number, wickets: number, overs: string, recent: string[]): Score => ({
  sport: 'cricket',
  batting: 'away',
  innings: [
    { side: 'home', runs: 171, wickets: 6, overs: '20.0' },
    { side: 'away', runs, wickets, overs },
  ],
  recent,
  target: 172,
});

afterEach(() => vi.unstubAllGlobals());

describe('LiveScore', () => {
  it('shows the batting side, both innings, the target and the last balls, taking the live book over the list', async () => {
    mockFetch({ 'GET /api/markets/5': () => ok({ market: book(cricket(88, 4, '11.2', ['1', '4', 'W'])) }) });
    renderWithProviders(<LiveScore event={event(cricket(80, 3, '10.4', ['0']))} />);
    expect(await screen.findByText('88/4 (11.2 ov)')).toBeTruthy();
    expect(screen.getByText('Target 172')).toBeTruthy();
    expect(screen.getByText('Nepal 171/6 (20.0 ov)')).toBeTruthy();
    expect(screen.getByLabelText('Recent balls: 1 4 W')).toBeTruthy();
    expect(screen.queryByText('80/3 (10.4 ov)')).toBeNull();
  });

  it('shows football goals and the minute, and tennis sets, games and points, in full and compact', () => {
    mockFetch({});
    const football = renderWithProviders(<LiveScore event={event({ sport: 'football', home: 2, away: 1, minute: 67, period: '2H' })} />);
    expect(screen.getByLabelText('Live score').textContent).toBe("Nepal2 - 1Netherlands67'");
    football.unmount();
    const compact = renderWithProviders(<LiveScore event={event({ sport: 'football', home: 0, away: 0, minute: 45, period: 'HT' })} isCompact />);
    expect(screen.getByLabelText('Live score').textContent).toBe('0 - 0 · HT');
    compact.unmount();
    renderWithProviders(<LiveScore event={event({ sport: 'tennis', sets: [1, 0], games: [4, 3], points: ['40', 'AD'], server: 'away' })} />);
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).toBe('Nepal1440');
    expect(rows[2]?.textContent).toBe('Netherlands •03AD');
  });

  it('shows nothing before the event is in play or without a score', () => {
    mockFetch({});
    const before = renderWithProviders(<LiveScore event={event(cricket(1, 0, '0.1', ['1']), false)} />);
    expect(screen.queryByLabelText('Live score')).toBeNull();
    before.unmount();
    renderWithProviders(<LiveScore event={event(undefined)} />);
    expect(screen.queryByLabelText('Live score')).toBeNull();
  });
});

describe("a list row's live score", () => {
  useFakeEventSource();
  const bookCalls = (calls: Array<{ path: string }>) => calls.filter((call) => call.path.startsWith('/api/markets/'));

  it("asks for no book while the stream comes up: the stream's first event is the book", async () => {
    const calls = mockFetch({ 'GET /api/markets/5': () => ok({ market: book(cricket(88, 4, '11.2', ['1'])) }) });
    renderWithProviders(<LiveScore event={event(cricket(80, 3, '10.4', ['0']))} isCompact />);
    expect(screen.getByLabelText('Live score').textContent).toContain('80/3');
    await act(() => vi.advanceTimersByTimeAsync(100));
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no stream opened');
    act(() => {
      source.fire('open');
      source.fire('book', JSON.stringify(book(cricket(90, 4, '11.5', ['6']))));
    });
    // Streamed books reach the views with the next animation frame, all of a frame's at once.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByLabelText('Live score').textContent).toContain('90/4');
    await act(() => vi.advanceTimersByTimeAsync(STREAM_GRACE_MS * 4));
    expect(bookCalls(calls)).toEqual([]);
  });

  it('asks for the book itself when no stream comes up within the grace', async () => {
    vi.stubGlobal('EventSource', undefined); // a browser that cannot stream
    const calls = mockFetch({ 'GET /api/markets/5': () => ok({ market: book(cricket(88, 4, '11.2', ['1'])) }) });
    renderWithProviders(<LiveScore event={event(cricket(80, 3, '10.4', ['0']))} isCompact />);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_GRACE_MS - 100));
    expect(bookCalls(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bookCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByLabelText('Live score').textContent).toContain('88/4');
  });
});
