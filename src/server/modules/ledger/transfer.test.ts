import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paise } from '@shared/money';
import { createPlayer, createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { houseAccount, playerAccount } from './accounts';
import { getPlayerBalances } from './balances';
import { checkLedger } from './check-ledger';
import { grantDemoFunds } from './demo-funds';
import { transfer, transferMany } from './transfer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rupees = (value: number) => Math.round(value * 100) as Paise;

async function fundedPlayer(amount: Paise) {
  const player = await createPlayer(t);
  const main = await t.db.transaction(async (tx) => {
    const cash = await houseAccount(tx, 'house_cash', 'real');
    const account = await playerAccount(tx, player.id, 'main');
    if (amount > 0) await transfer(tx, { from: cash, to: account, amount, kind: 'deposit', reference: 'test' });
    return account;
  });
  return { ...player, main };
}

describe('transfer', () => {
  it('moves money between two accounts and keeps each side balance before and after', async () => {
    const player = await fundedPlayer(rupees(1000));
    const moved = await t.db.transaction(async (tx) => {
      const hold = await playerAccount(tx, player.id, 'withdrawal_hold');
      return transfer(tx, { from: player.main, to: hold, amount: rupees(250.5), kind: 'withdrawal_hold', reference: 'withdrawal:1' });
    });
    expect(moved).toMatchObject({
      amount: 25050,
      fromBalanceBefore: 100000,
      fromBalanceAfter: 74950,
      toBalanceBefore: 0,
      toBalanceAfter: 25050,
      replayed: false,
    });
    expect(moved.id).toBeGreaterThan(0);
    expect(await getPlayerBalances(t.db, player.id)).toEqual({ main: 74950, bonus: 0, exposure: 0, withdrawalHold: 25050 });
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('refuses to take a player account below zero and moves nothing', async () => {
    const player = await fundedPlayer(rupees(100));
    const attempt = t.db.transaction(async (tx) => {
      const hold = await playerAccount(tx, player.id, 'withdrawal_hold');
      await transfer(tx, { from: player.main, to: hold, amount: rupees(100.01), kind: 'withdrawal_hold', reference: 'x' });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(10000);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('lets a house account go negative', async () => {
    const player = await createPlayer(t);
    const result = await t.db.transaction(async (tx) => {
      const pnl = await houseAccount(tx, 'house_pnl', 'real');
      const main = await playerAccount(tx, player.id, 'main');
      return transfer(tx, { from: pnl, to: main, amount: rupees(5), kind: 'bet_win', reference: 'bet:1' });
    });
    expect(result.fromBalanceAfter).toBeLessThan(0);
  });

  it('refuses zero, negative, fractional, NaN and absurd amounts', async () => {
    const player = await fundedPlayer(rupees(10));
    for (const amount of [0, -100, 1.5, Number.NaN, 1e308, Number.POSITIVE_INFINITY]) {
      const attempt = t.db.transaction(async (tx) => {
        const cash = await houseAccount(tx, 'house_cash', 'real');
        await transfer(tx, { from: cash, to: player.main, amount: amount as Paise, kind: 'deposit', reference: 'x' });
      });
      await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(1000);
  });

  it('keeps the database CHECK as the last line: a direct update below zero fails', async () => {
    const player = await fundedPlayer(rupees(1));
    await expect(t.db.execute(sql`UPDATE accounts SET balance = -1 WHERE id = ${player.main}`)).rejects.toThrow();
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(100);
  });

  it('replays a transfer with a used idempotency key and refuses the key for another transfer', async () => {
    const player = await fundedPlayer(rupees(0));
    const key = `test-key-${player.id}`;
    const send = (amount: number) =>
      t.db.transaction(async (tx) => {
        const cash = await houseAccount(tx, 'house_cash', 'real');
        return transfer(tx, { from: cash, to: player.main, amount: amount as Paise, kind: 'deposit', reference: 'd', idempotencyKey: key });
      });
    const first = await send(500);
    const again = await send(500);
    expect(again).toMatchObject({ id: first.id, replayed: true, toBalanceAfter: 500 });
    await expect(send(600)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(500);
  });
});

describe('transferMany', () => {
  it('applies legs in order with a running balance per account', async () => {
    const player = await fundedPlayer(rupees(100));
    const legs = await t.db.transaction(async (tx) => {
      const exposure = await playerAccount(tx, player.id, 'exposure');
      const pnl = await houseAccount(tx, 'house_pnl', 'real');
      return transferMany(tx, [
        { from: player.main, to: exposure, amount: rupees(100), kind: 'bet_hold', reference: 'bet:9' },
        { from: exposure, to: player.main, amount: rupees(100), kind: 'bet_release', reference: 'bet:9' },
        { from: pnl, to: player.main, amount: rupees(90), kind: 'bet_win', reference: 'bet:9' },
      ]);
    });
    expect(legs.map((leg) => [leg.fromBalanceAfter, leg.toBalanceAfter])).toEqual([
      [0, 10000],
      [0, 10000],
      [expect.any(Number), 19000],
    ]);
    expect(legs[0]?.id).toBeLessThan(legs[1]?.id ?? 0);
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(19000);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('writes no leg when one leg would overdraw, even if a later leg would refill it', async () => {
    const player = await fundedPlayer(rupees(50));
    const attempt = t.db.transaction(async (tx) => {
      const exposure = await playerAccount(tx, player.id, 'exposure');
      const pnl = await houseAccount(tx, 'house_pnl', 'real');
      await transferMany(tx, [
        { from: player.main, to: exposure, amount: rupees(60), kind: 'bet_hold', reference: 'x' },
        { from: pnl, to: player.main, amount: rupees(60), kind: 'bet_win', reference: 'x' },
      ]);
    });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await getPlayerBalances(t.db, player.id)).toMatchObject({ main: 5000, exposure: 0 });
  });
});

describe('accounts and demo funds', () => {
  it('creates an account once per owner and kind', async () => {
    const player = await createPlayer(t);
    const first = await playerAccount(t.db, player.id, 'bonus');
    const second = await playerAccount(t.db, player.id, 'bonus');
    expect(second).toBe(first);
    expect(await houseAccount(t.db, 'house_cash', 'real')).toBe(await houseAccount(t.db, 'house_cash', 'real'));
  });

  it('grants demo funds once however often it is called', async () => {
    const player = await createPlayer(t, { isDemo: true });
    await t.db.transaction((tx) => grantDemoFunds(tx, player.id));
    await t.db.transaction((tx) => grantDemoFunds(tx, player.id));
    expect(await getPlayerBalances(t.db, player.id)).toEqual({ main: 2500050, bonus: 50000, exposure: 0, withdrawalHold: 0 });
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});

describe('play money and real money', () => {
  it("keeps a demo player's accounts in play money and refuses any transfer to or from real money", async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const real = await fundedPlayer(rupees(100));
    await t.db.transaction((tx) => grantDemoFunds(tx, demo.id));
    const demoMain = await playerAccount(t.db, demo.id, 'main');
    const worlds = await t.db.execute<{ id: number; play_money: boolean }>(sql`SELECT id, play_money FROM accounts WHERE id IN (${demoMain}, ${real.main})`);
    expect(Object.fromEntries(worlds.rows.map((row) => [Number(row.id), row.play_money]))).toEqual({ [demoMain]: true, [real.main]: false });
    const before = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transfers`);
    const legs = [
      { from: demoMain, to: real.main },
      { from: real.main, to: demoMain },
      { from: demoMain, to: await houseAccount(t.db, 'house_cash', 'real') },
      { from: await houseAccount(t.db, 'house_pnl', 'real'), to: demoMain },
    ];
    for (const leg of legs) {
      await expect(t.db.transaction((tx) => transfer(tx, { ...leg, amount: rupees(1), kind: 'adjustment', reference: 'cross' }))).rejects.toThrow(
        /play money and real money/,
      );
    }
    // A transfer written past the ledger function is refused by the database itself.
    await expect(
      t.db
        .execute(sql`INSERT INTO transfers (play_money, debit_account_id, credit_account_id, amount, kind, debit_balance_before, debit_balance_after, credit_balance_before, credit_balance_after)
        VALUES (true, ${demoMain}, ${real.main}, 1, 'adjustment', 0, -1, 0, 1)`),
    ).rejects.toThrow();
    expect((await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transfers`)).rows[0]?.n).toBe(before.rows[0]?.n);
    const check = await checkLedger(t.db);
    expect(check).toMatchObject({ balanced: true, crossingTransfers: 0, real: { totalBalance: 0 }, play: { totalBalance: 0 } });
    expect(check.play.playerBalanceTotal).toBeGreaterThanOrEqual(2_550_050);
  });

  it('refuses a play-money account for a real player at the database', async () => {
    const real = await createPlayer(t);
    await expect(t.db.execute(sql`INSERT INTO accounts (user_id, kind, play_money) VALUES (${real.id}, 'bonus', true)`)).rejects.toThrow();
  });
});

describe('checkLedger', () => {
  it('answers the figures and sees a balance written outside the ledger', async () => {
    const before = await checkLedger(t.db);
    expect(before).toMatchObject({
      balanced: true,
      real: { totalBalance: 0 },
      play: { totalBalance: 0 },
      mismatchedAccounts: 0,
      negativePlayerAccounts: 0,
      brokenChains: 0,
    });
    expect(before.transfers).toBeGreaterThan(0);
    const player = await fundedPlayer(rupees(10));
    await t.db.execute(sql`UPDATE accounts SET balance = balance + 1 WHERE id = ${player.main}`);
    const after = await checkLedger(t.db);
    expect(after).toMatchObject({ balanced: false, real: { totalBalance: 1 }, mismatchedAccounts: 1 });
    await t.db.execute(sql`UPDATE accounts SET balance = balance - 1 WHERE id = ${player.main}`);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('never overdraws: 30 concurrent ₹100 holds against ₹1,000 leave exactly 10', async () => {
    const player = await fundedPlayer(rupees(1000));
    const hold = await playerAccount(t.db, player.id, 'withdrawal_hold');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.db.transaction((tx) => transfer(tx, { from: player.main, to: hold, amount: rupees(100), kind: 'withdrawal_hold', reference: 'c' })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await getPlayerBalances(t.db, player.id)).toMatchObject({ main: 0, withdrawalHold: 100000 });
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('does not deadlock when transfers cross the same accounts in opposite directions', async () => {
    const a = await fundedPlayer(rupees(1000));
    const b = await fundedPlayer(rupees(1000));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.transaction((tx) =>
          i % 2 === 0
            ? transfer(tx, { from: a.main, to: b.main, amount: rupees(1), kind: 'adjustment', reference: 'x' })
            : transfer(tx, { from: b.main, to: a.main, amount: rupees(1), kind: 'adjustment', reference: 'x' }),
        ),
      ),
    );
    expect((await getPlayerBalances(t.db, a.id)).main + (await getPlayerBalances(t.db, b.id)).main).toBe(200000);
    expect((await checkLedger(t.db)).balanced).toBe(true);
  });

  it('creates one account when many transactions ask for it at once', async () => {
    const player = await createPlayer(t);
    const ids = await Promise.all(Array.from({ length: 10 }, () => t.db.transaction((tx) => playerAccount(tx, player.id, 'exposure'))));
    expect(new Set(ids).size).toBe(1);
  });

  it('moves money once when one idempotency key is sent 20 times at once', async () => {
    const player = await fundedPlayer(rupees(0));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.db.transaction(async (tx) => {
          const cash = await houseAccount(tx, 'house_cash', 'real');
          return transfer(tx, { from: cash, to: player.main, amount: rupees(5), kind: 'deposit', reference: 'k', idempotencyKey: `same-${player.id}` });
        }),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await getPlayerBalances(t.db, player.id)).main).toBe(500);
  });
});
