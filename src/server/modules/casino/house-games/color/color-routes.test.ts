import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { deriveWingoNumber, hashServerSeed } from '@shared/fairness';
import type { TestApp } from '@server/test/test-app';
import { clearOfColourPeriodTurn, createCasinoTestApp } from '@server/test/casino-support';
import { stepRounds } from '../round-loop';

let t: TestApp;
let lotusUrl = '';
beforeAll(async () => {
  t = await createCasinoTestApp();
  lotusUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type StreamEvent = { event: string; data: unknown };
type Snapshot = {
  server_time: string;
  current: { period: string; server_seed_hash: string } | null;
  recent: { period: string; number: number | null; server_seed: string | null }[];
};

/** Reads server-sent events from a stream until `isWanted` accepts one (or the time runs out). */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  isWanted: (event: StreamEvent) => boolean,
  timeoutMs = 5_000,
): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      events.push({ event, data: JSON.parse(data) });
      if (isWanted(events.at(-1) as StreamEvent)) return events;
    }
  }
  throw new Error(`no wanted event in ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`);
}

describe('colour prediction live feed', () => {
  it('streams the open period at once, then the draw as it happens, with the revealed seed', async () => {
    await clearOfColourPeriodTurn();
    await stepRounds(t.database, new Date());
    const controller = new AbortController();
    // An open stream would hold the app's close (afterAll) to its timeout if the test failed.
    onTestFinished(() => controller.abort());
    const res = await fetch(`${lotusUrl}/api/casino/house/color-prediction/stream`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');

    const [opening] = await readUntil(reader, (event) => event.event === 'state');
    const open = opening?.data as Snapshot;
    const period = open.current?.period;
    if (!period || !open.current) throw new Error('no open period');
    expect(open.recent.map((round) => round.period)).not.toContain(period);

    // The period runs out and the loop draws it: the feed sends the state with its number.
    await t.db.execute(
      sql`UPDATE casino_color_rounds SET closes_at = now() - interval '2 seconds', ends_at = now() - interval '1 second' WHERE period = ${period}`,
    );
    await stepRounds(t.database, new Date());
    const events = await readUntil(reader, (event) => event.event === 'state' && (event.data as Snapshot).recent[0]?.period === period);
    const drawn = (events.at(-1)?.data as Snapshot).recent[0];
    if (!drawn?.server_seed) throw new Error('no revealed seed');
    expect(await hashServerSeed(drawn.server_seed)).toBe(open.current.server_seed_hash);
    expect(drawn.number).toBe(await deriveWingoNumber({ serverSeed: drawn.server_seed, clientSeed: period, nonce: 0 }));
  });

  it('answers the same state from GET state for pages without a stream', async () => {
    await stepRounds(t.database, new Date());
    const res = await t.app.inject({ method: 'GET', url: '/api/casino/house/color-prediction/state' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ current: { phase: expect.any(String) }, recent: expect.any(Array), payouts: { green: 1.96 } });
  });
});
