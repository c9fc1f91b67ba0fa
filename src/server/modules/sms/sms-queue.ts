import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '@server/db/client';
import { smsQueue } from '@server/db/schema';
import { startPeriodic } from '@server/periodic';
import type { SmsGateway } from './sms-gateway';

// Text messages are queued in the database, in the transaction of what caused them, and sent
// after the request has answered: by a kick right after it, and by a sweep every few seconds
// in every process (a row is claimed before it is sent, so two processes never send it twice).
// A provider's refusal is tried again at the next sweeps, three times in all, then given up and
// noted; the body is emptied once the message is sent or given up.

export type QueuedSms = { to: string; text: string; purpose: 'reset_code' | 'security'; resetCodeId?: number };

const SWEEP_EVERY_MS = 3_000;
const MAX_ATTEMPTS = 3;
const BATCH = 20;

/** Queues a message in the caller's transaction: it goes only if that commits. */
export async function enqueueSms(db: Queryable, message: QueuedSms): Promise<void> {
  await db.insert(smsQueue).values({ toNumber: message.to, body: message.text, purpose: message.purpose, resetCodeId: message.resetCodeId ?? null });
}

export type SmsQueue = {
  /** Sends what waits now, without holding up the caller (a request's answer). */
  kick(): void;
  /** Sends what waits now and resolves when the queue is empty (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

type Claimed = { id: number; to_number: string; body: string; attempts: number; reset_code_id: number | null };

/**
 * Claims a batch (a short statement: rows another process claimed in the last minute are left to
 * it), then sends each outside any transaction, so a slow provider holds no lock or connection.
 */
async function sendBatch(db: Db, gateway: SmsGateway, log: FastifyBaseLogger): Promise<number> {
  const claimed = await db.execute<Claimed>(sql`
    UPDATE sms_queue SET claimed_at = now(), attempts = attempts + 1 WHERE id IN (
      SELECT id FROM sms_queue WHERE sent_at IS NULL AND failed_reason IS NULL AND (claimed_at IS NULL OR claimed_at < now() - interval '1 minute')
       ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, to_number, body, attempts, reset_code_id`);
  for (const row of claimed.rows) {
    try {
      await gateway.send(row.to_number, row.body);
      await db.execute(sql`UPDATE sms_queue SET sent_at = now(), body = '' WHERE id = ${row.id}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      const givenUp = Number(row.attempts) >= MAX_ATTEMPTS;
      log.warn({ provider: gateway.provider, smsId: row.id, reason, givenUp }, 'text message not delivered');
      // Not given up: free for the next sweep to try again.
      await db.execute(sql`UPDATE sms_queue SET claimed_at = NULL,
          failed_reason = ${givenUp ? reason : null}, body = CASE WHEN ${givenUp} THEN '' ELSE body END WHERE id = ${row.id}`);
      if (row.reset_code_id !== null) await db.execute(sql`UPDATE password_reset_codes SET delivery_error = ${reason} WHERE id = ${row.reset_code_id}`);
    }
  }
  return claimed.rows.length;
}

export function createSmsQueue(options: { db: Db; gateway: SmsGateway; log: FastifyBaseLogger; autoStart: boolean }): SmsQueue {
  const { db, gateway, log } = options;
  const sweep = startPeriodic({
    name: 'sms queue',
    intervalMs: SWEEP_EVERY_MS,
    autoStart: options.autoStart,
    log,
    work: async () => {
      // A full batch means more may wait; a failed message waits for the next sweep.
      while ((await sendBatch(db, gateway, log)) === BATCH);
    },
  });
  return {
    kick: () => {
      setImmediate(() => void sweep.tick());
    },
    drain: async () => {
      await sweep.tick();
      await sweep.tick();
    },
    stop: () => sweep.stop(),
  };
}
