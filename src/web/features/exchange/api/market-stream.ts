import type { MarketBook } from '../../../../shared/schemas/exchange';

// One EventSource per market (GET /api/stream/markets/{id}), shared by every component showing
// that market and closed when the last one goes. A browser keeps at most six HTTP/1.1
// connections to a host, so at most MAX_STREAMS markets stream at once and the API keeps room
// for its other calls; a market over the cap is refused (its caller polls instead).

export const MAX_STREAMS = 4;

type BookListener = (book: MarketBook) => void;
type Stream = { source: EventSource; listeners: Set<BookListener> };

const streams = new Map<number, Stream>();

function isMarketBook(value: unknown, marketId: number): value is MarketBook {
  return typeof value === 'object' && value !== null && 'id' in value && value.id === marketId && 'runners' in value && Array.isArray(value.runners);
}

function openStream(marketId: number): Stream {
  const source = new EventSource(`/api/stream/markets/${marketId}`);
  const stream: Stream = { source, listeners: new Set() };
  source.addEventListener('book', (event: MessageEvent<string>) => {
    let book: unknown;
    try {
      book = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!isMarketBook(book, marketId)) return;
    for (const listener of stream.listeners) listener(book);
  });
  return stream;
}

/** Listens to the market's live book. Undefined when no stream can be had (cap reached, no EventSource). */
export function subscribeMarket(marketId: number, listener: BookListener): (() => void) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  let stream = streams.get(marketId);
  if (!stream) {
    if (streams.size >= MAX_STREAMS) return undefined;
    stream = openStream(marketId);
    streams.set(marketId, stream);
  }
  const current = stream;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.source.close();
    streams.delete(marketId);
  };
}
