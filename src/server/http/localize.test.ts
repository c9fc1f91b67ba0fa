import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedTags, pickLanguage } from '@shared/i18n/languages';
import { compileTable, translateMessage } from '@shared/i18n/message-table';
import { messages as hi } from '@shared/i18n/messages/hi';
import { createPlayer, createTestApp, PLAYER_PASSWORD, type TestApp } from '../test/test-app';
import { localizeFailure } from './localize';

describe('Accept-Language', () => {
  it('picks the best of en, hi, bn and ta by quality, English when none of them is asked for', () => {
    expect(pickLanguage(acceptedTags('hi-IN,hi;q=0.9,en;q=0.8'))).toBe('hi');
    expect(pickLanguage(acceptedTags('fr-FR, ta;q=0.5, bn;q=0.7'))).toBe('bn');
    expect(pickLanguage(acceptedTags('ta;q=0, en'))).toBe('en');
    expect(pickLanguage(acceptedTags('de, fr;q=0.4'))).toBe('en');
    expect(pickLanguage(acceptedTags(undefined))).toBe('en');
    expect(pickLanguage(acceptedTags(';;,q=,'))).toBe('en');
  });
});

describe('message tables', () => {
  const table = compileTable(hi);

  it('translate a message with amounts in it, keeping the amounts', () => {
    expect(translateMessage(table, 'Daily deposit limit of ₹50,000.00 reached. You can deposit up to ₹1,250.00 more today.')).toBe(
      'रोज़ की डिपॉज़िट लिमिट ₹50,000.00 पूरी हो गई। आज आप ₹1,250.00 और डिपॉज़िट कर सकते हैं।',
    );
    expect(translateMessage(table, 'Minimum stake for this market is ₹100.00')).toBe('इस मार्केट में कम से कम स्टेक ₹100.00 है');
  });

  it('leave a message they do not hold as it came', () => {
    expect(translateMessage(table, 'Something nobody translated')).toBe('Something nobody translated');
  });

  it("hold the house games' refusals too (their own table, which the browser loads with the games)", () => {
    const body = { success: false as const, message: 'Finish your open Hi-Lo game first' };
    expect(localizeFailure(body, 'hi').message).toBe('पहले अपना चालू Hi-Lo गेम पूरा करें');
    expect(localizeFailure({ ...body, message: 'Cash out from 1.01×' }, 'ta').message).toBe('1.01× முதல் கேஷ் அவுட் செய்யுங்கள்');
    expect(localizeFailure(body, 'en').message).toBe('Finish your open Hi-Lo game first');
  });

  it('tell a player in their language that a Matka draw was cancelled, or a number is full', () => {
    const body = { success: false as const, message: 'This draw was cancelled and takes no bets.' };
    expect(localizeFailure(body, 'hi').message).toBe('यह ड्रॉ रद्द कर दिया गया है, इस पर बेट नहीं लगती।');
    expect(localizeFailure(body, 'ta').message).toBe('இந்த டிரா ரத்து செய்யப்பட்டது, இதில் பெட் ஏற்கப்படாது.');
    const full = { success: false as const, message: 'The most you can stake on 55 now is ₹10.52' };
    expect(localizeFailure(full, 'hi').message).toBe('55 पर अभी आप ज़्यादा से ज़्यादा ₹10.52 का स्टेक लगा सकते हैं');
    expect(localizeFailure({ ...full, message: '5 takes no more bets on this draw' }, 'bn').message).toBe('এই ড্রতে 5-এ আর বেট নেওয়া হবে না');
  });

  it("name a Hi-Lo guess in the player's language, not the API's id for it", () => {
    const body = { success: false as const, message: 'You cannot guess Higher or same on A♠' };
    expect(localizeFailure(body, 'hi').message).toBe('A♠ पर “ऊपर या बराबर” का अंदाज़ा नहीं लगा सकते');
    expect(localizeFailure({ ...body, message: 'You cannot guess Lower on 2♥' }, 'bn').message).toBe('2♥-এ “ছোট” অনুমান করা যায় না');
  });
});

describe('refusals in the language of Accept-Language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each sign-in from its own address and for its own name: the sign-in limits stay out of the way.
  let attempt = 0;
  const login = (headers: Record<string, string>) => {
    attempt += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.0.16.${attempt}`,
      headers,
      payload: { username: `nobody_${attempt}`, password: 'wrong-password' },
    });
  };

  it('answers Hindi for hi, Bengali for bn-IN, Tamil for ta', async () => {
    const hindi = await login({ 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toMatchObject({ success: false, message: 'यूज़रनेम या पासवर्ड गलत है', code: 'UNAUTHORIZED' });
    expect(hindi.headers.vary).toContain('accept-language');
    expect((await login({ 'accept-language': 'bn-IN,bn;q=0.9' })).json().message).toBe('ইউজারনেম বা পাসওয়ার্ড ভুল');
    expect((await login({ 'accept-language': 'ta' })).json().message).toBe('யூசர்நேம் அல்லது பாஸ்வேர்டு தவறு');
  });

  it("answers the spec's English word for word without the header or for a language it does not speak", async () => {
    const headerSets: Record<string, string>[] = [{}, { 'accept-language': 'fr-FR,fr;q=0.9' }, { 'accept-language': '*' }, { 'accept-language': 'hi;q=0' }];
    for (const headers of headerSets) {
      const res = await login(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid username or password');
    }
  });

  it('translates every field of a validation failure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'hi' },
      payload: { phone_number: '12', password: 'abc', referral_code: 'LOTUS100', confirm_age: true, accept_terms: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.phone_number).toBe('कृपया सही 10 अंकों का मोबाइल नंबर डालें');
    expect(body.errors.password).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए');
    expect(Object.values(body.errors)).toContain(body.message);
  });

  it('tells a player in their language what their account cannot do, and that a sign-in is already gone', async () => {
    const demo = await createPlayer(t, { isDemo: true });
    const refer = await t.app.inject({ method: 'GET', url: '/api/referrals/me', headers: { ...demo.auth, 'accept-language': 'hi' } });
    expect([refer.statusCode, refer.json().message]).toEqual([403, 'रेफ़र करें और कमाएँ सिर्फ़ रियल-मनी अकाउंट के लिए है']);
    const player = await createPlayer(t);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...player.auth, 'accept-language': 'ta' },
      payload: { current_password: PLAYER_PASSWORD, new_password: PLAYER_PASSWORD, confirm_password: PLAYER_PASSWORD },
    });
    expect([same.statusCode, same.json().message]).toEqual([400, 'புதிய பாஸ்வேர்டு தற்போதைய பாஸ்வேர்டிலிருந்து வேறாக இருக்க வேண்டும்']);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/987654321', headers: { ...player.auth, 'accept-language': 'bn' } });
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'এই সাইন-ইন পাওয়া যায়নি']);
  });

  it('replays an Idempotency-Key refusal in the language of the replaying request', async () => {
    const player = await createPlayer(t);
    const place = (language: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bets/place',
        headers: { ...player.auth, 'idempotency-key': 'i18n-replay', ...(language ? { 'accept-language': language } : {}) },
        payload: { market_id: 987654, runner_id: 1, side: 'back', price: 2, stake: 100 },
      });
    const first = await place('hi');
    expect(first.statusCode).toBe(404);
    expect(first.json().message).toBe('मार्केट नहीं मिला');
    const replay = await place(undefined);
    expect(replay.statusCode).toBe(404);
    expect(replay.json().message).toBe('Market not found');
  });
});
