import type { Paise } from '@shared/money';
import type { Tx } from '@server/db/client';
import { houseAccount, playerAccount } from './accounts';
import { transferMany } from './transfer';

export const DEMO_MAIN = 2_500_050 as Paise; // ₹25,000.50
export const DEMO_BONUS = 50_000 as Paise; // ₹500

/**
 * The demo player's play money, paid from the play-money house's bonus account through the
 * ledger. Keyed by user, so granting twice moves the money once.
 */
export async function grantDemoFunds(tx: Tx, userId: number): Promise<void> {
  const source = await houseAccount(tx, 'house_bonus', 'play');
  const main = await playerAccount(tx, userId, 'main');
  const bonus = await playerAccount(tx, userId, 'bonus');
  await transferMany(tx, [
    { from: source, to: main, amount: DEMO_MAIN, kind: 'adjustment', reference: `demo:${userId}`, idempotencyKey: `demo-funds:main:${userId}` },
    { from: source, to: bonus, amount: DEMO_BONUS, kind: 'bonus', reference: `demo:${userId}`, idempotencyKey: `demo-funds:bonus:${userId}` },
  ]);
}
