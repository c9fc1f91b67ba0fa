import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';

// A stand-in for Betfair's Betting API (API-NG) and its identity service, over HTTPS, for the
// tests: JSON-RPC `SportsAPING/v1.0/listEventTypes`, `listCompetitions`, `listEvents` and
// `listMarketCatalogue` at /exchange/betting/json-rpc/v1 answered from the catalogue it is
// given; the certificate login at /api/certlogin (a client certificate signed by the test CA,
// and the right username and password, give a new session token) and /api/keepAlive. Each
// call checks X-Application and X-Authentication as Betfair does; expireSessions() spends every
// token, as a session timing out would.

export type FakeMarket = {
  marketId: string;
  marketName: string;
  eventTypeId: string;
  competition: { id: string; name: string };
  event: { id: string; name: string; openDate: string };
  runners: Array<{ selectionId: number; runnerName: string; sortPriority: number }>;
};

export type FakeBettingApi = {
  url: string;
  rpcUrl: string;
  loginUrl: string;
  keepAliveUrl: string;
  markets: FakeMarket[];
  isValidSession(token: string): boolean;
  expireSessions(): void;
  calls: Array<{ method: string; params: unknown }>;
  logins(): number;
  close(): Promise<void>;
};

const EVENT_TYPE_NAMES: Record<string, string> = { '4': 'Cricket', '1': 'Soccer', '2': 'Tennis' };

export async function startFakeBettingApi(options: {
  tls: { key: Buffer; cert: Buffer; ca: Buffer };
  appKey: string;
  username: string;
  password: string;
  markets: FakeMarket[];
}): Promise<FakeBettingApi> {
  const sessions = new Set<string>();
  const calls: Array<{ method: string; params: unknown }> = [];
  let logins = 0;
  const markets = options.markets;

  const answer = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const rpc = (method: string, params: Record<string, unknown>): unknown => {
    const filter = (params.filter ?? {}) as { eventTypeIds?: string[]; eventIds?: string[]; marketTypeCodes?: string[] };
    const chosen = markets.filter(
      (market) => (!filter.eventTypeIds || filter.eventTypeIds.includes(market.eventTypeId)) && (!filter.eventIds || filter.eventIds.includes(market.event.id)),
    );
    switch (method) {
      case 'listEventTypes':
        return [...new Set(markets.map((market) => market.eventTypeId))].map((id) => ({
          eventType: { id, name: EVENT_TYPE_NAMES[id] ?? id },
          marketCount: markets.filter((market) => market.eventTypeId === id).length,
        }));
      case 'listCompetitions':
        return [...new Map(chosen.map((market) => [market.competition.id, market.competition])).values()].map((competition) => ({
          competition,
          marketCount: 1,
        }));
      case 'listEvents':
        return [...new Map(chosen.map((market) => [market.event.id, market.event])).values()].map((event) => ({
          event: { ...event, countryCode: 'IN', timezone: 'GMT' },
          marketCount: 1,
        }));
      case 'listMarketCatalogue':
        return chosen.map((market) => ({
          marketId: market.marketId,
          marketName: market.marketName,
          marketStartTime: market.event.openDate,
          totalMatched: 0,
          runners: market.runners.map((runner) => ({ ...runner, handicap: 0, metadata: { runnerId: String(runner.selectionId) } })),
          eventType: { id: market.eventTypeId, name: EVENT_TYPE_NAMES[market.eventTypeId] ?? market.eventTypeId },
          competition: market.competition,
          event: { ...market.event, countryCode: 'IN', timezone: 'GMT' },
        }));
      default:
        return undefined;
    }
  };

  const server = https.createServer(
    { key: options.tls.key, cert: options.tls.cert, ca: options.tls.ca, requestCert: true, rejectUnauthorized: false },
    (request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        const appKey = request.headers['x-application'];
        const token = String(request.headers['x-authentication'] ?? '');
        if (request.url === '/api/certlogin') {
          const socket = request.socket as TLSSocket;
          const form = new URLSearchParams(body);
          if (!socket.authorized) return answer(response, 200, { loginStatus: 'CERT_AUTH_REQUIRED' });
          if (appKey !== options.appKey || form.get('username') !== options.username || form.get('password') !== options.password) {
            return answer(response, 200, { loginStatus: 'INVALID_USERNAME_OR_PASSWORD' });
          }
          logins += 1;
          const issued = randomBytes(16).toString('base64');
          sessions.add(issued);
          return answer(response, 200, { sessionToken: issued, loginStatus: 'SUCCESS' });
        }
        if (request.url === '/api/keepAlive') {
          const isValid = sessions.has(token);
          return answer(response, 200, { token, product: String(appKey ?? ''), status: isValid ? 'SUCCESS' : 'FAIL', error: isValid ? '' : 'NO_SESSION' });
        }
        if (request.url !== '/exchange/betting/json-rpc/v1') return answer(response, 404, {});
        let call: { method?: string; params?: Record<string, unknown>; id?: number } = {};
        try {
          call = JSON.parse(body) as typeof call;
        } catch {
          return answer(response, 400, {});
        }
        const error = (errorCode: string) =>
          answer(response, 200, {
            jsonrpc: '2.0',
            error: {
              code: -32099,
              message: 'ANGX-0003',
              data: { APINGException: { errorCode, errorDetails: '', requestUUID: 'x' }, exceptionname: 'APINGException' },
            },
            id: call.id,
          });
        if (appKey !== options.appKey) return error('INVALID_APP_KEY');
        if (!sessions.has(token)) return error('INVALID_SESSION_INFORMATION');
        const method = String(call.method ?? '').replace('SportsAPING/v1.0/', '');
        calls.push({ method, params: call.params });
        const result = rpc(method, call.params ?? {});
        if (result === undefined) return error('INVALID_INPUT_DATA');
        return answer(response, 200, { jsonrpc: '2.0', result, id: call.id });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `https://localhost:${port}`;
  return {
    url,
    rpcUrl: `${url}/exchange/betting/json-rpc/v1`,
    loginUrl: `${url}/api/certlogin`,
    keepAliveUrl: `${url}/api/keepAlive`,
    markets,
    isValidSession: (token) => sessions.has(token),
    expireSessions: () => sessions.clear(),
    calls,
    logins: () => logins,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
