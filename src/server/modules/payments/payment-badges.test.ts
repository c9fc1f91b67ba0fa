import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentBadges } from '@shared/schemas/wallet';
import { auditLog, paymentOptions } from '@server/db/schema';
import { listMigrations } from '@server/db/migrate';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { walletSeed } from './seed';

// A payment option's badge is one of a fixed list the site words in each language, or none: the
// operator picks from it, anything else is refused; badges written before the list were mapped to it.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

const LIST_ERROR = 'Badge must be one of Instant, Fast, Recommended, Popular, New, No Fee, 24x7, IMPS / NEFT, or none';
const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: admin, payload });
const badgeOf = async (id: number) => (await t.db.select({ badge: paymentOptions.badge }).from(paymentOptions).where(eq(paymentOptions.id, id)))[0]?.badge;

describe("a payment option's badge", () => {
  it('takes every badge of the list and none, and players read the listed badge as the site words it', async () => {
    const created = await asAdmin('POST', '/api/admin/payment-options', {
      key: 'badge-upi',
      type: 'upi',
      label: 'PhonePe',
      upi_id: 'x@ybl',
      badge: 'Recommended',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.payment_option.id as number;
    for (const badge of [...paymentBadges, '']) {
      const changed = await asAdmin('PATCH', `/api/admin/payment-options/${id}`, { badge });
      expect(changed.json().data.payment_option.badge, badge).toBe(badge);
    }
    const player = await createPlayer(t);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/wallet/payment-options', headers: player.auth })).json().data.payment_options;
    expect(Object.fromEntries(listed.map((option: { key: string; badge: string }) => [option.key, option.badge]))).toEqual({
      upi: 'Instant',
      bank: 'IMPS / NEFT',
      'badge-upi': '',
    });
  });

  it('refuses a badge off the list with a clear error, on create and on change, and changes nothing', async () => {
    const before = (await t.db.select().from(paymentOptions)).length;
    for (const badge of ['Super fast', 'instant', 'तुरंत', 42]) {
      const created = await asAdmin('POST', '/api/admin/payment-options', { key: 'badge-bad', type: 'upi', label: 'GPay', upi_id: 'y@okicici', badge });
      expect(created.statusCode, String(badge)).toBe(400);
      expect(created.json().message).toBe(LIST_ERROR);
    }
    expect((await t.db.select().from(paymentOptions)).length).toBe(before);

    const [upi] = await t.db.select().from(paymentOptions).where(eq(paymentOptions.key, 'upi'));
    const changed = await asAdmin('PATCH', `/api/admin/payment-options/${upi?.id}`, { badge: 'Min ₹500' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(LIST_ERROR);
    expect(await badgeOf(Number(upi?.id))).toBe('Instant');
    // The table holds only the list too.
    await expect(t.db.execute(sql`UPDATE payment_options SET badge = 'Min ₹500' WHERE key = 'upi'`)).rejects.toThrow();
  });

  it('maps the badges written before the list to it by their words, and audits one the list lacks as removed', async () => {
    const migration = listMigrations().find((file) => file.name.startsWith('0042_'));
    if (!migration) throw new Error('migration 0042 is missing');
    // The table as it was before 0042: free text.
    await t.db.execute(sql`ALTER TABLE payment_options DROP CONSTRAINT payment_options_badge_listed`);
    const written: Record<string, string> = { old1: ' instant ', old2: 'IMPS/NEFT', old3: '24/7', old4: 'No fees', old5: 'Min ₹500', old6: '' };
    for (const [key, badge] of Object.entries(written)) {
      await t.db.execute(sql`INSERT INTO payment_options (key, type, label, badge, upi_id) VALUES (${key}, 'upi', ${key}, ${badge}, 'z@ybl')`);
    }
    await t.database.withConnection((connection) => connection.exec(migration.sql));

    const rows = await t.db.select({ id: paymentOptions.id, key: paymentOptions.key, badge: paymentOptions.badge }).from(paymentOptions);
    const badges = Object.fromEntries(rows.filter((row) => row.key in written).map((row) => [row.key, row.badge]));
    expect(badges).toEqual({ old1: 'Instant', old2: 'IMPS / NEFT', old3: '24x7', old4: 'No Fee', old5: '', old6: '' });
    const removedId = String(rows.find((row) => row.key === 'old5')?.id);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'payment_option'));
    expect(audits.filter((entry) => entry.targetId === removedId)).toMatchObject([
      { action: 'payment_option.update', details: { before: { badge: 'Min ₹500' }, after: { badge: '' } } },
    ]);
    expect(audits.filter((entry) => entry.details && JSON.stringify(entry.details).includes('migration 0042'))).toHaveLength(1);
  });
});
