import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_LADDER } from '@shared/odds-ladder';
import type { Paise } from '@shared/money';
import { outcomesAfter, planCashOut, type HedgeLeg, type RunnerOffers } from './cash-out-math';
import { settleOddsBet } from './matching/exposure';

// Cash out against a reference: the position's profit per outcome is computed by settling each
// bet one by one (the core's settleOddsBet), the hedge's fills likewise, and the result must be
// level across outcomes to within the rounding of a stake to whole paise at the hedge's prices,
// take no more than each level offers, and be as good as the textbook hedge on a deep book.

type Bet = { runnerId: number; side: 'back' | 'lay'; price: number; stake: number };

const price = fc.constantFrom(...ODDS_LADDER.filter((p) => p >= 110 && p <= 2000));
const bet = (runners: number) =>
  fc.record({
    runnerId: fc.integer({ min: 1, max: runners }),
    side: fc.constantFrom<'back' | 'lay'>('back', 'lay'),
    price,
    stake: fc.integer({ min: 10_000, max: 5_000_000 }),
  });
const levels = fc.array(fc.record({ price, size: fc.integer({ min: 1_000, max: 10_000_000 }) }), { minLength: 0, maxLength: 4 });

function settle(bets: readonly Bet[], runners: number[]): Map<number, number> {
  return new Map(
    runners.map((winner) => [
      winner,
      bets.reduce((sum, b) => sum + settleOddsBet({ ...b, runnerId: String(b.runnerId), stake: b.stake as Paise }, String(winner)), 0),
    ]),
  );
}

function hedgeBets(legs: readonly HedgeLeg[]): Bet[] {
  return legs.flatMap((leg) => leg.fills.map((fill) => ({ runnerId: leg.runnerId, side: leg.side, price: fill.price, stake: fill.size })));
}

/**
 * The rounding the hedge cannot avoid: a paisa of stake at each fill's price and a paisa per fill,
 * and on each runner a gap smaller than a paisa of stake at its price (at most 20.00 here), left as it is.
 */
function tolerance(legs: readonly HedgeLeg[], runners = 4): number {
  return legs.reduce((sum, leg) => sum + leg.fills.reduce((part, fill) => part + Math.ceil(fill.price / 100) + 1, 0), 0) * 2 + runners * 20;
}

/** Orders the offers as a book shows them: back best (highest) first, lay best (lowest) first, one level a price. */
function offersOf(runnerId: number, back: Array<{ price: number; size: number }>, lay: Array<{ price: number; size: number }>): RunnerOffers {
  const unique = (list: Array<{ price: number; size: number }>) => [...new Map(list.map((level) => [level.price, level])).values()];
  return { runnerId, back: unique(back).sort((a, b) => b.price - a.price), lay: unique(lay).sort((a, b) => a.price - b.price) };
}

