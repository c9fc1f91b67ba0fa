import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { walletSeed } from '@server/modules/payments';
import { fund } from '@server/test/payments-helpers';
import { playerAccount } from './accounts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

describe('operator ledger API', () => {
  it('answers balanced with the figures, and unbalanced when a balance is written outside the ledger', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 1500);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      balanced: true,
      total_balance: 0,
      player_balance_total: 1500,
      house_balance_total: -1500,
      mismatched_accounts: 0,
      negative_player_accounts: 0,
      broken_chains: 0,
    });

    const main = await playerAccount(t.db, player.id, 'main');
    await t.db.execute(sql`UPDATE accounts SET balance = balance + 100 WHERE id = ${main}`);
    const broken = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin });
    expect(broken.json().data).toMatchObject({ balanced: false, total_balance: 1, mismatched_accounts: 1 });
    await t.db.execute(sql`UPDATE accounts SET balance = balance - 100 WHERE id = ${main}`);
  });

  it("shows a player's accounts and entries with balances before and after", async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 250);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/ledger/users/${player.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.accounts).toEqual([expect.objectContaining({ kind: 'main', balance: 250 })]);
    expect(data.entries).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        account: 'main',
        direction: 'credit',
        amount: 250,
        balance_before: 0,
        balance_after: 250,
        counterparty: 'house_cash',
      }),
    ]);
    expect(data.total).toBe(1);
  });

  it('is for operators only', async () => {
    const player = await createPlayer(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/ledger/users/${player.id}`, headers: player.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check' })).statusCode).toBe(401);
  });
});
