import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_NOTIFICATION } from '@shared/schemas/content';
import { banners, notifications } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { contentSeed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

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
    expect(Object.keys(list[0]).sort()).toEqual(['alt_text', 'id', 'image_url', 'title']);
    const ticker = (await get('/api/notifications')).json().data.notifications;
    expect(ticker.map((n: { message: string }) => n.message)).toEqual(['sooner', 'later']);
    expect((await get('/api/notifications/all')).json().data.notifications).toHaveLength(2);
  });

  it('draws the demo banner art as SVG with cache headers, and 404s an unknown name', async () => {
    const res = await get('/banners/welcome.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Welcome to Lotus');
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
});
