import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, smsQueue } from '@server/db/schema';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

// The operator resets a player's password: the new one reaches the player by text only, every
// sign-in of theirs ends, the audit log has it (without the password), and the player signs in with it.

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

let phoneSeq = 0;
async function playerWithPhone() {
  const player = await createPlayer(t);
  phoneSeq += 1;
  const phone = `98765${String(40_000 + phoneSeq).padStart(5, '0')}`;
  await t.db.execute(sql`UPDATE users SET phone_key = ${phone}, phone_number = ${phone} WHERE id = ${player.id}`);
  return { ...player, phone };
}

const reset = (id: number, payload: object, authorization = admin.authorization) =>
  t.app.inject({ method: 'POST', url: `/api/admin/players/${id}/reset-password`, headers: { authorization }, payload });

describe('POST /api/admin/players/{id}/reset-password', () => {
  it('texts a new password to the player, ends their sign-ins, audits it, and the player signs in with it', async () => {
    const player = await playerWithPhone();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: player.auth })).statusCode).toBe(200);

    const res = await reset(player.id, { reason: 'Player called from a new phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Password reset: the new password is being texted to the player (the SMS outbox shows when it is sent)',
      data: { sessions_ended: 1 },
    });
    expect(res.body).not.toMatch(/Your new password is/);
    // The text went through the queue (written with the reset, sent after the answer), like forgot-password's.
    const queued = await t.db.select().from(smsQueue).where(eq(smsQueue.toNumber, player.phone));
    expect(queued.map((row) => row.purpose)).toEqual(['security']);
    await t.app.smsQueue.drain();
    const notices = await t.db.execute<{ message: string }>(sql`SELECT message FROM player_notifications WHERE user_id = ${player.id}`);
    expect(notices.rows.map((row) => row.message)).toEqual([expect.stringContaining('Lotus support reset your password')]);

    const [text] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, player.phone)).orderBy(desc(smsOutbox.id)).limit(1);
    const password = /Your new password is (\S+)\./.exec(text?.body ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[a-zA-Z2-9]{10}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: player.auth })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: player.username, password } });
    expect(login.statusCode, login.body).toBe(200);

    const audit = await t.db.execute<{ actor_id: number; details: Record<string, unknown> }>(
      sql`SELECT actor_id, details FROM audit_log WHERE action = 'user.reset_password' AND target_id = ${String(player.id)}`,
    );
    expect(audit.rows).toEqual([{ actor_id: admin.id, details: { reason: 'Player called from a new phone', sessions_ended: 1 } }]);
    expect(JSON.stringify(audit.rows)).not.toContain(password);
  });

  it('asks for a reason, refuses a demo player and someone who is not a player, and is for operators only', async () => {
    const player = await playerWithPhone();
    expect((await reset(player.id, {})).statusCode).toBe(400);
    expect((await reset(player.id, { reason: '   ' })).statusCode).toBe(400);
    const demo = await createPlayer(t, { isDemo: true });
    expect((await reset(demo.id, { reason: 'x' })).json()).toMatchObject({ success: false, message: 'A demo player has no password to reset' });
    expect((await reset(admin.id, { reason: 'x' })).statusCode).toBe(404);
    expect((await reset(999_999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await reset(player.id, { reason: 'x' }, player.auth.authorization)).statusCode).toBe(403);
    const noPhone = await createPlayer(t);
    expect((await reset(noPhone.id, { reason: 'x' })).statusCode).toBe(422);
    expect(await t.db.select().from(smsQueue).where(eq(smsQueue.toNumber, player.phone))).toEqual([]);
    // Nothing of the refused ones reached a phone or the log.
    const audit = await t.db.execute(
      sql`SELECT 1 FROM audit_log WHERE action = 'user.reset_password' AND target_id IN (${String(player.id)}, ${String(demo.id)})`,
    );
    expect(audit.rows).toEqual([]);
  });
});
