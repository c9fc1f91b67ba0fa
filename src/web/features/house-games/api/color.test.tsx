import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { testQueryClient } from '@web/test/render';
import type { ColorState } from '../color-logic';
import { useColorState } from './color';
import { FakeEventSource, useFakeEventSource } from '@web/test/fake-event-source';

// The colour state comes from one EventSource; GET state is polled only while it is down.

const polled: ColorState = { server_time: '2026-01-01T12:00:00.000Z', current: null, recent: [], payouts: { green: 1.96 } };
const streamed: ColorState = { ...polled, server_time: '2026-01-01T12:00:01.000Z', payouts: { green: 1.96, red: 1.96 } };

function renderColorState() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useColorState(), { wrapper });
}

const source = () => {
  const opened = FakeEventSource.opened.at(-1);
  if (!opened) throw new Error('no EventSource');
  return opened;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useColorState', () => {
  useFakeEventSource();

  it('takes the state from the stream and stops polling while it is live, polling again when it drops', async () => {
    const calls = mockFetch({ 'GET /api/casino/house/color-prediction/state': () => ok(polled) });
    const { result, unmount } = renderColorState();
    await advance(0);
    expect(FakeEventSource.opened.map((opened) => opened.url)).toEqual(['/api/casino/house/color-prediction/stream']);
    expect(result.current.state.data).toEqual(polled);
    expect(result.current.isLive).toBe(false);
    await advance(3_100);
    expect(calls).toHaveLength(2); // polled every 3 s until the stream speaks

    act(() => source().fire('state', JSON.stringify(streamed)));
    expect(result.current.isLive).toBe(true);
    expect(result.current.state.data).toEqual(streamed);
    await advance(10_000);
    expect(calls).toHaveLength(2);

    act(() => source().fire('state', 'not json'));
    expect(result.current.state.data).toEqual(streamed);

    act(() => source().fire('error'));
    expect(result.current.isLive).toBe(false);
    await advance(3_100);
    expect(calls.length).toBeGreaterThan(2);

    unmount();
    expect(source().isClosed).toBe(true);
  });
});
