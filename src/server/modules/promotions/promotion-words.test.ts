import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusWallet } from '@shared/schemas/promotions';
import { auditLog, promotions } from '@server/db/schema';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { promotionLanguagesSeed, promotionsSeed } from './seed';

// A promotion's words (title, description) in Hindi, Bengali and Tamil as the operator writes them:
// players read their language's version, else the English; the figures never change with an edit.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

const hour = 3600_000;
let codes = 0;
const asAdmin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization }, ...(payload ? { payload } : {}) });
const body = (overrides: object = {}) => {
  codes += 1;
  return {
    code: `WORDS${codes}X${process.pid % 1000}`,
    title: 'Cricket cashback',
    description: 'Get ₹50 back on your first bet.',
    kind: 'fixed',
    amount: 50,
    wagering_multiple: 1,
    wagering_on: 'any',
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    ...overrides,
  };
};
const activeIn = async (language?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/promotions/active', headers: language ? { 'accept-language': language } : {} });
  expect(res.headers.vary).toContain('Accept-Language');
  return res.json().data.promotions as Array<{ code: string; title: string; description: string; amount: number; rules: string }>;
};

describe("a promotion's words in four languages", () => {
  it("stores the operator's versions and shows each player theirs, else the English", async () => {
    const created = await asAdmin(
      'POST',
      '/api/admin/promotions',
      body({
        translations: {
          title: { hi: ' क्रिकेट कैशबैक ', bn: 'ক্রিকেট ক্যাশব্যাক', ta: '' },
          description: { hi: 'पहली बेट पर ₹50 वापस पाएँ।' },
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json().data.promotion;
    // Trimmed; an empty version is none.
    expect(promotion.translations).toEqual({ title: { hi: 'क्रिकेट कैशबैक', bn: 'ক্রিকেট ক্যাশব্যাক' }, description: { hi: 'पहली बेट पर ₹50 वापस पाएँ।' } });

    const find = async (language?: string) => (await activeIn(language)).find((item) => item.code === promotion.code);
    expect(await find('hi-IN,hi;q=0.9')).toMatchObject({ title: 'क्रिकेट कैशबैक', description: 'पहली बेट पर ₹50 वापस पाएँ।', amount: 50 });
    // Bengali has a title but no description: the description falls back to the English.
    expect(await find('bn')).toMatchObject({ title: 'ক্রিকেট ক্যাশব্যাক', description: 'Get ₹50 back on your first bet.' });
    for (const language of ['ta', 'en', undefined, 'de']) {
      expect(await find(language), String(language)).toMatchObject({ title: 'Cricket cashback', description: 'Get ₹50 back on your first bet.' });
    }
  });

  it('lets the operator change the words later, audited, without touching the figures', async () => {
    const promotion = (await asAdmin('POST', '/api/admin/promotions', body())).json().data.promotion;
    const edited = await asAdmin('PUT', `/api/admin/promotions/${promotion.id}`, {
      title: 'IPL cashback',
      translations: { title: { ta: 'ஐபிஎல் கேஷ்பேக்' }, description: { ta: 'முதல் பந்தயத்தில் ₹50 திரும்ப.' } },
      // Figures are not words: they are not taken (stripped), the promotion stays as players redeem it.
      amount: 5000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Promotion updated', data: { promotion: { title: 'IPL cashback', amount: 50, is_active: true } } });
    expect((await activeIn('ta')).find((item) => item.code === promotion.code)).toMatchObject({
      title: 'ஐபிஎல் கேஷ்பேக்',
      description: 'முதல் பந்தயத்தில் ₹50 திரும்ப.',
      amount: 50,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'promotion.update'));
    expect(audit).toMatchObject({ targetType: 'promotion', targetId: String(promotion.id) });

    // Switching it off still works alone, and keeps the words.
    const off = await asAdmin('PUT', `/api/admin/promotions/${promotion.id}`, { is_active: false });
    expect(off.json()).toMatchObject({ message: 'Promotion disabled', data: { promotion: { is_active: false, title: 'IPL cashback' } } });
  });

  it.each([
    [{ translations: { title: { hi: 'x'.repeat(81) } } }, 'Hindi title must be at most 80 characters'],
    [{ translations: { description: { bn: 'x'.repeat(501) } } }, 'Bengali description must be at most 500 characters'],
    [{ translations: { title: { ta: 42 } } }, 'Tamil title must be text'],
    [{ translations: { title: 'हिन्दी' } }, 'Title versions must be an object of hi, bn and ta'],
  ])('refuses a bad version with a clear error and stores nothing (%#)', async (overrides, message) => {
    const before = (await t.db.select().from(promotions)).length;
    const created = await asAdmin('POST', '/api/admin/promotions', body(overrides));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    expect((await t.db.select().from(promotions)).length).toBe(before);

    const promotion = (await asAdmin('POST', '/api/admin/promotions', body())).json().data.promotion;
    const edited = await asAdmin('PUT', `/api/admin/promotions/${promotion.id}`, overrides);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(message);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.translations).toEqual({});
  });

  it('refuses an empty edit, an empty title, an unknown promotion and a player', async () => {
    const promotion = (await asAdmin('POST', '/api/admin/promotions', body())).json().data.promotion;
    expect((await asAdmin('PUT', `/api/admin/promotions/${promotion.id}`, {})).json()).toMatchObject({ success: false, message: 'Nothing to update' });
    expect((await asAdmin('PUT', `/api/admin/promotions/${promotion.id}`, { title: '  ' })).json()).toMatchObject({ message: 'Title is required' });
    expect((await asAdmin('PUT', '/api/admin/promotions/999999', { title: 'x' })).statusCode).toBe(404);
    const player = await createPlayer(t);
    const asPlayer = await t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${promotion.id}`, headers: player.auth, payload: { title: 'mine' } });
    expect(asPlayer.statusCode).toBe(403);
    expect((await activeIn()).find((item) => item.code === promotion.code)?.title).toBe('Cricket cashback');
  });

  it("answers the redeemed promotion and the bonus wallet's titles in the player's language", async () => {
    const promotion = (await asAdmin('POST', '/api/admin/promotions', body({ translations: { title: { hi: 'क्रिकेट कैशबैक' } } }))).json().data.promotion;
    const player = await createPlayer(t);
    const hindi = { ...player.auth, 'accept-language': 'hi' };
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/promotions/redeem', headers: hindi, payload: { code: promotion.code } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().data.promotion.title).toBe('क्रिकेट कैशबैक');
    expect(redeemed.json().data.bonus.title).toBe('क्रिकेट कैशबैक');
    const wallet = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/promotions/bonuses', headers })).json().data as BonusWallet;
    expect((await wallet(hindi)).bonuses[0]?.title).toBe('क्रिकेट कैशबैक');
    expect((await wallet({ ...player.auth, 'accept-language': 'bn' })).bonuses[0]?.title).toBe('Cricket cashback');
  });
});

describe("the demo's promotion", () => {
  it('is seeded with its words in Hindi, Bengali and Tamil, and an older seed gets them once, never over the operator’s', async () => {
    const fresh = await createTestApp({ seed: [promotionsSeed] });
    try {
      for (const language of ['hi', 'bn', 'ta']) {
        const res = await fresh.app.inject({ method: 'GET', url: '/api/promotions/active', headers: { 'accept-language': language } });
        const [demo] = res.json().data.promotions as Array<{ code: string; title: string; description: string }>;
        expect(demo?.code).toBe('WELCOME100');
        // Only the code (and the rupee sign and figures) stay in Latin letters.
        for (const text of [demo?.title ?? '', demo?.description ?? ''])
          expect(text.replace(/WELCOME100/g, ''), `${language}: ${text}`).not.toMatch(/[A-Za-z]/);
      }
      // As seeded before versions existed: English only. The part gives them their versions.
      await fresh.db.update(promotions).set({ translations: {} });
      await promotionLanguagesSeed.run(fresh.db);
      const [seeded] = await fresh.db.select().from(promotions);
      expect(seeded?.translations.title?.hi).toBe('वेलकम बोनस ₹100');
      // The operator retitled it: their words are kept.
      await fresh.db.update(promotions).set({ title: 'Diwali bonus', translations: {} });
      await promotionLanguagesSeed.run(fresh.db);
      const [retitled] = await fresh.db.select().from(promotions);
      expect(retitled).toMatchObject({ title: 'Diwali bonus', translations: {} });
    } finally {
      await fresh.close();
    }
  });
});
