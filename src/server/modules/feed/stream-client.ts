import net from 'node:net';
import tls from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSession } from './betfair-session';
import { cricketScoreOf, holdCricketChange, type HeldCricket } from './cricket-score';
import type { FeedSource, FeedUpdate } from './feed-source';
import { applyRunnerChanges, clearRunner, fairPriceOf, type PriceLadders } from './price-ladders';
import { MAX_RECONNECT_MS, reactionTo, type StatusReaction } from './stream-status';
import { serverMessageSchema, type Ccm, type MarketChange, type Mcm } from './wire-messages';

// The feed adapter for Betfair's Exchange Stream protocol. It connects over TLS (tls://, as
// Betfair serves it) or plain TCP (tcp://, the demo and tunnels), answers the server's
// `connection` with `authentication` and a `marketSubscription` (carrying the last clock
// tokens, so a resubscription resumes with a RESUB_DELTA) and, when asked, a
// `cricketSubscription`; sends a `heartbeat` request every heartbeatMs, and drops and
// reconnects (after reconnectMs, doubling to 30 s) when the socket ends or stays quiet for 3
// heartbeats. A refused request is handled by its error code (stream-status.ts). Market changes
// become fair prices, states and results; cricket changes become live scores; Lotus's own
// fixture, score and result messages pass through as they are.

export const MAX_LINE_CHARS = 1_000_000;

/** The price data asked for: the site's best prices (virtual included), the best prices, or the whole ladder. */
export type PriceFields = 'EX_BEST_OFFERS_DISP' | 'EX_BEST_OFFERS' | 'EX_ALL_OFFERS';

export type StreamClientOptions = {
  url: string;
  session: FeedSession | undefined;
  heartbeatMs: number;
  log: FastifyBaseLogger;
  reconnectMs?: number;
  /** CA certificates a tls:// feed is verified against (the operator's file); the system's when absent. */
  ca?: Buffer | undefined;
  priceFields?: PriceFields;
  /** Subscribes to Betfair's cricket data for the same markets. */
  cricket?: boolean;
};

export type StreamClient = FeedSource & {
  /** Subscribes to exactly these markets (the catalogue's); until called, to every market the feed offers. */
  subscribeTo(marketIds: readonly string[]): void;
};

type Segment = { message: Mcm; changes: MarketChange[] };

