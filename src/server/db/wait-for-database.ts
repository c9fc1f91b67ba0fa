import type { Database } from './client';
import { isUnavailable } from './faults';

// At start, PostgreSQL may not answer yet (both started together, a failover in progress): Lotus
// tries again with backoff for a while, saying so, before it gives up with a clear message. An
// answer that is a refusal (a wrong password, no such database) is final at once.

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5000;

export class DatabaseUnreachableError extends Error {}

/** Where the URL points, without its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error));

export async function waitForDatabase(
  database: Database,
  options: { waitMs: number; where: string; say: (line: string) => void; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const { waitMs, where, say, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = options;
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await database.withConnection((connection) => connection.query('SELECT 1'));
      if (attempt > 0) say(`PostgreSQL at ${where} answers now.`);
      return;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      const waited = Date.now() - startedAt;
      if (waited >= waitMs) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} did not answer for ${Math.round(waited / 1000)} s (${reasonOf(error)}). Check DATABASE_URL and that the server runs; DATABASE_WAIT_SECONDS sets how long to wait.`,
        );
      }
      const delay = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS, Math.max(0, waitMs - waited));
      say(`PostgreSQL at ${where} does not answer yet (${reasonOf(error)}); trying again in ${(delay / 1000).toFixed(1)} s.`);
      await sleep(delay);
    }
  }
}
