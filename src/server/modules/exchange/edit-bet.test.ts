import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import {
  balancesOf,
  createMarketFixture,
  expectLedgerBalanced,
  fundedPlayer,
  placeBet,
  settle,
  type MarketFixture,
  type Player,
} from '@server/test/exchange-fixtures';

// Editing an unmatched bet (PATCH /api/bets/{id}) on a market the house does not quote, so the
// queue holds only the players' bets: lowering only the stake keeps the bet's place, a new price
// or a higher stake sends it to the back; the hold follows exactly; the matched part stands.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

type Bet = { id: number; status: string; price: number; matched_stake: number; unmatched_stake: number };

const edit = (player: Player, betId: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/bets/${betId}`, headers: { ...player.auth, ...headers }, payload });

async function back(player: Player, market: MarketFixture, stake: number, price = 3): Promise<Bet> {
  const res = await placeBet(t, player, {
    market_id: market.marketId,
    runner_id: market.runnerIds[0] ?? 0,
    side: 'back',
    price,
    stake,
    persistence: 'persist',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.bet;
}

/** A layer takes `stake` at 3.0: whichever back is first in the queue is matched. */
async function layInto(market: MarketFixture, stake: number): Promise<void> {
  const layer = await fundedPlayer(t, 10_000);
  const res = await placeBet(t, layer, { market_id: market.marketId, runner_id: market.runnerIds[0] ?? 0, side: 'lay', price: 3, stake });
  expect(res.statusCode, res.body).toBe(201);
}

async function betsOf(player: Player, marketId: number): Promise<Bet[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/bets/user?market_id=${marketId}`, headers: player.auth });
  return res.json().data.bets;
}

async function twoInQueue(): Promise<{ market: MarketFixture; first: Player; second: Player; firstBet: Bet; secondBet: Bet }> {
  const market = await createMarketFixture(t);
  const first = await fundedPlayer(t, 1_000);
  const second = await fundedPlayer(t, 1_000);
  const firstBet = await back(first, market, 300);
  const secondBet = await back(second, market, 200);
  return { market, first, second, firstBet, secondBet };
}

