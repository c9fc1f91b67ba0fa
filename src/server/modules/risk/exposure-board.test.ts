import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, expectLedgerBalanced, fundedPlayer, placeBet } from '@server/test/exchange-fixtures';
import { grantDemoFunds } from '@server/modules/ledger';

// The exposure board against a hand computation: several players and the house in a match odds
// market and a fancy market, bookmaker and fancy listed first; suspending a market or a whole
// event from it, audited, after which players' bets are refused; players kept out.

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await adminAuth(t)).authorization;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

type BoardMarket = {
  market_id: number;
  type: string;
  status: string;
  outcomes: Array<{ runner_id: number; name: string; profit: number }>;
  bands: Array<{ from: number; to: number | null; profit: number }>;
  worst_case: number;
  best_case: number;
  house_held: number;
  matched_volume: number;
  unmatched_volume: number;
  house_offers: number;
  players: number;
  top_players: Array<{ user_id: number; username: string; exposure: number }>;
};

async function board() {
  const res = await admin('GET', '/risk/exposure');
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    markets: BoardMarket[];
    top_players: Array<{ user_id: number; exposure: number; markets: number }>;
    totals: Record<string, number>;
  };
}

describe('exposure board', () => {
  it('shows the house’s profit per outcome, volumes and the most exposed players as computed by hand', async () => {
    // The house quotes Home and Away, not the Draw: there players can only trade with each other.
    const odds = await createMarketFixture(t, {
      runners: [{ name: 'Home', fair_price: 2 }, { name: 'Away', fair_price: 2 }, { name: 'Draw' }],
    });
    const [home = 0, away = 0, draw = 0] = odds.runnerIds;
    const fancy = await createMarketFixture(t, {
      type: 'fancy',
      name: '10 Over Runs',
      max_stake: 50_000,
      runners: [{ name: '10 Over Runs', yes_line: 59, yes_rate: 100, no_line: 58, no_rate: 100 }],
    });
    const [line = 0] = fancy.runnerIds;
    const [a, b, c, d, e, f, g] = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => fundedPlayer(t, 20_000)));
    if (!a || !b || !c || !d || !e || !f || !g) throw new Error('players');
    const bet = async (player: typeof a, body: Parameters<typeof placeBet>[2]) => {
      const res = await placeBet(t, player, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.bet;
    };
    const m = odds.marketId;
    // A backs Home 1000 at the house's 1.99: the house laid it (Home: −990, otherwise +1000).
    expect(await bet(a, { market_id: m, runner_id: home, side: 'back', price: 1.99, stake: 1000 })).toMatchObject({ status: 'matched' });
    // B lays Away 500 at the house's 2.02: the house backed it (Away: +510, otherwise −500).
    expect(await bet(b, { market_id: m, runner_id: away, side: 'lay', price: 2.02, stake: 500 })).toMatchObject({ status: 'matched' });
    // C and D trade 200 on the Draw at 5.0 with each other: the house is not in it.
    expect(await bet(c, { market_id: m, runner_id: draw, side: 'back', price: 5, stake: 200 })).toMatchObject({ status: 'unmatched' });
    expect(await bet(d, { market_id: m, runner_id: draw, side: 'lay', price: 5, stake: 200 })).toMatchObject({ status: 'matched' });
    // E's back at 10 rests: 300 unmatched, 300 held.
    expect(await bet(e, { market_id: m, runner_id: home, side: 'back', price: 10, stake: 300 })).toMatchObject({ status: 'unmatched' });
    // Fancy: F says YES 1000 at 59 (rate 100), G says NO 500 at 58 (rate 100).
    await bet(f, { market_id: fancy.marketId, runner_id: line, side: 'back', price: 2, stake: 1000, line: 59 });
    await bet(g, { market_id: fancy.marketId, runner_id: line, side: 'lay', price: 2, stake: 500 });
    // A demo player's bet is play money: it changes nothing on the board.
    const demo = await createPlayer(t, { isDemo: true });
    await t.db.transaction((tx) => grantDemoFunds(tx, demo.id));
    expect((await placeBet(t, demo, { market_id: m, runner_id: home, side: 'back', price: 1.99, stake: 2000 })).statusCode).toBe(201);

    const { markets, top_players } = await board();
    const ours = markets.filter((market) => market.market_id === m || market.market_id === fancy.marketId);
    // Most exposed first: the match odds (worst case −1,490) before the fancy line (−500), and the whole board in that order.
    expect(ours.map((market) => market.market_id)).toEqual([m, fancy.marketId]);
    const worst = markets.map((market) => market.worst_case);
    expect(worst).toEqual([...worst].sort((x, y) => x - y));

    const oddsRow = ours[0];
    expect(oddsRow?.outcomes).toEqual([
      { runner_id: home, name: 'Home', profit: -1490 },
      { runner_id: away, name: 'Away', profit: 1510 },
      // The Draw: A's back on Home loses (+1000), B's lay of Away wins (−500).
      { runner_id: draw, name: 'Draw', profit: 500 },
    ]);
    expect(oddsRow).toMatchObject({ status: 'OPEN', worst_case: -1490, best_case: 1510, matched_volume: 1700, unmatched_volume: 300, players: 5 });
    // What the ledger holds for the house covers its matched worst case and its resting offers.
    expect(oddsRow?.house_held).toBeGreaterThanOrEqual(1490);
    expect(oddsRow?.house_offers).toBeGreaterThan(0);
    // Holds: A 1000 (Away wins), D 800 (lay 200 at 5), B 510 (lay 500 at 2.02), E 300, C 200.
    expect(oddsRow?.top_players).toEqual([
      { user_id: a.id, username: expect.any(String), exposure: 1000 },
      { user_id: d.id, username: expect.any(String), exposure: 800 },
      { user_id: b.id, username: expect.any(String), exposure: 510 },
    ]);

    // The house took the other side of both: below 58 it wins 1000 − 500, at 58 both lose (+1500), from 59 it pays F 1000 and wins G's 500.
    const fancyRow = ours[1];
    expect(fancyRow?.bands).toEqual([
      { from: 0, to: 57, profit: 500 },
      { from: 58, to: 58, profit: 1500 },
      { from: 59, to: null, profit: -500 },
    ]);
    expect(fancyRow).toMatchObject({
      type: 'fancy',
      worst_case: -500,
      best_case: 1500,
      house_held: 500,
      matched_volume: 1500,
      unmatched_volume: 0,
      players: 2,
    });

    // Across markets: the seven players, largest hold first.
    const mine = new Set([a, b, c, d, e, f, g].map((player) => player.id));
    expect(top_players.filter((player) => mine.has(player.user_id)).map((player) => [player.user_id, player.exposure])).toEqual(
      [
        [a.id, 1000],
        [f.id, 1000],
        [d.id, 800],
        [b.id, 510],
        [g.id, 500],
        [e.id, 300],
        [c.id, 200],
      ].sort((x, y) => (y[1] ?? 0) - (x[1] ?? 0) || (x[0] ?? 0) - (y[0] ?? 0)),
    );
    await expectLedgerBalanced(t);
  });

  it('leaves settled markets off the board', async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    expect((await board()).markets.some((row) => row.market_id === market.marketId)).toBe(true);
    const [home = 0] = market.runnerIds;
    expect((await admin('POST', `/markets/${market.marketId}/settle`, { winner_runner_id: home })).statusCode).toBe(200);
    expect((await board()).markets.some((row) => row.market_id === market.marketId)).toBe(false);
  });

  it('suspends a market from the board: audited, and a player’s bet is refused until it reopens', async () => {
    const market = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const [home = 0] = market.runnerIds;
    const player = await fundedPlayer(t, 5000);
    const res = await admin('POST', `/markets/${market.marketId}/status`, { status: 'SUSPENDED' });
    expect(res.statusCode).toBe(200);
    expect((await board()).markets.find((row) => row.market_id === market.marketId)?.status).toBe('SUSPENDED');
    const refused = await placeBet(t, player, { market_id: market.marketId, runner_id: home, side: 'back', price: 1.99, stake: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Market is suspended');
    const audit = await t.db.execute<{ details: { to: string } }>(
      sql`SELECT details FROM audit_log WHERE action = 'market.status' AND target_id = ${String(market.marketId)}`,
    );
    expect(audit.rows.map((row) => row.details.to)).toEqual(['SUSPENDED']);
  });

  it('suspends a whole event in one transaction with one audit row, skipping settled and closed markets; reopens it', async () => {
    const first = await createMarketFixture(t, {
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const eventId = first.eventId;
    const made = async (body: Record<string, unknown>) => {
      const res = await admin('POST', `/events/${eventId}/markets`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.market as { id: number; runners: Array<{ id: number }> };
    };
    const bookmaker = await made({
      name: 'Bookmaker',
      type: 'bookmaker',
      max_stake: 20_000,
      runners: [
        { name: 'Home', fair_price: 2 },
        { name: 'Away', fair_price: 2 },
      ],
    });
    const fancy = await made({
      name: 'Runs',
      type: 'fancy',
      max_stake: 20_000,
      runners: [{ name: 'Runs', yes_line: 30, yes_rate: 100, no_line: 30, no_rate: 100 }],
    });
    const closed = await made({ name: 'Toss', type: 'match_odds', max_stake: 1000, runners: [{ name: 'Heads' }, { name: 'Tails' }] });
    expect((await admin('POST', `/markets/${closed.id}/status`, { status: 'CLOSED' })).statusCode).toBe(200);

    const res = await admin('POST', `/events/${eventId}/status`, { status: 'SUSPENDED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ event_id: eventId, status: 'SUSPENDED', market_ids: [first.marketId, bookmaker.id, fancy.id] });
    const statuses = await t.db.execute<{ id: number; status: string }>(sql`SELECT id, status FROM markets WHERE event_id = ${eventId} ORDER BY id`);
    expect(statuses.rows.map((row) => [Number(row.id), row.status])).toEqual([
      [first.marketId, 'SUSPENDED'],
      [bookmaker.id, 'SUSPENDED'],
      [fancy.id, 'SUSPENDED'],
      [closed.id, 'CLOSED'],
    ]);
    const audit = await t.db.execute<{ details: { to: string; market_ids: number[] } }>(
      sql`SELECT details FROM audit_log WHERE action = 'event.status' AND target_id = ${String(eventId)}`,
    );
    expect(audit.rows.map((row) => row.details)).toEqual([{ to: 'SUSPENDED', market_ids: [first.marketId, bookmaker.id, fancy.id] }]);

    const player = await fundedPlayer(t, 5000);
    const [fancyLine = 0] = fancy.runners.map((runner) => runner.id);
    const [bmHome = 0] = bookmaker.runners.map((runner) => runner.id);
    for (const body of [
      { market_id: first.marketId, runner_id: first.runnerIds[0] ?? 0, side: 'back' as const, price: 1.99, stake: 100 },
      { market_id: bookmaker.id, runner_id: bmHome, side: 'back' as const, price: 1.99, stake: 100 },
      { market_id: fancy.id, runner_id: fancyLine, side: 'back' as const, price: 2, stake: 100, line: 30 },
    ]) {
      const refused = await placeBet(t, player, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().message).toBe('Market is suspended');
    }

    // Again: nothing left to change, still audited; then reopened, and the bet goes through.
    expect((await admin('POST', `/events/${eventId}/status`, { status: 'SUSPENDED' })).json().data.market_ids).toEqual([]);
    const reopened = await admin('POST', `/events/${eventId}/status`, { status: 'OPEN' });
    expect(reopened.json().data.market_ids).toEqual([first.marketId, bookmaker.id, fancy.id]);
    const placed = await placeBet(t, player, { market_id: bookmaker.id, runner_id: bmHome, side: 'back', price: 1.99, stake: 100 });
    expect(placed.statusCode, placed.body).toBe(201);
    await expectLedgerBalanced(t);
  });

  it('refuses a bad event status and an unknown event', async () => {
    const market = await createMarketFixture(t);
    expect((await admin('POST', `/events/${market.eventId}/status`, { status: 'CLOSED' })).statusCode).toBe(400);
    expect((await admin('POST', `/events/${market.eventId}/status`, {})).statusCode).toBe(400);
    expect((await admin('POST', '/events/987654/status', { status: 'SUSPENDED' })).statusCode).toBe(404);
  });

  it('keeps players and visitors out of the board and the event switch', async () => {
    const market = await createMarketFixture(t);
    const player = await createPlayer(t);
    const asPlayer = await t.app.inject({ method: 'GET', url: '/api/admin/risk/exposure', headers: player.auth });
    expect(asPlayer.statusCode).toBe(403);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${market.eventId}/status`,
      headers: player.auth,
      payload: { status: 'SUSPENDED' },
    });
    expect(suspend.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/risk/exposure' })).statusCode).toBe(401);
    const status = await t.db.execute<{ status: string }>(sql`SELECT status FROM markets WHERE id = ${market.marketId}`);
    expect(status.rows[0]?.status).toBe('OPEN');
  });

  it('flags a bank account two real players registered, with both, and leaves a demo player and a lone account out', async () => {
    const [first, second, alone, demo] = [await createPlayer(t), await createPlayer(t), await createPlayer(t), await createPlayer(t, { isDemo: true })];
    const add = (userId: number, accountNumber: string) =>
      t.db.execute(sql`INSERT INTO bank_accounts (user_id, bank_name, account_holder_name, account_number, ifsc_code)
        VALUES (${userId}, 'HDFC Bank', 'Ravi Kumar', ${accountNumber}, 'HDFC0000001')`);
    await add(first.id, '909090909090');
    await add(second.id, '909090909090');
    await add(alone.id, '808080808080');
    await add(demo.id, '808080808080');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/risk/exposure', headers: { authorization: (await adminAuth(t)).authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shared_bank_accounts).toEqual([
      {
        account_number: '909090909090',
        ifsc_code: 'HDFC0000001',
        players: [
          { user_id: first.id, username: first.username },
          { user_id: second.id, username: second.username },
        ],
      },
    ]);
  });
});
