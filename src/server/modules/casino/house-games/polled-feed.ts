// The live feed of a shared-round game (crash, colour prediction), read from the database. Each
// process polls while it has listeners, whichever process runs the round loop, so any number of
// API processes serve the stream without talking to each other. A `state` event goes out when
// the snapshot changed since the last poll; a game may add events sent on every poll.

export type FeedEvent = { event: string; data: unknown };
export type PolledFeedEvent<S, E extends FeedEvent = never> =
  | { event: 'state'; data: S }
  | E
  /** The server is shutting down: listeners end their streams. */
  | { event: 'close' };
export type PolledFeed<S, E extends FeedEvent = never> = {
  subscribe(listener: (event: PolledFeedEvent<S, E>) => void): () => void;
  close(): void;
};

export type PolledFeedOptions<S, E extends FeedEvent> = {
  read: (now: Date) => Promise<S>;
  /** What of a snapshot is news (not the server time, not a moving multiplier). */
  changeKey: (snapshot: S, now: Date) => string;
  /** Events sent on every poll, changed or not (crash: the multiplier while flying). */
  everyPoll?: (snapshot: S) => E[];
  pollMs: number;
};

export function createPolledFeed<S, E extends FeedEvent = never>(options: PolledFeedOptions<S, E>): PolledFeed<S, E> {
  const listeners = new Set<(event: PolledFeedEvent<S, E>) => void>();
  let timer: NodeJS.Timeout | undefined;
  let lastKey = '';
  let isPolling = false;

  const emit = (event: PolledFeedEvent<S, E>) => {
    for (const listener of listeners) listener(event);
  };
  const poll = async () => {
    if (isPolling) return;
    isPolling = true;
    try {
      const now = new Date();
      const snapshot = await options.read(now);
      const key = options.changeKey(snapshot, now);
      if (key !== lastKey) {
        lastKey = key;
        emit({ event: 'state', data: snapshot });
      }
      for (const event of options.everyPoll?.(snapshot) ?? []) emit(event);
    } catch {
      // A failed poll (database busy or closing) is retried on the next one.
    } finally {
      isPolling = false;
    }
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    lastKey = '';
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(() => void poll(), options.pollMs);
        void poll();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    close() {
      emit({ event: 'close' });
      listeners.clear();
      stop();
    },
  };
}
