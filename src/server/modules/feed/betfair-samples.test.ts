import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedSession } from './betfair-session';
import { sidesOfEventName, toFixtures } from './catalogue-client';
import { cricketScoreOf, holdCricketChange, type HeldCricket } from './cricket-score';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';
import type { FeedUpdate } from './feed-source';
import { until } from './feed-test-support';
import { createStreamClient, type StreamClient } from './stream-client';
import { ccmSchema, serverMessageSchema } from './wire-messages';

// Betfair's own messages (betfair-samples/, recorded by an open-source client from the real
// service) through the real stream client: the prices of a best-offers image, a market closing
// with removed runners, a stale-data warning, cricket scores, and the Betting API's answers.

const log = pino({ level: 'silent' });
const samples = path.join(path.dirname(fileURLToPath(import.meta.url)), 'betfair-samples');
const sample = (name: string) => readFileSync(path.join(samples, name), 'utf8').trim();
/** A sample as one wire line (the files are formatted for reading). */
const line = (name: string) => JSON.stringify(JSON.parse(sample(name)));
const opened: Array<{ server: FakeFeedServer; client: StreamClient }> = [];

async function connect() {
  const server = await startFakeFeedServer({ heartbeatMs: 1000 });
  const client = createStreamClient({ url: server.url, session: fixedSession('key', 'token'), heartbeatMs: 1000, reconnectMs: 20, log, cricket: true });
  const updates: FeedUpdate[] = [];
  client.start(async (update) => {
    updates.push(update);
  });
  opened.push({ server, client });
  await until(async () => (server.subscribers() === 1 ? true : undefined));
  return { server, client, updates };
}

afterEach(async () => {
  for (const { server, client } of opened.splice(0)) {
    await client.stop();
    await server.close();
  }
});

const priceOf = (updates: FeedUpdate[], marketId: string, runnerId: string) => {
  for (const update of [...updates].reverse()) {
    if (update.kind !== 'market' || update.market.marketId !== marketId) continue;
    const found = update.market.prices.find((price) => price.runnerId === runnerId);
    if (found) return found.fairPrice;
  }
  return undefined;
};

