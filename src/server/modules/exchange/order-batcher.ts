import type { Db } from '../../db/client';
import type { ExchangeCache } from './exchange-cache';
import { placeBetBatch, type AnswerBody, type BatchJob, type BatchOutcome } from './place-bet-batch';

// Group commit per market inside one process: while a market's batch is in its transaction,
// orders for that market queue up and go together in the next one. With little traffic a batch
// is one order and nothing waits; under load the fixed costs of a transaction (lock, write,
// ledger call, commit) are shared. Processes still take the market's row lock, so several of
// them on one database stay correct; each just batches its own orders.

export type OrderBatcher = { submit(marketId: number, job: BatchJob): Promise<BatchOutcome> };

type Entry = { job: BatchJob; resolve: (outcome: BatchOutcome) => void };

const MAX_BATCH = 32;

export function createOrderBatcher(db: Db, cache: ExchangeCache, answerBody: AnswerBody): OrderBatcher {
  const queues = new Map<number, Entry[]>();

  const drain = async (marketId: number) => {
    for (;;) {
      const queue = queues.get(marketId);
      if (!queue || queue.length === 0) {
        queues.delete(marketId);
        return;
      }
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await db.transaction((tx) =>
          placeBetBatch(
            tx,
            cache,
            marketId,
            batch.map((entry) => entry.job),
            answerBody,
          ),
        );
        batch.forEach((entry, index) => entry.resolve(outcomes[index] ?? { kind: 'alone' }));
      } catch {
        // The batch as a whole was refused (a hold that did not fit) or failed: each order goes
        // again on its own, which gives it its own exact answer (and stores it with its key).
        for (const entry of batch) entry.resolve({ kind: 'alone' });
      }
    }
  };

  return {
    submit(marketId, job) {
      return new Promise((resolve) => {
        const queue = queues.get(marketId);
        if (queue) {
          queue.push({ job, resolve });
          return;
        }
        queues.set(marketId, [{ job, resolve }]);
        void drain(marketId);
      });
    },
  };
}
