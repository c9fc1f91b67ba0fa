import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('runs a newcomer on the embedded database with the demo and its moving parts', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      priceSimulator: true,
      demoAggregatorPort: 3901,
      casinoRoundLoop: true,
    });
  });

  it('leaves the demo off on PostgreSQL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/lotus' })).toMatchObject({ seedDemo: false, priceSimulator: false, demoAggregatorPort: undefined });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/lotus', SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, priceSimulator: true });
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
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/lotus' })).toMatchObject({
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
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'false' }).trustProxy).toBe(0);
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
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
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
});
