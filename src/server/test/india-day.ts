import { setTimeout as sleep } from 'node:timers/promises';
import { DAY_MS, INDIA_OFFSET_MS } from '@shared/india-day';

// Days in India (Asia/Kolkata, UTC+5:30, no daylight saving): the day the site's limits, reports
// and filters count by. A test that makes rows and then asks for "today" must not straddle
// midnight there (18:30 UTC), or its rows fall on a day it does not ask for.

/**
 * Waits while midnight in India is less than `before` ms away or less than `after` ms past, until
 * both are clear, so that what the test does next (for at most `before`), and the times it names
 * up to `after` back, fall on one day there. Costs nothing at any other time of day.
 */
export async function clearOfMidnightInIndia({ before = 30_000, after = 0 }: { before?: number; after?: number } = {}): Promise<void> {
  const intoDay = (Date.now() + INDIA_OFFSET_MS) % DAY_MS;
  const left = DAY_MS - intoDay;
  if (left < before) await sleep(left + after + 1_000);
  else if (intoDay < after) await sleep(after - intoDay + 1_000);
}
