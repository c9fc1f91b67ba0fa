import { setTimeout as sleep } from 'node:timers/promises';

// Days in India (Asia/Kolkata, UTC+5:30, no daylight saving): the day the site's limits, reports
// and filters count by. A test that makes rows and then asks for "today" must not straddle
// midnight there (18:30 UTC), or its rows fall on a day it does not ask for.

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The day in India (YYYY-MM-DD) at a moment, now by default. */
export const indiaDay = (at: Date | number = Date.now()): string => new Date(Number(at) + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * When midnight in India is less than `withinMs` away, waits until it has passed, so that what
 * the test does next (for at most `withinMs`) happens on one day there. Costs nothing at any
 * other time of day.
 */
export async function clearOfMidnightInIndia(withinMs = 30_000): Promise<void> {
  const left = DAY_MS - ((Date.now() + INDIA_OFFSET_MS) % DAY_MS);
  if (left < withinMs) await sleep(left + 1_000);
}
