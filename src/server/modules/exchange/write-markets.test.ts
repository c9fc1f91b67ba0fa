import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '@server/errors';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, fundedPlayer, placeBet, type MarketFixture, type Player } from '@server/test/exchange-fixtures';
import { createExchangeCache } from './exchange-cache';
import type { MarketTransaction, NewBet } from './market-record';
import { openMarket } from './market-transaction';
import { writeMarkets } from './write-markets';

// The exchange's bets, matches, positions and holds have no foreign keys: their one writer,
// exchange_write_markets, checks a whole batch at once (LX001), and triggers refuse deleting what
// they name (migration 0048).

let t: TestApp;
let market: MarketFixture;
let other: MarketFixture;
let player: Player;
beforeAll(async () => {
  t = await createTestApp();
  market = await createMarketFixture(t);
  other = await createMarketFixture(t);
  player = await fundedPlayer(t, 1_000);
});
afterAll(() => t.close());

const betCount = async (marketId: number) =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets WHERE market_id = ${marketId}`)).rows[0]?.n;

/** Opens the market in a transaction of its own, lets `change` add to it, writes it and rolls back: 'written', or the error that refused it. */
async function write(change: (marketTx: MarketTransaction, bet: (over?: Partial<NewBet>) => NewBet) => void): Promise<unknown> {
  const rolledBack = new Error('rolled back');
  try {
    await t.db.transaction(async (tx) => {
      const marketTx = await openMarket(tx, createExchangeCache(), market.marketId);
      const bet = (over: Partial<NewBet> = {}): NewBet => {
        const made: NewBet = {
          seq: marketTx.state.nextSeq,
          runnerId: market.runnerIds[0] ?? 0,
          userId: player.id,
          side: 'back',
          price: 300,
          line: null,
          persistence: 'lapse',
          stake: 10_000,
          matched: 0,
          value: 0,
          remaining: 10_000,
          cancelled: 0,
          lapsed: 0,
          win: 0,
          lose: 0,
          ...over,
        };
        marketTx.state.nextSeq += 1;
        marketTx.newBets.set(made.seq, made);
        return made;
      };
      change(marketTx, bet);
      await writeMarkets(tx, [{ marketTx, exposures: new Map() }]);
      throw rolledBack;
    });
  } catch (error) {
    return error === rolledBack ? 'written' : error;
  }
  throw new Error('the test write was committed');
}

describe("the exchange's write checks what the foreign keys checked", () => {
  it('writes a bet that names its market, a runner of it and a player', async () => {
    expect(await write((_, bet) => bet())).toBe('written');
  });

  it('refuses a bet on a runner of another market, and writes nothing', async () => {
    const before = await betCount(market.marketId);
    const refused = await write((_, bet) => bet({ runnerId: other.runnerIds[0] ?? 0 }));
    expect(sqlState(refused)).toBe('LX001');
    expect(await betCount(market.marketId)).toBe(before);
  });

  it('refuses a bet of a player that does not exist', async () => {
    expect(sqlState(await write((_, bet) => bet({ userId: 999_999_999 })))).toBe('LX001');
  });

  it('refuses a position on a runner of another market', async () => {
    const refused = await write((marketTx) =>
      marketTx.positionDeltas.set('x', { userId: player.id, runnerId: other.runnerIds[0] ?? 0, line: 0, win: 100, lose: -100 }),
    );
    expect(sqlState(refused)).toBe('LX001');
  });

  it('refuses a match with a bet that is neither stored nor made in the write', async () => {
    const refused = await write((marketTx, bet) => {
      const taker = bet({ matched: 100, value: 30_000, remaining: 9_900 });
      const runnerId = taker.runnerId;
      marketTx.matches.push({ takerSeq: taker.seq, makerSeq: 999_999, makerUserId: player.id, runnerId, takerSide: 'back', price: 300, stake: 100 });
    });
    expect(sqlState(refused)).toBe('LX001');
  });
});

describe('what the exchange names is not deleted', () => {
  it('refuses deleting a runner that has bets, and a bet that has matches', async () => {
    const fixture = await createMarketFixture(t);
    const [runner = 0] = fixture.runnerIds;
    const layer = await fundedPlayer(t, 1_000);
    expect((await placeBet(t, player, { market_id: fixture.marketId, runner_id: runner, side: 'back', price: 2, stake: 100 })).statusCode).toBe(201);
    expect((await placeBet(t, layer, { market_id: fixture.marketId, runner_id: runner, side: 'lay', price: 2, stake: 100 })).statusCode).toBe(201);
    const deleting = (statement: ReturnType<typeof sql>) => t.db.execute(statement).then(() => 'deleted', sqlState);
    expect(await deleting(sql`DELETE FROM runners WHERE id = ${runner}`)).toBe('23503');
    expect(await deleting(sql`DELETE FROM bets WHERE market_id = ${fixture.marketId}`)).toBe('23503');
    expect(await betCount(fixture.marketId)).toBe(2);
    const matches = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bet_matches WHERE market_id = ${fixture.marketId}`);
    expect(matches.rows[0]?.n).toBe(1);
  });
});
