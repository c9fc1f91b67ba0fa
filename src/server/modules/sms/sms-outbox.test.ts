import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { freshPhone } from '@server/test/fresh-phone';
import { createSmsGateway } from './create-sms-gateway';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/admin/sms-outbox${query}`, headers });

describe('GET /api/admin/sms-outbox', () => {
  it('lists what the outbox gateway sent, newest first, paged, and by number in any spelling', async () => {
    const sms = createSmsGateway({ provider: 'outbox' }, t.db);
    const [first, second] = [freshPhone(), freshPhone()];
    await sms.send(first, 'one');
    await sms.send(second, 'two');
    await sms.send(first, 'three');
    const admin = await adminAuth(t);

    const all = await outbox('?page_size=2', { authorization: admin.authorization });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ page: 1, page_size: 2, total: 3 });
    expect(all.json().data.messages.map((m: { text: string }) => m.text)).toEqual(['three', 'two']);
    const next = await outbox('?page_size=2&page=2', { authorization: admin.authorization });
    expect(next.json().data.messages).toEqual([{ id: expect.any(Number), to: first, text: 'one', created_at: expect.any(String) }]);

    const toFirst = await outbox(`?phone_number=${encodeURIComponent(`+91 ${first}`)}`, { authorization: admin.authorization });
    expect(toFirst.json().data.messages.map((m: { text: string }) => m.text)).toEqual(['three', 'one']);
  });

  it('answers 401 without a token and 403 to a player', async () => {
    const none = await outbox('');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false });
    const player = await createPlayer(t);
    const refused = await outbox('', player.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('refuses a malformed number filter with 400', async () => {
    const admin = await adminAuth(t);
    expect((await outbox('?phone_number=12', { authorization: admin.authorization })).statusCode).toBe(400);
  });
});
