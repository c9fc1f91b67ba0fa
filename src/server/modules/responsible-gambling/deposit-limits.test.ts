import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { paymentOptionId, PNG_1x1, submitDeposit, uniqueUtr } from '@server/test/payments-helpers';
import { walletSeed } from '@server/modules/payments';

// A player's own deposit limits: rolling windows (pending and approved requests count), the
// lowest that applies wins beside the operator's daily limit, lower at once, raise or removal
// after 24 hours; refused in words at submit, and the wallet limits answer says what is left.

let t: TestApp;
let option: number;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  option = await paymentOptionId(t);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const url = '/api/user/responsible-gambling';
const getSettings = (auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const putSettings = (auth: Auth, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: auth, payload: payload as Record<string, unknown> });
const deposit = (auth: Auth, amount: number) => submitDeposit(t, auth, { amount, payment_option_id: option, utr_number: uniqueUtr(), receipt_file: PNG_1x1 });
const walletLimits = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: auth })).json().data;

/** Moves the player's deposits back in time (created_at), as if made `age` ago. */
async function ageDeposits(userId: number, age: string): Promise<void> {
  await t.db.execute(sql`UPDATE deposits SET created_at = now() - ${age}::interval WHERE user_id = ${userId}`);
}

/** Moves the player's waiting raises and removals to now, as if their 24 hours were over. */
async function passCoolingOff(userId: number): Promise<void> {
  await t.db.execute(sql`UPDATE deposit_limits SET pending_at = now() - interval '1 second' WHERE user_id = ${userId} AND pending_at IS NOT NULL`);
}

