import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pannaKind, pannasOf, type CorrectMatkaResultInput, type DeclareMatkaResultInput } from '@shared/schemas/matka';
import { createFundedPlayer, mainRupees } from '@server/test/casino-support';
import { expectLedgerBalanced } from '@server/test/exchange-fixtures';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { getPlayerBalances } from '../ledger';
import { correctAndSettle, declareAndSettle } from './declare-matka-result';
import { currentDraw } from './matka-draw';

// Matka bets: a slip placed on a market's draw, refused after its session's cut-off, on an
// invalid panna or stake, for the wrong session, and for anyone but an active player; settled
// when the result is declared, resettled once when it is corrected, the ledger balanced throughout.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  operatorId = (await adminAuth(t)).id;
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** India wall-clock time 'HH:MM' at now + `minutes`. */
const indiaTime = (minutes: number) => new Date(Date.now() + minutes * MINUTE + 330 * MINUTE).toISOString().slice(11, 16);

let counter = 0;
/** A market whose open and close are `open` and `close` minutes from now (India time). */
async function market(open: number, close: number, category: 'matka' | 'delhi' = 'matka') {
  counter += 1;
  const times = { open_time: indiaTime(open), close_time: indiaTime(close) };
  const made = await t.db.execute<{ id: number }>(
    sql`INSERT INTO matka_markets (name, category, open_time, close_time) VALUES (${`TEST ${counter}`}, ${category}, ${times.open_time}, ${times.close_time}) RETURNING id`,
  );
  const id = Number(made.rows[0]?.id);
  return { id, draw: currentDraw(times, new Date()) };
}

