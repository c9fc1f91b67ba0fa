import { sql } from 'drizzle-orm';
import type { Queryable } from '@server/db/client';

// The feed's ids mapped to ours (feed_links): a fixture is an event, a market a market, and a
// runner is keyed by its market's feed id with its own (feeds reuse a team's selection id in
// every market). The primary key makes a second mapping of one feed id impossible.

export type LinkKind = 'event' | 'market' | 'runner';

export const runnerFeedKey = (marketFeedId: string, runnerFeedId: string) => `${marketFeedId}/${runnerFeedId}`;

export async function findLink(db: Queryable, kind: LinkKind, feedId: string): Promise<number | undefined> {
  const found = await db.execute<{ local_id: number }>(sql`SELECT local_id FROM feed_links WHERE kind = ${kind} AND feed_id = ${feedId}`);
  const row = found.rows[0];
  return row ? Number(row.local_id) : undefined;
}

export async function findLinks(db: Queryable, kind: LinkKind, feedIds: readonly string[]): Promise<Map<string, number>> {
  if (feedIds.length === 0) return new Map();
  const found = await db.execute<{ feed_id: string; local_id: number }>(
    sql`SELECT feed_id, local_id FROM feed_links WHERE kind = ${kind} AND feed_id IN (${sql.join(
      feedIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(found.rows.map((row) => [row.feed_id, Number(row.local_id)]));
}

export async function addLink(db: Queryable, kind: LinkKind, feedId: string, localId: number): Promise<void> {
  await db.execute(sql`INSERT INTO feed_links (kind, feed_id, local_id) VALUES (${kind}, ${feedId}, ${localId})`);
}
