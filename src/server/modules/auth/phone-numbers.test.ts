import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { users } from '../../db/schema';
import { createTestApp, MASTER_CODE, type TestApp } from '../../test/test-app';

// Migration 0051 on a database from before it, which already holds one number on two players and
// on demo players: it must apply, leave every account in place, and give the number to one player.
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.database.withConnection((c) =>
    c.exec(`DROP INDEX users_phone_key; ALTER TABLE users DROP COLUMN phone_key; DELETE FROM schema_migrations WHERE name = '0051_one_account_per_phone.sql'`),
  );
  const rows = [
    ['first', '9800000001', false],
    ['second', '9800000001', false],
    ['demo_same', '9800000001', true],
    ['other', '9800000002', false],
    ['demo_only', '9800000003', true],
    ['demo_a', '', true],
    ['demo_b', '', true],
  ] as const;
  await t.database.withConnection(async (c) => {
    for (const [username, phone, isDemo] of rows) {
      const [row] = await c.query<{ id: number }>(
        `INSERT INTO users (username, display_name, phone_number, password_hash, is_demo) VALUES ($1, $1, $2, 'x', $3) RETURNING id`,
        [`mig_${username}`, phone, isDemo],
      );
      ids[username] = Number(row?.id);
    }
  });
  expect(await migrate(t.database)).toEqual(['0051_one_account_per_phone.sql']);
});
afterAll(() => t.close());

const register = (phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phone_number: phone, password: 'lotus-test-pass-7', referral_code: MASTER_CODE } });

describe('migration 0051 on a database that holds duplicate numbers', () => {
  it('keeps every account and its number, and gives each number to its oldest player only', async () => {
    const found = await t.db
      .select({ id: users.id, phoneNumber: users.phoneNumber, phoneKey: users.phoneKey })
      .from(users)
      .where(inArray(users.id, Object.values(ids)))
      .orderBy(asc(users.id));
    expect(found).toEqual([
      { id: ids.first, phoneNumber: '9800000001', phoneKey: '9800000001' },
      { id: ids.second, phoneNumber: '9800000001', phoneKey: null },
      { id: ids.demo_same, phoneNumber: '9800000001', phoneKey: null },
      { id: ids.other, phoneNumber: '9800000002', phoneKey: '9800000002' },
      { id: ids.demo_only, phoneNumber: '9800000003', phoneKey: null },
      { id: ids.demo_a, phoneNumber: '', phoneKey: null },
      { id: ids.demo_b, phoneNumber: '', phoneKey: null },
    ]);
  });

  it('then refuses a registration of a number a player holds, and takes one only a demo player has', async () => {
    const taken = await register('+91 98000 00001');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Phone number already registered');
    expect((await register('098000-00002')).statusCode).toBe(409);
    expect((await register('9800000003')).statusCode).toBe(201);
  });

  it('then still signs up demo players, many of them', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).statusCode).toBe(201);
  });
});