describe("Betfair's recorded stream messages", () => {
  it('all parse as the wire format', () => {
    for (const name of [
      'stream-sub-image-best-offers-disp.json',
      'stream-update-batb.json',
      'stream-closed-winner-removed.json',
      'stream-503.json',
      'stream-status-success.json',
      'stream-ccm-first-innings.json',
      'stream-ccm-second-innings.json',
    ]) {
      expect(serverMessageSchema.safeParse(JSON.parse(sample(name))).success, name).toBe(true);
    }
    for (const line of sample('stream-ccm-recording.ndjson').split('\n')) expect(ccmSchema.safeParse(JSON.parse(line)).success).toBe(true);
  });

  it('prices every runner of a best-offers image from its unsorted levels, empty levels left out', async () => {
    const { server, updates } = await connect();
    server.sendRaw(line('stream-sub-image-best-offers-disp.json'));
    await until(async () => (updates.filter((update) => update.kind === 'market').length >= 2 ? true : undefined));
    // 1.40 to back, 1.41 to lay: adjacent ticks, the midway rounds up.
    expect(priceOf(updates, '1.168845955', '12210252')).toBe(141);
    // Level 1 (3.40) arrives before level 0 (3.45): the best is still 3.45, against 3.50 to lay.
    expect(priceOf(updates, '1.168845955', '8477117')).toBe(350);
    // Every back level empty ([n, 0, 0]): the lay side alone, 1.01.
    expect(priceOf(updates, '1.169002767', '9628840')).toBe(101);
    const second = updates.find((update) => update.kind === 'market' && update.market.marketId === '1.169002767');
    expect(second).toMatchObject({ market: { status: 'SUSPENDED', inPlay: true } });
    // A best-offers delta on top: level 0 replaced.
    server.sendRaw(line('stream-update-batb.json'));
    await until(async () => (priceOf(updates, '1.126235656', '11527192') === 470 ? true : undefined));
  });

  it('turns a closing definition into the winner with the removed runners, whose bets are void', async () => {
    const { server, updates } = await connect();
    server.sendRaw(line('stream-closed-winner-removed.json'));
    const result = await until(async () => updates.find((update) => update.kind === 'result'));
    expect(result).toMatchObject({ kind: 'result', marketId: '1.132153978', winner: '12115648', removed: ['11198538', '9606433'] });
    const market = updates.find((update) => update.kind === 'market');
    expect(market).toMatchObject({ market: { status: 'CLOSED' } });
  });

  it('counts nothing as heard while Betfair marks its data stale (503), and hears it again when it clears', async () => {
    const { server, client } = await connect();
    await until(async () => (client.lastHeardAt() > 0 ? true : undefined));
    server.sendRaw(line('stream-503.json'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const frozen = client.lastHeardAt();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.sendRaw(line('stream-503.json'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.lastHeardAt()).toBe(frozen);
    server.sendRaw(line('stream-update-batb.json'));
    await until(async () => (client.lastHeardAt() > frozen ? true : undefined));
  });
});

describe("Betfair's cricket messages", () => {
  it("map to Lotus's live score: innings, the side batting, the last balls", () => {
    const held: HeldCricket = new Map();
    const first = ccmSchema.parse(JSON.parse(sample('stream-ccm-first-innings.json')));
    expect(cricketScoreOf(holdCricketChange(held, first.cc?.[0] as never))).toEqual({
      sport: 'cricket',
      batting: 'home',
      innings: [{ side: 'home', runs: 80, wickets: 2, overs: '12.5' }],
      recent: ['wd', '1', '1'],
    });
    const second = ccmSchema.parse(JSON.parse(sample('stream-ccm-second-innings.json')));
    expect(cricketScoreOf(holdCricketChange(held, second.cc?.[0] as never))).toEqual({
      sport: 'cricket',
      batting: 'away',
      innings: [
        { side: 'home', runs: 171, wickets: 6, overs: '20.0' },
        { side: 'away', runs: 6, wickets: 1, overs: '1.4' },
      ],
      recent: ['1', '0', 'W'],
      target: 172,
    });
  });

  it('keep the last match stats when a change carries fixture info only', async () => {
    const { server, updates } = await connect();
    await until(async () => (server.requests.some((request) => request.op === 'cricketSubscription') ? true : undefined));
    for (const text of sample('stream-ccm-recording.ndjson').split('\n')) server.sendRaw(text);
    await until(async () => (updates.filter((update) => update.kind === 'score').length === 3 ? true : undefined));
    const scores = updates.flatMap((update) => (update.kind === 'score' ? [update.score] : []));
    expect(scores.map((score) => (score.sport === 'cricket' ? score.innings[0] : undefined))).toEqual([
      { side: 'home', runs: 80, wickets: 2, overs: '12.5' },
      { side: 'home', runs: 81, wickets: 2, overs: '13.0' },
      { side: 'home', runs: 81, wickets: 2, overs: '13.0' },
    ]);
    expect(updates[0]).toMatchObject({ kind: 'score', eventId: '30610310' });
  });
});

describe("the Betting API's recorded answers", () => {
  it('leave out what is not a match of two sides (race meetings, outrights) and name runners in sort order', () => {
    const events = JSON.parse(sample('api-list-events.json')) as { result: Array<{ event: { name: string } }> };
    expect(events.result.map((entry) => sidesOfEventName(entry.event.name))).toEqual([undefined, undefined]);
    expect(sidesOfEventName('India v Australia')).toEqual({ home: 'India', away: 'Australia' });
    expect(sidesOfEventName('Boston Celtics @ Miami Heat')).toEqual({ home: 'Miami Heat', away: 'Boston Celtics' });
    const catalogue = JSON.parse(sample('api-list-market-catalogue.json')) as { result: Parameters<typeof toFixtures>[0] };
    expect(toFixtures(catalogue.result, new Map())).toEqual([]);
    const asMatch = catalogue.result.map((market) => ({ ...market, event: { ...market.event, id: '606287', name: 'Red Bull Salzburg v Rapid Vienna' } }));
    const [fixture] = toFixtures(asMatch, new Map([['7', 'Austrian Bundesliga']]));
    expect(fixture).toMatchObject({ id: '606287', sport: 'football', competition: 'Austrian Bundesliga', home: 'Red Bull Salzburg', away: 'Rapid Vienna' });
    expect(fixture?.markets[0]?.runners.slice(0, 2)).toEqual([
      { id: '3158851', name: 'Red Bull Salzburg' },
      { id: '46932', name: 'Rapid Vienna' },
    ]);
  });
});
