import type { WalletAnswer } from '@shared/schemas/casino';
import type { Db } from '@server/db/client';
import { sqlState } from '@server/errors';
import { applyWalletOps, type WalletApplyOp } from './wallet-operations';

// Group commit for the aggregators' stakes and wins. Every one of them moves money against the
// single house_pnl account, whose row lock lasts until the commit is flushed to disk; one
// transaction per callback would let only one commit through at a time. Instead, callbacks that
// arrive while a batch is being written wait and go together in the next batch: one statement
// (casino_wallet_apply), one lock, one flush for all of them. A callback alone goes at once.
// Should a batch fail as a whole (a deadlock, a bug), each of its operations runs again alone,
// so one bad operation never fails the others.

type Pending = { op: WalletApplyOp; resolve(answer: WalletAnswer): void; reject(error: unknown): void };

export type WalletBatcher = { apply(op: WalletApplyOp): Promise<WalletAnswer> };

const MAX_BATCH = 256;

async function applyAlone(db: Db, pending: Pending): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [answer] = await applyWalletOps(db, [pending.op]);
      if (!answer) throw new Error('no wallet answer');
      pending.resolve(answer);
      return;
    } catch (error) {
      if (sqlState(error) !== '40P01' || attempt >= 3) {
        pending.reject(error);
        return;
      }
    }
  }
}

export function createWalletBatcher(db: Db): WalletBatcher {
  const queue: Pending[] = [];
  let isWriting = false;

  async function flush(): Promise<void> {
    if (isWriting || queue.length === 0) return;
    isWriting = true;
    const batch = queue.splice(0, MAX_BATCH);
    try {
      const answers = await applyWalletOps(
        db,
        batch.map((pending) => pending.op),
      );
      batch.forEach((pending, index) => {
        const answer = answers[index];
        if (answer) pending.resolve(answer);
        else pending.reject(new Error('no wallet answer'));
      });
    } catch {
      await Promise.all(batch.map((pending) => applyAlone(db, pending)));
    } finally {
      isWriting = false;
      void flush();
    }
  }

  return {
    apply: (op) =>
      new Promise<WalletAnswer>((resolve, reject) => {
        queue.push({ op, resolve, reject });
        void flush();
      }),
  };
}
