import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSession } from './betfair-session';
import type { FeedFixture } from './feed-source';
import { httpsRequest, type TlsFiles } from './https-request';
import { fixtureSchema, type FeedSport } from './wire-messages';

// The catalogue adapter: Betfair's Betting API (API-NG, JSON-RPC over HTTPS, headers
// X-Application and X-Authentication) read for Lotus's fixtures and runner names. One read
// asks listEventTypes (which of the site's sports Betfair has now), listCompetitions (their
// names), listEvents (the matches starting within the horizon) and listMarketCatalogue (the
// markets of those matches, with RUNNER_DESCRIPTION, EVENT, COMPETITION and MARKET_START_TIME,
// soonest first), and turns each match with a "Home v Away" name into a fixture. A refused
// session is handed back and the call tried once more with a new one.

/** Betfair's event type ids of the sports Lotus lists. */
export const BETFAIR_SPORTS: Readonly<Record<string, FeedSport>> = {
  '4': 'cricket',
  '1': 'football',
  '2': 'tennis',
  '998917': 'volleyball',
  '27454571': 'esports',
  '26420387': 'mma',
  '2152880': 'gaelic',
  '2378961': 'election',
  '468328': 'handball',
  '61420': 'australian-rules',
  '7524': 'ice-hockey',
  '7522': 'basketball',
  '7511': 'baseball',
  '6423': 'american-football',
  '6422': 'snooker',
  '2593174': 'table-tennis',
};

export type CatalogueOptions = {
  /** The JSON-RPC endpoint, e.g. https://api.betfair.com/exchange/betting/json-rpc/v1 */
  url: string;
  session: FeedSession;
  eventTypeIds: readonly string[];
  marketTypes: readonly string[];
  maxMarkets: number;
  horizonHours?: number;
  tls?: TlsFiles;
  log: FastifyBaseLogger;
  now?: () => number;
};

export type CatalogueRead = { fixtures: FeedFixture[]; marketIds: string[] };
export type Catalogue = { read(): Promise<CatalogueRead> };

const eventTypesAnswer = z.array(z.object({ eventType: z.object({ id: z.string(), name: z.string() }) }));
const competitionsAnswer = z.array(z.object({ competition: z.object({ id: z.string(), name: z.string() }) }));
const eventsAnswer = z.array(z.object({ event: z.object({ id: z.string(), name: z.string(), openDate: z.string().optional() }) }));
const catalogueAnswer = z.array(
  z.object({
    marketId: z.string(),
    marketName: z.string(),
    marketStartTime: z.string().optional(),
    eventType: z.object({ id: z.string() }).optional(),
    competition: z.object({ id: z.string(), name: z.string() }).optional(),
    event: z.object({ id: z.string(), name: z.string(), openDate: z.string().optional() }).optional(),
    runners: z.array(z.object({ selectionId: z.number().int(), runnerName: z.string(), sortPriority: z.number().int().optional() })).optional(),
  }),
);

const rpcAnswer = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number().optional(), message: z.string().optional(), data: z.unknown().optional() }).optional(),
});

export class CatalogueError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | undefined,
  ) {
    super(message);
  }
}

/** "India v Australia" → home India, away Australia; "Away @ Home" as American sports write it. */
export function sidesOfEventName(name: string): { home: string; away: string } | undefined {
  const versus = name.split(/\s+v\s+/);
  if (versus.length === 2 && versus[0]?.trim() && versus[1]?.trim()) return { home: versus[0].trim(), away: versus[1].trim() };
  const at = name.split(/\s+@\s+/);
  if (at.length === 2 && at[0]?.trim() && at[1]?.trim()) return { home: at[1].trim(), away: at[0].trim() };
  return undefined;
}

