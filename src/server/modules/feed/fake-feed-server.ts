import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { applyRunnerChanges, type PriceLadders } from './price-ladders';
import type { MarketChange } from './wire-messages';

// A feed server speaking the stream format on a real socket, for the tests and the demo's
// replay: it greets with `connection`, answers `authentication`, `marketSubscription` and
// `heartbeat` requests with `status`, then sends an image of everything it knows (fixtures,
// markets, scores, results) followed by each message given to send(), and a HEARTBEAT mcm when
// it has been quiet for heartbeatMs. silence(true) makes it send nothing at all until
// silence(false), as a feed that hangs would.

export type FakeFeedServer = {
  url: string;
  /** Sends a message to every subscribed client (and keeps it for the image a new client gets). */
  send(message: Record<string, unknown> & { op: string }): void;
  /** Sends a raw line as it is (tests of what a client does with a broken message). */
  sendRaw(line: string): void;
  silence(isSilent: boolean): void;
  /** Requests clients sent, in order (authentication, subscription, heartbeats). */
  requests: Array<Record<string, unknown>>;
  subscribers(): number;
  /** Ends every client connection (they reconnect), as a feed restarting would. */
  dropClients(): void;
  close(): Promise<void>;
};

type Known = {
  fixtures: Map<string, Record<string, unknown>>;
  definitions: Map<string, unknown>;
  ladders: PriceLadders;
  scores: Map<string, Record<string, unknown>>;
  results: Map<string, Record<string, unknown>>;
};

export async function startFakeFeedServer(options: { port?: number; heartbeatMs?: number; appKey?: string } = {}): Promise<FakeFeedServer> {
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const known: Known = { fixtures: new Map(), definitions: new Map(), ladders: new Map(), scores: new Map(), results: new Map() };
  const subscribed = new Set<net.Socket>();
  const sockets = new Set<net.Socket>();
  const requests: Array<Record<string, unknown>> = [];
  let clock = 0;
  let isSilent = false;
  let lastSent = Date.now();

  const write = (socket: net.Socket, message: Record<string, unknown>) => {
    if (isSilent || socket.destroyed) return;
    socket.write(`${JSON.stringify(message)}\r\n`);
  };
  const broadcast = (message: Record<string, unknown>) => {
    if (isSilent) return;
    lastSent = Date.now();
    for (const socket of subscribed) write(socket, message);
  };

  const remember = (message: Record<string, unknown>) => {
    const id = String(message.id ?? message.eventId ?? message.marketId ?? '');
    if (message.op === 'fixture') known.fixtures.set(id, message);
    if (message.op === 'score') known.scores.set(id, message);
    if (message.op === 'result') known.results.set(id, message);
    if (message.op === 'mcm') {
      for (const change of (message.mc ?? []) as MarketChange[]) {
        applyRunnerChanges(known.ladders, change);
        if (change.marketDefinition) known.definitions.set(change.id, change.marketDefinition);
      }
    }
  };

  const image = (socket: net.Socket) => {
    for (const fixture of known.fixtures.values()) write(socket, fixture);
    const mc = [...known.definitions.entries()].map(([id, marketDefinition]) => ({
      id,
      img: true,
      marketDefinition,
      rc: [...(known.ladders.get(id)?.entries() ?? [])].map(([runnerId, ladder]) => ({
        id: runnerId,
        atb: [...ladder.atb].map(([price, size]) => [price / 100, size]),
        atl: [...ladder.atl].map(([price, size]) => [price / 100, size]),
      })),
    }));
    clock += 1;
    write(socket, { op: 'mcm', id: 2, ct: 'SUB_IMAGE', initialClk: `i${clock}`, clk: `c${clock}`, pt: Date.now(), heartbeatMs, mc });
    for (const score of known.scores.values()) write(socket, score);
    for (const result of known.results.values()) write(socket, result);
  };

  const onRequest = (socket: net.Socket, request: Record<string, unknown>) => {
    requests.push(request);
    const id = typeof request.id === 'number' ? request.id : undefined;
    if (request.op === 'authentication') {
      if (options.appKey !== undefined && request.appKey !== options.appKey) {
        write(socket, { op: 'status', id, statusCode: 'FAILURE', errorCode: 'INVALID_APP_KEY', connectionClosed: true });
        socket.end();
        return;
      }
      write(socket, { op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
      return;
    }
    if (request.op === 'marketSubscription') {
      write(socket, { op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
      subscribed.add(socket);
      image(socket);
      return;
    }
    if (request.op === 'heartbeat') write(socket, { op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding('utf8');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n');
      while (end !== -1) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf('\n');
        try {
          if (line) onRequest(socket, JSON.parse(line) as Record<string, unknown>);
        } catch {
          write(socket, { op: 'status', statusCode: 'FAILURE', errorCode: 'INVALID_INPUT', connectionClosed: true });
          socket.end();
        }
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      subscribed.delete(socket);
    });
    write(socket, { op: 'connection', connectionId: randomBytes(6).toString('hex') });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const heartbeat = setInterval(
    () => {
      if (Date.now() - lastSent < heartbeatMs) return;
      clock += 1;
      broadcast({ op: 'mcm', id: 2, ct: 'HEARTBEAT', clk: `c${clock}`, pt: Date.now() });
    },
    Math.max(10, Math.floor(heartbeatMs / 2)),
  );
  heartbeat.unref();

  return {
    url: `tcp://127.0.0.1:${port}`,
    send(message) {
      remember(message);
      if (message.op === 'mcm') {
        clock += 1;
        broadcast({ ...message, clk: `c${clock}`, pt: Date.now() });
      } else broadcast(message);
    },
    sendRaw(line) {
      if (isSilent) return;
      for (const socket of subscribed) socket.write(`${line}\r\n`);
    },
    silence(silent) {
      isSilent = silent;
      if (!silent) lastSent = 0;
    },
    requests,
    subscribers: () => subscribed.size,
    dropClients() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
