import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_NOTIFICATION, type Banner } from '@shared/schemas/content';
import { banners, notifications } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { demoBanners, demoNotifications } from './demo-content';
import { contentLanguagesSeed, contentSeed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, language?: string) => t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

describe('public content', () => {
  it('answers the ticker fallback when there is no notification, and an empty full list', async () => {
    const res = await get('/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { notifications: [{ id: 0, message: FALLBACK_NOTIFICATION, audience: 'everyone' }] } });
    expect(FALLBACK_NOTIFICATION).toBe('Market is started in our exchange — Offering Match Odds');
    expect((await get('/api/notifications/all')).json()).toEqual({ success: true, data: { notifications: [] } });
  });

  it('answers an empty banner list before any banner exists', async () => {
    expect((await get('/api/banners')).json()).toEqual({ success: true, data: { banners: [] } });
  });

  it('lists only active banners and notifications, in their order', async () => {
    await t.db.insert(banners).values([
      { imageUrl: '/banners/casino.svg', title: 'Second', altText: 'b', sortOrder: 2 },
      { imageUrl: '/banners/welcome.svg', title: 'First', altText: 'a', sortOrder: 1 },
      { imageUrl: '/banners/cricket.svg', title: 'Hidden', altText: 'c', sortOrder: 0, isActive: false },
    ]);
    await t.db.insert(notifications).values([
      { message: 'later', sortOrder: 5 },
      { message: 'sooner', sortOrder: 1 },
      { message: 'off', sortOrder: 0, isActive: false },
    ]);
    const list = (await get('/api/banners')).json().data.banners;
    expect(list.map((b: { title: string }) => b.title)).toEqual(['First', 'Second']);
    expect(Object.keys(list[0]).sort()).toEqual(['alt_text', 'button_label', 'id', 'image_url', 'link_url', 'subtitle', 'title']);
    const ticker = (await get('/api/notifications')).json().data.notifications;
    expect(ticker.map((n: { message: string }) => n.message)).toEqual(['sooner', 'later']);
    expect((await get('/api/notifications/all')).json().data.notifications).toHaveLength(2);
  });

  it("answers each banner's words in the request's language where the operator wrote them, else the English", async () => {
    const [row] = await t.db
      .insert(banners)
      .values({
        imageUrl: '/banners/payments.svg',
        title: 'Fast deposits',
        subtitle: 'By UPI',
        buttonLabel: 'Deposit',
        linkUrl: '/deposit',
        altText: 'Deposit by UPI',
        translations: { title: { hi: 'तेज़ डिपॉज़िट', ta: 'விரைவான டெபாசிட்' }, button_label: { hi: 'डिपॉज़िट करें' } },
        sortOrder: 9,
      })
      .returning();
    const find = async (language?: string) => {
      const res = await get('/api/banners', language);
      expect(res.headers.vary).toContain('Accept-Language');
      return (res.json().data.banners as Array<{ id: number }>).find((banner) => banner.id === row?.id);
    };
    expect(await find('hi-IN,hi;q=0.9,en;q=0.8')).toMatchObject({
      title: 'तेज़ डिपॉज़िट',
      subtitle: 'By UPI',
      button_label: 'डिपॉज़िट करें',
      alt_text: 'Deposit by UPI',
    });
    expect(await find('ta')).toMatchObject({ title: 'விரைவான டெபாசிட்', button_label: 'Deposit' });
    // Bengali has no version: the English, as for English, no header or a language the site does not speak.
    for (const language of ['bn', 'en', undefined, 'fr']) {
      expect(await find(language), String(language)).toMatchObject({
        title: 'Fast deposits',
        subtitle: 'By UPI',
        button_label: 'Deposit',
        link_url: '/deposit',
      });
    }
  });

  it('draws the demo banner art as SVG with cache headers, and 404s an unknown name', async () => {
    const res = await get('/banners/welcome.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toContain('<svg');
    // No words in the picture: the site writes them over it, in the player's language.
    expect(res.body).not.toContain('<text');
    expect((await get('/banners/nothing.svg')).statusCode).toBe(404);
    // Names every JavaScript object answers to are no banner either (they were a 500).
    for (const name of ['constructor', 'valueOf.svg', '__proto__', 'toString', 'hasOwnProperty.svg'])
      expect((await get(`/banners/${name}`)).statusCode, name).toBe(404);
  });
});

describe('demo content seed', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp({ seed: [contentSeed] });
  });
  afterAll(() => fresh.close());

  it('adds the master code, banners served by Lotus and ticker messages, once', async () => {
    const seeded = (await fresh.app.inject({ method: 'GET', url: '/api/banners' })).json().data.banners as { image_url: string }[];
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const banner of seeded) {
      expect(banner.image_url).toMatch(/^\/(banners|media)\//);
      expect((await fresh.app.inject({ method: 'GET', url: banner.image_url })).statusCode).toBe(200);
    }
    const ticker = (await fresh.app.inject({ method: 'GET', url: '/api/notifications' })).json().data.notifications;
    expect(ticker.length).toBeGreaterThanOrEqual(3);
    expect(ticker[0].id).toBeGreaterThan(0);
    const valid = await fresh.app.inject({ method: 'POST', url: '/api/auth/validate-referral-code', payload: { referral_code: 'LOTUS100' } });
    expect(valid.statusCode).toBe(200);
    await contentSeed.run(fresh.db);
    expect((await fresh.app.inject({ method: 'GET', url: '/api/banners' })).json().data.banners).toHaveLength(seeded.length);
  });

  it('has every word of the demo banners and ticker in Hindi, Bengali and Tamil', async () => {
    for (const language of ['hi', 'bn', 'ta'] as const) {
      const headers = { 'accept-language': language };
      const banners = (await fresh.app.inject({ method: 'GET', url: '/api/banners', headers })).json().data.banners as Banner[];
      const ticker = (await fresh.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().data.notifications as Array<{ message: string }>;
      const words = [...banners.flatMap((b) => [b.title, b.subtitle, b.button_label, b.alt_text]), ...ticker.map((n) => n.message)];
      expect(words).toHaveLength(demoBanners.length * 4 + demoNotifications.length);
      // Only the brand and UPI stay in Latin letters.
      for (const text of words) expect(text.replace(/Lotus|UPI/g, ''), `${language}: ${text}`).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('demo content seeded before its words had versions', () => {
  let old: TestApp;
  beforeAll(async () => {
    old = await createTestApp();
  });
  afterAll(() => old.close());

  it("gives the demo's own banners and messages their words in four languages, and leaves the operator's alone", async () => {
    const [welcome, cricket] = demoBanners;
    const [visitors, cricketNews] = demoNotifications;
    if (!welcome || !cricket || !visitors || !cricketNews) throw new Error('the demo has banners and messages');
    // As the demo was seeded before: English only, no subtitle or button.
    await old.db.insert(banners).values([
      { imageUrl: welcome.imageUrl, title: welcome.title, altText: welcome.altText, sortOrder: 0 },
      // The operator retitled this one: it is theirs now.
      { imageUrl: cricket.imageUrl, title: 'IPL tonight', altText: cricket.altText, sortOrder: 1 },
    ]);
    await old.db.insert(notifications).values([
      { message: visitors.message, audience: 'visitors', sortOrder: 0 },
      { message: cricketNews.message, translations: { hi: 'ऑपरेटर का अपना' }, sortOrder: 1 },
    ]);
    await contentLanguagesSeed.run(old.db);
    const hindi = { 'accept-language': 'hi' };
    const shown = (await old.app.inject({ method: 'GET', url: '/api/banners', headers: hindi })).json().data.banners as Array<Record<string, string>>;
    expect(shown[0]).toMatchObject({ title: welcome.translations.title?.hi, subtitle: welcome.translations.subtitle?.hi, link_url: welcome.linkUrl });
    expect(shown[1]).toMatchObject({ title: 'IPL tonight', subtitle: '', button_label: '' });
    const all = (await old.app.inject({ method: 'GET', url: '/api/notifications/all', headers: hindi })).json().data.notifications;
    expect(all.map((n: { message: string }) => n.message)).toEqual([visitors.translations.hi, 'ऑपरेटर का अपना']);
  });
});
