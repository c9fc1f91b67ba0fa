import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { VoidMatkaDrawInput } from '@shared/schemas/matka';
import type { Tx } from '@server/db/client';
import { conflict, notFound, unprocessable } from '@server/errors';
import { transferMany, type TransferInput } from '../ledger';
import { bettingAccounts, reversalLegs, type SettlingBet } from './settle-matka-draw';

// Voiding a draw: the operator cancels one market's draw of one India day (the market did not run,
// its result is in dispute). Every bet on it is refunded in one ledger call: a settled bet's last
// settlement is reversed first, as a correction does (so its stake is held again), then every
// stake goes back from exposure to main (all referenced `matka-void:{bet}…`). The bets end 'void' with their stake
// as payout; the draw takes no more bets and no result. A second void of the draw is refused.

export async function voidMatkaDraw(tx: Tx, marketId: number, input: VoidMatkaDrawInput, now: Date): Promise<{ refunded: number; reversed: number }> {
  // The market FOR UPDATE, as a declaration takes it: a slip being placed (FOR SHARE) commits first
  // and is refunded here, or finds the draw void.
  const market = await tx.execute(sql`SELECT id FROM matka_markets WHERE id = ${marketId} FOR UPDATE`);
  if (market.rows.length === 0) throw notFound('Matka market not found');
  const marked = await tx.execute(sql`
    INSERT INTO matka_void_draws (market_id, draw_date, reason, voided_at) VALUES (${marketId}, ${input.date}::date, ${input.reason}, ${now.toISOString()}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING market_id`);
  if (marked.rows.length === 0) throw conflict(`The draw of ${input.date} is already void`);

  const found = await tx.execute<SettlingBet>(sql`
    SELECT b.id, b.user_id, u.is_demo, b.session, b.bet_type, b.number, b.stake, b.rate, b.status, b.settled_on, b.settle_round
    FROM matka_bets b JOIN users u ON u.id = b.user_id
    WHERE b.market_id = ${marketId} AND b.draw_date = ${input.date}::date AND b.status <> 'void' ORDER BY b.id FOR UPDATE OF b`);
  const bets = found.rows;
  if (bets.length === 0) return { refunded: 0, reversed: 0 };
  const settled = bets.filter((bet) => bet.status !== 'open');
  const reversals = await reversalLegs(tx, settled, 'matka-void');
  const accounts = await bettingAccounts(tx, [...new Set(bets.map((bet) => Number(bet.user_id)))]);
  const refunds: TransferInput[] = bets.map((bet) => {
    const account = accounts.get(Number(bet.user_id));
    if (!account) throw new Error(`matka bet ${bet.id}: its player has no betting accounts`);
    const reference = `matka-void:${bet.id}`;
    return {
      from: account.exposure,
      to: account.main,
      amount: Number(bet.stake) as Paise,
      kind: 'bet_release',
      reference,
      idempotencyKey: `${reference}:refund`,
    };
  });
  try {
    await transferMany(tx, [...reversals, ...refunds]);
  } catch (error) {
    if (reversals.length > 0 && error instanceof Error && error.message === 'Insufficient balance') {
      throw unprocessable('Cannot void the draw: a player no longer holds the winnings its settlement paid');
    }
    throw error;
  }
  const ids = `{${bets.map((bet) => Number(bet.id)).join(',')}}`;
  await tx.execute(sql`
    UPDATE matka_bets SET status = 'void', payout = stake, settled_at = ${now.toISOString()}::timestamptz WHERE id = ANY(${ids}::bigint[])`);
  return { refunded: bets.length, reversed: settled.length };
}
