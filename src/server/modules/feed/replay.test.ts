import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FeedUpdate } from './feed-source';
import { until } from './feed-test-support';
import { forLoop, readRecording, RECORDINGS, startDemoReplay } from './replay';
import { createStreamClient } from './stream-client';
import { serverMessageSchema } from './wire-messages';

// The demo's recorded matches: valid wire messages, results that agree with the scores, prices
// that move with them, and a replay that loops as new fixtures through the real client.

type Message = Record<string, unknown> & { op: string };

const messages = (name: string): Message[] => readRecording(name).flat();
const fairOf = (message: Message, runnerId: string): number | undefined => {
  const change = (message.mc as Array<{ rc?: Array<{ id: string; atb?: number[][]; atl?: number[][] }> }> | undefined)?.[0];
  const runner = change?.rc?.find((candidate) => candidate.id === runnerId);
  const back = runner?.atb?.[0]?.[0];
  const lay = runner?.atl?.[0]?.[0];
  return back !== undefined && lay !== undefined ? (back + lay) / 2 : undefined;
};

describe('the demo recordings', () => {
  it('hold only messages of the wire format', () => {
    for (const name of RECORDINGS) {
      for (const message of messages(name)) expect(serverMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(true);
    }
  });

  it('play a whole T20 match: two innings of at most 20 overs, and the result the scores give', () => {
    const all = messages('t20-match.ndjson');
    const scores = all.filter((message) => message.op === 'score');
    const last = scores.at(-1)?.score as { innings: Array<{ runs: number; wickets: number; overs: string }> };
    expect(scores.length).toBeGreaterThan(200);
    expect(last.innings).toHaveLength(2);
    for (const innings of last.innings) {
      expect(Number.parseFloat(innings.overs)).toBeLessThanOrEqual(20);
      expect(innings.wickets).toBeLessThanOrEqual(10);
    }
    const [first, second] = last.innings;
    const result = all.find((message) => message.op === 'result');
    expect(result?.winner).toBe((first?.runs ?? 0) > (second?.runs ?? 0) ? '47972' : '47973');
  });

  it('play 90 minutes of football whose prices move with each goal', () => {
    const steps = readRecording('football-match.ndjson');
    let goals = { home: 0, away: 0 };
    let lastFair: Record<string, number | undefined> = {};
    let goalsSeen = 0;
    for (const step of steps) {
      const score = step.find((message) => message.op === 'score')?.score as { home: number; away: number } | undefined;
      const prices = step.find((message) => message.op === 'mcm' && fairOf(message, '1096') !== undefined);
      if (score && prices && (score.home !== goals.home || score.away !== goals.away)) {
        const scorer = score.home > goals.home ? '1096' : '48351';
        // The side that scored is now more likely to win: its price falls (or stays, at the
        // ladder's long end, for a late goal of a beaten side).
        const before = lastFair[scorer] ?? Infinity;
        const after = fairOf(prices, scorer) ?? Infinity;
        expect(after).toBeLessThanOrEqual(before);
        if (after < before) goalsSeen += 1;
      }
      if (score) goals = { home: score.home, away: score.away };
      if (prices) lastFair = { '1096': fairOf(prices, '1096'), '48351': fairOf(prices, '48351') };
    }
    expect(goalsSeen).toBeGreaterThanOrEqual(2);
    const result = steps.flat().find((message) => message.op === 'result');
    expect(result?.winner).toBe(goals.home > goals.away ? '1096' : goals.away > goals.home ? '48351' : '58805');
  });

  it('gives each loop its own event and market ids, keeps runner ids, and sets the start time', () => {
    const fixture = messages('football-match.ndjson')[0] as Message;
    const copy = forLoop(fixture, 'abc', '2030-01-01T00:00:00.000Z') as Message & { markets: Array<{ id: string; runners: Array<{ id: string }> }> };
    expect(copy.id).toBe('epl-new-tot~abc');
    expect(copy.markets[0]?.id).toBe('1.240002~abc');
    expect(copy.markets[0]?.runners.map((runner) => runner.id)).toEqual(['1096', '48351', '58805']);
    expect(copy.startTime).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('the demo replay', () => {
  it('loops each match as a new fixture through the stream client', async () => {
    const replay = await startDemoReplay({ stepMs: 5, heartbeatMs: 50, pauseSteps: 2 });
    const client = createStreamClient({ url: replay.url, session: undefined, heartbeatMs: 50, log: pino({ level: 'silent' }) });
    const updates: FeedUpdate[] = [];
    client.start(async (update) => {
      updates.push(update);
    });
    try {
      const footballFixtures = () =>
        new Set(updates.flatMap((update) => (update.kind === 'fixture' && update.fixture.sport === 'football' ? [update.fixture.id] : [])));
      await until(async () => (footballFixtures().size >= 2 ? true : undefined), 15_000);
      expect(updates.some((update) => update.kind === 'result')).toBe(true);
      expect(updates.some((update) => update.kind === 'score' && update.score.sport === 'football')).toBe(true);
    } finally {
      await client.stop();
      await replay.stop();
    }
  });

  it('plays on the same fixture after a restart mid-match, and ends the one before it with its result', async () => {
    // A step longer than the test: only what a start sends is seen. The football loop is 97
    // recorded steps and 8 of pause; the clock stands 40 steps into the third loop.
    const stepMs = 60_000;
    const since = Date.UTC(2026, 10, 1);
    const loopMs = (readRecording('football-match.ndjson').length + 8) * stepMs;
    const midMatch = since + 2 * loopMs + 40 * stepMs;
    const thisLoop = `epl-new-tot~${(since + 2 * loopMs).toString(36)}`;
    const lastLoop = `epl-new-tot~${(since + loopMs).toString(36)}`;

    const seen = async (now: number) => {
      const replay = await startDemoReplay({ stepMs, heartbeatMs: 50, since, now: () => now });
      const client = createStreamClient({ url: replay.url, session: undefined, heartbeatMs: 50, log: pino({ level: 'silent' }) });
      const updates: FeedUpdate[] = [];
      client.start(async (update) => {
        updates.push(update);
      });
      try {
        const fixtures = () => updates.flatMap((update) => (update.kind === 'fixture' && update.fixture.sport === 'football' ? [update.fixture] : []));
        await until(async () => (fixtures().length >= 2 && updates.some((update) => update.kind === 'score') ? true : undefined), 15_000);
        const markets = new Map(fixtures().map((fixture) => [fixture.id, fixture.markets.map((market) => market.id)]));
        const results = updates.flatMap((update) => (update.kind === 'result' ? [update.marketId] : []));
        return { fixtures: [...markets.keys()].sort(), markets, results };
      } finally {
        await client.stop();
        await replay.stop();
      }
    };

    const before = await seen(midMatch);
    const after = await seen(midMatch + 5 * stepMs);
    // The same two fixtures, this loop's under the same ids, so the match goes on where it stood.
    expect(after.fixtures).toEqual([lastLoop, thisLoop].sort());
    expect(after.fixtures).toEqual(before.fixtures);
    // The loop before ends with its result; this one, 45 steps into 97, has none yet.
    for (const marketId of after.markets.get(lastLoop) ?? []) expect(after.results).toContain(marketId);
    for (const marketId of after.markets.get(thisLoop) ?? []) expect(after.results).not.toContain(marketId);
  });

  it('starts a new demo at the beginning of each match', async () => {
    const stepMs = 60_000;
    const since = Date.UTC(2026, 10, 1);
    const replay = await startDemoReplay({ stepMs, heartbeatMs: 50, since, now: () => since + stepMs / 2 });
    const client = createStreamClient({ url: replay.url, session: undefined, heartbeatMs: 50, log: pino({ level: 'silent' }) });
    const updates: FeedUpdate[] = [];
    client.start(async (update) => {
      updates.push(update);
    });
    try {
      await until(async () => (updates.filter((update) => update.kind === 'fixture').length >= 2 ? true : undefined), 15_000);
      // Only the first loop's fixtures, not yet in play, with no score or result.
      const fixtures = updates.flatMap((update) => (update.kind === 'fixture' ? [update.fixture] : []));
      expect(new Set(fixtures.map((fixture) => fixture.id.split('~')[1]))).toEqual(new Set([since.toString(36)]));
      expect(fixtures.every((fixture) => Date.parse(fixture.startTime) > since + stepMs / 2)).toBe(true);
      expect(updates.some((update) => update.kind === 'result')).toBe(false);
    } finally {
      await client.stop();
      await replay.stop();
    }
  });
});
