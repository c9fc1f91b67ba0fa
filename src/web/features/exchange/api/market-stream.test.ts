import { describe, expect, it, vi } from 'vitest';
import type { MarketBook } from '@shared/schemas/exchange';
import { FakeEventSource, useFakeEventSource } from '@web/test/fake-event-source';

// The browser's one live connection for every market on screen, driven through a fake
// EventSource that records the URL it was opened on and lets the test fire its events.

const book = (id: number) => ({ id, runners: [] }) as unknown as MarketBook;

async function loadStream() {
  vi.resetModules();
  return import('./market-stream');
}

function latest(): FakeEventSource {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
}

describe('market stream', () => {
  useFakeEventSource();

  it('opens one connection for every market subscribed in the same burst', async () => {
    const { subscribeMarket } = await loadStream();
    subscribeMarket(7, 'real', { onBook: vi.fn(), onLive: vi.fn() });
    subscribeMarket(3, 'real', { onBook: vi.fn(), onLive: vi.fn() });
    subscribeMarket(7, 'real', { onBook: vi.fn(), onLive: vi.fn() });
    await vi.runAllTimersAsync();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/stream/markets?ids=3,7']);
  });

  it("follows a demo player's play-money book", async () => {
    const { subscribeMarket } = await loadStream();
    subscribeMarket(4, 'play', { onBook: vi.fn(), onLive: vi.fn() });
    await vi.runAllTimersAsync();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/stream/markets?ids=4&money=play']);
  });

  it('hands each book only to the subscribers of its market, and ignores malformed events', async () => {
    const { subscribeMarket } = await loadStream();
    const onSeven = vi.fn();
    const onThree = vi.fn();
    subscribeMarket(7, 'real', { onBook: onSeven, onLive: vi.fn() });
    subscribeMarket(3, 'real', { onBook: onThree, onLive: vi.fn() });
    await vi.runAllTimersAsync();
    latest().fire('book', JSON.stringify(book(7)));
    latest().fire('book', 'not json');
    latest().fire('book', JSON.stringify({ id: '3' }));
    await vi.runAllTimersAsync();
    expect(onSeven).toHaveBeenCalledTimes(1);
    expect(onSeven).toHaveBeenCalledWith(book(7));
    expect(onThree).not.toHaveBeenCalled();
  });

  it('hands over the latest book of each market once per frame, all markets together', async () => {
    const { subscribeMarket } = await loadStream();
    const onSeven = vi.fn();
    const onThree = vi.fn();
    subscribeMarket(7, 'real', { onBook: onSeven, onLive: vi.fn() });
    subscribeMarket(3, 'real', { onBook: onThree, onLive: vi.fn() });
    await vi.runAllTimersAsync();
    const older = { ...book(7), status: 'OPEN' };
    const newer = { ...book(7), status: 'SUSPENDED' };
    latest().fire('book', JSON.stringify(older));
    latest().fire('book', JSON.stringify(book(3)));
    latest().fire('book', JSON.stringify(newer));
    expect(onSeven).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    expect(onSeven.mock.calls).toEqual([[newer]]);
    expect(onThree.mock.calls).toEqual([[book(3)]]);
  });

  it('tells subscribers when the stream is up and when it drops, so they poll meanwhile', async () => {
    const { subscribeMarket } = await loadStream();
    const onLive = vi.fn();
    subscribeMarket(5, 'real', { onBook: vi.fn(), onLive });
    expect(onLive).toHaveBeenLastCalledWith(false);
    await vi.runAllTimersAsync();
    latest().fire('open');
    expect(onLive).toHaveBeenLastCalledWith(true);
    latest().fire('error');
    expect(onLive).toHaveBeenLastCalledWith(false);
  });

  it('reopens with the new set when a market leaves, and closes when the last one goes', async () => {
    const { subscribeMarket } = await loadStream();
    const stopOne = subscribeMarket(1, 'real', { onBook: vi.fn(), onLive: vi.fn() });
    const stopTwo = subscribeMarket(2, 'real', { onBook: vi.fn(), onLive: vi.fn() });
    await vi.runAllTimersAsync();
    const first = latest();
    stopOne?.();
    await vi.runAllTimersAsync();
    expect(first.isClosed).toBe(true);
    expect(latest().url).toBe('/api/stream/markets?ids=2');
    stopTwo?.();
    await vi.runAllTimersAsync();
    expect(latest().isClosed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('refuses a market past the cap, which its caller then polls', async () => {
    const { subscribeMarket, MAX_MARKETS } = await loadStream();
    for (let id = 1; id <= MAX_MARKETS; id += 1) expect(subscribeMarket(id, 'real', { onBook: vi.fn(), onLive: vi.fn() })).toBeTypeOf('function');
    expect(subscribeMarket(MAX_MARKETS + 1, 'real', { onBook: vi.fn(), onLive: vi.fn() })).toBeUndefined();
  });

  it('streams nothing where the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { subscribeMarket } = await loadStream();
    expect(subscribeMarket(1, 'real', { onBook: vi.fn(), onLive: vi.fn() })).toBeUndefined();
  });
});
