import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';

// The demo's feed: the recorded T20 match and football match (recordings/*.ndjson, one
// [step, message] a line) played by the fake feed server in this process, one step every
// stepMs, each match looping on its own. Every loop is a new fixture: its event and market ids
// get the loop's own suffix, and its start time is set so that it goes in play as recorded.

type Step = Array<Record<string, unknown> & { op: string }>;

const recordingsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings');
export const RECORDINGS = ['t20-match.ndjson', 'football-match.ndjson'] as const;

export function readRecording(name: string): Step[] {
  const steps: Step[] = [];
  for (const line of readFileSync(path.join(recordingsDir, name), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [step, message] = JSON.parse(line) as [number, Record<string, unknown> & { op: string }];
    (steps[step] ??= []).push(message);
  }
  return Array.from({ length: steps.length }, (_, index) => steps[index] ?? []);
}

/** The step at which the recording's first market goes in play. */
function inPlayStep(steps: readonly Step[]): number {
  const found = steps.findIndex((step) => step.some((message) => JSON.stringify(message).includes('"inPlay":true')));
  return Math.max(0, found);
}

/** A loop's copy of a message: the event's and markets' feed ids with the loop's suffix. */
export function forLoop(message: Record<string, unknown>, suffix: string, startTime: string): Record<string, unknown> & { op: string } {
  const text = JSON.stringify(message).replace(/"(id|eventId|marketId)":"([^"]+)"/g, (whole, key: string, id: string) =>
    /^\d+$/.test(id) ? whole : `"${key}":"${id}~${suffix}"`,
  );
  const copy = JSON.parse(text) as Record<string, unknown> & { op: string };
  if (copy.op === 'fixture') copy.startTime = startTime;
  return copy;
}

export type DemoReplay = { url: string; server: FakeFeedServer; stop(): Promise<void> };

export async function startDemoReplay(options: { stepMs: number; heartbeatMs: number; pauseSteps?: number }): Promise<DemoReplay> {
  const { stepMs, pauseSteps = 8 } = options;
  const server = await startFakeFeedServer({ heartbeatMs: options.heartbeatMs });
  const timers: NodeJS.Timeout[] = [];
  for (const name of RECORDINGS) {
    const steps = readRecording(name);
    const goesInPlay = inPlayStep(steps);
    let step = 0;
    let suffix = '';
    let startTime = '';
    const timer = setInterval(() => {
      if (step === 0) {
        suffix = Date.now().toString(36);
        startTime = new Date(Date.now() + goesInPlay * stepMs).toISOString();
      }
      for (const message of steps[step] ?? []) server.send(forLoop(message, suffix, startTime));
      step = step + 1 >= steps.length + pauseSteps ? 0 : step + 1;
    }, stepMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    url: server.url,
    server,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await server.close();
    },
  };
}
