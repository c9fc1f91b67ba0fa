import type { FastifyBaseLogger } from 'fastify';

// A background job that runs every few seconds in each server process (the exchange's clock,
// the demo price simulator). A tick never overlaps the one before: a slow database makes the job
// skip beats rather than pile them up. A failed tick is logged and the next one tries again.

export type PeriodicTask = { tick(): Promise<void>; stop(): Promise<void> };

export function startPeriodic(options: {
  name: string;
  intervalMs: number;
  autoStart: boolean;
  log: FastifyBaseLogger;
  work: () => Promise<void>;
}): PeriodicTask {
  const { name, intervalMs, autoStart, log, work } = options;
  let running: Promise<void> | undefined;

  const tick = async () => {
    if (running) return running;
    running = (async () => {
      try {
        await work();
      } catch (error) {
        log.warn({ err: error }, `${name} tick failed`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const timer = autoStart ? setInterval(() => void tick(), intervalMs) : undefined;
  timer?.unref();
  return {
    tick,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
