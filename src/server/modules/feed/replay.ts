import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';

// The demo's feed: the recorded T20 match and football match (recordings/*.ndjson, one
// [step, message] a line) played by the fake feed server in this process, one step every
// stepMs, each match looping on its own. Every loop is a new fixture: its event and market ids
// get the loop's own suffix, and its start time is set so that it goes in play as recorded.
// Loops are counted on the clock from `since` (the database's birth, so the first loop starts as
// the demo does): a server that restarts mid-match, or another process that takes the lead,
// plays on the same fixture from where it stands, instead of leaving it in play, its prices
// frozen, beside a new one.

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

/** Which loop of a match a time `elapsed` ms after the first loop's start falls in, and which of its steps. */
function loopAt(elapsed: number, loopSteps: number, stepMs: number): { loop: number; step: number } {
  const loopMs = loopSteps * stepMs;
  const at = Math.max(0, elapsed);
  return { loop: Math.floor(at / loopMs), step: Math.floor((at % loopMs) / stepMs) };
}

type ReplayOptions = {
  stepMs: number;
  heartbeatMs: number;
  pauseSteps?: number;
  /** When the first loop started (ms since the epoch); now if not given. */
  since?: number;
  now?: () => number;
};

export async function startDemoReplay(options: ReplayOptions): Promise<DemoReplay> {
  const { stepMs, pauseSteps = 8, now = Date.now } = options;
  const since = options.since ?? now();
  const server = await startFakeFeedServer({ heartbeatMs: options.heartbeatMs });
  const timers: NodeJS.Timeout[] = [];
  for (const name of RECORDINGS) {
    const steps = readRecording(name);
    const goesInPlay = inPlayStep(steps);
    const loopSteps = steps.length + pauseSteps;
    const sendSteps = (loop: number, from: number, to: number) => {
      const loopStart = since + loop * loopSteps * stepMs;
      const startTime = new Date(loopStart + goesInPlay * stepMs).toISOString();
      for (const step of steps.slice(from, to)) for (const message of step) server.send(forLoop(message, loopStart.toString(36), startTime));
    };
    // On start, the last loop played whole (a fixture this server was playing when it stopped
    // ends with its result) and this loop up to now: the feed's image holds them for the client.
    // Then each tick sends the steps the clock has reached (a stalled timer catches up).
    const start = loopAt(now() - since, loopSteps, stepMs);
    if (start.loop > 0) sendSteps(start.loop - 1, 0, steps.length);
    let next = { loop: start.loop, step: 0 };
    const playToNow = () => {
      const at = loopAt(now() - since, loopSteps, stepMs);
      if (at.loop > next.loop) {
        // Ends the loop it was playing; a longer stall skips the loops between.
        sendSteps(next.loop, next.step, steps.length);
        next = { loop: at.loop, step: 0 };
      }
      sendSteps(next.loop, next.step, at.step + 1);
      next = { loop: at.loop, step: Math.max(next.step, at.step + 1) };
    };
    playToNow();
    const timer = setInterval(playToNow, stepMs);
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