describe('editing an unmatched bet', () => {
  it('keeps its place when only the stake goes down, and holds exactly the new stake', async () => {
    const { market, first, second, firstBet } = await twoInQueue();
    const res = await edit(first, firstBet.id, { stake: 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kept_place: true,
      replaced_bet_id: null,
      bet: { id: firstBet.id, stake: 300, unmatched_stake: 150, cancelled_stake: 150 },
    });
    expect(await balancesOf(t, first)).toEqual({ main: 850, exposure: 150 });
    await layInto(market, 100);
    // The first bet is still first: the lay matched it, not the second.
    expect((await betsOf(first, market.marketId)).find((bet) => bet.id === firstBet.id)).toMatchObject({ matched_stake: 100, unmatched_stake: 50 });
    expect((await betsOf(second, market.marketId))[0]).toMatchObject({ matched_stake: 0, unmatched_stake: 200 });
  });

  it('goes to the back of the queue when the stake goes up', async () => {
    const { market, first, second, firstBet } = await twoInQueue();
    const res = await edit(first, firstBet.id, { stake: 400 });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data;
    expect(edited).toMatchObject({ kept_place: false, replaced_bet_id: firstBet.id, bet: { stake: 400, unmatched_stake: 400, price: 3 } });
    expect(edited.bet.id).not.toBe(firstBet.id);
    expect(await balancesOf(t, first)).toEqual({ main: 600, exposure: 400 });
    await layInto(market, 100);
    expect((await betsOf(second, market.marketId))[0]).toMatchObject({ matched_stake: 100, unmatched_stake: 100 });
    expect((await betsOf(first, market.marketId)).find((bet) => bet.id === edited.bet.id)).toMatchObject({ matched_stake: 0, unmatched_stake: 400 });
  });

  it('goes to the back of the queue at a new price, even when it comes back to the old one', async () => {
    const { market, first, second, firstBet } = await twoInQueue();
    const moved = (await edit(first, firstBet.id, { price: 3.5 })).json().data.bet;
    expect(moved).toMatchObject({ price: 3.5, unmatched_stake: 300 });
    const back3 = await edit(first, moved.id, { price: 3 });
    expect(back3.statusCode, back3.body).toBe(200);
    await layInto(market, 100);
    expect((await betsOf(second, market.marketId))[0]).toMatchObject({ matched_stake: 100 });
    expect(await balancesOf(t, first)).toEqual({ main: 700, exposure: 300 });
  });

  it('edits only the unmatched part of a partly matched bet; the matched part stands', async () => {
    const { market, first, firstBet } = await twoInQueue();
    await layInto(market, 100);
    const res = await edit(first, firstBet.id, { price: 4, stake: 150 });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await betsOf(first, market.marketId);
    expect(mine.find((bet) => bet.id === firstBet.id)).toMatchObject({ matched_stake: 100, unmatched_stake: 0 });
    expect(mine.find((bet) => bet.id === res.json().data.bet.id)).toMatchObject({ price: 4, matched_stake: 0, unmatched_stake: 150 });
    // Held: the matched back's 100 plus the new unmatched 150.
    expect(await balancesOf(t, first)).toEqual({ main: 750, exposure: 250 });
  });

  it('holds a lay’s liability exactly at its new price', async () => {
    const market = await createMarketFixture(t);
    const layer = await fundedPlayer(t, 1_000);
    const placed = await placeBet(t, layer, {
      market_id: market.marketId,
      runner_id: market.runnerIds[0] ?? 0,
      side: 'lay',
      price: 2,
      stake: 100,
      persistence: 'persist',
    });
    expect(await balancesOf(t, layer)).toEqual({ main: 900, exposure: 100 });
    const res = await edit(layer, placed.json().data.bet.id, { price: 4.1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balancesOf(t, layer)).toEqual({ main: 690, exposure: 310 });
  });

  it('refuses someone else’s bet (404), and settled, cancelled and fully matched bets in words', async () => {
    const { market, first, second, firstBet, secondBet } = await twoInQueue();
    expect((await edit(second, firstBet.id, { stake: 100 })).statusCode).toBe(404);
    expect((await edit(first, 987_654_321, { stake: 100 })).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/api/bets/${secondBet.id}/cancel`, headers: second.auth });
    const cancelled = await edit(second, secondBet.id, { stake: 100 });
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([422, 'This bet was cancelled and cannot be edited']);
    await layInto(market, 300);
    const matched = await edit(first, firstBet.id, { stake: 100 });
    expect([matched.statusCode, matched.json().message]).toEqual([422, 'This bet is fully matched: only an unmatched bet can be edited']);
    await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] });
    const settled = await edit(first, firstBet.id, { stake: 100 });
    expect([settled.statusCode, settled.json().message]).toEqual([422, 'This bet is settled and cannot be edited']);
  });

  it.each([
    ['an off-ladder price', { price: 3.01 }],
    ['a negative stake', { stake: -100 }],
    ['a stake below the minimum', { stake: 99.99 }],
    ['a huge stake', { stake: 1e15 }],
    ['a stake as text', { stake: '150' }],
    ['nothing to change', {}],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const { market, first, firstBet } = await twoInQueue();
    const res = await edit(first, firstBet.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await betsOf(first, market.marketId)).toEqual([expect.objectContaining({ id: firstBet.id, unmatched_stake: 300, price: 3 })]);
    expect(await balancesOf(t, first)).toEqual({ main: 700, exposure: 300 });
  });

  it('refuses the same price and stake, a stake over the balance, and the operator', async () => {
    const { first, firstBet } = await twoInQueue();
    expect((await edit(first, firstBet.id, { price: 3, stake: 300 })).json().message).toBe('Nothing to change: give a different price or stake');
    const tooMuch = await edit(first, firstBet.id, { stake: 5_000 });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([422, 'Insufficient balance']);
    const admin = await adminAuth(t);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/bets/${firstBet.id}`, headers: { authorization: admin.authorization }, payload: { stake: 100 } }))
        .statusCode,
    ).toBe(403);
    expect(await balancesOf(t, first)).toEqual({ main: 700, exposure: 300 });
  });

  it('takes one of two edits of the same bet at once, and holds exactly once', async () => {
    const { market, first, firstBet } = await twoInQueue();
    const answers = await Promise.all([edit(first, firstBet.id, { stake: 350 }), edit(first, firstBet.id, { stake: 400 })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const won = answers.find((res) => res.statusCode === 200)?.json().data.bet;
    expect(await betsOf(first, market.marketId)).toEqual([expect.objectContaining({ id: won.id, unmatched_stake: won.stake })]);
    expect(await balancesOf(t, first)).toEqual({ main: 1_000 - won.stake, exposure: won.stake });
  });

  it('replays a repeated Idempotency-Key instead of editing twice', async () => {
    const { first, firstBet } = await twoInQueue();
    const headers = { 'idempotency-key': `edit-${firstBet.id}` };
    const once = await edit(first, firstBet.id, { stake: 250 }, headers);
    const again = await edit(first, firstBet.id, { stake: 250 }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(once.json());
    expect(await balancesOf(t, first)).toEqual({ main: 750, exposure: 250 });
  });
});
