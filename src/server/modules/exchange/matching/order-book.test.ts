import { describe, expect, it } from 'vitest';
import { paise } from '@shared/money';
import { buildBook, cancelOrder, createBook, depth, findRestingOrder, lapseOrders, listRestingOrders, type OrderBook, placeOrder } from './order-book';
import type { Order, Side } from './types';

let seq = 0;
function order(id: string, playerId: string, side: Side, price: number, stake: number, extra: Partial<Order> = {}): Order {
  seq += 1;
  return { id, playerId, runnerId: 'r1', side, price, stake: paise(stake), persistence: 'lapse', seq, ...extra };
}

function newBook(): OrderBook {
  return createBook(['r1', 'r2']);
}

/** [makerOrderId, price, stake] of each fill, in order. */
function fillsOf(result: ReturnType<typeof placeOrder>): Array<[string, number, number]> {
  return result.fills.map((fill) => [fill.makerOrderId, fill.price, fill.stake]);
}

describe('order book', () => {
  it('rests an order that finds nothing to match', () => {
    const book = newBook();
    const result = placeOrder(book, order('b1', 'alice', 'back', 250, 1000));
    expect(result).toEqual({ fills: [], matchedStake: 0, restingStake: 1000, cancelledStake: 0 });
    expect(depth(book, 'r1')).toEqual({ back: [], lay: [{ price: 250, size: 1000 }] });
  });

  it('a back fills resting lays best price first, then oldest first', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 200, 100));
    placeOrder(book, order('l2', 'carol', 'lay', 210, 100));
    placeOrder(book, order('l3', 'dave', 'lay', 210, 100));
    placeOrder(book, order('l4', 'erin', 'lay', 190, 100));
    const result = placeOrder(book, order('b1', 'alice', 'back', 200, 250));
    expect(fillsOf(result)).toEqual([
      ['l2', 210, 100],
      ['l3', 210, 100],
      ['l1', 200, 50],
    ]);
    expect(result.matchedStake).toBe(250);
    expect(findRestingOrder(book, 'l1')?.remaining).toBe(50);
    expect(findRestingOrder(book, 'l2')).toBeUndefined();
  });

  it('a lay fills resting backs lowest price first, then oldest first', () => {
    const book = newBook();
    placeOrder(book, order('b1', 'bob', 'back', 300, 100));
    placeOrder(book, order('b2', 'carol', 'back', 290, 100));
    placeOrder(book, order('b3', 'dave', 'back', 290, 100));
    const result = placeOrder(book, order('l1', 'alice', 'lay', 300, 150));
    expect(fillsOf(result)).toEqual([
      ['b2', 290, 100],
      ['b3', 290, 50],
    ]);
  });

  it('a back never fills below its limit and a lay never fills above its limit', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 198, 100));
    placeOrder(book, order('b1', 'carol', 'back', 202, 100));
    const back = placeOrder(book, order('b2', 'alice', 'back', 199, 100));
    const lay = placeOrder(book, order('l2', 'alice', 'lay', 200, 100));
    expect(back.fills).toEqual([]);
    expect(lay.fills).toEqual([]);
    expect(depth(book, 'r1')).toEqual({
      back: [{ price: 198, size: 100 }],
      lay: [
        { price: 199, size: 100 },
        { price: 202, size: 100 },
      ],
    });
  });

  it('trades at the resting order price and rests the remainder at the limit', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 300, 400));
    const result = placeOrder(book, order('b1', 'alice', 'back', 250, 1000));
    expect(result.fills[0]).toMatchObject({ takerOrderId: 'b1', takerSide: 'back', makerPlayerId: 'bob', price: 300, stake: 400 });
    expect(result.restingStake).toBe(600);
    expect(depth(book, 'r1')).toEqual({ back: [], lay: [{ price: 250, size: 600 }] });
  });

  it('never matches a player with themself: the incoming remainder is cancelled', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 220, 100));
    placeOrder(book, order('l2', 'alice', 'lay', 210, 100));
    placeOrder(book, order('l3', 'carol', 'lay', 200, 100));
    const result = placeOrder(book, order('b1', 'alice', 'back', 200, 500));
    expect(fillsOf(result)).toEqual([['l1', 220, 100]]);
    expect(result).toMatchObject({ matchedStake: 100, restingStake: 0, cancelledStake: 400 });
    // Alice's own lay still rests and carol's cheaper lay was not reached.
    expect(listRestingOrders(book).map((resting) => resting.id)).toEqual(['l2', 'l3']);
  });

  it('lets a player rest on both sides when their own orders do not cross', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'alice', 'lay', 200, 100));
    const result = placeOrder(book, order('b1', 'alice', 'back', 202, 100));
    expect(result).toMatchObject({ restingStake: 100, cancelledStake: 0 });
  });

  it('keeps runners apart', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 200, 100, { runnerId: 'r2' }));
    const result = placeOrder(book, order('b1', 'alice', 'back', 200, 100));
    expect(result.fills).toEqual([]);
    expect(depth(book, 'r2').back).toEqual([{ price: 200, size: 100 }]);
  });

  it('cancel removes the unmatched remainder and says how much', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 200, 1000));
    placeOrder(book, order('b1', 'alice', 'back', 200, 300));
    expect(cancelOrder(book, 'l1')).toBe(700);
    expect(cancelOrder(book, 'l1')).toBe(0);
    expect(cancelOrder(book, 'nope')).toBe(0);
    expect(depth(book, 'r1')).toEqual({ back: [], lay: [] });
  });

  it('a cancelled order keeps its place out of the queue and the next one fills', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 200, 100));
    placeOrder(book, order('l2', 'carol', 'lay', 200, 100));
    cancelOrder(book, 'l1');
    const result = placeOrder(book, order('b1', 'alice', 'back', 200, 100));
    expect(fillsOf(result)).toEqual([['l2', 200, 100]]);
  });

  it('aggregates depth per price, best three by default', () => {
    const book = newBook();
    for (const [id, price] of [
      ['a', 200],
      ['b', 200],
      ['c', 198],
      ['d', 196],
      ['e', 194],
    ] as const) {
      placeOrder(book, order(id, `p-${id}`, 'lay', price, 100));
    }
    placeOrder(book, order('f', 'p-f', 'back', 210, 50));
    expect(depth(book, 'r1')).toEqual({
      back: [
        { price: 200, size: 200 },
        { price: 198, size: 100 },
        { price: 196, size: 100 },
      ],
      lay: [{ price: 210, size: 50 }],
    });
    expect(depth(book, 'r1', 1).back).toEqual([{ price: 200, size: 200 }]);
  });

  it('lapses the orders the predicate picks and keeps the rest', () => {
    const book = newBook();
    placeOrder(book, order('l1', 'bob', 'lay', 200, 100, { persistence: 'lapse' }));
    placeOrder(book, order('l2', 'bob', 'lay', 198, 100, { persistence: 'persist' }));
    placeOrder(book, order('b1', 'alice', 'back', 200, 40));
    const lapsed = lapseOrders(book, (resting) => resting.persistence === 'lapse');
    expect(lapsed.map(({ id, lapsedStake }) => [id, lapsedStake])).toEqual([['l1', 60]]);
    expect(listRestingOrders(book).map((resting) => resting.id)).toEqual(['l2']);
    expect(depth(book, 'r1').back).toEqual([{ price: 198, size: 100 }]);
  });

  it('rebuilds from stored remainders with time priority from seq', () => {
    const book = buildBook(
      ['r1'],
      [
        { id: 'late', playerId: 'bob', runnerId: 'r1', side: 'lay', price: 200, stake: paise(100), persistence: 'persist', seq: 9 },
        { id: 'early', playerId: 'carol', runnerId: 'r1', side: 'lay', price: 200, stake: paise(100), persistence: 'persist', seq: 3 },
      ],
    );
    const incoming: Order = { id: 'b', playerId: 'alice', runnerId: 'r1', side: 'back', price: 200, stake: paise(100), persistence: 'lapse', seq: 10 };
    const result = placeOrder(book, incoming);
    expect(fillsOf(result)).toEqual([['early', 200, 100]]);
  });

  it('refuses to rebuild a crossed book', () => {
    const rows: Order[] = [
      { id: 'l', playerId: 'bob', runnerId: 'r1', side: 'lay', price: 202, stake: paise(100), persistence: 'persist', seq: 1 },
      { id: 'b', playerId: 'carol', runnerId: 'r1', side: 'back', price: 200, stake: paise(100), persistence: 'persist', seq: 2 },
    ];
    expect(() => buildBook(['r1'], rows)).toThrow(/crosses/);
  });

  it('refuses an order off the ladder, with a bad stake, on an unknown runner or out of seq order', () => {
    const book = newBook();
    expect(() => placeOrder(book, order('x1', 'alice', 'back', 201, 100))).toThrow(RangeError);
    expect(() => placeOrder(book, order('x2', 'alice', 'back', 200, 0))).toThrow(RangeError);
    expect(() => placeOrder(book, order('x3', 'alice', 'back', 200, 100, { runnerId: 'r9' }))).toThrow(RangeError);
    placeOrder(book, order('x4', 'alice', 'back', 200, 100, { seq: 1000 }));
    expect(() => placeOrder(book, order('x5', 'alice', 'back', 200, 100, { seq: 999 }))).toThrow(RangeError);
    expect(listRestingOrders(book).map((resting) => resting.id)).toEqual(['x4']);
  });

  it('keeps a level correct through many cancels behind a live head order', () => {
    const book = newBook();
    placeOrder(book, order('head', 'bob', 'lay', 200, 100));
    for (let i = 0; i < 500; i++) {
      placeOrder(book, order(`c${i}`, 'carol', 'lay', 200, 10));
      cancelOrder(book, `c${i}`);
    }
    placeOrder(book, order('tail', 'dave', 'lay', 200, 10));
    expect(depth(book, 'r1').back).toEqual([{ price: 200, size: 110 }]);
    const result = placeOrder(book, order('b', 'alice', 'back', 200, 200));
    expect(fillsOf(result)).toEqual([
      ['head', 200, 100],
      ['tail', 200, 10],
    ]);
  });
});
