import { createHash } from 'node:crypto';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { executeNamed, type Queryable, type Tx } from '../db/client';
import { runBeforeCommit } from '../db/pipelined-transaction';
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
// sendIdempotent does all of this for one request; a route that runs many requests in one
// transaction (the exchange's group commit) uses its parts: claimKeys, storeAnswers, releaseKeys.

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
 * Password fields are left out, so no hash of a password is ever stored with the key, and so is
 * a two-factor code (`otp`), which changes every 30 seconds: a retry brings a new one.
 */
export function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${stableJson(request.body)}`)
    .digest('hex');
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
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (stored) return sendOutcome(reply, { kind: 'answer', ...storedAnswer(stored, hash), replayed: true });
    await options.checks();
  }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [claim] = await claimKeys(tx, [{ userId, key, requestHash: hash }]);
    if (claim?.kind === 'refused') throw claim.error;
    if (claim?.kind === 'replay') return { kind: 'answer', ...claim.answer, replayed: true };
    try {
      const answer = await tx.transaction(effect);
      await storeAnswers(tx, [{ userId, key, ...answer }]);
      return { kind: 'answer', status: answer.status, body: answer.body, replayed: false };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      await storeAnswers(tx, [{ userId, key, status: error.status, body: errorBody(error) }]);
      return { kind: 'refused', error };
    }
  });
  return sendOutcome(reply, outcome);
}

/** A (player, Idempotency-Key) to claim, with the hash of the request that brings it. */
export type KeyClaim = { userId: number; key: string; requestHash: string };

/** What claiming a key found: it is this request's now, it has an answer to replay, or it is refused (409). */
export type ClaimedKey = { kind: 'claimed' } | { kind: 'replay'; answer: IdempotentAnswer<unknown> } | { kind: 'refused'; error: AppError };

/** The answer to store with a claimed key. */
export type KeyAnswer = { userId: number; key: string; status: number; body: unknown };

/**
 * Claims keys inside the caller's transaction, one statement for all of them; what each found, in
 * order. A key claimed by a running transaction waits for it, then replays its answer. Every key
 * claimed must get its answer (storeAnswers) or be let go (releaseKeys) before the commit. Claims
 * are taken in (player, key) order, so two transactions never wait on each other's keys in a circle.
 */
export async function claimKeys(tx: Tx, claims: readonly KeyClaim[]): Promise<ClaimedKey[]> {
  if (claims.length === 0) return [];
  const claimed = await executeNamed<ClaimedRow>(tx, 'idempotency_claim_keys', claimKeysStatement(claims));
  return claimedKeys(tx, claims, claimed.rows);
}

/** A key that claimKeysStatement won: the rows it returns. */
export type ClaimedRow = { user_id: number; key: string };

/**
 * The statement that claims keys (claimKeys), for a caller that sends it in the same round trip
 * as another statement (the exchange's market locks); its rows then go to claimedKeys. Its text
 * is the same for any claims: one parameter, a JSON array.
 */
export function claimKeysStatement(claims: readonly KeyClaim[]): SQL {
  return sql`
    INSERT INTO ${idempotencyKeys} (user_id, key, request_hash)
    SELECT user_id, key, request_hash FROM jsonb_to_recordset(${JSON.stringify(claims.map(toRecord))}::jsonb)
      AS c(user_id bigint, key text, request_hash text)
     ORDER BY user_id, key
    ON CONFLICT DO NOTHING RETURNING user_id, key`;
}

/** What each claim found, in order, from the rows claimKeysStatement returned (the keys it won). */
export async function claimedKeys(tx: Tx, claims: readonly KeyClaim[], wonRows: readonly ClaimedRow[]): Promise<ClaimedKey[]> {
  const won = new Set(wonRows.map((row) => `${row.user_id}:${row.key}`));
  const lost = claims.filter((claim) => !won.has(`${claim.userId}:${claim.key}`));
  const stored = lost.length === 0 ? [] : await readStored(tx, lost);
  return claims.map((claim): ClaimedKey => {
    if (won.has(`${claim.userId}:${claim.key}`)) return { kind: 'claimed' };
    try {
      return {
        kind: 'replay',
        answer: storedAnswer(
          stored.find((row) => row.userId === claim.userId && row.key === claim.key),
          claim.requestHash,
        ),
      };
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused', error };
      throw error;
    }
  });
}

/**
 * Stores the answers of claimed keys, one statement for all of them. It is the transaction's last
 * statement: on PostgreSQL it goes with the COMMIT (runBeforeCommit), and its failure fails the
 * transaction.
 */
export async function storeAnswers(tx: Tx, answers: readonly KeyAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const rows = answers.map((answer) => ({ user_id: answer.userId, key: answer.key, status: answer.status, response: answer.body }));
  // Not a named statement: its join's best plan depends on how many keys the table holds, and a
  // prepared statement's generic plan, made while the table was small (a new database), kept a
  // hash join over every key for the connection's life (decision 010).
  await runBeforeCommit(
    tx,
    sql`
    UPDATE ${idempotencyKeys} k SET status_code = a.status, response = a.response
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS a(user_id bigint, key text, status int, response jsonb)
     WHERE k.user_id = a.user_id AND k.key = a.key`,
  );
}

/** Lets claimed keys go without an answer (the request did nothing yet): they are free for its next try. Last, like storeAnswers. */
export async function releaseKeys(tx: Tx, keys: ReadonlyArray<{ userId: number; key: string }>): Promise<void> {
  if (keys.length === 0) return;
  const rows = keys.map(({ userId, key }) => ({ user_id: userId, key }));
  await runBeforeCommit(
    tx,
    sql`
    DELETE FROM ${idempotencyKeys} k USING jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS a(user_id bigint, key text)
     WHERE k.user_id = a.user_id AND k.key = a.key`,
  );
}

const toRecord = (claim: KeyClaim) => ({ user_id: claim.userId, key: claim.key, request_hash: claim.requestHash });

function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}

type StoredKey = typeof idempotencyKeys.$inferSelect;

async function readStored(tx: Tx, claims: readonly KeyClaim[]): Promise<StoredKey[]> {
  return tx
    .select()
    .from(idempotencyKeys)
    .where(or(...claims.map((claim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))));
}

/** The answer stored with a key, for a request with this hash; 409 when it was another request, or has no answer yet. */
function storedAnswer(stored: StoredKey | undefined, hash: string): IdempotentAnswer<unknown> {
  if (!stored || stored.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different request');
  }
  if (stored.statusCode === null) throw conflict('A request with this Idempotency-Key is still being processed');
  return { status: stored.statusCode, body: stored.response };
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

/** Prunes old keys every ten minutes in the leading process, batch after batch until none is full. */
export function scheduleIdempotencyPruning(app: FastifyInstance): void {
  app.leadership.whileLeader(async () => pruneEveryTenMinutes(app).stop);
}

function pruneEveryTenMinutes(app: FastifyInstance) {
  return startPeriodic({
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
}

function stableJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (key, inner: unknown) => {
    if (/password/i.test(key) || key === 'otp') return undefined;
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(inner).sort()) sorted[name] = (inner as Record<string, unknown>)[name];
    return sorted;
  });
}
