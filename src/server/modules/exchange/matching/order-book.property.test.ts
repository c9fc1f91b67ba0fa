// The book against a reference model written separately and as plainly as possible: lists,
// filter and sort on every order, exposure in BigInt. Any difference in fills, resting orders,
// depth or any player's exposure after any step fails the property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '@shared/money';
import { ODDS_LADDER } from '@shared/odds-ladder';
import { type OddsLeg, oddsExposure } from './exposure';
import { cancelOrder, createBook, depth, lapseOrders, listRestingOrders, placeOrder } from './order-book';
import type { Order, Side } from './types';

const RUNNERS = ['r1', 'r2'];
const PLAYERS = ['p1', 'p2', 'p3', 'p4'];

interface ModelOrder {
  id: string;
  playerId: string;
  runnerId: string;
  side: Side;
  price: number;
  remaining: number;
  persistence: 'lapse' | 'persist';
  seq: number;
}
interface ModelTrade {
  takerPlayerId: string;
  takerSide: Side;
  makerPlayerId: string;
  runnerId: string;
  price: number;
  stake: number;
}
interface Model {
  resting: ModelOrder[];
  trades: ModelTrade[];
}

function modelPlace(model: Model, order: ModelOrder) {
  const crossing = model.resting.filter(
    (o) => o.runnerId === order.runnerId && o.side !== order.side && (order.side === 'back' ? o.price >= order.price : o.price <= order.price),
  );
  crossing.sort((a, b) => (a.price === b.price ? a.seq - b.seq : order.side === 'back' ? b.price - a.price : a.price - b.price));
  const fills: Array<[string, number, number]> = [];
  let remaining = order.remaining;
  let cancelled = 0;
  for (const maker of crossing) {
    if (remaining === 0) break;
    if (maker.playerId === order.playerId) {
      cancelled = remaining;
      remaining = 0;
      break;
    }
    const size = Math.min(remaining, maker.remaining);
    maker.remaining -= size;
    remaining -= size;
    fills.push([maker.id, maker.price, size]);
    model.trades.push({
      takerPlayerId: order.playerId,
      takerSide: order.side,
      makerPlayerId: maker.playerId,
      runnerId: order.runnerId,
      price: maker.price,
      stake: size,
    });
  }
  model.resting = model.resting.filter((o) => o.remaining > 0);
  if (remaining > 0) model.resting.push({ ...order, remaining });
  return { fills, restingStake: remaining, cancelledStake: cancelled };
}

function modelDepth(model: Model, runnerId: string) {
  const levels = (side: Side, highestFirst: boolean) => {
    const sizes = new Map<number, number>();
    for (const o of model.resting) {
      if (o.runnerId === runnerId && o.side === side) sizes.set(o.price, (sizes.get(o.price) ?? 0) + o.remaining);
    }
    return [...sizes].sort((a, b) => (highestFirst ? b[0] - a[0] : a[0] - b[0])).map(([price, size]) => ({ price, size }));
  };
  return { back: levels('lay', true), lay: levels('back', false) };
}

/** Exposure straight from the definition, in BigInt: wins rounded down, losses rounded up. */
function modelExposure(model: Model, playerId: string): number {
  const legs: Array<{ runnerId: string; side: Side; price: number; stake: number; isMatched: boolean }> = [];
  for (const t of model.trades) {
    if (t.takerPlayerId === playerId) legs.push({ runnerId: t.runnerId, side: t.takerSide, price: t.price, stake: t.stake, isMatched: true });
    if (t.makerPlayerId === playerId) {
      legs.push({ runnerId: t.runnerId, side: t.takerSide === 'back' ? 'lay' : 'back', price: t.price, stake: t.stake, isMatched: true });
    }
  }
  for (const o of model.resting) if (o.playerId === playerId) legs.push({ ...o, stake: o.remaining, isMatched: false });
  let worst = 0n;
  for (const winner of RUNNERS) {
    let total = 0n;
    for (const leg of legs) {
      const product = BigInt(leg.stake) * BigInt(leg.price - 100);
      const win = product / 100n;
      const loss = (product + 99n) / 100n;
      const stake = BigInt(leg.stake);
      let pnl: bigint;
      if (leg.side === 'back') pnl = leg.runnerId === winner ? win : -stake;
      else pnl = leg.runnerId === winner ? -loss : stake;
      if (leg.isMatched || pnl < 0n) total += pnl;
    }
    if (total < worst) worst = total;
  }
  return Number(-worst);
}

