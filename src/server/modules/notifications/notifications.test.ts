import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '@shared/money';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { noticeTexts, notifyPlayer } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: auth });

describe('a player’s notifications', () => {
  it('lists mine newest first with the unread count, and marks them all read', async () => {
    const me = await createPlayer(t);
    const other = await createPlayer(t);
    await notifyPlayer(t.db, me.id, 'deposit', 'Your deposit was approved.');
    await notifyPlayer(t.db, me.id, 'login_alert', 'New sign-in to your account.');
    await notifyPlayer(t.db, other.id, 'deposit', 'Not yours.');

    const res = await list(me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      unread_count: 2,
      notifications: [
        { kind: 'login_alert', message: 'New sign-in to your account.', read_at: null },
        { kind: 'deposit', message: 'Your deposit was approved.', read_at: null },
      ],
    });
    expect(res.json().data.notifications).toHaveLength(2);

    const read = await t.app.inject({ method: 'POST', url: '/api/user/notifications/read', headers: me.auth });
    expect(read.statusCode).toBe(200);
    const after = (await list(me.auth)).json().data;
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    expect((await list(other.auth)).json().data.unread_count).toBe(1);
  });

  it('is written in the caller’s transaction: gone when it rolls back', async () => {
    const me = await createPlayer(t);
    await t.db
      .transaction(async (tx) => {
        await notifyPlayer(tx, me.id, 'deposit', 'Never sent.');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await list(me.auth)).json().data).toEqual({ notifications: [], unread_count: 0 });
  });

  it('reads in the language the player asks in, English word for word without one', async () => {
    const me = await createPlayer(t);
    const english = noticeTexts.depositApproved(toPaise(30_000));
    await notifyPlayer(t.db, me.id, 'deposit', english);
    const inHindi = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: { ...me.auth, 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(inHindi.headers.vary).toContain('accept-language');
    expect(inHindi.json().data.notifications[0].message).toBe('आपका ₹30,000.00 का डिपॉज़िट मंज़ूर हो गया और आपके बैलेंस में जोड़ दिया गया।');
    expect((await list(me.auth)).json().data.notifications[0].message).toBe(english);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/notifications/read' })).statusCode).toBe(401);
  });
});
