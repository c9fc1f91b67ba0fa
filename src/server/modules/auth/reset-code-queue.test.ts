import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from '@server/test/fresh-phone';
import { createTestApp, MASTER_CODE, type TestApp } from '@server/test/test-app';
import { createSmsQueue, enqueueSms, SmsDeliveryError, type SmsGateway } from '@server/modules/sms';
import { requestResetCode } from './request-reset-code';

// The queue: forgot-password answers before its message is sent, whether or not the number is
// registered, so a slow provider's time does not tell which numbers have accounts; a refused
// message is tried again, then given up, noted on the code's row, and its body emptied.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The app's own queue sweeps no more: each test's queue is the only sender.
  await t.app.smsQueue.stop();
});
afterAll(() => t.close());

const log = () => t.app.log;

/** A provider that holds each message until the test lets it go. */
function heldGateway() {
  const sent: Array<{ to: string; text: string }> = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gateway: SmsGateway = {
    provider: 'msg91',
    send: async (to, text) => {
      await gate;
      sent.push({ to, text });
    },
  };
  return { gateway, sent, release };
}

async function registeredPhone(): Promise<string> {
  const phone = freshPhone();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phone_number: phone, password: 'first-secret-9', referral_code: MASTER_CODE },
  });
  expect(res.statusCode).toBe(201);
  return phone;
}

describe('the SMS queue', () => {
  it('answers forgot-password before the provider has taken the message, for a registered number as for an unknown one', async () => {
    const held = heldGateway();
    const queue = createSmsQueue({ db: t.db, gateway: held.gateway, log: log(), autoStart: false });
    const phone = await registeredPhone();
    // The provider has not answered (and will not until released): both requests answer anyway.
    const known = await requestResetCode(t.db, phone, { smsQueue: queue });
    const unknown = await requestResetCode(t.db, freshPhone(), { smsQueue: queue });
    expect(unknown).toEqual(known);
    expect(held.sent).toHaveLength(0);
    const draining = queue.drain();
    held.release();
    await draining;
    expect(held.sent.map((message) => message.to)).toEqual([phone]);
    expect(held.sent[0]?.text).toMatch(/\b\d{6}\b/);
    // Sent: the code is not kept in clear.
    const rows = await t.db.execute<{ body: string; sent: boolean }>(sql`SELECT body, sent_at IS NOT NULL AS sent FROM sms_queue WHERE to_number = ${phone}`);
    expect(rows.rows).toEqual([{ body: '', sent: true }]);
    await queue.stop();
  });

  it('tries a refused message three times, then gives it up, noting why on the code and emptying its body', async () => {
    let tries = 0;
    const refusing: SmsGateway = {
      provider: 'msg91',
      send: async () => {
        tries += 1;
        throw new SmsDeliveryError('DLT template rejected');
      },
    };
    const queue = createSmsQueue({ db: t.db, gateway: refusing, log: log(), autoStart: false });
    const phone = await registeredPhone();
    await requestResetCode(t.db, phone, { smsQueue: queue });
    await queue.drain();
    await queue.drain();
    await queue.drain();
    expect(tries).toBe(3);
    const row = (
      await t.db.execute<{ body: string; failed_reason: string | null; attempts: number }>(
        sql`SELECT body, failed_reason, attempts FROM sms_queue WHERE to_number = ${phone}`,
      )
    ).rows[0];
    expect(row).toMatchObject({ body: '', failed_reason: 'DLT template rejected', attempts: 3 });
    const code = (await t.db.execute<{ delivery_error: string | null }>(sql`SELECT delivery_error FROM password_reset_codes WHERE phone = ${phone}`)).rows[0];
    expect(code?.delivery_error).toBe('DLT template rejected');
    await queue.drain();
    expect(tries).toBe(3);
    await queue.stop();
  });

  it('sends nothing of a transaction that rolled back', async () => {
    const held = heldGateway();
    held.release();
    const queue = createSmsQueue({ db: t.db, gateway: held.gateway, log: log(), autoStart: false });
    const phone = freshPhone();
    await t.db
      .transaction(async (tx) => {
        await enqueueSms(tx, { to: phone, text: 'never', purpose: 'security' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await queue.drain();
    expect(held.sent.filter((message) => message.to === phone)).toHaveLength(0);
    await queue.stop();
  });
});