describe('cash out plan', () => {
  it('levels random positions across outcomes, from what the book offers, as settlement pays', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.array(bet(n), { minLength: 1, maxLength: 6 }), fc.array(fc.tuple(levels, levels), { minLength: n, maxLength: n })),
          ),
        fc.constantFrom(25, 50, 75, 100),
        ([n, bets, books], share) => {
          const runners = Array.from({ length: n }, (_, i) => i + 1);
          const profits = settle(bets, runners);
          const offers = runners.map((id, i) => offersOf(id, books[i]?.[0] ?? [], books[i]?.[1] ?? []));
          const plan = planCashOut(profits, offers, share);
          if (!plan) return;
          // Settling the original bets and the hedge's fills one by one gives the plan's figures exactly.
          expect(settle([...bets, ...hedgeBets(plan.legs)], runners)).toEqual(plan.profitsAfter);
          expect(outcomesAfter(profits, plan.legs)).toEqual(plan.profitsAfter);
          // Never more than a level offers, only at offered prices, and a leg's limit is its worst fill.
          for (const leg of plan.legs) {
            const offered = offers.find((o) => o.runnerId === leg.runnerId)?.[leg.side] ?? [];
            for (const fill of leg.fills) expect(fill.size).toBeLessThanOrEqual(offered.find((level) => level.price === fill.price)?.size ?? 0);
            expect(leg.stake).toBe(leg.fills.reduce((sum, fill) => sum + fill.size, 0));
            expect(leg.price).toBe(leg.fills[leg.fills.length - 1]?.price);
          }
          // The cashed-out share is level; what is kept is the rest of the position as it was.
          const hedged = runners.map((id) => (plan.profitsAfter.get(id) ?? 0) - ((profits.get(id) ?? 0) - Math.round(((profits.get(id) ?? 0) * share) / 100)));
          if (share === 100) hedged.splice(0, hedged.length, ...runners.map((id) => plan.profitsAfter.get(id) ?? 0));
          expect(Math.max(...hedged) - Math.min(...hedged)).toBeLessThanOrEqual(tolerance(plan.legs));
          // -0 and 0 are the same amount (+ 0 makes both 0).
          expect(plan.amount).toBe(Math.min(...hedged) + 0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers 0, not -0, when a quarter of a nearly level position rounds to a small loss', () => {
    // The case a random run found: a back and a lay on runner 1 at 1.77, 2 paise apart.
    const bets: Bet[] = [
      { runnerId: 1, side: 'back', price: 177, stake: 10_000 },
      { runnerId: 1, side: 'lay', price: 177, stake: 10_002 },
    ];
    const runners = [1, 2, 3, 4];
    const offers = [offersOf(1, [{ price: 110, size: 1_000 }], []), ...[2, 3, 4].map((id) => offersOf(id, [], []))];
    const plan = planCashOut(settle(bets, runners), offers, 25);
    expect(plan).not.toBeNull();
    expect(Object.is(plan?.amount, 0)).toBe(true);
  });

  it('locks in what the textbook hedge does on a deep book (two and three runners)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 3 })
          .chain((n) => fc.tuple(fc.array(bet(n), { minLength: 1, maxLength: 5 }), fc.array(fc.tuple(price, price), { minLength: n, maxLength: n }))),
        ([bets, quotes]) => {
          const runners = quotes.map((_q, i) => i + 1);
          const profits = settle(bets, runners);
          const offers = runners.map((id, i) => {
            const [a, b] = quotes[i] ?? [200, 200];
            return offersOf(id, [{ price: Math.min(a, b), size: 1e12 }], [{ price: Math.max(a, b), size: 1e12 }]);
          });
          const plan = planCashOut(profits, offers, 100);
          expect(plan).not.toBeNull();
          if (!plan) return;
          // Best over the level C = Q_k: back (C − Q_j) / p_back where below it, lay (Q_j − C) / p_lay where above.
          const reference = Math.max(
            ...runners.map((k) => {
              const level = profits.get(k) ?? 0;
              let stakes = 0;
              for (const [i, j] of runners.entries()) {
                const gap = level - (profits.get(j) ?? 0);
                const offer = offers[i];
                if (gap > 0) stakes += (gap * 100) / (offer?.back[0]?.price ?? 1);
                if (gap < 0) stakes += (gap * 100) / (offer?.lay[0]?.price ?? 1);
              }
              return level - stakes;
            }),
          );
          expect(Math.abs(plan.amount - reference)).toBeLessThanOrEqual(tolerance(plan.legs) + runners.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('backs 100 at 2.0, the price shortens to 1.5: lays 133.33 to lock in 33.33 either way', () => {
    const profits = new Map([
      [1, 10_000],
      [2, -10_000],
    ]);
    const offers = [
      offersOf(1, [{ price: 148, size: 1e9 }], [{ price: 150, size: 1e9 }]),
      offersOf(2, [{ price: 290, size: 1e9 }], [{ price: 310, size: 1e9 }]),
    ];
    const plan = planCashOut(profits, offers, 100);
    expect(plan?.legs).toEqual([{ runnerId: 1, side: 'lay', price: 150, stake: 13_333, fills: [{ price: 150, size: 13_333 }] }]);
    expect([...(plan?.profitsAfter.values() ?? [])]).toEqual([3_334, 3_333]);
    expect(plan?.amount).toBe(3_333);
  });

  it('places nothing for a gap smaller than a paisa of stake at the price', () => {
    const offers = [
      offersOf(1, [{ price: 148, size: 1e9 }], [{ price: 151, size: 1e9 }]),
      offersOf(2, [{ price: 298, size: 1e9 }], [{ price: 305, size: 1e9 }]),
    ];
    const level = planCashOut(
      new Map([
        [1, 32_886],
        [2, 32_885],
      ]),
      offers,
      100,
    );
    expect(level).toMatchObject({ legs: [], amount: 32_885 });
  });

  it('answers null when the book does not offer enough, and no legs for a level position', () => {
    const thin = [offersOf(1, [], [{ price: 150, size: 1_000 }]), offersOf(2, [], [])];
    expect(
      planCashOut(
        new Map([
          [1, 10_000],
          [2, -10_000],
        ]),
        thin,
        100,
      ),
    ).toBeNull();
    expect(
      planCashOut(
        new Map([
          [1, 500],
          [2, 500],
        ]),
        thin,
        100,
      )?.legs,
    ).toEqual([]);
  });
});
