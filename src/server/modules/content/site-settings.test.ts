import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { PLACEHOLDER_SUPPORT, seedPlaceholderSupport } from './site-settings';

// The operator sets the contact links and exchange rates; players read them, nothing more.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

const put = (payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers, payload: payload as object });
const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().data.site_settings;

describe('site settings', () => {
  it('start unset: no contact links, no other currency', async () => {
    expect(await publicSettings()).toEqual({
      whatsapp_url: null,
      telegram_url: null,
      support_phone: null,
      support_is_placeholder: false,
      usd_rate: null,
      eur_rate: null,
    });
  });

  it('are set by the operator, field by field, and removed with null or an empty link', async () => {
    const saved = await put({ whatsapp_url: 'https://wa.me/919876543210', telegram_url: 'https://t.me/lotus_help', usd_rate: 83.5 });
    expect(saved.statusCode).toBe(200);
    expect(await publicSettings()).toEqual({
      whatsapp_url: 'https://wa.me/919876543210',
      telegram_url: 'https://t.me/lotus_help',
      support_phone: null,
      support_is_placeholder: false,
      usd_rate: 83.5,
      eur_rate: null,
    });
    await put({ eur_rate: 90.25, telegram_url: '' });
    expect(await publicSettings()).toMatchObject({ whatsapp_url: 'https://wa.me/919876543210', telegram_url: null, usd_rate: 83.5, eur_rate: 90.25 });
    await put({ usd_rate: null });
    expect((await publicSettings()).usd_rate).toBeNull();
  });

  it('refuse a bare or foreign link and a rate out of range, changing nothing', async () => {
    const before = await publicSettings();
    for (const body of [
      { whatsapp_url: 'https://wa.me/' },
      { whatsapp_url: 'https://evil.example/919876543210' },
      { telegram_url: 'javascript:alert(1)' },
      { usd_rate: -5 },
      { usd_rate: 0 },
      { eur_rate: 1e9 },
      { eur_rate: 83.555 },
      { usd_rate: '83' },
      { support_phone: '9876543210' },
      { support_phone: '+91 98765 abc' },
    ]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await publicSettings()).toEqual(before);
  });

  it('keep a phone number in international form, and the demo placeholder until the operator sets a contact', async () => {
    await put({ whatsapp_url: null, telegram_url: null, support_phone: null });
    await seedPlaceholderSupport(t.db);
    expect(await publicSettings()).toMatchObject({
      whatsapp_url: PLACEHOLDER_SUPPORT.whatsapp,
      telegram_url: PLACEHOLDER_SUPPORT.telegram,
      support_phone: PLACEHOLDER_SUPPORT.phone,
      support_is_placeholder: true,
    });
    // Only where no contact is set: an operator's own contact is never replaced.
    await put({ support_phone: '+91 98765-43210' });
    expect(await publicSettings()).toMatchObject({ support_phone: '+919876543210', support_is_placeholder: false });
    await seedPlaceholderSupport(t.db);
    expect(await publicSettings()).toMatchObject({ support_phone: '+919876543210', support_is_placeholder: false });
  });

  it('cannot be changed by a player', async () => {
    const player = await createPlayer(t);
    expect((await put({ usd_rate: 1 }, player.auth)).statusCode).toBe(403);
    expect((await put({ usd_rate: 1 }, {})).statusCode).toBe(401);
  });
});
