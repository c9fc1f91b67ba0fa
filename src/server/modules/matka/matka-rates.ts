import { sql } from 'drizzle-orm';
import { defaultMatkaRates, matkaBetTypes, type MatkaBetType, type MatkaRates, type UpdateMatkaRatesInput } from '@shared/schemas/matka';
import type { Queryable, Tx } from '@server/db/client';

// The payout rate of each bet type, set by the operator: what a winning rupee returns, stake
// included, kept in hundredths (950 = 1:9.5). A bet keeps the rate it was placed at.

/** The rates in hundredths, by bet type. */
export async function readMatkaRates(db: Queryable): Promise<Record<MatkaBetType, number>> {
  const found = await db.execute<{ bet_type: MatkaBetType; rate: number }>(sql`SELECT bet_type, rate FROM matka_rates`);
  const rates = Object.fromEntries(matkaBetTypes.map((type) => [type, Math.round(defaultMatkaRates[type] * 100)])) as Record<MatkaBetType, number>;
  for (const row of found.rows) rates[row.bet_type] = Number(row.rate);
  return rates;
}

export const ratesView = (rates: Record<MatkaBetType, number>): MatkaRates =>
  Object.fromEntries(matkaBetTypes.map((type) => [type, rates[type] / 100])) as MatkaRates;

export async function updateMatkaRates(tx: Tx, input: UpdateMatkaRatesInput): Promise<void> {
  for (const type of matkaBetTypes) {
    const rate = input[type];
    if (rate === undefined) continue;
    await tx.execute(sql`INSERT INTO matka_rates (bet_type, rate) VALUES (${type}, ${Math.round(rate * 100)})
      ON CONFLICT (bet_type) DO UPDATE SET rate = excluded.rate`);
  }
}
