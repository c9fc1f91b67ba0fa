import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';
import { startPeriodic } from '../periodic';
import { errorBody } from './envelope';

// Idempotency-Key for money-moving POSTs. The key row is inserted first in the same
// transaction as the effect, so:
//  - a duplicate arriving while the first is running blocks on the key's unique index, and once
//    the first commits it finds the stored answer and replays it (money moved once);
//  - if the first fails with an unexpected error, everything rolls back and the key is free again;
//  - a business refusal (an AppError below 500) is stored too, with the effect rolled back to a
//    savepoint, so the same request gets the same answer.
// The same key with another method, path or body answers 409.
// Checks a handler runs outside the transaction (`checks`, e.g. a password hash) come after the
// look-up of a stored answer: a retry gets the first answer even when a check would now refuse.
// Keys older than KEY_RETENTION_DAYS are pruned in small batches (pruneIdempotencyKeys).

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export type IdempotentAnswer<T> = { status: number; body: T };

export type IdempotentOptions = {
  /**
   * Checks that run before the transaction and whose refusal is not stored (slow ones, or ones on
   * fields left out of the request hash such as a password). Skipped when the key already has an answer.
   */
  checks?: () => Promise<void>;
};

type Outcome = { kind: 'answer'; status: number; body: unknown; replayed: boolean } | { kind: 'refused'; error: AppError };

/** The request's Idempotency-Key, undefined when absent; 400 when present but malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !keyPattern.test(key)) throw badRequest('Invalid Idempotency-Key header');
  return key;
}

/**
 * What makes two requests "the same": method, path with query, and the body with its keys sorted.
 * Password fields are left out, so no hash of a password is ever stored with the key.
 */
export function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${stableJson(request.body)}`).digest('hex');
}

/**
 * Runs `effect` in one transaction, at most once per (user, Idempotency-Key), and sends its
 * answer (or the first answer again, with `Idempotent-Replayed: true`). Without the header the
 * effect simply runs in a transaction. Use it for every handler that moves money.
 */
export async function sendIdempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  effect: (tx: Tx) => Promise<IdempotentAnswer<T>>,
  options: IdempotentOptions = {},
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const db = request.server.db;
  if (key === undefined) {
    await options.checks?.();
    const answer = await db.transaction(effect);
    return reply.status(answer.status).send(answer.body);
  }
  const hash = requestHash(request);
  if (options.checks) {
    const [stored] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1);
    if (stored) return sendOutcome(reply, storedOutcome(stored, hash));
    await options.checks();
  }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return replayStored(tx, userId, key, hash);
    try {
      const answer = await tx.transaction(effect);
      await storeAnswer(tx, userId, key, answer.status, answer.body);
      return { kind: 'answer', status: answer.status, body: answer.body, replayed: false };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      await storeAnswer(tx, userId, key, error.status, errorBody(error));
      return { kind: 'refused', error };
    }
  });
  return sendOutcome(reply, outcome);
}

function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}

async function replayStored(tx: Tx, userId: number, key: string, hash: string): Promise<Outcome> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return storedOutcome(stored, hash);
}

function storedOutcome(stored: typeof idempotencyKeys.$inferSelect | undefined, hash: string): Outcome {
  if (!stored || stored.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different request');
  }
  if (stored.statusCode === null) throw conflict('A request with this Idempotency-Key is still being processed');
  return { kind: 'answer', status: stored.statusCode, body: stored.response, replayed: true };
}

async function storeAnswer(tx: Tx, userId: number, key: string, status: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: status, response: sql`${JSON.stringify(body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export const KEY_RETENTION_DAYS = 7;
const PRUNE_BATCH = 500;

/**
 * Deletes at most `batch` keys older than the retention period; returns how many went. A client
 * retries within seconds or minutes, so a week-old key protects nothing. Bounded so one call
 * never holds many row locks; call it again while it returns a full batch.
 */
export async function pruneIdempotencyKeys(db: Queryable, { now = new Date(), batch = PRUNE_BATCH }: { now?: Date; batch?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - KEY_RETENTION_DAYS * 24 * 3600_000);
  const removed = await db.execute(sql`
    DELETE FROM ${idempotencyKeys}
    WHERE (user_id, key) IN (
      SELECT user_id, key FROM ${idempotencyKeys} WHERE created_at < ${cutoff.toISOString()}::timestamptz LIMIT ${batch}
    )
    RETURNING user_id`);
  return removed.rows.length;
}

const PRUNE_EVERY_MS = 10 * 60_000;
/** Batches a tick may delete (20,000 keys): keeps up with millions of keyed requests a day. */
const PRUNE_BATCHES_PER_TICK = 40;

/** Prunes old keys every ten minutes while the app runs, batch after batch until none is full. */
export function scheduleIdempotencyPruning(app: FastifyInstance): void {
  const pruning = startPeriodic({
    name: 'idempotency key pruning',
    intervalMs: PRUNE_EVERY_MS,
    autoStart: true,
    log: app.log,
    work: async () => {
      for (let batch = 0; batch < PRUNE_BATCHES_PER_TICK; batch += 1) {
        if ((await pruneIdempotencyKeys(app.db)) < PRUNE_BATCH) return;
      }
    },
  });
  app.addHook('onClose', async () => pruning.stop());
}

function stableJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (key, inner: unknown) => {
    if (/password/i.test(key)) return undefined;
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(inner).sort()) sorted[name] = (inner as Record<string, unknown>)[name];
    return sorted;
  });
}