describe('deposit limits over each window', () => {
  for (const [field, period, age, outside] of [
    ['deposit_limit_24h', '24h', '23 hours 59 minutes', '24 hours 1 second'],
    ['deposit_limit_7d', '7d', '6 days 23 hours', '7 days 1 second'],
    ['deposit_limit_30d', '30d', '29 days 23 hours', '30 days 1 second'],
  ] as const) {
    it(`${period}: a deposit exactly at the limit passes, a paisa over is refused, and an old deposit drops out of the window`, async () => {
      const player = await createPlayer(t);
      expect((await putSettings(player.auth, { [field]: 1000 })).statusCode).toBe(200);

      expect((await deposit(player.auth, 600)).statusCode).toBe(201);
      await ageDeposits(player.id, age); // still inside the window
      const over = await deposit(player.auth, 400.01);
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toMatch(/^Your own deposit limit of ₹1,000\.00 per (24 hours|7 days|30 days) leaves ₹400\.00 you can deposit now\.$/);
      expect((await walletLimits(player.auth)).deposit_left_now).toBe(400);
      expect((await deposit(player.auth, 400)).statusCode).toBe(201);
      expect((await deposit(player.auth, 100)).statusCode).toBe(422);

      await ageDeposits(player.id, outside);
      expect((await getSettings(player.auth)).json().data.responsible_gambling.limits.find((l: { period: string }) => l.period === period)).toMatchObject({
        limit: 1000,
        used: 0,
        left: 1000,
      });
      expect((await deposit(player.auth, 1000)).statusCode).toBe(201);
    });
  }

  it('a rejected deposit does not count; a processing one does', async () => {
    const player = await createPlayer(t);
    const admin = await adminAuth(t);
    await putSettings(player.auth, { deposit_limit_24h: 500 });
    const first = await deposit(player.auth, 500);
    expect(first.statusCode).toBe(201);
    expect((await deposit(player.auth, 100)).statusCode).toBe(422);
    const id = first.json().data.deposit.id as number;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${id}/reject`,
      headers: { authorization: admin.authorization },
      payload: { reason: 'No money arrived' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await deposit(player.auth, 500)).statusCode).toBe(201);
  });

  it('the lowest limit that applies wins, the operator’s daily limit among them', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_24h: 5000, deposit_limit_7d: 2000, deposit_limit_30d: 9000 });
    const settings = (await getSettings(player.auth)).json().data.responsible_gambling;
    expect(settings).toMatchObject({ deposit_limit_24h: 5000, deposit_limit_7d: 2000, deposit_limit_30d: 9000, deposit_left: 2000 });
    const over = await deposit(player.auth, 2000.01);
    expect(over.json().message).toBe('Your own deposit limit of ₹2,000.00 per 7 days leaves ₹2,000.00 you can deposit now.');

    // Own limits above the operator's daily ₹50,000: the operator's limit is what is left.
    const rich = await createPlayer(t);
    await putSettings(rich.auth, { deposit_limit_24h: 80_000 });
    expect(await walletLimits(rich.auth)).toMatchObject({
      deposit_left_today: 50_000,
      own_deposit_limit: { period: '24h', limit: 80_000, left: 80_000 },
      deposit_left_now: 50_000,
      play_block: null,
    });
    const overDaily = await deposit(rich.auth, 50_000.01);
    expect(overDaily.statusCode).toBe(422);
    expect(overDaily.json().message).toMatch(/^Daily deposit limit of ₹50,000\.00 reached/);
  });
});

describe('changing limits', () => {
  it('a lower limit applies at once', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_24h: 3000 });
    const res = await putSettings(player.auth, { deposit_limit_24h: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.responsible_gambling).toMatchObject({ deposit_limit_24h: 1000, limits: [{ period: '24h', limit: 1000, pending: null }, {}, {}] });
    expect((await deposit(player.auth, 1000.01)).statusCode).toBe(422);
  });

  it('a raise waits 24 hours (shown pending with its time), then applies', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_24h: 1000 });
    const before = Date.now();
    const res = await putSettings(player.auth, { deposit_limit_24h: 5000 });
    const limit = res.json().data.responsible_gambling.limits[0];
    expect(limit).toMatchObject({ period: '24h', limit: 1000, pending: { limit: 5000 } });
    const appliesAt = Date.parse(limit.pending.applies_at);
    expect(appliesAt).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(appliesAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    expect((await deposit(player.auth, 1000.01)).statusCode).toBe(422);

    // Asking again for the same raise does not restart its clock.
    const again = await putSettings(player.auth, { deposit_limit_24h: 5000 });
    expect(again.json().data.responsible_gambling.limits[0].pending.applies_at).toBe(limit.pending.applies_at);

    await passCoolingOff(player.id);
    expect((await deposit(player.auth, 5000)).statusCode).toBe(201);
    expect((await getSettings(player.auth)).json().data.responsible_gambling).toMatchObject({ deposit_limit_24h: 5000, limits: [{ pending: null }, {}, {}] });
  });

  it('a removal waits 24 hours too; setting the current value back drops the waiting raise', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_7d: 1000 });
    const removed = await putSettings(player.auth, { deposit_limit_7d: null });
    expect(removed.json().data.responsible_gambling).toMatchObject({ deposit_limit_7d: 1000, limits: [{}, { limit: 1000, pending: { limit: null } }, {}] });
    expect((await deposit(player.auth, 1000.01)).statusCode).toBe(422);

    const kept = await putSettings(player.auth, { deposit_limit_7d: 1000 });
    expect(kept.json().data.responsible_gambling.limits[1]).toMatchObject({ limit: 1000, pending: null });

    await putSettings(player.auth, { deposit_limit_7d: null });
    await passCoolingOff(player.id);
    expect((await getSettings(player.auth)).json().data.responsible_gambling).toMatchObject({ deposit_limit_7d: null, deposit_left: null });
    expect((await deposit(player.auth, 1500)).statusCode).toBe(201);
  });

  it('a field left out stays as it was; the reality check is set and turned off at once', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_30d: 7000, reality_check_minutes: 30 });
    const res = await putSettings(player.auth, { reality_check_minutes: null });
    expect(res.json().data.responsible_gambling).toMatchObject({ deposit_limit_30d: 7000, reality_check_minutes: null });
    const set = await putSettings(player.auth, { reality_check_minutes: 15 });
    expect(set.json().data.responsible_gambling.reality_check_minutes).toBe(15);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_24h: 1000, reality_check_minutes: 60 });
    const before = (await getSettings(player.auth)).json().data.responsible_gambling;
    for (const payload of [
      { deposit_limit_24h: -1 },
      { deposit_limit_24h: 10_000_000.01 },
      { deposit_limit_24h: 1e308 },
      { deposit_limit_24h: 100.001 },
      { deposit_limit_24h: '500' },
      { deposit_limit_7d: 'NaN' },
      { deposit_limit_30d: {} },
      { deposit_limit_24h: 200, reality_check_minutes: 20 },
      { reality_check_minutes: '15' },
    ]) {
      const res = await putSettings(player.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: '{"deposit_limit_24h":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await getSettings(player.auth)).json().data.responsible_gambling).toEqual(before);
  });
});

describe('whose settings', () => {
  it('a player’s token reads and changes only their own settings', async () => {
    const one = await createPlayer(t);
    const two = await createPlayer(t);
    await putSettings(one.auth, { deposit_limit_24h: 100, user_id: two.id });
    expect((await getSettings(two.auth)).json().data.responsible_gambling).toMatchObject({ deposit_limit_24h: null, deposit_left: null });
    expect((await getSettings(one.auth)).json().data.responsible_gambling.deposit_limit_24h).toBe(100);
    expect((await deposit(two.auth, 500)).statusCode).toBe(201);
  });

  it('needs a sign-in; the operator is not a player', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await adminAuth(t);
    expect((await getSettings({ authorization: admin.authorization })).statusCode).toBe(403);
  });

  it('the back office reads a player’s limits', async () => {
    const player = await createPlayer(t);
    await putSettings(player.auth, { deposit_limit_24h: 1234 });
    const admin = await adminAuth(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/players/${player.id}/responsible-gambling`,
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user_id: player.id, responsible_gambling: { deposit_limit_24h: 1234, block: null } });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/players/${player.id}/responsible-gambling`, headers: player.auth })).statusCode).toBe(403);
  });
});