type Command =
  | { kind: 'place'; player: number; runner: number; side: Side; tick: number; stake: number; persist: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'lapse' };

// A narrow band of ticks around evens (1.95–2.10) so orders cross often.
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      player: fc.nat({ max: PLAYERS.length - 1 }),
      runner: fc.nat({ max: RUNNERS.length - 1 }),
      side: fc.constantFrom<Side>('back', 'lay'),
      tick: fc.integer({ min: 94, max: 104 }),
      stake: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(100, 200, 500)),
      persist: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lapse' as const }) },
);

describe('order book against the reference model', () => {
  it('agrees with the model on fills, resting orders, depth and every exposure after every step', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { minLength: 1, maxLength: 80 }), (commands) => {
        const book = createBook(RUNNERS);
        const model: Model = { resting: [], trades: [] };
        const legsByPlayer = new Map<string, OddsLeg[]>(PLAYERS.map((player) => [player, []]));
        const placedIds: string[] = [];

        commands.forEach((command, step) => {
          if (command.kind === 'place') {
            const order: Order = {
              id: `o${step}`,
              playerId: PLAYERS[command.player] ?? 'p1',
              runnerId: RUNNERS[command.runner] ?? 'r1',
              side: command.side,
              price: ODDS_LADDER[command.tick] ?? 200,
              stake: paise(command.stake),
              persistence: command.persist ? 'persist' : 'lapse',
              seq: step,
            };
            placedIds.push(order.id);
            const result = placeOrder(book, order);
            const expected = modelPlace(model, { ...order, remaining: order.stake });
            expect(result.fills.map((f) => [f.makerOrderId, f.price, f.stake])).toEqual(expected.fills);
            expect([result.restingStake, result.cancelledStake]).toEqual([expected.restingStake, expected.cancelledStake]);
            expect(result.matchedStake + result.restingStake + result.cancelledStake).toBe(order.stake);
            for (const fill of result.fills) {
              // No fill at a price worse than the incoming order's limit.
              expect(order.side === 'back' ? fill.price >= order.price : fill.price <= order.price).toBe(true);
              expect(fill.makerPlayerId).not.toBe(fill.takerPlayerId);
              const makerSide: Side = order.side === 'back' ? 'lay' : 'back';
              const matched = { runnerId: fill.runnerId, price: fill.price, stake: fill.stake, isMatched: true };
              legsByPlayer.get(fill.takerPlayerId)?.push({ ...matched, side: order.side });
              legsByPlayer.get(fill.makerPlayerId)?.push({ ...matched, side: makerSide });
            }
          } else if (command.kind === 'cancel') {
            const id = placedIds[command.pick % Math.max(1, placedIds.length)] ?? 'none';
            const expected = model.resting.find((o) => o.id === id)?.remaining ?? 0;
            model.resting = model.resting.filter((o) => o.id !== id);
            expect(cancelOrder(book, id)).toBe(expected);
          } else {
            const expected = model.resting.filter((o) => o.persistence === 'lapse').map((o) => [o.id, o.remaining]);
            model.resting = model.resting.filter((o) => o.persistence !== 'lapse');
            const lapsed = lapseOrders(book, (o) => o.persistence === 'lapse');
            expect(lapsed.map((o) => [o.id, o.lapsedStake])).toEqual(expected);
          }

          const resting = listRestingOrders(book);
          expect(resting.map((o) => [o.id, o.remaining])).toEqual(model.resting.map((o) => [o.id, o.remaining]));
          for (const runnerId of RUNNERS) {
            const levels = depth(book, runnerId, ODDS_LADDER.length);
            expect(levels).toEqual(modelDepth(model, runnerId));
            // Never crossed: the best back price (resting lay) is below the best lay price (resting back).
            const [bestBack, bestLay] = [levels.back[0], levels.lay[0]];
            if (bestBack && bestLay) expect(bestBack.price).toBeLessThan(bestLay.price);
          }
          for (const playerId of PLAYERS) {
            const unmatched: OddsLeg[] = resting
              .filter((o) => o.playerId === playerId)
              .map((o) => ({ runnerId: o.runnerId, side: o.side, price: o.price, stake: o.remaining, isMatched: false }));
            const legs = [...(legsByPlayer.get(playerId) ?? []), ...unmatched];
            expect(oddsExposure(RUNNERS, legs)).toBe(modelExposure(model, playerId));
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
