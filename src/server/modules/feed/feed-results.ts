import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { recordAudit, type Actor } from '../audit';
import { resettleMarket, settleMarket, updateEvent, type ExchangeRuntime } from '../exchange';
import { findLink, findLinks, runnerFeedKey } from './feed-links';
import { readFeedSettings } from './feed-settings';

// Results from the feed. Each waits in feed_results: it settles by itself once due (the
// operator's delay) or when an operator confirms it (settle mode 'confirm'), through the
// exchange's one settlement path. A result the feed repeats is ignored; one it corrects
// supersedes the waiting one, or, when the market is already settled, waits for an operator to
// confirm it (a published result is never rewritten by itself) and then resettles it — once,
// since the correction is recorded once and settled once.

type Result = { winner_runner_id: number; removed_runner_ids?: number[] } | { void: true };

const sameResult = (a: Result, b: Result) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records a result message (a winner, or null for a void market; runners removed from it have
 * their bets voided); returns the new row's id, or undefined when it changes nothing.
 */
export async function recordFeedResult(
  tx: Tx,
  marketFeedId: string,
  winnerFeedId: string | null,
  message: unknown,
  now: Date,
  removedFeedIds: readonly string[] = [],
): Promise<number | undefined> {
  const marketId = await findLink(tx, 'market', marketFeedId);
  if (marketId === undefined) return undefined;
  let result: Result = { void: true };
  if (winnerFeedId !== null) {
    const runnerId = await findLink(tx, 'runner', runnerFeedKey(marketFeedId, winnerFeedId));
    if (runnerId === undefined) return undefined;
    const removed = await findLinks(
      tx,
      'runner',
      removedFeedIds.map((id) => runnerFeedKey(marketFeedId, id)),
    );
    const removedIds = [...removed.values()].filter((id) => id !== runnerId).sort((a, b) => a - b);
    result = removedIds.length > 0 ? { winner_runner_id: runnerId, removed_runner_ids: removedIds } : { winner_runner_id: runnerId };
  }
  // The market's feed row is the lock that orders two results of one market.
  await tx.execute(sql`SELECT 1 FROM feed_markets WHERE market_id = ${marketId} FOR UPDATE`);
  const latest = await tx.execute<{ id: number; result: Result; status: string }>(
    sql`SELECT id, result, status FROM feed_results WHERE market_id = ${marketId} AND status <> 'superseded' ORDER BY id DESC LIMIT 1`,
  );
  const previous = latest.rows[0];
  if (previous && sameResult(previous.result, result)) return undefined;
  await tx.execute(sql`UPDATE feed_results SET status = 'superseded' WHERE market_id = ${marketId} AND status = 'pending'`);
  const settings = await readFeedSettings(tx);
  // A correction of a settled market never settles by itself: it waits for an operator to confirm it.
  const settled = await tx.execute<{ settled: boolean }>(sql`SELECT settled_at IS NOT NULL AS settled FROM markets WHERE id = ${marketId}`);
  const isCorrection = Boolean(settled.rows[0]?.settled);
  const dueAt = settings.settle_mode === 'confirm' || isCorrection ? null : new Date(now.getTime() + settings.settle_delay_ms);
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO feed_results (market_id, result, message, received_at, due_at)
    VALUES (${marketId}, ${JSON.stringify(result)}::jsonb, ${JSON.stringify(message)}::jsonb, ${now.toISOString()}::timestamptz, ${dueAt?.toISOString() ?? null}::timestamptz)
    RETURNING id`);
  const id = Number(inserted.rows[0]?.id);
  await recordAudit(tx, {
    actorId: null,
    action: previous ? 'feed.result_correct' : 'feed.result',
    targetType: 'market',
    targetId: marketId,
    details: { result, due_at: dueAt?.toISOString() ?? 'on confirmation', message },
  });
  return id;
}

type PendingRow = { id: number; market_id: number; result: Result; message: unknown; settled: boolean };

/** Settles one waiting result under its row lock; undefined when it is no longer waiting. */
async function settleFeedResult(tx: Tx, exchange: ExchangeRuntime, resultId: number, actor: Actor | null): Promise<number | undefined> {
  const found = await tx.execute<PendingRow>(sql`
    SELECT r.id, r.market_id, r.result, r.message, m.settled_at IS NOT NULL AS settled
    FROM feed_results r JOIN markets m ON m.id = r.market_id WHERE r.id = ${resultId} AND r.status = 'pending' FOR UPDATE OF r SKIP LOCKED`);
  const row = found.rows[0];
  if (!row) return undefined;
  const marketId = Number(row.market_id);
  const settlement = row.settled
    ? await resettleMarket(tx, exchange.cache, marketId, row.result)
    : await settleMarket(tx, exchange.cache, marketId, row.result);
  await tx.execute(sql`UPDATE feed_results SET status = 'settled', settled_at = now() WHERE id = ${resultId}`);
  // The match is over once every market of its event is settled: it leaves the lists.
  const open = await tx.execute<{ event_id: number; open: number }>(
    sql`SELECT m.event_id, (SELECT count(*)::int FROM markets o WHERE o.event_id = m.event_id AND o.settled_at IS NULL) AS open FROM markets m WHERE m.id = ${marketId}`,
  );
  const event = open.rows[0];
  if (event && Number(event.open) === 0) await updateEvent(tx, exchange.cache, Number(event.event_id), { status: 'closed' });
  await recordAudit(tx, {
    actorId: actor?.actorId ?? null,
    ...(actor?.ip ? { ip: actor.ip } : {}),
    action: row.settled ? 'feed.resettle' : 'feed.settle',
    targetType: 'market',
    targetId: marketId,
    details: { result: row.result, round: settlement.round, total_paid: settlement.total_paid, confirmed: actor !== null, message: row.message },
  });
  return marketId;
}

/** Settles every result whose delay is over, each in its own transaction; returns the markets settled. */
export async function settleDueResults(db: Db, exchange: ExchangeRuntime, now: Date, log: FastifyBaseLogger): Promise<number[]> {
  const due = await db.execute<{ id: number }>(
    sql`SELECT id FROM feed_results WHERE status = 'pending' AND due_at <= ${now.toISOString()}::timestamptz ORDER BY id LIMIT 50`,
  );
  const settled: number[] = [];
  for (const { id } of due.rows) {
    try {
      const marketId = await db.transaction((tx) => settleFeedResult(tx, exchange, Number(id), null));
      if (marketId !== undefined) settled.push(marketId);
    } catch (error) {
      log.warn({ err: error, resultId: Number(id) }, 'feed result could not settle; it stays pending');
    }
  }
  return settled;
}

/** An operator confirms a waiting result (settle mode 'confirm', or before its delay is over). */
export async function confirmFeedResult(tx: Tx, exchange: ExchangeRuntime, resultId: number, actor: Actor): Promise<number> {
  const found = await tx.execute<{ status: string }>(sql`SELECT status FROM feed_results WHERE id = ${resultId}`);
  const row = found.rows[0];
  if (!row) throw notFound('Result not found');
  if (row.status !== 'pending') throw conflict(row.status === 'settled' ? 'Result is already settled' : 'Result was corrected by a later one');
  const marketId = await settleFeedResult(tx, exchange, resultId, actor);
  if (marketId === undefined) throw conflict('Result is being settled');
  return marketId;
}