type Player = { id: number; auth: { authorization: string } };
const place = (player: { auth: { authorization: string } }, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/matka/bets', headers: { ...player.auth, ...headers }, payload: body as Record<string, unknown> });
const slip = (marketId: number, session: string, bets: Array<{ type: string; number: string; stake: unknown }>) => ({ market_id: marketId, session, bets });

async function declare(marketId: number, input: DeclareMatkaResultInput, at: Date) {
  return t.db.transaction((tx) => declareAndSettle(tx, marketId, input, at));
}
let operatorId = 0;
async function correct(marketId: number, input: CorrectMatkaResultInput, at: Date) {
  return t.db.transaction((tx) => correctAndSettle(tx, marketId, input, at, { actorId: operatorId }));
}
const balances = async (player: Player) => {
  const found = await getPlayerBalances(t.db, player.id);
  return { main: found.main / 100, exposure: found.exposure / 100 };
};

describe('pannas', () => {
  it('counts the standard 120 single, 90 double and 10 triple pannas, 0 ranking as 10', () => {
    expect(pannasOf('single_patti')).toHaveLength(120);
    expect(pannasOf('double_patti')).toHaveLength(90);
    expect(pannasOf('triple_patti')).toHaveLength(10);
    expect(['123', '190', '460', '890'].map(pannaKind)).toEqual(['single_patti', 'single_patti', 'single_patti', 'single_patti']);
    expect(['112', '550', '800', '227', '100'].map(pannaKind)).toEqual(['double_patti', 'double_patti', 'double_patti', 'double_patti', 'double_patti']);
    expect(pannaKind('000')).toBe('triple_patti');
    expect(['321', '012', '010', '908', '12', 'abc'].map(pannaKind)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('placing Matka bets', () => {
  it('holds the stakes of a slip and answers the bets and the balance', async () => {
    const { id, draw } = await market(60, 120);
    const player = await createFundedPlayer(t, 1000);
    const res = await place(
      player,
      slip(id, 'open', [
        { type: 'single', number: '5', stake: 100 },
        { type: 'jodi', number: '58', stake: 50.5 },
        { type: 'single_patti', number: '140', stake: 10 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.bets).toHaveLength(3);
    expect(data.bets[0]).toMatchObject({ draw_date: draw.drawDate, session: 'open', type: 'single', number: '5', stake: 100, rate: 9.5, status: 'open' });
    expect(data.balance).toMatchObject({ available_credit: 839.5, net_exposure: 160.5, main_balance: 1000 });
    expect(await balances(player)).toEqual({ main: 839.5, exposure: 160.5 });
    await expectLedgerBalanced(t);
  });

  it('refuses invalid pannas, odd stakes and malformed slips, moving nothing', async () => {
    const { id } = await market(60, 120);
    const player = await createFundedPlayer(t, 500);
    const cases: Array<[unknown, string]> = [
      [slip(id, 'open', [{ type: 'single_patti', number: '321', stake: 10 }]), '321 is not a valid panna'],
      [slip(id, 'open', [{ type: 'single_patti', number: '112', stake: 10 }]), '112 is a Double Patti, not a Single Patti'],
      [slip(id, 'open', [{ type: 'triple_patti', number: '123', stake: 10 }]), '123 is a Single Patti, not a Triple Patti'],
      [slip(id, 'open', [{ type: 'double_patti', number: '1000', stake: 10 }]), 'A panna is three digits'],
      [slip(id, 'open', [{ type: 'single', number: '12', stake: 10 }]), 'A single is one digit, 0 to 9'],
      [slip(id, 'open', [{ type: 'single', number: '1', stake: 10.005 }]), 'Stake must have at most two decimals'],
      [slip(id, 'open', [{ type: 'single', number: '1', stake: -1 }]), 'Minimum stake is ₹10'],
      [slip(id, 'open', [{ type: 'single', number: '1', stake: 9.99 }]), 'Minimum stake is ₹10'],
      [slip(id, 'open', [{ type: 'single', number: '1', stake: 1e12 }]), 'Maximum stake is ₹10,000'],
      [slip(id, 'open', [{ type: 'single', number: '1', stake: 'abc' }]), 'Stake must be a number'],
      [slip(id, 'noon', [{ type: 'single', number: '1', stake: 10 }]), 'Session is open or close'],
      [slip(id, 'open', []), 'Add at least one number'],
      [{ market_id: 'x', session: 'open', bets: [] }, 'market_id is required'],
    ];
    for (const [body, message] of cases) {
      const res = await place(player, body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    expect(await balances(player)).toEqual({ main: 500, exposure: 0 });
  });

  it('refuses the open session after its cut-off, and bets for the wrong session', async () => {
    const started = await market(-60, 60);
    const player = await createFundedPlayer(t, 500);
    const late = await place(player, slip(started.id, 'open', [{ type: 'single', number: '1', stake: 10 }]));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Bets for the open session are closed\. It took bets until \d{2}\/\d{2} \d{2}:\d{2}\.$/);
    expect((await place(player, slip(started.id, 'close', [{ type: 'single', number: '1', stake: 10 }]))).statusCode).toBe(201);
    const jodiClose = await place(player, slip(started.id, 'close', [{ type: 'jodi', number: '12', stake: 10 }]));
    expect(jodiClose.json()).toMatchObject({ success: false, message: 'Jodi bets are taken for the open session only' });
    const delhi = await market(-60, 60, 'delhi');
    expect((await place(player, slip(delhi.id, 'close', [{ type: 'single', number: '1', stake: 10 }]))).json().message).toBe(
      'Delhi markets take Jodi bets only',
    );
    expect((await place(player, slip(delhi.id, 'close', [{ type: 'jodi', number: '07', stake: 10 }]))).statusCode).toBe(201);
    expect((await place(player, slip(999_999, 'close', [{ type: 'single', number: '1', stake: 10 }]))).statusCode).toBe(404);
    expect(await balances(player)).toEqual({ main: 480, exposure: 20 });
  });

  it('refuses a stake above the balance, the operator, a demo player in real money, a blocked or suspended player', async () => {
    const { id } = await market(60, 120);
    const poor = await createFundedPlayer(t, 15);
    const short = await place(
      poor,
      slip(id, 'open', [
        { type: 'single', number: '1', stake: 10 },
        { type: 'single', number: '2', stake: 10 },
      ]),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Insufficient balance');
    expect(await balances(poor)).toEqual({ main: 15, exposure: 0 });
    expect((await t.db.execute(sql`SELECT id FROM matka_bets WHERE user_id = ${poor.id}`)).rows).toHaveLength(0);

    const admin = await adminAuth(t);
    expect((await place({ auth: admin }, slip(id, 'open', [{ type: 'single', number: '1', stake: 10 }]))).statusCode).toBe(403);

    const blocked = await createFundedPlayer(t, 100);
    await t.app.inject({ method: 'POST', url: '/api/user/responsible-gambling/time-out', headers: blocked.auth, payload: { days: 1 } });
    const refused = await place(blocked, slip(id, 'open', [{ type: 'single', number: '1', stake: 10 }]));
    expect(refused.statusCode).toBe(403);
    expect(await balances(blocked)).toEqual({ main: 100, exposure: 0 });

    const suspended = await createFundedPlayer(t, 100);
    await t.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${suspended.id}`);
    expect((await place(suspended, slip(id, 'open', [{ type: 'single', number: '1', stake: 10 }]))).statusCode).toBe(401);
    expect(await balances(suspended)).toEqual({ main: 100, exposure: 0 });
  });

  it('places a slip once for concurrent requests with the same Idempotency-Key', async () => {
    const { id } = await market(60, 120);
    const player = await createFundedPlayer(t, 100);
    const body = slip(id, 'open', [{ type: 'single', number: '3', stake: 40 }]);
    const answers = await Promise.all([1, 2, 3].map(() => place(player, body, { 'idempotency-key': 'matka-slip-1' })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().data.bets[0].id)).size).toBe(1);
    expect(await balances(player)).toEqual({ main: 60, exposure: 40 });
    const other = await place(player, { ...body, bets: [{ type: 'single', number: '4', stake: 40 }] }, { 'idempotency-key': 'matka-slip-1' });
    expect(other.statusCode).toBe(409);
    await expectLedgerBalanced(t);
  });

  it("shows a player their own bets and answers 404 for someone else's", async () => {
    const { id } = await market(60, 120);
    const owner = await createFundedPlayer(t, 100);
    const placed = (await place(owner, slip(id, 'open', [{ type: 'single', number: '3', stake: 10 }]))).json().data.bets[0];
    const stranger = await createPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/matka/bets/${placed.id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/matka/bets/${placed.id}`, headers: owner.auth })).json().data.bet.number).toBe('3');
    expect((await t.app.inject({ method: 'GET', url: '/api/matka/bets', headers: stranger.auth })).json().data.bets).toEqual([]);
  });
});

describe('settling Matka bets', () => {
  it('pays winners, settles losers, resettles a corrected result once, and keeps the ledger balanced', async () => {
    const { id, draw } = await market(60, 120);
    const player = await createFundedPlayer(t, 1000);
    const placed = await place(
      player,
      slip(id, 'open', [
        { type: 'single', number: '6', stake: 100 },
        { type: 'single_patti', number: '123', stake: 10 },
        { type: 'jodi', number: '68', stake: 10 },
      ]),
    );
    expect(placed.statusCode).toBe(201);
    await place(player, slip(id, 'close', [{ type: 'single', number: '8', stake: 20 }]));
    expect(await balances(player)).toEqual({ main: 860, exposure: 140 });

    // Before the open session's cut-off the result is refused.
    await expect(declare(id, { open: '123-6', date: draw.drawDate }, new Date())).rejects.toThrow(/takes bets until/);

    const afterOpen = new Date(draw.openAt + MINUTE);
    expect(await declare(id, { open: '123-6', date: draw.drawDate }, afterOpen)).toMatchObject({ settled: 2, resettled: 0 });
    // Single 6 wins 100 × 9.5 = 950, panna 123 wins 10 × 150 = 1500.
    expect(await balances(player)).toEqual({ main: 860 + 950 + 1500, exposure: 30 });
    // The same result again moves nothing.
    expect(await declare(id, { open: '123-6', date: draw.drawDate }, afterOpen)).toMatchObject({ settled: 0, resettled: 0 });

    // A declaration never changes a published result: the same day's other open is refused.
    await expect(declare(id, { open: '240-6', date: draw.drawDate }, afterOpen)).rejects.toThrow(/already published: correct it with a reason/);
    expect(await balances(player)).toEqual({ main: 860 + 950 + 1500, exposure: 30 });
    // Corrected, with a reason: the open panna was 240-6. The single still wins; the panna bet now loses.
    const correction = { open: '240-6', date: draw.drawDate, reason: 'Typo in the open panna', confirm: true as const };
    expect(await correct(id, correction, afterOpen)).toMatchObject({ settled: 0, resettled: 1 });
    expect(await balances(player)).toEqual({ main: 860 + 950, exposure: 30 });
    await expect(correct(id, correction, afterOpen)).rejects.toThrow(/changes nothing/);
    expect(await balances(player)).toEqual({ main: 860 + 950, exposure: 30 });
    const notices = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: player.auth });
    expect(JSON.stringify(notices.json())).toContain('Result corrected: ');

    const afterClose = new Date(draw.closeAt + MINUTE);
    expect(await declare(id, { close: '350-8', date: draw.drawDate }, afterClose)).toMatchObject({ settled: 2, resettled: 0 });
    // Jodi 68 wins 10 × 95 = 950, close single 8 wins 20 × 9.5 = 190.
    expect(await balances(player)).toEqual({ main: 860 + 950 + 950 + 190, exposure: 0 });
    const bets = (await t.app.inject({ method: 'GET', url: `/api/matka/bets?market_id=${id}`, headers: player.auth })).json().data.bets;
    expect(bets.map((bet: { number: string; status: string; payout: number }) => [bet.number, bet.status, bet.payout])).toEqual([
      ['8', 'won', 190],
      ['68', 'won', 950],
      ['123', 'lost', 0],
      ['6', 'won', 950],
    ]);
    await expectLedgerBalanced(t);
  });

  it("settles a demo player's bets with the play-money house only", async () => {
    const { id, draw } = await market(60, 120);
    const demo = await createFundedPlayer(t, 100, { isDemo: true });
    expect(
      (
        await place(
          demo,
          slip(id, 'open', [
            { type: 'single', number: '1', stake: 10 },
            { type: 'single', number: '2', stake: 10 },
          ]),
        )
      ).statusCode,
    ).toBe(201);
    const housePnl = async (playMoney: boolean) =>
      Number(
        (
          await t.db.execute<{ balance: number }>(
            sql`SELECT coalesce(sum(balance), 0) AS balance FROM accounts WHERE user_id IS NULL AND kind = 'house_pnl' AND play_money = ${playMoney}`,
          )
        ).rows[0]?.balance,
      );
    const realBefore = await housePnl(false);
    const playBefore = await housePnl(true);
    await declare(id, { open: '128-1', date: draw.drawDate }, new Date(draw.openAt + MINUTE));
    expect(await mainRupees(t, demo.id)).toBe(80 + 95);
    expect(await housePnl(false)).toBe(realBefore);
    expect(await housePnl(true)).toBe(playBefore - 8500 + 1000);
    await expectLedgerBalanced(t);
  });

  it('shows the operator the open bets and the house result per number before the result', async () => {
    const { id, draw } = await market(60, 120);
    const first = await createFundedPlayer(t, 1000);
    const second = await createFundedPlayer(t, 1000);
    await place(
      first,
      slip(id, 'open', [
        { type: 'single', number: '4', stake: 100 },
        { type: 'single', number: '7', stake: 50 },
      ]),
    );
    await place(second, slip(id, 'open', [{ type: 'single', number: '4', stake: 100 }]));
    const admin = await adminAuth(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/matka/markets/${id}/book`, headers: admin });
    const book = res.json().data.book;
    expect(book).toMatchObject({ draw_date: draw.drawDate, open_bets: 3, total_stake: 250 });
    expect(book.numbers[0]).toMatchObject({ session: 'open', type: 'single', number: '4', bets: 2, stake: 200, payout: 1900, house_result: -1650 });
    expect(book.numbers[1]).toMatchObject({ number: '7', payout: 475, house_result: -225 });
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/matka/markets/${id}/book`, headers: player.auth })).statusCode).toBe(403);
  });

  it('lets the operator set the payout rates, which bets keep from the moment they are placed', async () => {
    const admin = await adminAuth(t);
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/matka/rates', headers: admin, payload });
    expect((await put({ single: 1 })).statusCode).toBe(400);
    expect((await put({ single: 9.123 })).statusCode).toBe(400);
    expect((await put({ single: 9 })).json().data.rates).toMatchObject({ single: 9, jodi: 95, triple_patti: 1000 });
    expect((await t.app.inject({ method: 'GET', url: '/api/matka/rates' })).json().data.rates.single).toBe(9);
    await put({ single: 9.5 });
  });

  it('shows Matka bets in Bet History, Profit and Loss, the statement and the transactions', async () => {
    const { id, draw } = await market(60, 120);
    const player = await createFundedPlayer(t, 500);
    await place(
      player,
      slip(id, 'open', [
        { type: 'single', number: '2', stake: 100 },
        { type: 'double_patti', number: '228', stake: 10 },
      ]),
    );
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: player.auth })).json().data;
    const pending = await get('/api/bets/history?status=pending');
    expect(
      pending.bets.map((bet: { kind: string; selection: string; price: number; status: string }) => [bet.kind, bet.selection, bet.price, bet.status]),
    ).toEqual([
      ['matka', 'Double Patti 228', 300, 'awaiting_result'],
      ['matka', 'Single 2', 9.5, 'awaiting_result'],
    ]);
    expect(pending.bets[1].detail).toEqual({ key: 'matka', values: { bet_type: 'single', number: '2', draw_date: draw.drawDate, session: 'open' } });
    // Matka bets are a kind of their own: not on the casino tab.
    expect((await get('/api/bets/history?kind=casino')).total).toBe(0);
    await declare(id, { open: '129-2', date: draw.drawDate }, new Date(draw.openAt + MINUTE));
    const history = await get('/api/bets/history?kind=matka');
    expect(history.bets.map((bet: { event: string; status: string; profit: number }) => [bet.event, bet.status, bet.profit])).toEqual([
      [`TEST ${counter}`, 'lost', -10],
      [`TEST ${counter}`, 'won', 850],
    ]);
    const pnl = await get('/api/bets/pnl');
    expect(pnl.markets).toEqual([expect.objectContaining({ sport: 'matka', event: `TEST ${counter}`, bets: 2, stake: 110, profit: 840, net: 840 })]);
    expect(pnl.total).toEqual({ profit: 840, commission: 0, net: 840 });
    const statement = await get('/api/wallet/statement');
    const remarks = statement.rows.map((row: { remark: string }) => row.remark);
    // Remarks read as sentences: what happened, then which Matka bet.
    expect(remarks.filter((remark: string) => /^[A-Z][a-z ]+: Matka bet #\d+$/.test(remark))).toHaveLength(6);
    expect(remarks.filter((remark: string) => /^Bet placed: Matka bet #\d+$/.test(remark))).toHaveLength(2);
    expect(statement.rows.at(-1).balance).toBe(500 - 110 + 110 + 850 - 10);
    const transactions = await get('/api/wallet/transactions');
    expect(transactions.transactions.some((row: { method: string }) => row.method === 'Matka')).toBe(true);
  });
});

describe('voiding a Matka draw', () => {
  const voidDraw = async (marketId: number, body: unknown, auth?: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/matka/markets/${marketId}/void`,
      headers: auth ?? (await adminAuth(t)),
      payload: body as Record<string, unknown>,
    });

  it('refunds every stake, open or settled, reverses what a settlement paid, and takes no more bets or results', async () => {
    const { id, draw } = await market(60, 120);
    const winner = await createFundedPlayer(t, 1000);
    const loser = await createFundedPlayer(t, 1000);
    await place(winner, slip(id, 'open', [{ type: 'single', number: '6', stake: 100 }]));
    await place(winner, slip(id, 'close', [{ type: 'single', number: '8', stake: 20 }]));
    await place(loser, slip(id, 'open', [{ type: 'single', number: '1', stake: 50 }]));
    await declare(id, { open: '123-6', date: draw.drawDate }, new Date(draw.openAt + MINUTE));
    expect(await balances(winner)).toEqual({ main: 880 + 950, exposure: 20 });
    expect(await balances(loser)).toEqual({ main: 950, exposure: 0 });

    const res = await voidDraw(id, { date: draw.drawDate, reason: 'Market did not run' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Draw voided: 3 bets refunded', data: { refunded: 3 } });
    // Everyone is back where they started; the winner's 850 of winnings go back to the house.
    expect(await balances(winner)).toEqual({ main: 1000, exposure: 0 });
    expect(await balances(loser)).toEqual({ main: 1000, exposure: 0 });
    const bets = (await t.app.inject({ method: 'GET', url: `/api/matka/bets?market_id=${id}`, headers: winner.auth })).json().data.bets;
    expect(bets.map((bet: { status: string; payout: number }) => [bet.status, bet.payout])).toEqual([
      ['void', 20],
      ['void', 100],
    ]);
    await expectLedgerBalanced(t);

    // Nothing more on that draw: no second void, no result, no bet; the audit row is written.
    const again = await voidDraw(id, { date: draw.drawDate, reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The draw of ${draw.drawDate} is already void`);
    await expect(declare(id, { close: '350-8', date: draw.drawDate }, new Date(draw.closeAt + MINUTE))).rejects.toThrow(/is void: it takes no result/);
    const late = await place(loser, slip(id, 'close', [{ type: 'single', number: '8', stake: 10 }]));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This draw was cancelled and takes no bets.');
    const drawNow = (await t.app.inject({ method: 'GET', url: `/api/matka/markets/${id}/draw` })).json().data.draw;
    expect(drawNow).toMatchObject({ open_accepting: false, close_accepting: false });
    expect(await balances(winner)).toEqual({ main: 1000, exposure: 0 });
    const audit = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'matka.void' AND target_id = ${String(id)}`);
    expect(audit.rows[0]?.n).toBe(1);

    // The player's screens: void rows with no profit, nothing in P&L, the refund in the statement.
    const history = (await t.app.inject({ method: 'GET', url: '/api/bets/history?kind=matka', headers: winner.auth })).json().data.bets;
    expect(history.map((bet: { status: string; profit: number }) => [bet.status, bet.profit])).toEqual([
      ['void', 0],
      ['void', 0],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/bets/pnl', headers: winner.auth })).json().data.markets).toEqual([]);
    const remarks = (await t.app.inject({ method: 'GET', url: '/api/wallet/statement', headers: winner.auth }))
      .json()
      .data.rows.map((row: { remark: string }) => row.remark);
    expect(remarks.filter((remark: string) => /^Matka bet #\d+: draw void, stake refunded$/.test(remark)).length).toBeGreaterThanOrEqual(2);
  });

  it('voids once for two operators at the same moment, and only for the operator', async () => {
    const { id, draw } = await market(60, 120);
    const player = await createFundedPlayer(t, 100);
    await place(player, slip(id, 'open', [{ type: 'single', number: '3', stake: 40 }]));
    const admin = await adminAuth(t);
    const answers = await Promise.all([1, 2, 3].map(() => voidDraw(id, { date: draw.drawDate, reason: 'Holiday' }, admin)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balances(player)).toEqual({ main: 100, exposure: 0 });

    const other = await market(60, 120);
    await place(player, slip(other.id, 'open', [{ type: 'single', number: '3', stake: 40 }]));
    expect((await voidDraw(other.id, { date: other.draw.drawDate, reason: 'x' }, player.auth)).statusCode).toBe(403);
    expect((await voidDraw(other.id, { date: other.draw.drawDate, reason: '  ' })).json().message).toBe('Please enter a reason');
    expect((await voidDraw(other.id, { date: '26/11/2026', reason: 'x' })).statusCode).toBe(400);
    expect((await voidDraw(999_999, { date: other.draw.drawDate, reason: 'x' })).statusCode).toBe(404);
    expect(await balances(player)).toEqual({ main: 60, exposure: 40 });
    await expectLedgerBalanced(t);
  });

  it('refuses to void when a player no longer holds the winnings, changing nothing', async () => {
    const { id, draw } = await market(60, 120);
    const player = await createFundedPlayer(t, 100);
    await place(player, slip(id, 'open', [{ type: 'single', number: '6', stake: 100 }]));
    await declare(id, { open: '123-6', date: draw.drawDate }, new Date(draw.openAt + MINUTE));
    // Most of the 950 paid out leaves the account (the operator's adjustment, as a withdrawal would).
    const spent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/adjustments`,
      headers: await adminAuth(t),
      payload: { amount: -900, reason: 'Paid out by hand' },
    });
    expect(spent.statusCode).toBe(201);
    const res = await voidDraw(id, { date: draw.drawDate, reason: 'Dispute' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Cannot void the draw: a player no longer holds the winnings its settlement paid');
    expect((await t.db.execute(sql`SELECT 1 FROM matka_void_draws WHERE market_id = ${id}`)).rows).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/matka/bets?market_id=${id}`, headers: player.auth })).json().data.bets[0].status).toBe('won');
    await expectLedgerBalanced(t);
  });
});

describe("the operator's limit per number", () => {
  const setLimit = async (value: unknown, auth?: { authorization: string }) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/matka/limits', headers: auth ?? (await adminAuth(t)), payload: { max_number_payout: value } });

  it('refuses a slip that would take a number past it, saying what can still be staked, real money only', async () => {
    expect((await setLimit(1000)).json()).toMatchObject({ message: 'Limit saved', data: { limits: { max_number_payout: 1000 } } });
    try {
      const { id } = await market(60, 120);
      const first = await createFundedPlayer(t, 1000);
      const second = await createFundedPlayer(t, 1000);
      // ₹100 on single 5 pays ₹950 of the ₹1,000.
      expect((await place(first, slip(id, 'open', [{ type: 'single', number: '5', stake: 100 }]))).statusCode).toBe(201);
      const full = await place(second, slip(id, 'open', [{ type: 'single', number: '5', stake: 10 }]));
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('5 takes no more bets on this draw');
      // A jodi pays 95×: ₹10.52 is the most whose payout (₹999.40) fits; the whole slip is refused.
      const jodi = await place(
        second,
        slip(id, 'open', [
          { type: 'single', number: '3', stake: 10 },
          { type: 'jodi', number: '55', stake: 20 },
        ]),
      );
      expect(jodi.json().message).toBe('The most you can stake on 55 now is ₹10.52');
      expect(await balances(second)).toEqual({ main: 1000, exposure: 0 });
      expect((await place(second, slip(id, 'open', [{ type: 'jodi', number: '55', stake: 10.52 }]))).statusCode).toBe(201);
      // Another session, another number, and play money are apart.
      expect((await place(second, slip(id, 'close', [{ type: 'single', number: '5', stake: 100 }]))).statusCode).toBe(201);
      expect((await place(second, slip(id, 'open', [{ type: 'single', number: '6', stake: 100 }]))).statusCode).toBe(201);
      const demo = await createFundedPlayer(t, 1000, { isDemo: true });
      expect((await place(demo, slip(id, 'open', [{ type: 'single', number: '5', stake: 500 }]))).statusCode).toBe(201);

      // Two players at once for the last of a number: one of them gets it.
      const racers = await Promise.all([1, 2].map(() => createFundedPlayer(t, 1000)));
      const raced = await Promise.all(racers.map((racer) => place(racer, slip(id, 'open', [{ type: 'single', number: '7', stake: 100 }]))));
      expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      await expectLedgerBalanced(t);
    } finally {
      expect((await setLimit(null)).json().message).toBe('Limit removed');
    }
  });

  it('takes the limit only from the operator, in rupees', async () => {
    const player = await createPlayer(t);
    expect((await setLimit(5000, player.auth)).statusCode).toBe(403);
    expect((await setLimit(50)).json().message).toBe('The limit is at least ₹100');
    expect((await setLimit(100.005)).json().message).toBe('The limit has at most two decimals');
    expect((await setLimit('lots')).statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/matka/limits', headers: await adminAuth(t) });
    expect(read.json().data.limits).toEqual({ max_number_payout: null });
  });
});