export function createStreamClient(options: StreamClientOptions): StreamClient {
  const { heartbeatMs, log } = options;
  const target = new URL(options.url);
  const isTls = target.protocol === 'tls:';
  const baseReconnectMs = options.reconnectMs ?? 1000;
  const ladders: PriceLadders = new Map();
  const cricket: HeldCricket = new Map();
  let clocks: { clk?: string; initialClk?: string } = {};
  let marketIds: string[] | undefined;
  let socket: net.Socket | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectMs = baseReconnectMs;
  let lastHeard = 0;
  // The last message of any kind on this connection (stale ones too): the socket is alive.
  let lastLine = 0;
  let connectedAt = 0;
  // Whether this connection's greeting came: until it does, nothing it says counts as heard.
  let isGreeted = false;
  // Betfair says its own data may be stale (mcm status 503): nothing counts as heard until it recovers.
  let isStale = false;
  let isCricketRefused = false;
  let segment: Segment | undefined;
  let sessionToken: string | undefined;
  let requestId = 0;
  const requests = new Map<number, string>();
  let isStopped = false;
  let queue: Promise<void> = Promise.resolve();
  let handler: (update: FeedUpdate) => Promise<void> = async () => undefined;

  const hand = (update: FeedUpdate) => {
    queue = queue.then(() => handler(update)).catch((error: unknown) => log.warn({ err: error }, 'feed update failed'));
  };

  const send = (message: Record<string, unknown> & { op: string }) => {
    const id = ++requestId;
    requests.set(id, message.op);
    socket?.write(`${JSON.stringify({ ...message, id })}\r\n`);
  };

  const subscribe = () => {
    // No market to hear (the catalogue lists none now): nothing to subscribe to.
    if (marketIds && marketIds.length === 0) return;
    const marketFilter = marketIds ? { marketIds } : {};
    send({
      op: 'marketSubscription',
      ...clocks,
      heartbeatMs,
      marketFilter,
      marketDataFilter: { fields: [options.priceFields ?? 'EX_BEST_OFFERS_DISP', 'EX_MARKET_DEF', 'EX_LTP', 'EX_TRADED_VOL'], ladderLevels: 3 },
    });
    if (options.cricket && !isCricketRefused) send({ op: 'cricketSubscription', marketFilter });
  };

  const authenticate = async (current: net.Socket) => {
    try {
      const token = options.session ? await options.session.token() : '';
      if (socket !== current) return;
      sessionToken = token;
      send({ op: 'authentication', appKey: options.session?.appKey ?? '', session: token });
      subscribe();
    } catch (error) {
      log.error({ err: error }, 'feed: no session to sign in with; reconnecting later');
      reconnectMs = MAX_RECONNECT_MS;
      current.destroy();
    }
  };

  const onMarketChange = (message: Mcm, change: MarketChange) => {
    const touched = new Set(applyRunnerChanges(ladders, change));
    const definition = change.marketDefinition;
    for (const runner of definition?.runners ?? []) {
      if (runner.status === 'REMOVED' || runner.status === 'REMOVED_VACANT') clearRunner(ladders, change.id, runner.id);
      touched.add(runner.id);
    }
    const piece = { ...message, mc: [change] };
    const removedNow = (definition?.runners ?? [])
      .filter((runner) => runner.status === 'REMOVED' || runner.status === 'REMOVED_VACANT')
      .map((runner) => runner.id);
    hand({
      kind: 'market',
      market: {
        marketId: change.id,
        ...(definition ? { status: definition.status === 'INACTIVE' ? 'SUSPENDED' : definition.status } : {}),
        ...(definition?.inPlay !== undefined ? { inPlay: definition.inPlay } : {}),
        prices: [...touched].map((runnerId) => ({ runnerId, fairPrice: fairPriceOf(ladders, change.id, runnerId) })),
        ...(message.clk ? { clk: message.clk } : {}),
        ...(removedNow.length > 0 ? { removed: removedNow } : {}),
      },
      message: piece,
    });
    if (definition?.status !== 'CLOSED') return;
    const runners = definition.runners ?? [];
    const winners = runners.filter((runner) => runner.status === 'WINNER');
    const removed = removedNow;
    if (winners.length === 1 && winners[0]) {
      hand({ kind: 'result', marketId: change.id, winner: winners[0].id, removed, message: piece });
    } else if (winners.length > 1) {
      log.warn({ marketId: change.id, winners: winners.map((runner) => runner.id) }, 'feed: a dead heat is left to the operator');
    } else if (runners.length > 0 && removed.length === runners.length) {
      // Every runner taken out: the whole market is void.
      hand({ kind: 'result', marketId: change.id, winner: null, removed: [], message: piece });
    }
  };

  const onMcm = (message: Mcm) => {
    // A segmented image is applied whole, with the clocks of its last segment.
    if (message.segmentType === 'SEG_START') {
      segment = { message, changes: [...(message.mc ?? [])] };
      return;
    }
    if (message.segmentType === 'SEG') {
      segment?.changes.push(...(message.mc ?? []));
      return;
    }
    let changes = message.mc ?? [];
    if (message.segmentType === 'SEG_END') {
      changes = [...(segment?.changes ?? []), ...changes];
      segment = undefined;
    }
    if (message.initialClk) clocks.initialClk = message.initialClk;
    if (message.clk) clocks.clk = message.clk;
    for (const change of changes) onMarketChange(message, change);
  };

  const onCcm = (message: Ccm, json: unknown) => {
    for (const change of message.cc ?? []) {
      const match = holdCricketChange(cricket, change);
      const score = cricketScoreOf(match);
      if (score) hand({ kind: 'score', eventId: change.eventId, score, message: json });
    }
  };

  const react = (reaction: StatusReaction, code: string | undefined, op: string | undefined, closed: boolean | undefined) => {
    const context = { code, request: op };
    switch (reaction.kind) {
      case 'new-session':
        log.warn(context, 'feed: Betfair refused the session; signing in again');
        if (sessionToken) options.session?.invalidate(sessionToken);
        reconnectMs = baseReconnectMs;
        socket?.destroy();
        return;
      case 'fresh-image':
        log.warn(context, 'feed: clock refused; subscribing afresh');
        clocks = {};
        subscribe();
        return;
      case 'fewer-markets':
        if (!marketIds || marketIds.length <= 1) {
          log.error({ ...context, markets: marketIds?.length ?? 'all' }, 'feed: subscription over the limit; narrow the catalogue');
          return;
        }
        marketIds = marketIds.slice(0, Math.floor(marketIds.length / 2));
        log.error({ ...context, markets: marketIds.length }, 'feed: subscription over the limit; subscribing to the soonest half');
        clocks = {};
        subscribe();
        return;
      case 'no-cricket':
        log.warn(context, 'feed: cricket data refused; prices go on without it');
        isCricketRefused = true;
        return;
      case 'reconnect':
        log[reaction.afterMs >= MAX_RECONNECT_MS ? 'error' : 'warn']({ ...context, afterMs: reaction.afterMs }, 'feed refused a request; reconnecting');
        reconnectMs = reaction.afterMs;
        socket?.destroy();
        return;
      case 'log':
        log.warn(context, 'feed refused a request');
        if (closed) socket?.destroy();
    }
  };

  const onLine = (line: string) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      log.warn({ line: line.slice(0, 200) }, 'feed sent a line that is not JSON');
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) {
      log.warn({ issues: parsed.error.issues.slice(0, 3), line: line.slice(0, 200) }, 'feed message ignored');
      return;
    }
    const message = parsed.data;
    if (message.op === 'connection') isGreeted = true;
    if (!isGreeted) return;
    if (message.op === 'mcm') {
      if (message.status === 503 && !isStale) log.warn('feed: Betfair marks its data as possibly stale (503)');
      isStale = message.status === 503;
    }
    lastLine = Date.now();
    if (!isStale) lastHeard = lastLine;
    switch (message.op) {
      case 'connection':
        reconnectMs = baseReconnectMs;
        if (socket) void authenticate(socket);
        return;
      case 'status': {
        const op = message.id !== undefined ? requests.get(message.id) : undefined;
        if (message.id !== undefined) requests.delete(message.id);
        if (message.statusCode === 'FAILURE') react(reactionTo(message.errorCode, op, baseReconnectMs), message.errorCode, op, message.connectionClosed);
        else if (message.connectionClosed) socket?.destroy();
        return;
      }
      case 'mcm':
        return onMcm(message);
      case 'ccm':
        return onCcm(message, json);
      case 'fixture': {
        const { op: _op, ...fixture } = message;
        return hand({ kind: 'fixture', fixture, message: json });
      }
      case 'score':
        return hand({ kind: 'score', eventId: message.eventId, score: message.score, message: json });
      case 'result':
        return hand({ kind: 'result', marketId: message.marketId, winner: message.void ? null : (message.winner ?? null), removed: [], message: json });
    }
  };

  const scheduleReconnect = () => {
    if (isStopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, reconnectMs);
    reconnectTimer.unref();
    reconnectMs = Math.min(reconnectMs * 2, MAX_RECONNECT_MS);
  };

  const open = (): net.Socket => {
    const port = Number(target.port);
    if (!isTls) return net.connect({ host: target.hostname, port });
    // Verified against the operator's CA file when given, else the system's; never unverified.
    return tls.connect({
      host: target.hostname,
      port,
      servername: net.isIP(target.hostname) ? undefined : target.hostname,
      ...(options.ca ? { ca: options.ca } : {}),
    });
  };

  const connect = () => {
    if (isStopped) return;
    const current = open();
    socket = current;
    connectedAt = Date.now();
    isGreeted = false;
    segment = undefined;
    requests.clear();
    current.setEncoding('utf8');
    current.setNoDelay(true);
    let buffer = '';
    current.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n');
      while (end !== -1) {
        onLine(buffer.slice(0, end).replace(/\r$/, ''));
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf('\n');
      }
      if (buffer.length > MAX_LINE_CHARS) {
        log.warn('feed line too long; reconnecting');
        current.destroy();
      }
    });
    current.on('error', (error) => log.warn({ err: error }, 'feed connection error'));
    current.on('close', () => {
      if (socket === current) socket = undefined;
      scheduleReconnect();
    });
  };

  return {
    start(onUpdate) {
      handler = onUpdate;
      connect();
      heartbeat = setInterval(() => {
        if (!socket) return;
        // Three heartbeats without a word (or without the greeting): the socket is dead though it did not say so.
        if (Date.now() - (isGreeted ? Math.max(lastLine, connectedAt) : connectedAt) > heartbeatMs * 3) {
          log.warn('feed quiet for three heartbeats; reconnecting');
          socket.destroy();
          return;
        }
        if (isGreeted) send({ op: 'heartbeat' });
      }, heartbeatMs);
      heartbeat.unref();
    },
    subscribeTo(ids) {
      const next = [...ids];
      if (marketIds && next.length === marketIds.length && next.every((id, index) => id === marketIds?.[index])) return;
      marketIds = next;
      // A new subscription replaces the old one and starts from a new image.
      clocks = {};
      if (socket && isGreeted && sessionToken !== undefined) subscribe();
    },
    async stop() {
      isStopped = true;
      if (heartbeat) clearInterval(heartbeat);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      socket?.destroy();
      await queue;
    },
    lastHeardAt: () => lastHeard,
  };
}
