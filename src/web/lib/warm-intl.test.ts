import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultUserSettings } from '@shared/schemas/settings';
import { applyPreferences, getPreferences } from './preferences';
import { warmIntl } from './warm-intl';

type Listener = () => void;

/** A stand-in for the browser's Worker: what the page asks of it, and its answers on demand. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly posted: unknown[] = [];
  readonly listeners = new Map<string, Listener[]>();
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

describe('warmIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it('asks a module worker for the language’s date locale in the player’s timezone, and ends it once it answers', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl('hi');
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/warm-intl\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.posted).toEqual([{ locale: 'hi-IN', timeZone: getPreferences().appearance.timezone }]);
    expect(worker?.terminated).toBe(false);
    worker?.fire('message');
    expect(worker?.terminated).toBe(true);
  });

  it('follows a timezone the player chose', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const settings = structuredClone(defaultUserSettings);
    settings.appearance.timezone = 'Asia/Dubai';
    applyPreferences(settings);
    try {
      warmIntl('bn');
      expect(FakeWorker.made[0]?.posted).toEqual([{ locale: 'bn-IN-u-nu-latn', timeZone: 'Asia/Dubai' }]);
    } finally {
      applyPreferences(defaultUserSettings);
    }
  });

  it('ends a worker that fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl('en');
    FakeWorker.made[0]?.fire('error');
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('does nothing, and throws nothing, without workers or when one is refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('ta')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl('ta')).not.toThrow();
  });
});
