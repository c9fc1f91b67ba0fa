import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** What production requires beside NODE_ENV (a secrets key). */
const production = { NODE_ENV: 'production', SECRETS_KEY: '0f'.repeat(32) };

describe('configuration', () => {
  it('requires a secrets key of 32 bytes in production, and takes one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY: required in production/);
    expect(() => loadConfig({ SECRETS_KEY: 'abc' })).toThrow(/SECRETS_KEY: 64 hex digits/);
    expect(loadConfig({ ...production }).secretsKey).toEqual(Buffer.alloc(32, 0x0f));
    expect(loadConfig({}).secretsKey).toBeUndefined();
  });

  it('runs a newcomer on the embedded database with the demo and its moving parts', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      priceSimulator: false,
      feedDemo: { stepMs: 4000 },
      feed: undefined,
      demoAggregatorPort: 3901,
      casinoRoundLoop: true,
    });
  });

  it('replays the demo matches unless a feed is configured, and reads the feed from FEED_URL', () => {
    const configured = loadConfig({ FEED_URL: 'tcp://feed.example:4000', FEED_APP_KEY: 'key', FEED_SESSION_TOKEN: 'session', FEED_HEARTBEAT_MS: '2000' });
    expect(configured).toMatchObject({
      feedDemo: undefined,
      feed: { url: 'tcp://feed.example:4000', appKey: 'key', sessionToken: 'session', heartbeatMs: 2000 },
    });
    expect(loadConfig({ PRICE_SIMULATOR: 'true', FEED_DEMO: 'false' })).toMatchObject({ priceSimulator: true, feedDemo: undefined });
    expect(loadConfig({ NODE_ENV: 'test' }).feedDemo).toBeUndefined();
    expect(() => loadConfig({ FEED_URL: 'http://feed.example' })).toThrow(/FEED_URL: give the feed as tls:\/\/host:port/);
    expect(() => loadConfig({ FEED_URL: 'tls://stream-api.betfair.com' })).toThrow(/FEED_URL/);
    expect(() => loadConfig({ FEED_HEARTBEAT_MS: '5' })).toThrow(/FEED_HEARTBEAT_MS/);
  });

  it("reads Betfair's TLS stream, CA file, certificate login and catalogue, and refuses half a configuration", () => {
    const ca = new URL('modules/feed/test-tls/ca.pem', import.meta.url).pathname;
    const cert = new URL('modules/feed/test-tls/server.pem', import.meta.url).pathname;
    const key = new URL('modules/feed/test-tls/server.key', import.meta.url).pathname;
    const full = loadConfig({
      FEED_URL: 'tls://stream-api.betfair.com:443',
      FEED_CA_FILE: ca,
      FEED_APP_KEY: 'key',
      FEED_USERNAME: 'operator',
      FEED_PASSWORD: 'secret',
      FEED_CERT_FILE: cert,
      FEED_KEY_FILE: key,
      FEED_CATALOGUE_URL: 'https://api.betfair.com/exchange/betting/json-rpc/v1',
      FEED_EVENT_TYPES: '4,1,2,7522',
    });
    expect(full.feed).toMatchObject({
      url: 'tls://stream-api.betfair.com:443',
      caFile: ca,
      priceFields: 'EX_BEST_OFFERS_DISP',
      cricketScores: true,
      login: { url: 'https://identitysso-cert.betfair.com/api/certlogin', keepAliveUrl: 'https://identitysso.betfair.com/api/keepAlive', username: 'operator' },
      catalogue: { refreshMs: 300_000, eventTypeIds: ['4', '1', '2', '7522'], marketTypes: ['MATCH_ODDS'], maxMarkets: 200 },
    });
    expect(loadConfig({ FEED_URL: 'tls://stream-api.betfair.com:443', FEED_APP_KEY: 'key', FEED_SESSION_TOKEN: 's' }).feed).toMatchObject({
      login: undefined,
      catalogue: undefined,
    });
    expect(() => loadConfig({ FEED_URL: 'tls://h:443', FEED_CA_FILE: '/nowhere/ca.pem' })).toThrow(/FEED_CA_FILE: no such file/);
    expect(() => loadConfig({ FEED_URL: 'tls://h:443', FEED_APP_KEY: 'k', FEED_USERNAME: 'operator' })).toThrow(
      /FEED_PASSWORD, FEED_CERT_FILE and FEED_KEY_FILE/,
    );
    expect(() => loadConfig({ FEED_URL: 'tls://h:443', FEED_APP_KEY: 'k', FEED_CATALOGUE_URL: 'https://api.example/rpc' })).toThrow(/needs a session/);
    expect(() => loadConfig({ FEED_URL: 'tls://h:443', FEED_EVENT_TYPES: 'cricket' })).toThrow(/FEED_EVENT_TYPES/);
  });

  it('leaves the demo off on PostgreSQL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/lotus' })).toMatchObject({ seedDemo: false, priceSimulator: false, demoAggregatorPort: undefined });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/lotus' }).feedDemo).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/lotus', SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, feedDemo: { stepMs: 4000 } });
  });

  it('keeps the simulator, the round loop, the scheduler and the aggregator quiet under test', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      seedDemo: true,
      priceSimulator: false,
      demoAggregatorPort: undefined,
      casinoRoundLoop: false,
      exchangeScheduler: false,
    });
  });

  it('runs the exchange scheduler in production whatever the demo setting', () => {
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/lotus' })).toMatchObject({
      seedDemo: false,
      priceSimulator: false,
      exchangeScheduler: true,
    });
    expect(loadConfig({ EXCHANGE_SCHEDULER: 'false' }).exchangeScheduler).toBe(false);
  });

  it('lets each moving part be switched on its own', () => {
    expect(loadConfig({ PRICE_SIMULATOR: 'false', DEMO_AGGREGATOR_PORT: '0', CASINO_ROUND_LOOP: 'no' })).toMatchObject({
      priceSimulator: false,
      demoAggregatorPort: undefined,
      casinoRoundLoop: false,
    });
    expect(loadConfig({ NODE_ENV: 'test', PRICE_SIMULATOR: 'yes', DEMO_AGGREGATOR_PORT: '4000' })).toMatchObject({
      priceSimulator: true,
      demoAggregatorPort: 4000,
    });
  });

  it('trusts no forwarding header unless TRUST_PROXY says how many proxies stand in front, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ ...production }).trustProxy).toBe(0);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads TRUST_PROXY as a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, saying to give a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number of proxies in front of Lotus \(e\.g\. 1\) or their addresses/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses, naming the wrong entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY: .*sometimes/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the web app’s folder from WEB_DIST_DIR, as an absolute path', () => {
    expect(loadConfig({ WEB_DIST_DIR: 'build/web' }).webDistDir).toMatch(/^\/.*build\/web$/);
  });

  it('refuses a value it cannot read, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PRICE_SIMULATOR: 'maybe' })).toThrow(/PRICE_SIMULATOR/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('sends text messages to the outbox unless MSG91 is configured, and then needs its authkey and template', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(loadConfig({ SMS_PROVIDER: 'msg91', SMS_API_KEY: 'key-1', SMS_TEMPLATE_ID: 'tpl-1', SMS_SENDER: 'LOTUSX' }).sms).toEqual({
      provider: 'msg91',
      apiUrl: 'https://control.msg91.com/api/v5/flow/',
      apiKey: 'key-1',
      sender: 'LOTUSX',
      templateId: 'tpl-1',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', SMS_API_KEY: 'key-1' })).toThrow(/SMS_TEMPLATE_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
