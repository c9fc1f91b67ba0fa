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

describe("a player's ledger as CSV", () => {
  it('downloads every entry with rupee amounts and balances; a player gets 403', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 1500.25);
    await fund(t, player.auth, admin, 100);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/ledger/users/${player.id}?format=csv&page_size=1`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="lotus-ledger-player-${player.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Transfer,Time,Kind,Reference,Account,Direction,Amount (₹),Balance before (₹),Balance after (₹),Counterparty');
    // Every entry, whatever the page size: newest first.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+,\d{2}-\d{2}-\d{4} \d{2}:\d{2},deposit,deposit:\d+,main,credit,100\.00,1500\.25,1600\.25,house_cash$/);
    expect(lines[2]).toMatch(/,deposit,deposit:\d+,main,credit,1500\.25,0\.00,1500\.25,house_cash$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/ledger/users/${player.id}?format=csv`, headers: player.auth })).statusCode).toBe(403);
  });
});