/** The catalogue's markets as fixtures, one a match, markets and runners in Betfair's order. */
export function toFixtures(catalogue: z.infer<typeof catalogueAnswer>, competitions: ReadonlyMap<string, string>): FeedFixture[] {
  const byEvent = new Map<string, FeedFixture>();
  for (const market of catalogue) {
    const sport = BETFAIR_SPORTS[market.eventType?.id ?? ''];
    const event = market.event;
    const sides = event ? sidesOfEventName(event.name) : undefined;
    const startTime = event?.openDate ?? market.marketStartTime;
    if (!sport || !event || !sides || !startTime) continue;
    const runners = [...(market.runners ?? [])]
      .sort((a, b) => (a.sortPriority ?? 0) - (b.sortPriority ?? 0))
      .map((runner) => ({ id: String(runner.selectionId), name: runner.runnerName }));
    let fixture = byEvent.get(event.id);
    if (!fixture) {
      const competition = market.competition ? (competitions.get(market.competition.id) ?? market.competition.name) : '';
      fixture = { id: event.id, sport, competition, home: sides.home, away: sides.away, startTime, markets: [] };
      byEvent.set(event.id, fixture);
    }
    fixture.markets.push({ id: market.marketId, name: market.marketName, type: 'match_odds', runners });
  }
  return [...byEvent.values()];
}

export function createCatalogue(options: CatalogueOptions): Catalogue {
  const { session, log, now = Date.now } = options;

  const call = async <T>(method: string, params: Record<string, unknown>, schema: z.ZodType<T>, isRetry = false): Promise<T> => {
    const token = await session.token();
    const answer = await httpsRequest(options.url, {
      method: 'POST',
      headers: { 'x-application': session.appKey, 'x-authentication': token, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method: `SportsAPING/v1.0/${method}`, params, id: 1 }),
      ...(options.tls ? { tls: options.tls } : {}),
    });
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw new CatalogueError(`${method}: HTTP ${answer.status}, not JSON`, undefined);
    }
    const parsed = rpcAnswer.safeParse(json);
    if (!parsed.success) throw new CatalogueError(`${method}: not a JSON-RPC answer`, undefined);
    if (parsed.data.error) {
      const data = parsed.data.error.data as { APINGException?: { errorCode?: string } } | undefined;
      const errorCode = data?.APINGException?.errorCode ?? parsed.data.error.message;
      if (!isRetry && (errorCode === 'INVALID_SESSION_INFORMATION' || errorCode === 'NO_SESSION')) {
        session.invalidate(token);
        return call(method, params, schema, true);
      }
      throw new CatalogueError(`${method}: ${errorCode ?? 'error'}`, errorCode);
    }
    const result = schema.safeParse(parsed.data.result);
    if (!result.success) throw new CatalogueError(`${method}: answer not understood`, undefined);
    return result.data;
  };

  return {
    async read() {
      const horizon = options.horizonHours ?? 48;
      const timeRange = { to: new Date(now() + horizon * 3600_000).toISOString() };
      const wanted = new Set(options.eventTypeIds.filter((id) => BETFAIR_SPORTS[id] !== undefined));
      const types = await call('listEventTypes', { filter: {} }, eventTypesAnswer);
      const eventTypeIds = types.map((entry) => entry.eventType.id).filter((id) => wanted.has(id));
      if (eventTypeIds.length === 0) return { fixtures: [], marketIds: [] };
      const filter = { eventTypeIds, marketTypeCodes: options.marketTypes, marketStartTime: timeRange };
      const competitions = new Map(
        (await call('listCompetitions', { filter }, competitionsAnswer)).map((entry) => [entry.competition.id, entry.competition.name]),
      );
      const events = (await call('listEvents', { filter }, eventsAnswer)).filter((entry) => sidesOfEventName(entry.event.name) !== undefined);
      if (events.length === 0) return { fixtures: [], marketIds: [] };
      const catalogue = await call(
        'listMarketCatalogue',
        {
          filter: { ...filter, eventIds: events.map((entry) => entry.event.id) },
          marketProjection: ['RUNNER_DESCRIPTION', 'EVENT', 'EVENT_TYPE', 'COMPETITION', 'MARKET_START_TIME'],
          sort: 'FIRST_TO_START',
          maxResults: Math.min(1000, options.maxMarkets),
        },
        catalogueAnswer,
      );
      const fixtures = toFixtures(catalogue, competitions).filter((fixture) => {
        const checked = fixtureSchema.safeParse({ op: 'fixture', ...fixture });
        if (!checked.success) log.warn({ eventId: fixture.id, issues: checked.error.issues.slice(0, 3) }, 'feed: catalogue match left out');
        return checked.success;
      });
      const kept = new Set(fixtures.flatMap((fixture) => fixture.markets.map((market) => market.id)));
      const marketIds = catalogue.map((market) => market.marketId).filter((id) => kept.has(id));
      return { fixtures, marketIds: marketIds.slice(0, options.maxMarkets) };
    },
  };
}
