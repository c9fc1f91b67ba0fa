import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners, notifications } from '@server/db/schema';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
const auditActions = async () => (await t.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);

describe('operator banners', () => {
  it('creates, edits, disables, reorders and deletes banners, each written to the audit log', async () => {
    const a = await call('POST', '/api/admin/banners', { image_url: '/banners/welcome.svg', title: 'A', alt_text: 'first' });
    expect(a.statusCode).toBe(201);
    const b = await call('POST', '/api/admin/banners', { image_url: 'https://cdn.example.com/b.png', title: 'B' });
    const c = await call('POST', '/api/admin/banners', { image_url: '/media/0b7a2a4e-8d51-4bb8-9d1e-6f1c1a2b3c4d', title: 'C' });
    const [idA, idB, idC] = [a, b, c].map((res) => res.json().data.banner.id as number);
    expect(a.json().data.banner).toMatchObject({ image_url: '/banners/welcome.svg', title: 'A', alt_text: 'first', is_active: true });

    const edited = await call('PUT', `/api/admin/banners/${idB}`, { title: 'B2', is_active: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.banner).toMatchObject({ id: idB, title: 'B2', is_active: false, image_url: 'https://cdn.example.com/b.png' });
    const publicTitles = async () => (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().data.banners.map((x: { title: string }) => x.title);
    expect(await publicTitles()).toEqual(['A', 'C']);

    const reordered = await call('POST', '/api/admin/banners/reorder', { ids: [idC, idA] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.banners.map((x: { id: number }) => x.id)).toEqual([idC, idA, idB]);
    expect(await publicTitles()).toEqual(['C', 'A']);

    const removed = await call('DELETE', `/api/admin/banners/${idA}`);
    expect(removed.statusCode).toBe(200);
    expect(await publicTitles()).toEqual(['C']);
    expect((await call('GET', '/api/admin/banners')).json().data.banners.map((x: { id: number }) => x.id)).toEqual([idC, idB]);

    expect(await auditActions()).toEqual(expect.arrayContaining(['banner.create', 'banner.update', 'banner.reorder', 'banner.delete']));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'banner.delete'));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'banner', targetId: String(idA) });
  });

  it('answers 404 for a banner that does not exist, and writes nothing to the audit log', async () => {
    const before = (await auditActions()).length;
    expect((await call('PUT', '/api/admin/banners/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/banners/999999')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/banners/reorder', { ids: [999999] })).statusCode).toBe(404);
    expect((await auditActions()).length).toBe(before);
  });

  it.each([
    [{ title: 'no image' }, 'Image URL is required'],
    [{ image_url: 'javascript:alert(1)' }, 'Image URL must be a path on this site or an https address'],
    [{ image_url: 'http://insecure.example.com/a.png' }, 'Image URL must be a path on this site or an https address'],
    [{ image_url: '//evil.example.com/a.png' }, 'Image URL must be a path on this site or an https address'],
    [{ image_url: '/a.png', title: 'x'.repeat(10_240) }, 'Title must be at most 120 characters'],
    [{ image_url: '/a.png', is_active: 'yes' }, undefined],
    [{ image_url: '/a.png', button_label: 'Play now' }, 'A button needs a link'],
    [{ image_url: '/a.png', button_label: 'Go', link_url: 'javascript:alert(1)' }, 'Link must be a page of this site (/...) or an https address'],
    [{ image_url: '/a.png', translations: { title: { hi: 'x'.repeat(121) } } }, 'Hindi title must be at most 120 characters'],
    [{ image_url: '/a.png', translations: { button_label: { ta: 7 } } }, 'Tamil button label must be text'],
    [{ image_url: '/a.png', translations: { subtitle: 'हिन्दी' } }, 'Subtitle versions must be an object of hi, bn and ta'],
  ])('refuses a bad banner with 400 and stores nothing (%#)', async (payload, message) => {
    const before = (await t.db.select().from(banners)).length;
    const res = await call('POST', '/api/admin/banners', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await t.db.select().from(banners)).length).toBe(before);
  });

  it("keeps each banner word's Hindi, Bengali and Tamil versions; an emptied one is dropped", async () => {
    const created = await call('POST', '/api/admin/banners', {
      image_url: '/banners/casino.svg',
      title: 'Casino',
      subtitle: 'Aviator and more',
      button_label: 'Play now',
      link_url: '/casino',
      translations: { title: { hi: ' कसीनो ', bn: '' }, button_label: { hi: 'अभी खेलें', bn: 'এখনই খেলুন', ta: 'இப்போது விளையாடு' }, subtitle: { ta: '  ' } },
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().data.banner;
    expect(banner).toMatchObject({ title: 'Casino', subtitle: 'Aviator and more', button_label: 'Play now', link_url: '/casino' });
    expect(banner.translations).toEqual({ title: { hi: 'कसीनो' }, button_label: { hi: 'अभी खेलें', bn: 'এখনই খেলুন', ta: 'இப்போது விளையாடு' } });

    // An edit gives all the versions again; the ones it leaves empty go (English shows).
    const edited = await call('PUT', `/api/admin/banners/${banner.id}`, { translations: { title: { hi: '', bn: 'ক্যাসিনো' } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.banner.translations).toEqual({ title: { bn: 'ক্যাসিনো' } });

    // Taking the link away from a banner with a button is refused and changes nothing.
    const unlinked = await call('PUT', `/api/admin/banners/${banner.id}`, { link_url: '' });
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json()).toMatchObject({ message: 'A button needs a link', errors: { link_url: 'A button needs a link' } });
    const [row] = await t.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(row).toMatchObject({ linkUrl: '/casino', translations: { title: { bn: 'ক্যাসিনো' } } });
    await call('DELETE', `/api/admin/banners/${banner.id}`);
  });

  it('refuses a reorder that names an id twice, and an empty edit', async () => {
    const id = (await call('POST', '/api/admin/banners', { image_url: '/x.png' })).json().data.banner.id;
    expect((await call('POST', '/api/admin/banners/reorder', { ids: [id, id] })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/banners/${id}`, {})).json()).toMatchObject({ success: false, message: 'Nothing to update' });
    expect((await call('PUT', '/api/admin/banners/abc', { title: 'x' })).statusCode).toBe(400);
  });

  it('stores script text in a title as plain text', async () => {
    const res = await call('POST', '/api/admin/banners', { image_url: '/x.png', title: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(banners).where(eq(banners.id, res.json().data.banner.id));
    expect(row?.title).toBe('<script>alert(1)</script>');
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('operator notifications', () => {
  it('keeps a Hindi, Bengali and Tamil version of a ticker message; players get theirs, else the English', async () => {
    await t.db.delete(notifications);
    const created = await call('POST', '/api/admin/notifications', { message: 'Cricket cashback today', translations: { hi: 'आज क्रिकेट कैशबैक', ta: '  ' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.notification.id as number;
    // An empty version is no version: Tamil falls back to the English.
    expect(created.json().data.notification.translations).toEqual({ hi: 'आज क्रिकेट कैशबैक' });
    const ticker = async (language?: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: language ? { 'accept-language': language } : {} }))
        .json()
        .data.notifications.map((n: { message: string }) => n.message);
    expect(await ticker('hi-IN,hi;q=0.9,en;q=0.8')).toEqual(['आज क्रिकेट कैशबैक']);
    expect(await ticker('ta')).toEqual(['Cricket cashback today']);
    expect(await ticker()).toEqual(['Cricket cashback today']);

    const edited = await call('PUT', `/api/admin/notifications/${id}`, { translations: { hi: 'आज कैशबैक', bn: 'আজ ক্যাশব্যাক' } });
    expect(edited.statusCode).toBe(200);
    expect(await ticker('bn')).toEqual(['আজ ক্যাশব্যাক']);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/all', headers: { 'accept-language': 'hi' } })).json().data.notifications).toEqual([
      { id, message: 'आज कैशबैक', audience: 'everyone' },
    ]);
    // Too long, or not text: refused, nothing changed.
    expect((await call('PUT', `/api/admin/notifications/${id}`, { translations: { hi: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/notifications/${id}`, { translations: { hi: 5 } })).statusCode).toBe(400);
    expect(await ticker('hi')).toEqual(['आज कैशबैक']);
    await t.db.delete(notifications);
  });

  it('creates, edits, disables, reorders and deletes ticker messages, each audited', async () => {
    const one = await call('POST', '/api/admin/notifications', { message: 'One' });
    const two = await call('POST', '/api/admin/notifications', { message: 'Two' });
    expect(one.statusCode).toBe(201);
    const [id1, id2] = [one, two].map((res) => res.json().data.notification.id as number);
    const ticker = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications' })).json().data.notifications.map((n: { message: string }) => n.message);
    expect(await ticker()).toEqual(['One', 'Two']);
    await call('POST', '/api/admin/notifications/reorder', { ids: [id2] });
    expect(await ticker()).toEqual(['Two', 'One']);
    const edited = await call('PUT', `/api/admin/notifications/${id2}`, { message: '  Two!  ' });
    expect(edited.json().data.notification.message).toBe('Two!');
    await call('PUT', `/api/admin/notifications/${id1}`, { is_active: false });
    expect(await ticker()).toEqual(['Two!']);
    expect((await call('GET', '/api/admin/notifications')).json().data.notifications).toHaveLength(2);
    expect((await call('DELETE', `/api/admin/notifications/${id2}`)).statusCode).toBe(200);
    expect(await ticker()).toEqual(['Market is started in our exchange — Offering Match Odds']);
    expect(await auditActions()).toEqual(expect.arrayContaining(['notification.create', 'notification.update', 'notification.reorder', 'notification.delete']));
  });

  it('refuses an empty, huge or non-text message with 400 and stores nothing', async () => {
    const before = (await t.db.select().from(notifications)).length;
    for (const payload of [{}, { message: '   ' }, { message: 'm'.repeat(10_240) }, { message: 42 }]) {
      expect((await call('POST', '/api/admin/notifications', payload)).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/admin/notifications', {})).json().message).toBe('Message is required');
    expect((await t.db.select().from(notifications)).length).toBe(before);
  });
});
