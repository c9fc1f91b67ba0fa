import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPolledFeed, type PolledFeedEvent } from './polled-feed';

afterEach(() => {
  vi.useRealTimers();
});

type Tick = { event: 'tick'; data: number };

/** A feed over a value the test changes; counts its reads of the "database". */
function feedOver(initial: { phase: string; at: number }) {
  const source = { value: initial, reads: 0 };
  const feed = createPolledFeed<{ phase: string; at: number }, Tick>({
    pollMs: 100,
    read: async () => {
      source.reads += 1;
      return { ...source.value };
    },
    changeKey: ({ phase }) => phase,
    everyPoll: ({ phase, at }) => (phase === 'flying' ? [{ event: 'tick', data: at }] : []),
  });
  return { source, feed };
}

describe('polled feed', () => {
  it('sends the state once per change and the per-poll events on every poll', async () => {
    vi.useFakeTimers();
    const { source, feed } = feedOver({ phase: 'betting', at: 0 });
    const seen: PolledFeedEvent<{ phase: string; at: number }, Tick>[] = [];
    const unsubscribe = feed.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(350);
    expect(seen).toEqual([{ event: 'state', data: { phase: 'betting', at: 0 } }]);

    source.value = { phase: 'flying', at: 1 };
    await vi.advanceTimersByTimeAsync(100);
    source.value = { phase: 'flying', at: 2 };
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.slice(1)).toEqual([
      { event: 'state', data: { phase: 'flying', at: 1 } },
      { event: 'tick', data: 1 },
      { event: 'tick', data: 2 },
    ]);
    unsubscribe();
  });

  it('polls only while someone listens', async () => {
    vi.useFakeTimers();
    const { source, feed } = feedOver({ phase: 'betting', at: 0 });
    await vi.advanceTimersByTimeAsync(500);
    expect(source.reads).toBe(0);
    const first = feed.subscribe(() => undefined);
    const second = feed.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(200);
    const whileListened = source.reads;
    expect(whileListened).toBe(3); // at once, then every 100 ms: one poll for both listeners
    first();
    await vi.advanceTimersByTimeAsync(100);
    expect(source.reads).toBe(whileListened + 1);
    second();
    await vi.advanceTimersByTimeAsync(500);
    expect(source.reads).toBe(whileListened + 1);
  });

  it('keeps going after a failed read and tells listeners when it closes', async () => {
    vi.useFakeTimers();
    let isFailing = true;
    const feed = createPolledFeed<string>({
      pollMs: 100,
      read: async () => {
        if (isFailing) throw new Error('database busy');
        return 'ok';
      },
      changeKey: (value) => value,
    });
    const seen: string[] = [];
    feed.subscribe((event) => seen.push(event.event === 'state' ? `state ${event.data}` : event.event));
    await vi.advanceTimersByTimeAsync(150);
    isFailing = false;
    await vi.advanceTimersByTimeAsync(100);
    feed.close();
    expect(seen).toEqual(['state ok', 'close']);
  });
});
