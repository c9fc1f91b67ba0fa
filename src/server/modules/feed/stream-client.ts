import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSource, FeedUpdate } from './feed-source';
import { applyRunnerChanges, fairPriceOf, type PriceLadders } from './price-ladders';
import { serverMessageSchema, type Mcm } from './wire-messages';

// The first feed adapter: a client of Betfair's Exchange Stream protocol. It connects over TCP,
// answers the server's `connection` with `authentication` and a `marketSubscription` (carrying
// the last clock tokens, so a resubscription can resume), sends a `heartbeat` request every
// heartbeatMs, and drops and reconnects (after reconnectMs, doubling to 30 s) when the socket
// ends or stays quiet for 3 heartbeats. Market changes become fair prices and states; Lotus's
// fixture, score and result messages pass through as they are.

export const MAX_LINE_CHARS = 1_000_000;
const MAX_RECONNECT_MS = 30_000;

export type StreamClientOptions = {
  url: string;
  appKey: string | undefined;
  sessionToken: string | undefined;
  heartbeatMs: number;
  log: FastifyBaseLogger;
  reconnectMs?: number;
};

export function createStreamClient(options: StreamClientOptions): FeedSource {
  const { heartbeatMs, log } = options;
  const target = new URL(options.url);
  const baseReconnectMs = options.reconnectMs ?? 1000;
  const ladders: PriceLadders = new Map();
  const clocks: { clk?: string; initialClk?: string } = {};
  let socket: net.Socket | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectMs = baseReconnectMs;
  let lastHeard = 0;
  let connectedAt = 0;
  // Whether this connection's greeting came: until it does, nothing it says counts as heard.
  let isGreeted = false;
  let requestId = 0;
  let isStopped = false;
  let queue: Promise<void> = Promise.resolve();
  let handler: (update: FeedUpdate) => Promise<void> = async () => undefined;

  const hand = (update: FeedUpdate) => {
    queue = queue.then(() => handler(update)).catch((error: unknown) => log.warn({ err: error }, 'feed update failed'));
  };

  const send = (message: Record<string, unknown>) => socket?.write(`${JSON.stringify({ ...message, id: ++requestId })}\r\n`);

  const onMcm = (message: Mcm) => {
    if (message.initialClk) clocks.initialClk = message.initialClk;
    if (message.clk) clocks.clk = message.clk;
    for (const change of message.mc ?? []) {
      const touched = new Set(applyRunnerChanges(ladders, change));
      const definition = change.marketDefinition;
      for (const runner of definition?.runners ?? []) touched.add(runner.id);
      const piece = { ...message, mc: [change] };
      hand({
        kind: 'market',
        market: {
          marketId: change.id,
          ...(definition ? { status: definition.status === 'INACTIVE' ? 'SUSPENDED' : definition.status } : {}),
          ...(definition?.inPlay !== undefined ? { inPlay: definition.inPlay } : {}),
          prices: [...touched].map((runnerId) => ({ runnerId, fairPrice: fairPriceOf(ladders, change.id, runnerId) })),
          ...(message.clk ? { clk: message.clk } : {}),
        },
        message: piece,
      });
      const winner = definition?.runners?.find((runner) => runner.status === 'WINNER');
      if (definition?.status === 'CLOSED' && winner) hand({ kind: 'result', marketId: change.id, winner: winner.id, message: piece });
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
    lastHeard = Date.now();
    reconnectMs = baseReconnectMs;
    switch (message.op) {
      case 'connection':
        send({ op: 'authentication', appKey: options.appKey ?? '', session: options.sessionToken ?? '' });
        send({
          op: 'marketSubscription',
          ...clocks,
          heartbeatMs,
          marketFilter: {},
          marketDataFilter: { fields: ['EX_BEST_OFFERS', 'EX_MARKET_DEF'], ladderLevels: 3 },
        });
        return;
      case 'status':
        if (message.statusCode === 'FAILURE') {
          log.warn({ code: message.errorCode, text: message.errorMessage }, 'feed refused a request');
          if (message.connectionClosed) socket?.destroy();
        }
        return;
      case 'mcm':
        return onMcm(message);
      case 'fixture': {
        const { op: _op, ...fixture } = message;
        return hand({ kind: 'fixture', fixture, message: json });
      }
      case 'score':
        return hand({ kind: 'score', eventId: message.eventId, score: message.score, message: json });
      case 'result':
        return hand({ kind: 'result', marketId: message.marketId, winner: message.void ? null : (message.winner ?? null), message: json });
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

  const connect = () => {
    if (isStopped) return;
    const current = net.connect({ host: target.hostname, port: Number(target.port) });
    socket = current;
    connectedAt = Date.now();
    isGreeted = false;
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
        if (Date.now() - (isGreeted ? Math.max(lastHeard, connectedAt) : connectedAt) > heartbeatMs * 3) {
          log.warn('feed quiet for three heartbeats; reconnecting');
          socket.destroy();
          return;
        }
        if (isGreeted) send({ op: 'heartbeat' });
      }, heartbeatMs);
      heartbeat.unref();
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
