import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { indiaDay } from '@shared/india-day';
import { clearOfMidnightInIndia } from '@server/test/india-day';
import { createMarketFixture, fundedPlayer, placeBet, settle } from '@server/test/exchange-fixtures';
import { houseAccount, playerAccount, transferMany } from '../ledger';
import { walletSeed } from '@server/modules/payments';
import {
  addAccount,
  balanceOf,
  fund,
  paymentOptionId,
  PNG_1x1,
  submitDeposit,
  submitWithdrawal,
  uniqueUtr,
  WITHDRAW_PASSWORD,
} from '@server/test/payments-helpers';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

/** A bet of `stake` held as exposure and then won (`win` > 0) or lost. */
async function settleBet(userId: number, stake: number, win: number) {
  await t.db.transaction(async (tx) => {
    const main = await playerAccount(tx, userId, 'main');
    const exposure = await playerAccount(tx, userId, 'exposure');
    const pnl = await houseAccount(tx, 'house_pnl', 'real');
    const amount = (stake * 100) as Paise;
    await transferMany(tx, [
      { from: main, to: exposure, amount, kind: 'bet_hold', reference: 'bet:1' },
      ...(win > 0
        ? [
            { from: exposure, to: main, amount, kind: 'bet_release' as const, reference: 'bet:1' },
            { from: pnl, to: main, amount: (win * 100) as Paise, kind: 'bet_win' as const, reference: 'bet:1' },
          ]
        : [{ from: exposure, to: pnl, amount, kind: 'bet_loss' as const, reference: 'bet:1' }]),
    ]);
  });
}

describe('balances', () => {
  it('answers the same figures on /api/user/balance and /api/wallet/balance', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 1000);
    await t.db.transaction(async (tx) => {
      const exposure = await playerAccount(tx, player.id, 'exposure');
      await transferMany(tx, [
        { from: await playerAccount(tx, player.id, 'main'), to: exposure, amount: 25_050 as Paise, kind: 'bet_hold', reference: 'bet:2' },
      ]);
      await transferMany(tx, [
        {
          from: await houseAccount(tx, 'house_bonus', 'real'),
          to: await playerAccount(tx, player.id, 'bonus'),
          amount: 50_000 as Paise,
          kind: 'bonus',
          reference: 'welcome',
        },
      ]);
    });
    const expected = { main_balance: 1000, bonus_balance: 500, net_exposure: 250.5, total_balance: 1500, available_credit: 749.5 };
    for (const url of ['/api/user/balance', '/api/wallet/balance']) {
      const res = await t.app.inject({ method: 'GET', url, headers: player.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.balance).toEqual(expected);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/balance' })).json().message).toBe('No authentication token found');
  });
});

describe('GET /api/wallet/transactions', () => {
  it('lists deposits, withdrawals, wins and losses newest first with signed rupee amounts, paged', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 2000);
    await settleBet(player.id, 100, 150);
    await settleBet(player.id, 200, 0);
    const option = await paymentOptionId(t);
    await submitDeposit(t, player.auth, { amount: 300, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
    const account = await addAccount(t, player.auth);
    await submitWithdrawal(t, player.auth, { amount: 500, account_id: account, withdraw_password: WITHDRAW_PASSWORD });

    const res = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions?page=1&page_size=3', headers: player.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 3, total: 5 });
    expect(data.transactions.map((row: { type: string; amount: number; status: string }) => [row.type, row.amount, row.status])).toEqual([
      ['withdrawal', -500, 'processing'],
      ['deposit', 300, 'processing'],
      ['bet_loss', -200, 'completed'],
    ]);
    const second = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions?page=2&page_size=3', headers: player.auth });
    expect(second.json().data.transactions.map((row: { type: string; amount: number }) => [row.type, row.amount])).toEqual([
      ['bet_win', 150],
      ['deposit', 2000],
    ]);
    expect(second.json().data.transactions[1]).toMatchObject({ status: 'completed', method: 'UPI', reference: expect.stringMatching(/^UTR /) });
    expect(new Date(second.json().data.transactions[1].created_at).toISOString()).toBe(second.json().data.transactions[1].created_at);
  });

  it("never shows another player's transactions", async () => {
    const rich = await createPlayer(t);
    await fund(t, rich.auth, admin, 5000);
    const other = await createPlayer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: other.auth });
    expect(res.json().data).toMatchObject({ transactions: [], total: 0 });
  });

  it('refuses a bad page', async () => {
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/transactions?page=0', headers: player.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/transactions?page_size=1000', headers: player.auth })).statusCode).toBe(400);
  });
});

