import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { authRateLimits } from '@server/modules/auth';
import { createPlayer, createTestApp, MASTER_CODE, type TestApp } from './test/test-app';

/** What production requires beside NODE_ENV (a secrets key). */
const productionEnv = { NODE_ENV: 'production', SECRETS_KEY: '0f'.repeat(32) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' } });
  });

  it('answers an unknown API path with the failure envelope and 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and the envelope, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });

  it('answers a JSON body over 1 MB with 413 and the envelope, before any handler runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'whatever1' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Request is too large', code: 'TOO_LARGE' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('Cache-Control of API answers', () => {
  it('is no-store on every sign-in answer: register, login, demo, verify-token, and their refusals', async () => {
    const username = `cache${Date.now()}`;
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username, password: 'secret12', phone_number: '9876543210', referral_code: MASTER_CODE },
      }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'secret12' } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong-one' } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/demo' }),
      await t.app.inject({ method: 'GET', url: `/api/auth/username-available?username=${username}` }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([201, 200, 401, 201, 200]);
    const { token } = answers[1]?.json().data as { token: string };
    answers.push(await t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` } }));
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('is no-store on whatever was asked with a token: balance, transactions, even a public read', async () => {
    const player = await createPlayer(t);
    for (const url of ['/api/user/balance', '/api/wallet/transactions', '/api/banners', '/api/games', '/api/sports']) {
      const res = await t.app.inject({ method: 'GET', url, headers: player.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: { authorization: 'Bearer not-a-live-token' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public reads asked without a token as they were', async () => {
    for (const url of ['/api/banners', '/api/games', '/api/sports', '/api/events', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});

// Spec §2's route table, the generic sport pages and the linked extras.
const PAGE_PATHS = [
  '/',
  '/cricket',
  '/casino',
  '/bet-history',
  '/wallet',
  '/profile',
  '/login',
  '/register',
  '/register/ABC',
  '/open-bets',
  '/win-loss',
  '/account-statement',
  '/notifications',
  '/deposit',
  '/wallet-deposit',
  '/withdraw',
  '/add-account',
  '/volleyball',
  '/sportsbook',
  '/esports',
  '/soccer',
  '/tennis',
  '/mma',
  '/gaelic',
  '/indian-card-games',
  '/slot-games',
  '/matka',
  '/winner-cup',
  '/fifa-cup-winner',
  '/election',
  '/kabaddi',
  '/settings',
  '/game',
  '/all-games',
  '/handball',
  '/australian-rules',
  '/ice-hockey',
  '/basketball',
  '/baseball',
  '/american-football',
  '/snooker',
  '/table-tennis',
  '/games/casino',
  '/games/casino?providerId=2',
  '/games/casino?menuName=fishing',
  '/games/evolution',
  '/virtual-sport',
  '/play/mines',
  '/register?promo=LOTUS100',
];

describe('the web app', () => {
  const INDEX = '<!doctype html><title>Lotus</title><div id="root"></div>';
  const SCRIPT = `export const lotus = ${JSON.stringify('x'.repeat(4000))};\n`;
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const asset = path.join(dist, 'assets', 'index-AbC123.js');
    fs.writeFileSync(asset, SCRIPT);
    fs.writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
    fs.writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
    web = await createTestApp({ config: { webDistDir: dist, trustProxy: 1 } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html, not cached, on every page path of the route table', async () => {
    for (const url of PAGE_PATHS) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      if (url !== '/') expect(res.body, url).toBe(INDEX);
    }
  });

  it("asks for the home page's markets from its HTML, and only there", async () => {
    const preload = '<link rel="preload" href="/api/events" as="fetch" crossorigin="anonymous" />';
    for (const url of ['/', '/?utm_source=sms']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body.replace(/\s+/g, ' '), url).toBe(INDEX.replace('</title>', `</title> ${preload}`));
    }
    for (const url of ['/cricket', '/login', '/index.html']) expect((await web.app.inject({ method: 'GET', url })).body, url).not.toContain(preload);
  });

  it('answers the JSON 404 for an unknown API path, a POST to a page and a missing asset (a stale chunk after a deploy)', async () => {
    const requests = [
      { method: 'GET', url: '/api/anything' },
      { method: 'GET', url: '/api' },
      { method: 'POST', url: '/cricket' },
      { method: 'POST', url: '/' },
      { method: 'GET', url: '/assets/home-page-OldHash1.js' },
      { method: 'GET', url: '/assets/index-Gone99.css' },
    ] as const;
    for (const request of requests) {
      const res = await web.app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.headers['content-type'], request.url).toMatch(/^application\/json/);
      expect(res.json(), request.url).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('sends the precompressed asset the client accepts, cached for a year, varying by Accept-Encoding', async () => {
    const cases = [
      { accept: 'br, gzip', encoding: 'br', decode: (body: Buffer) => brotliDecompressSync(body) },
      { accept: 'gzip', encoding: 'gzip', decode: (body: Buffer) => gunzipSync(body) },
      { accept: 'gzip, deflate, br', encoding: 'br', decode: (body: Buffer) => brotliDecompressSync(body) },
    ];
    for (const { accept, encoding, decode } of cases) {
      const res = await web.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length, accept).toBeLessThan(SCRIPT.length / 4);
      expect(decode(res.rawPayload).toString(), accept).toBe(SCRIPT);
    }
  });

  it('sends the plain asset to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await web.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('serves other files of the build as they are, and index.html itself uncached', async () => {
    const icon = await web.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const index = await web.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('lets banner images come from any https address, but not plain http or other schemes', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc?.split(' ').sort()).toEqual(['img-src', "'self'", 'blob:', 'data:', 'https:'].sort());
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("default-src 'self';");
  });

  it('behind one proxy (TRUST_PROXY=1), limits each client by the address the proxy appended, whatever the client wrote before it', async () => {
    // The proxy appends the address it saw to what the client sent: "invented, real".
    const check = (client: string, invented: string) =>
      web.app.inject({
        method: 'POST',
        url: '/api/auth/validate-referral-code',
        headers: { 'x-forwarded-for': `${invented}, ${client}` },
        payload: { referral_code: MASTER_CODE },
      });
    for (let i = 0; i < authRateLimits.validateReferral.max; i += 1) expect((await check('203.0.113.7', `192.0.2.${i}`)).statusCode).toBe(200);
    expect((await check('203.0.113.7', '192.0.2.250')).statusCode).toBe(429);
    expect((await check('198.51.100.20', '192.0.2.251')).statusCode).toBe(200);
  });
});

describe('behind proxies named by address (TRUST_PROXY=127.0.0.1)', () => {
  it('limits each client by the rightmost address that is not a listed proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const check = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/validate-referral-code',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { referral_code: MASTER_CODE },
        });
      for (let i = 0; i < authRateLimits.validateReferral.max; i += 1) expect((await check(`192.0.2.${i}, 203.0.113.7, 127.0.0.1`)).statusCode).toBe(200);
      expect((await check('192.0.2.250, 203.0.113.7')).statusCode).toBe(429);
      expect((await check('192.0.2.251, 198.51.100.20')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('without TRUST_PROXY', () => {
  it('in production, ignores X-Forwarded-For: an invented address per request does not lift the sign-in limit', async () => {
    const config = loadConfig({ ...productionEnv, LOG_LEVEL: 'silent', SEED_DEMO: 'false', CASINO_ROUND_LOOP: 'false', EXCHANGE_SCHEDULER: 'false' });
    const production = await createTestApp({ config: { ...config, webDistDir: '/nonexistent' } });
    try {
      // A new username each time, so only the per-address limit can refuse.
      const login = (i: number) =>
        production.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { username: `nobody${i}`, password: 'wrong-password' },
        });
      for (let i = 0; i < authRateLimits.login.max; i += 1) expect((await login(i)).statusCode).toBe(401);
      const refused = await login(200);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    } finally {
      await production.close();
    }
  });

  it('ignores X-Forwarded-For: a client cannot dodge the rate limit by inventing addresses', async () => {
    const check = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/validate-referral-code',
        headers: { 'x-forwarded-for': client },
        payload: { referral_code: MASTER_CODE },
      });
    for (let i = 0; i < authRateLimits.validateReferral.max; i += 1) expect((await check(`203.0.113.${i}`)).statusCode).toBe(200);
    expect((await check('198.51.100.20')).statusCode).toBe(429);
  });
});
