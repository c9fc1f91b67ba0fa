import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configureProvider } from './test/casino-support';
import { casinoSeedPart } from '@server/modules/casino';
import { adminAuth, createPlayer, createTestApp, type TestApp } from './test/test-app';

/** What production requires beside NODE_ENV (a secrets key). */
const production = { NODE_ENV: 'production', SECRETS_KEY: '0f'.repeat(32) };

// What the app shows besides its API: the API explorer (/api/docs) as API_DOCS says, and the
// demo's stand-in aggregator in the CSP only while it actually runs.

/** What NODE_ENV=production alone configures for the docs and the aggregator (the embedded database: demo content, port 3901). */
const productionDefaults = (env: Record<string, string> = {}) => {
  const { apiDocs, demoAggregatorPort } = loadConfig({ ...production, ...env });
  return { apiDocs, demoAggregatorPort };
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The page policy: what the game frame may show is a page's concern (API answers allow no frames at all).
const cspOf = async (t: TestApp) => String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
const frameSrcOf = async (t: TestApp) => (await cspOf(t)).split(';').find((directive) => directive.startsWith('frame-src'));

describe('the API explorer', () => {
  it('is off by default in production, public in development, and API_DOCS chooses', () => {
    expect(loadConfig({ ...production }).apiDocs).toBe('off');
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ ...production, API_DOCS: 'operator' }).apiDocs).toBe('operator');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  describe('with the production defaults', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: productionDefaults() });
    });
    afterAll(() => t.close());

    it('answers 404 at /api/docs and its document, to anyone', async () => {
      const admin = await adminAuth(t);
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
        const res = await t.app.inject({ method: 'GET', url, headers: admin });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
      }
    });
  });

  describe('behind the operator', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { apiDocs: 'operator' } });
    });
    afterAll(() => t.close());

    it('answers 401 without a token, 403 to a player, and the document to the operator', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
      const player = await createPlayer(t);
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: player.auth })).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: await adminAuth(t) });
      expect(res.statusCode).toBe(200);
      expect(res.json().paths['/api/health']).toBeDefined();
    });
  });
});

describe('the CSP frame sources', () => {
  it('never name the demo aggregator while it does not run, in production with or without the demo content', async () => {
    for (const config of [productionDefaults(), productionDefaults({ DATABASE_URL: 'postgres://db/lotus' })]) {
      const t = await createTestApp({ config });
      try {
        expect(await frameSrcOf(t)).toBe("frame-src 'self' https:");
      } finally {
        await t.close();
      }
    }
  });

  it('name it only once it runs: not for a configured port where nothing started', async () => {
    const port = await freePort();
    const t = await createTestApp({ config: { demoAggregatorPort: port }, seed: [casinoSeedPart] });
    try {
      // Configured, but Lotus is not listening: the aggregator has not started.
      expect(await cspOf(t)).not.toContain(`http://127.0.0.1:${port}`);
      await configureProvider(t, 'royal-gaming', { apiUrl: `http://127.0.0.1:${port}` });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // The aggregator starts on Lotus's onListen, which listen() does not wait for.
      let frameSrc = await frameSrcOf(t);
      for (let tries = 0; tries < 50 && !frameSrc?.includes(String(port)); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        frameSrc = await frameSrcOf(t);
      }
      expect(frameSrc).toBe(`frame-src 'self' https: http://127.0.0.1:${port}`);
    } finally {
      await t.close();
    }
  });
});
