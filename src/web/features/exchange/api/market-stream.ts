import { notifyManager } from '@tanstack/react-query';
import type { MarketBook } from '@shared/schemas/exchange';
import type { BookMoney } from './book-money';

// Live books over one connection: every market on screen shares a single EventSource on
// GET /api/stream/markets?ids=1,2,3 (a browser keeps at most six HTTP/1.1 connections to a host,
// so a stream per market would starve the API calls). The connection is reopened, once per
// burst of mounts and unmounts, when the set of markets changes. A subscriber hears whether the
// stream is up; while it is not (connecting, dropped, more than MAX_MARKETS on screen) its
// caller polls instead. Books are handed over once per animation frame, the latest of each
// market, in one batch: the snapshot of a dozen markets on (re)connect, or a burst of prices,
// redraws the page once instead of once per book (and nothing while the tab is hidden).

export const MAX_MARKETS = 20;
const RECONNECT_DELAY_MS = 50;

export type MarketSubscriber = { onBook: (book: MarketBook) => void; onLive: (isLive: boolean) => void };

const subscribers = new Map<number, Set<MarketSubscriber>>();
let source: EventSource | undefined;
let sourceKey = '';
/** The book the stream follows: one session, so one world of money, at a time. */
let streamMoney: BookMoney = 'real';
let isLive = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The latest book of each market since the last frame. */
const arrived = new Map<number, MarketBook>();
let isFrameAsked = false;

function isMarketBook(value: unknown): value is MarketBook {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' && 'runners' in value && Array.isArray(value.runners);
}

function setLive(next: boolean) {
  isLive = next;
  for (const set of subscribers.values()) for (const subscriber of set) subscriber.onLive(next);
}

function connect() {
  timer = undefined;
  const ids = [...subscribers.keys()].sort((a, b) => a - b);
  const key = `${streamMoney}:${ids.join(',')}`;
  if (key === sourceKey) return;
  source?.close();
  source = undefined;
  sourceKey = key;
  setLive(false);
  if (ids.length === 0) return;
  const next = new EventSource(`/api/stream/markets?ids=${ids.join(',')}${streamMoney === 'play' ? '&money=play' : ''}`);
  next.addEventListener('open', () => setLive(true));
  next.addEventListener('error', () => setLive(false));
  next.addEventListener('book', (event: MessageEvent<string>) => {
    let book: unknown;
    try {
      book = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!isMarketBook(book)) return;
    arrived.set(book.id, book);
    askForFrame();
  });
  source = next;
}

/** Where the browser has no animation frames (a test), about one frame's time. */
function askForFrame() {
  if (isFrameAsked) return;
  isFrameAsked = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(deliverBooks);
  else setTimeout(deliverBooks, 16);
}

/** Hands the frame's books to their subscribers; React Query tells the views once, for all of them. */
function deliverBooks() {
  isFrameAsked = false;
  const books = [...arrived.values()];
  arrived.clear();
  notifyManager.batch(() => {
    for (const book of books) for (const subscriber of subscribers.get(book.id) ?? []) subscriber.onBook(book);
  });
}

function scheduleConnect() {
  timer ??= setTimeout(connect, RECONNECT_DELAY_MS);
}

/** Follows a market's live book. Undefined when it cannot stream (no EventSource, too many markets on screen). */
export function subscribeMarket(marketId: number, money: BookMoney, subscriber: MarketSubscriber): (() => void) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  if (money !== streamMoney) {
    streamMoney = money;
    scheduleConnect();
  }
  let set = subscribers.get(marketId);
  if (!set) {
    if (subscribers.size >= MAX_MARKETS) return undefined;
    set = new Set();
    subscribers.set(marketId, set);
    scheduleConnect();
  }
  const current = set;
  current.add(subscriber);
  subscriber.onLive(isLive && sourceKey === `${streamMoney}:${[...subscribers.keys()].sort((a, b) => a - b).join(',')}`);
  return () => {
    current.delete(subscriber);
    if (current.size > 0) return;
    subscribers.delete(marketId);
    scheduleConnect();
  };
}
