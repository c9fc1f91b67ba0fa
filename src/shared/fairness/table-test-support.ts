import { expect } from 'vitest';
import { shuffleShoe } from './cards';
import type { TableGame } from './tables';
import { createRandom } from './test-support';

// Test-only: the million-round simulation of a card table. Floats from a seeded PRNG on the
// same 2^-32 lattice as the HMAC floats, shuffled and dealt by the table's own pure functions.

export type MeasuredRtp = { bet: string; stated: number; measured: number; sd: number };

export function simulateTable(table: TableGame, rounds: number, seed = 20261126): MeasuredRtp[] {
  const random = createRandom(seed);
  const sums = new Map<string, { sum: number; squares: number }>(table.bets.map((bet) => [bet.key, { sum: 0, squares: 0 }]));
  const floats = new Array<number>(table.cardsNeeded);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < table.cardsNeeded; i++) floats[i] = random.nextFloat();
    const { multipliers } = table.deal(shuffleShoe(floats, table.decks));
    for (const [bet, multiplier] of Object.entries(multipliers)) {
      const total = sums.get(bet);
      if (!total) throw new Error(`the deal paid a bet the table does not offer: ${bet}`);
      total.sum += multiplier;
      total.squares += multiplier * multiplier;
    }
  }
  return table.bets.map((bet) => {
    const total = sums.get(bet.key) ?? { sum: 0, squares: 0 };
    const measured = total.sum / rounds;
    return { bet: bet.key, stated: bet.rtp, measured, sd: Math.sqrt((total.squares / rounds - measured * measured) / rounds) };
  });
}

/** Each bet's measured RTP within 5 standard errors of the stated one (and the figures for the record). */
export function expectMeasuredRtps(table: TableGame, measured: readonly MeasuredRtp[]): void {
  for (const bet of measured) expect(Math.abs(bet.measured - bet.stated), `${table.key} ${bet.bet}`).toBeLessThan(5 * bet.sd);
  console.info(
    `${table.title}: ${measured.map((bet) => `${bet.bet} stated ${(bet.stated * 100).toFixed(3)}% measured ${(bet.measured * 100).toFixed(3)}%`).join('; ')}`,
  );
}
