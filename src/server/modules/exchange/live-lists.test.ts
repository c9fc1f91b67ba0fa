import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, settle } from '@server/test/exchange-fixtures';

// A settled or closed market leaves the lists (the home page's In Play and the sport pages),
// and an event with nothing left open leaves with it; the event's own page still shows it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/events?sport=cricket' })).json().data.events as Array<{ id: number; markets: Array<{ id: number }> }>;

describe('live lists', () => {
  it('drop a settled market, and its event once nothing of it is open', async () => {
    const market = await createMarketFixture(t, { inPlay: true });
    const admin = await adminAuth(t);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${market.eventId}/markets`,
      headers: { authorization: admin.authorization },
      payload: { name: 'Bookmaker', type: 'bookmaker', max_stake: 100_000, runners: [{ name: 'Home' }, { name: 'Away' }] },
    });
    const bookmaker = second.json().data.market.id as number;
    expect((await listed()).find((event) => event.id === market.eventId)?.markets.map((m) => m.id)).toEqual([market.marketId, bookmaker]);

    await settle(t, market.marketId, { winner_runner_id: market.runnerIds[0] });
    expect((await listed()).find((event) => event.id === market.eventId)?.markets.map((m) => m.id)).toEqual([bookmaker]);

    await settle(t, bookmaker, { void: true });
    expect((await listed()).some((event) => event.id === market.eventId)).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/events/${market.eventId}` });
    expect(page.json().data.event.markets.map((m: { status: string }) => m.status)).toEqual(['CLOSED', 'CLOSED']);
  });

  it('show a settled market with its result and not in play, and its event over once all its markets are settled', async () => {
    const market = await createMarketFixture(t, { inPlay: true });
    const admin = await adminAuth(t);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${market.eventId}/markets`,
      headers: { authorization: admin.authorization },
      payload: { name: 'Bookmaker', type: 'bookmaker', max_stake: 100_000, runners: [{ name: 'Home' }, { name: 'Away' }] },
    });
    const bookmaker = second.json().data.market.id as number;
    const book = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/markets/${id}` })).json().data.market;
    const event = async () => (await t.app.inject({ method: 'GET', url: `/api/events/${market.eventId}` })).json().data.event;
    const inPlay = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/events?in_play=true' })).json().data.events as Array<{ id: number }>).map((e) => e.id);
    expect(await book(market.marketId)).toMatchObject({ in_play: true, is_settled: false, result: null });
    expect(await inPlay()).toContain(market.eventId);

    await settle(t, market.marketId, { winner_runner_id: market.runnerIds[1] });
    expect(await book(market.marketId)).toMatchObject({
      in_play: false,
      status: 'CLOSED',
      is_settled: true,
      result: { winner_runner_id: market.runnerIds[1], winner: 'Away', void: false, runs: null },
    });
    expect(await event()).toMatchObject({ in_play: true, is_over: false });

    await settle(t, bookmaker, { void: true });
    expect(await book(bookmaker)).toMatchObject({ in_play: false, result: { winner_runner_id: null, winner: null, void: true } });
    expect(await event()).toMatchObject({ in_play: false, is_over: true });
    expect(await inPlay()).not.toContain(market.eventId);
  });
});
