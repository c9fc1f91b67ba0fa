// Days as the site counts them: Asia/Kolkata, UTC+5:30 all year (India has no daylight saving).
// Daily limits, the statement's and reports' dates and Matka's draw days all fall on these days,
// whatever zone the server or the phone is set to.

export const INDIA_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The day in India (YYYY-MM-DD) an instant falls on, now by default. */
export function indiaDay(at: Date | number = Date.now()): string {
  return new Date(Number(at) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant (epoch ms) midnight in India began the day `at` falls on. */
export function indiaMidnight(at: Date | number = Date.now()): number {
  const shifted = Number(at) + INDIA_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS;
}
