import { randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import { holdCricketChange, type HeldCricket } from './cricket-score';
import { applyRunnerChanges, runnerOffers, type PriceLadders } from './price-ladders';
import type { CricketChange, MarketChange } from './wire-messages';

// A feed server that answers as Betfair's Exchange Stream API does, on a real socket (TCP, or
// TLS with the certificate it is given), for the tests and the demo's replay. It greets with
// `connection`, answers `authentication`, `marketSubscription`, `cricketSubscription` and
// `heartbeat` with `status`, and sends each client what its subscription asks for: only the
// markets of its filter, prices in the form of its fields (EX_ALL_OFFERS: `atb`/`atl` deltas;
// EX_BEST_OFFERS: `batb`/`batl` levels; EX_BEST_OFFERS_DISP: `bdatb`/`bdatl`; EX_LTP: `ltp`;
// EX_TRADED_VOL: `tv`), the market definition only with EX_MARKET_DEF, numeric selection ids
// as Betfair writes them. A subscription gets an image first (SUB_IMAGE, or RESUB_DELTA when it
// brings clocks; in segments when large), then each change given to send(), and a HEARTBEAT
// mcm when it has been quiet for heartbeatMs. Prices are given to send() as `atb`/`atl` deltas;
// the server keeps the whole ladder and derives every form from it. Lotus's own fixture, score
// and result messages go to every subscriber as they are. silence(true) makes it send nothing
// at all until silence(false), as a feed that hangs would.

export type FakeFeedServer = {
  url: string;
  /** Sends a message to every subscribed client, in its subscription's form (and keeps it for the image a new client gets). */
  send(message: Record<string, unknown> & { op: string }): void;
  /** Sends a raw line as it is (tests of what a client does with a broken message). */
  sendRaw(line: string): void;
  /** The next request of this op is refused with this error code (and the connection closed, when asked). */
  refuseNext(op: string, errorCode: string, connectionClosed?: boolean): void;
  silence(isSilent: boolean): void;
  /** Requests clients sent, in order (authentication, subscriptions, heartbeats). */
  requests: Array<Record<string, unknown>>;
  subscribers(): number;
  /** Ends every client connection (they reconnect), as a feed restarting would. */
  dropClients(): void;
  close(): Promise<void>;
};

export type FakeFeedOptions = {
  port?: number;
  heartbeatMs?: number;
  appKey?: string;
  /** Whether a session token is accepted (INVALID_SESSION_INFORMATION otherwise); any when absent. */
  acceptsSession?: (token: string) => boolean;
  /** Serves TLS with this key and certificate (PEM). */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Markets per segment of an image; larger images come in SEG_START … SEG_END. */
  segmentSize?: number;
};

type Client = {
  socket: net.Socket;
  isAuthenticated: boolean;
  subscriptionId?: number;
  fields: Set<string>;
  ladderLevels: number;
  marketIds?: Set<string>;
  cricket?: { id: number; marketIds?: Set<string> };
};

type Known = {
  fixtures: Map<string, Record<string, unknown>>;
  definitions: Map<string, unknown>;
  ladders: PriceLadders;
  cricket: HeldCricket;
  scores: Map<string, Record<string, unknown>>;
  results: Map<string, Record<string, unknown>>;
};

type Ladder = Map<number, number>;

/** The best `count` levels of a ladder as Betfair's [level, price, size], emptied levels as [level, 0, 0]. */
function levelsOf(ladder: Ladder, side: 'back' | 'lay', count: number): number[][] {
  const prices = [...ladder.keys()].sort((a, b) => (side === 'back' ? b - a : a - b)).slice(0, count);
  return Array.from({ length: count }, (_, level) => {
    const price = prices[level];
    return price === undefined ? [level, 0, 0] : [level, price / 100, ladder.get(price) ?? 0];
  });
}

const wireId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

export async function startFakeFeedServer(options: FakeFeedOptions = {}): Promise<FakeFeedServer> {
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const known: Known = { fixtures: new Map(), definitions: new Map(), ladders: new Map(), cricket: new Map(), scores: new Map(), results: new Map() };
  const clients = new Map<net.Socket, Client>();
  const requests: Array<Record<string, unknown>> = [];
  const refusals: Array<{ op: string; errorCode: string; connectionClosed: boolean }> = [];
  let clock = 0;
  let isSilent = false;
  let lastSent = Date.now();

  const write = (socket: net.Socket, message: Record<string, unknown>) => {
    if (isSilent || socket.destroyed) return;
    socket.write(`${JSON.stringify(message)}\r\n`);
  };
  const subscribed = () => [...clients.values()].filter((client) => client.subscriptionId !== undefined);

  /** A market change as this client's subscription has it; undefined when it carries nothing for it. */
  const changeFor = (client: Client, change: MarketChange): Record<string, unknown> | undefined => {
    if (client.marketIds && !client.marketIds.has(change.id)) return undefined;
    const market = known.ladders.get(change.id);
    const { fields, ladderLevels } = client;
    const rc = (change.rc ?? []).flatMap((runner) => {
      const held = market?.get(runner.id);
      const out: Record<string, unknown> = {};
      if (fields.has('EX_ALL_OFFERS')) {
        if (change.img && held) Object.assign(out, runnerOffers(held));
        else {
          if (runner.atb) out.atb = runner.atb;
          if (runner.atl) out.atl = runner.atl;
        }
      }
      const hasPrices = Boolean(runner.atb ?? runner.atl);
      if (fields.has('EX_BEST_OFFERS') && held && hasPrices) {
        out.batb = levelsOf(held.atb, 'back', ladderLevels);
        out.batl = levelsOf(held.atl, 'lay', ladderLevels);
      }
      if (fields.has('EX_BEST_OFFERS_DISP') && held && hasPrices) {
        out.bdatb = levelsOf(held.atb, 'back', ladderLevels);
        out.bdatl = levelsOf(held.atl, 'lay', ladderLevels);
      }
      if (fields.has('EX_LTP') && runner.ltp !== undefined) out.ltp = runner.ltp;
      if (fields.has('EX_TRADED_VOL') && runner.tv !== undefined) out.tv = runner.tv;
      return Object.keys(out).length > 0 ? [{ id: wireId(runner.id), ...out }] : [];
    });
    const definition = fields.has('EX_MARKET_DEF') ? change.marketDefinition : undefined;
    if (rc.length === 0 && !definition && !change.img) return undefined;
    return {
      id: change.id,
      ...(change.img ? { img: true } : {}),
      ...(change.con ? { con: true } : {}),
      ...(definition ? { marketDefinition: { ...definition, runners: definition.runners?.map((runner) => ({ ...runner, id: wireId(runner.id) })) } } : {}),
      ...(rc.length > 0 ? { rc } : {}),
    };
  };

  const sendMcm = (client: Client, changes: MarketChange[], extra: Record<string, unknown>) => {
    const mc = changes.flatMap((change) => changeFor(client, change) ?? []);
    if (mc.length === 0 && extra.ct === undefined) return;
    clock += 1;
    const base = { op: 'mcm', id: client.subscriptionId, clk: `c${clock}`, pt: Date.now(), ...extra };
    const size = options.segmentSize;
    if (!size || mc.length <= size) {
      write(client.socket, { ...base, mc });
      return;
    }
    for (let start = 0; start < mc.length; start += size) {
      const segmentType = start === 0 ? 'SEG_START' : start + size >= mc.length ? 'SEG_END' : 'SEG';
      write(client.socket, { ...base, segmentType, mc: mc.slice(start, start + size) });
    }
  };

  const ccmFor = (client: Client, changes: CricketChange[]) =>
    changes.filter((change) => !client.cricket?.marketIds || (change.marketId !== undefined && client.cricket.marketIds.has(change.marketId)));

  const remember = (message: Record<string, unknown>) => {
    const id = String(message.id ?? message.eventId ?? message.marketId ?? '');
    if (message.op === 'fixture') known.fixtures.set(id, message);
    if (message.op === 'score') known.scores.set(id, message);
    if (message.op === 'result') known.results.set(id, message);
    if (message.op === 'ccm') for (const change of (message.cc ?? []) as CricketChange[]) holdCricketChange(known.cricket, change);
    if (message.op === 'mcm') {
      for (const change of (message.mc ?? []) as MarketChange[]) {
        applyRunnerChanges(known.ladders, change);
        if (change.marketDefinition) known.definitions.set(change.id, change.marketDefinition);
      }
    }
  };

  const image = (client: Client, isResubscription: boolean) => {
    for (const fixture of known.fixtures.values()) write(client.socket, fixture);
    const changes: MarketChange[] = [...known.definitions.entries()].map(([id, marketDefinition]) => ({
      id,
      img: true,
      marketDefinition: marketDefinition as MarketChange['marketDefinition'],
      rc: [...(known.ladders.get(id)?.entries() ?? [])].map(([runnerId, ladder]) => ({ id: runnerId, ...runnerOffers(ladder) })),
    }));
    clock += 1;
    sendMcm(client, changes, { ct: isResubscription ? 'RESUB_DELTA' : 'SUB_IMAGE', initialClk: `i${clock}`, heartbeatMs });
    for (const score of known.scores.values()) write(client.socket, score);
    for (const result of known.results.values()) write(client.socket, result);
  };

  const refuse = (client: Client, id: number | undefined, errorCode: string, connectionClosed: boolean) => {
    write(client.socket, { op: 'status', id, statusCode: 'FAILURE', errorCode, errorMessage: errorCode, connectionClosed });
    if (connectionClosed) client.socket.end();
  };

  const onRequest = (client: Client, request: Record<string, unknown>) => {
    requests.push(request);
    const id = typeof request.id === 'number' ? request.id : undefined;
    const op = String(request.op);
    const refusal = refusals.findIndex((candidate) => candidate.op === op);
    const refused = refusal === -1 ? undefined : refusals.splice(refusal, 1)[0];
    if (refused) return refuse(client, id, refused.errorCode, refused.connectionClosed);
    const ok = () => write(client.socket, { op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false });
    if (op === 'authentication') {
      if (options.appKey !== undefined && request.appKey !== options.appKey) return refuse(client, id, 'INVALID_APP_KEY', true);
      if (options.acceptsSession && !options.acceptsSession(String(request.session ?? ''))) return refuse(client, id, 'INVALID_SESSION_INFORMATION', true);
      client.isAuthenticated = true;
      return ok();
    }
    if (op === 'heartbeat') return ok();
    if (!client.isAuthenticated) return refuse(client, id, 'NO_SESSION', true);
    const filter = (request.marketFilter ?? {}) as { marketIds?: unknown };
    const marketIds = Array.isArray(filter.marketIds) ? new Set(filter.marketIds.map(String)) : undefined;
    if (op === 'marketSubscription') {
      const dataFilter = (request.marketDataFilter ?? {}) as { fields?: unknown; ladderLevels?: unknown };
      client.fields = new Set(Array.isArray(dataFilter.fields) ? dataFilter.fields.map(String) : []);
      client.ladderLevels = typeof dataFilter.ladderLevels === 'number' ? Math.min(10, Math.max(1, dataFilter.ladderLevels)) : 3;
      client.subscriptionId = id ?? 0;
      if (marketIds) client.marketIds = marketIds;
      else delete client.marketIds;
      ok();
      image(client, typeof request.clk === 'string' || typeof request.initialClk === 'string');
      return;
    }
    if (op === 'cricketSubscription') {
      client.cricket = { id: id ?? 0, ...(marketIds ? { marketIds } : {}) };
      ok();
      const cc = ccmFor(client, [...known.cricket.values()]);
      clock += 1;
      write(client.socket, { op: 'ccm', id, ct: 'SUB_IMAGE', clk: `c${clock}`, initialClk: `i${clock}`, pt: Date.now(), cc });
      return;
    }
    refuse(client, id, 'INVALID_REQUEST', false);
  };

  const onSocket = (socket: net.Socket) => {
    const client: Client = { socket, isAuthenticated: false, fields: new Set(), ladderLevels: 3 };
    clients.set(socket, client);
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
          if (line) onRequest(client, JSON.parse(line) as Record<string, unknown>);
        } catch {
          refuse(client, undefined, 'INVALID_INPUT', true);
        }
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => clients.delete(socket));
    write(socket, { op: 'connection', connectionId: randomBytes(6).toString('hex') });
  };

  const server = options.tls ? tls.createServer({ key: options.tls.key, cert: options.tls.cert }, onSocket) : net.createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const heartbeat = setInterval(
    () => {
      if (isSilent || Date.now() - lastSent < heartbeatMs) return;
      lastSent = Date.now();
      for (const client of subscribed()) sendMcm(client, [], { ct: 'HEARTBEAT' });
    },
    Math.max(10, Math.floor(heartbeatMs / 2)),
  );
  heartbeat.unref();

  return {
    url: `${options.tls ? 'tls' : 'tcp'}://127.0.0.1:${port}`,
    send(message) {
      remember(message);
      if (isSilent) return;
      lastSent = Date.now();
      for (const client of subscribed()) {
        if (message.op === 'mcm') sendMcm(client, (message.mc ?? []) as MarketChange[], message.status !== undefined ? { status: message.status } : {});
        else if (message.op === 'ccm') {
          if (!client.cricket) continue;
          const cc = ccmFor(client, (message.cc ?? []) as CricketChange[]);
          clock += 1;
          if (cc.length > 0) write(client.socket, { op: 'ccm', id: client.cricket.id, clk: `c${clock}`, pt: Date.now(), cc });
        } else write(client.socket, message);
      }
    },
    sendRaw(line) {
      if (isSilent) return;
      for (const client of subscribed()) client.socket.write(`${line}\r\n`);
    },
    refuseNext(op, errorCode, connectionClosed = false) {
      refusals.push({ op, errorCode, connectionClosed });
    },
    silence(silent) {
      isSilent = silent;
      if (!silent) lastSent = 0;
    },
    requests,
    subscribers: () => subscribed().length,
    dropClients() {
      for (const socket of clients.keys()) socket.destroy();
    },
    async close() {
      clearInterval(heartbeat);
      for (const socket of clients.keys()) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
