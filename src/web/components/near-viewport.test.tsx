import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport';

/** jsdom has no IntersectionObserver: this one reports only what the test tells it to. */
class ControlledObserver {
  static last: ControlledObserver | undefined;
  readonly observed: Element[] = [];
  isDisconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ControlledObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.isDisconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A lazy section whose chunk "download" the test can see. */
function lazySection() {
  const load = vi.fn(async () => ({ default: () => <p>Upcoming Events</p> }));
  return { load, Section: lazy(load) };
}

describe('NearViewport', () => {
  it('holds the placeholder and does not load the section until it comes within 600px of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { load, Section } = lazySection();
    render(
      <NearViewport placeholder={<p>Loading markets...</p>}>
        <Section />
      </NearViewport>,
    );
    const observer = ControlledObserver.last;
    expect(observer?.options.rootMargin).toBe('600px 0px');
    expect(screen.getByText('Loading markets...')).toBeTruthy();

    act(() => observer?.report(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Upcoming Events')).toBeNull();

    act(() => observer?.report(true));
    expect(await screen.findByText('Upcoming Events')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading markets...')).toBeNull();
    expect(observer?.isDisconnected).toBe(true);
  });

  it('without IntersectionObserver, loads the section once the browser is idle', async () => {
    const { load, Section } = lazySection();
    render(
      <NearViewport placeholder={<p>Loading markets...</p>}>
        <Section />
      </NearViewport>,
    );
    expect(screen.getByText('Loading markets...')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Upcoming Events')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
