import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, transfers } from '@server/db/schema';
import { checkLedger, getPlayerBalances } from '@server/modules/ledger';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const adjust = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/players/${id}/adjustments`,
    headers: { authorization: admin.authorization, ...headers },
    payload: payload as object,
  });
const mainOf = async (id: number) => (await getPlayerBalances(t.db, id)).main / 100;
const adjustmentsOf = async (id: number) =>
  (
    await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.reference, `adjustment:${id}`))
  ).length;

async function expectBalanced() {
  const check = await checkLedger(t.db);
  expect(check.balanced, JSON.stringify(check)).toBe(true);
}

describe('POST /api/admin/players/{id}/adjustments', () => {
  it('credits and debits signed rupees through the ledger against house adjustments, with its audit row', async () => {
    const player = await createPlayer(t);
    const credit = await adjust(player.id, { amount: 250.75, reason: 'goodwill' });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().data).toMatchObject({ amount: 250.75, balances: { available: 250.75, balance: 250.75 } });
    const debit = await adjust(player.id, { amount: -50.25, reason: 'duplicate credit' });
    expect(debit.statusCode).toBe(201);
    expect(await mainOf(player.id)).toBe(200.5);
    const house = await t.db.execute<{ balance: string; play_money: boolean }>(
      sql`SELECT a.balance, a.play_money FROM transfers t JOIN accounts a ON a.id = t.debit_account_id WHERE t.id = ${credit.json().data.transfer_id}`,
    );
    expect(house.rows[0]).toMatchObject({ play_money: false });
    const kinds = await t.db.execute<{ kind: string }>(
      sql`SELECT t.kind, a.kind AS house FROM transfers t JOIN accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id IS NULL WHERE t.reference = ${`adjustment:${player.id}`}`,
    );
    expect(kinds.rows).toEqual([
      { kind: 'adjustment', house: 'house_adjustments' },
      { kind: 'adjustment', house: 'house_adjustments' },
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.adjust_balance'));
    expect(audit.filter((row) => row.targetId === String(player.id)).map((row) => row.details)).toEqual([
      expect.objectContaining({ amount_paise: 25075, reason: 'goodwill' }),
      expect.objectContaining({ amount_paise: -5025, reason: 'duplicate credit' }),
    ]);
    await expectBalanced();
  });

  it('never takes a balance below zero: refused in words, nothing moved, nothing audited', async () => {
    const player = await createPlayer(t);
    await adjust(player.id, { amount: 100, reason: 'start' });
    const refused = await adjust(player.id, { amount: -100.01, reason: 'too much' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("This would take the player's balance below zero: only ₹100.00 is available to take away");
    expect(await mainOf(player.id)).toBe(100);
    expect(await adjustmentsOf(player.id)).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(player.id)));
    expect(audit.filter((row) => row.action === 'user.adjust_balance')).toHaveLength(1);
    expect((await adjust(player.id, { amount: -100, reason: 'all of it' })).statusCode).toBe(201);
    expect(await mainOf(player.id)).toBe(0);
    await expectBalanced();
  });

  it('refuses zero, huge, fractional-paise and malformed amounts, and a missing reason, with 400', async () => {
    const player = await createPlayer(t);
    const bad: unknown[] = [
      { amount: 0, reason: 'x' },
      { amount: 1_000_000.01, reason: 'x' },
      { amount: -1_000_001, reason: 'x' },
      { amount: 1e300, reason: 'x' },
      { amount: 10.001, reason: 'x' },
      { amount: '100', reason: 'x' },
      { amount: null, reason: 'x' },
      { reason: 'x' },
      { amount: 10 },
      { amount: 10, reason: '   ' },
    ];
    for (const payload of bad) {
      const res = await adjust(player.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await adjust(player.id, { amount: 0, reason: 'x' })).json().message).toBe(
      'Amount must be a rupee amount other than zero, at most ₹10,00,000 either way',
    );
    expect(await adjustmentsOf(player.id)).toBe(0);
  });

  it('answers 404 for an unknown player or the operator, 403 for a player', async () => {
    expect((await adjust(999_999, { amount: 10, reason: 'x' })).statusCode).toBe(404);
    expect((await adjust(admin.id, { amount: 10, reason: 'x' })).statusCode).toBe(404);
    const player = await createPlayer(t);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/adjustments`,
      headers: player.auth,
      payload: { amount: 10, reason: 'x' },
    });
    expect(self.statusCode).toBe(403);
    expect(await mainOf(player.id)).toBe(0);
  });

  it('moves money once for a repeated Idempotency-Key and replays the answer; another body with the key is a 409', async () => {
    const player = await createPlayer(t);
    const key = { 'idempotency-key': `adj-${player.id}` };
    const first = await adjust(player.id, { amount: 75, reason: 'promo' }, key);
    const again = await adjust(player.id, { amount: 75, reason: 'promo' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await mainOf(player.id)).toBe(75);
    expect((await adjust(player.id, { amount: 80, reason: 'promo' }, key)).statusCode).toBe(409);
    // A refusal is kept with its key too.
    const refusedKey = { 'idempotency-key': `adj-refused-${player.id}` };
    expect((await adjust(player.id, { amount: -500, reason: 'x' }, refusedKey)).statusCode).toBe(422);
    await adjust(player.id, { amount: 1000, reason: 'top up' });
    expect((await adjust(player.id, { amount: -500, reason: 'x' }, refusedKey)).statusCode).toBe(422);
    expect(await mainOf(player.id)).toBe(1075);
  });

  it("adjusts a demo player's play money against the play-money house, apart from real money", async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const before = await checkLedger(t.db);
    expect((await adjust(demo.id, { amount: 500, reason: 'demo top up' })).statusCode).toBe(201);
    const house = await t.db.execute<{ play_money: boolean; balance: string }>(
      sql`SELECT play_money, balance FROM accounts WHERE user_id IS NULL AND kind = 'house_adjustments' AND play_money`,
    );
    expect(Number(house.rows[0]?.balance)).toBeLessThanOrEqual(-50_000);
    const after = await checkLedger(t.db);
    expect(after.real).toEqual(before.real);
    expect(after.play.playerBalanceTotal - before.play.playerBalanceTotal).toBe(50_000);
    await expectBalanced();
  });

  it('lets concurrent debits take the balance to zero but never below it', async () => {
    const player = await createPlayer(t);
    await adjust(player.id, { amount: 100, reason: 'start' });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => adjust(player.id, { amount: -30, reason: `race ${i}` })));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422]);
    expect(await mainOf(player.id)).toBe(10);
    // The same key sent three times at once moves the money once.
    const key = { 'idempotency-key': `race-${player.id}` };
    const same = await Promise.all(Array.from({ length: 3 }, () => adjust(player.id, { amount: 5, reason: 'same key' }, key)));
    expect(same.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(same.map((res) => res.json().data.transfer_id)).size).toBe(1);
    expect(await mainOf(player.id)).toBe(15);
    await expectBalanced();
  });
});
