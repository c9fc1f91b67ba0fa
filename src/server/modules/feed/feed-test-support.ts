import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ensureHouseFunded, exchangeCacheFor } from '../exchange';
import { adminAuth, type TestApp } from '@server/test/test-app';
import { startFakeFeedServer, type FakeFeedServer } from './fake-feed-server';
import { startFeed, type FeedRuntime } from './feed-runtime';
import { fixedSession } from './betfair-session';
import { createStreamClient } from './stream-client';

// The feed's tests: a fake feed server on a real socket, the app's feed client connected to it
// with short heartbeats, and the operator's settings made short too.

export const HEARTBEAT_MS = 40;

/** The TLS fakes' test CA and their certificate for localhost and 127.0.0.1 (test-tls/). */
export const TEST_TLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-tls');
export const TEST_TLS = {
  ca: readFileSync(path.join(TEST_TLS_DIR, 'ca.pem')),
  cert: readFileSync(path.join(TEST_TLS_DIR, 'server.pem')),
  key: readFileSync(path.join(TEST_TLS_DIR, 'server.key')),
};

export type FeedHarness = { server: FakeFeedServer; runtime: FeedRuntime; stop(): Promise<void> };

/** Funds the house and saves the operator's feed terms, made short for tests. */
export async function prepareFeedTerms(t: TestApp, settings: Record<string, unknown> = {}): Promise<void> {
  await ensureHouseFunded(t.db, exchangeCacheFor(t.db));
  const admin = await adminAuth(t);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/feed/settings',
    headers: { authorization: admin.authorization },
    payload: { silence_limit_ms: 1500, settle_delay_ms: 150, margin_ticks: 2, stake_cap: 5000, bet_delay: 0, ...settings },
  });
  if (saved.statusCode !== 200) throw new Error(`feed settings: ${saved.body}`);
}

export async function startFeedHarness(t: TestApp, settings: Record<string, unknown> = {}): Promise<FeedHarness> {
  await prepareFeedTerms(t, settings);
  const server = await startFakeFeedServer({ heartbeatMs: HEARTBEAT_MS });
  const client = createStreamClient({ url: server.url, session: fixedSession('key', 'session'), heartbeatMs: HEARTBEAT_MS, reconnectMs: 20, log: t.app.log });
  const runtime = startFeed(t.app, client, { tickMs: 25 });
  return {
    server,
    runtime,
    async stop() {
      await runtime.stop();
      await server.close();
    },
  };
}

/** Polls until `check` returns something other than undefined (or throws after `timeoutMs`). */
export async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function auditActions(t: TestApp, action: string): Promise<Array<{ target_id: string; details: Record<string, unknown> }>> {
  const found = await t.db.execute<{ target_id: string; details: Record<string, unknown> }>(
    sql`SELECT target_id, details FROM audit_log WHERE action = ${action} ORDER BY id`,
  );
  return found.rows;
}

export function cricketFixture(id: string, marketId: string) {
  return {
    op: 'fixture',
    id,
    sport: 'cricket',
    competition: 'Test League',
    home: 'Mumbai Indians',
    away: 'Chennai Super Kings',
    startTime: new Date(Date.now() + 60_000).toISOString(),
    markets: [
      {
        id: marketId,
        name: 'Match Odds',
        type: 'match_odds',
        runners: [
          { id: '11', name: 'Mumbai Indians' },
          { id: '22', name: 'Chennai Super Kings' },
        ],
      },
    ],
  };
}

export function marketChange(marketId: string, rc: unknown[], definition?: Record<string, unknown>) {
  return { op: 'mcm', mc: [{ id: marketId, ...(definition ? { marketDefinition: definition } : {}), rc }] };
}
