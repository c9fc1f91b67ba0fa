import { sql } from 'drizzle-orm';
import type { LiveScore } from '@shared/schemas/live-score';
import type { Tx } from '@server/db/client';
import { recordAudit } from '../audit';
import { findLink } from './feed-links';

// A score from the feed: kept per event (event_scores); the event's books carry it, so it goes
// out on the same live stream as the prices. Returns the event's markets, to be pushed again.

export async function applyScore(tx: Tx, feedEventId: string, score: LiveScore, message: unknown): Promise<number[]> {
  const eventId = await findLink(tx, 'event', feedEventId);
  if (eventId === undefined) return [];
  const json = JSON.stringify(score);
  const changed = await tx.execute(sql`
    INSERT INTO event_scores (event_id, score) VALUES (${eventId}, ${json}::jsonb)
    ON CONFLICT (event_id) DO UPDATE SET score = excluded.score, updated_at = now() WHERE event_scores.score IS DISTINCT FROM excluded.score
    RETURNING event_id`);
  if (changed.rows.length === 0) return [];
  await recordAudit(tx, { actorId: null, action: 'feed.score', targetType: 'event', targetId: eventId, details: { message } });
  const markets = await tx.execute<{ id: number }>(sql`SELECT id FROM markets WHERE event_id = ${eventId} AND settled_at IS NULL ORDER BY id`);
  return markets.rows.map((row) => Number(row.id));
}