describe('GET /api/wallet/statement', () => {
  it('lists main-account entries oldest first with the running balance from the ledger', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 1000);
    await settleBet(player.id, 100, 50);
    const account = await addAccount(t, player.auth);
    const wd = await submitWithdrawal(t, player.auth, { amount: 300, account_id: account, withdraw_password: WITHDRAW_PASSWORD });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${wd.json().data.withdrawal.id}/reject`,
      headers: admin,
      payload: { reason: 'Name mismatch' },
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/wallet/statement', headers: player.auth });
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data;
    expect(total).toBe(6);
    expect(rows.map((r: { description: string; credit: number; debit: number; balance: number }) => [r.description, r.credit, r.debit, r.balance])).toEqual([
      ['Deposit', 1000, 0, 1000],
      ['Bet placed: exposure held', 0, 100, 900],
      ['Exposure released', 100, 0, 1000],
      ['Bet won', 50, 0, 1050],
      ['Withdrawal request', 0, 300, 750],
      ['Withdrawal rejected: amount returned', 300, 0, 1050],
    ]);
    expect(rows[0].remark).toMatch(/^UTR UTR/);
    expect(rows[5].remark).toBe('Name mismatch');
    expect((await balanceOf(t, player.auth)).available_credit).toBe(rows[5].balance);
  });

  it('writes remarks as sentences naming the event and market of a bet', async () => {
    const backer = await fundedPlayer(t, 5000);
    const layer = await fundedPlayer(t, 5000);
    const market = await createMarketFixture(t);
    const [home = 0] = market.runnerIds;
    await placeBet(t, layer, { market_id: market.marketId, runner_id: home, side: 'lay', price: 2, stake: 200 });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: home, side: 'back', price: 2, stake: 200 });
    await settle(t, market.marketId, { winner_runner_id: home });

    const rows = (await t.app.inject({ method: 'GET', url: '/api/wallet/statement', headers: backer.auth })).json().data.rows;
    const remarks = rows.map((row: { remark: string }) => row.remark);
    expect(remarks).toContain('Bet placed: Home v Away, Match Odds');
    expect(remarks).toContain('Bet won: Home v Away, Match Odds');
    expect(remarks.some((remark: string) => /^(market|settle):/.test(remark))).toBe(false);
    const lost = (await t.app.inject({ method: 'GET', url: '/api/wallet/statement', headers: layer.auth })).json().data.rows;
    expect(lost.map((row: { remark: string }) => row.remark)).toContain('Bet lost: Home v Away, Match Odds');
    // The parts, for the site to word in the player's language: the kind of entry and what it was for.
    expect(rows.find((row: { kind: string }) => row.kind === 'bet_win')?.subject).toMatchObject({
      kind: 'exchange',
      event: 'Home v Away',
      market: 'Match Odds',
      utr: null,
    });
  });

  it('names what each transaction was for (the event and market, the UTR), never an internal reference', async () => {
    const backer = await createPlayer(t);
    await fund(t, backer.auth, admin, 5000);
    const layer = await fundedPlayer(t, 5000);
    const market = await createMarketFixture(t);
    const [home = 0] = market.runnerIds;
    await placeBet(t, layer, { market_id: market.marketId, runner_id: home, side: 'lay', price: 2, stake: 200 });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: home, side: 'back', price: 2, stake: 200 });
    await settle(t, market.marketId, { winner_runner_id: home });

    const listed = (await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: backer.auth })).json().data.transactions;
    const won = listed.find((row: { type: string }) => row.type === 'bet_win');
    expect(won).toMatchObject({
      method: 'Exchange',
      reference: 'Home v Away, Match Odds',
      subject: { kind: 'exchange', event: 'Home v Away', market: 'Match Odds' },
    });
    const deposit = listed.find((row: { type: string }) => row.type === 'deposit');
    expect(deposit.subject).toMatchObject({ kind: 'deposit', utr: expect.any(String) });
    expect(deposit.reference).toBe(`UTR ${deposit.subject.utr}`);
    const references = listed.map((row: { reference: string }) => row.reference);
    expect(references.some((reference: string) => /^[a-z_-]+:\d/.test(reference))).toBe(false);
  });

  it('filters by Asia/Kolkata dates and pages by 25', async () => {
    await clearOfMidnightInIndia();
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 1000);
    for (let i = 0; i < 25; i += 1) await settleBet(player.id, 1, 0);
    const today = indiaDay();
    const page1 = await t.app.inject({ method: 'GET', url: `/api/wallet/statement?from=${today}&to=${today}`, headers: player.auth });
    expect(page1.json().data).toMatchObject({ total: 26, page: 1, page_size: 25 });
    expect(page1.json().data.rows).toHaveLength(25);
    const page2 = await t.app.inject({ method: 'GET', url: `/api/wallet/statement?from=${today}&to=${today}&page=2`, headers: player.auth });
    expect(page2.json().data.rows.map((r: { balance: number }) => r.balance)).toEqual([975]);
    const future = await t.app.inject({ method: 'GET', url: '/api/wallet/statement?from=2999-01-01', headers: player.auth });
    expect(future.json().data).toMatchObject({ rows: [], total: 0 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/wallet/statement?from=yesterday', headers: player.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dates must be ISO dates (YYYY-MM-DD)');
  });
});

describe('GET /api/wallet/limits', () => {
  it('answers the defaults and nothing used for a new player', async () => {
    const player = await createPlayer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: player.auth });
    expect(res.json().data).toMatchObject({
      daily_deposit_limit: 50_000,
      daily_withdrawal_limit: 25_000,
      deposit_used_today: 0,
      deposit_left_today: 50_000,
      withdrawal_used_today: 0,
      withdrawal_left_today: 25_000,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});
