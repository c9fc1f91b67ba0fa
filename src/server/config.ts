import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env (STYLE §10). Everything else receives a Config.

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: booleanText.optional(),
  CASINO_ROUND_LOOP: booleanText.optional(),
  PRICE_SIMULATOR: booleanText.optional(),
  EXCHANGE_SCHEDULER: booleanText.optional(),
  DEMO_AGGREGATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  IFSC_DIRECTORY_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  WEB_DIST_DIR: z.string().default('./dist'),
  TRUST_PROXY: booleanText.optional(),
  API_DOCS: z.enum(['off', 'public', 'operator']).optional(),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Runs the shared house-game rounds (crash, colour prediction); off in tests unless a test starts it. */
  casinoRoundLoop: boolean;
  /** Moves the demo exchange's fair prices every few seconds; on with the demo content, off in tests. */
  priceSimulator: boolean;
  /** Turns due events in play and keeps the house funded (exchange-scheduler.ts); on except under test. */
  exchangeScheduler: boolean;
  /** The demo's stand-in game aggregator (casino/fake-aggregator) listens on 127.0.0.1 on this port; off when undefined. */
  demoAggregatorPort: number | undefined;
  ifscDirectoryUrl: string | undefined;
  logLevel: string;
  tokenTtlMs: number;
  webDistDir: string;
  /** Behind a load balancer: read the client address from X-Forwarded-For, so rate limits key on the real client. */
  trustProxy: boolean;
  /** The API explorer and its OpenAPI document under /api/docs: 'off', 'public', or 'operator' (an operator's token). */
  apiDocs: 'off' | 'public' | 'operator';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // Demo content is on by default only for the embedded database (a newcomer's first start).
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  // The demo's moving parts (price simulator, stand-in aggregator) run with it, never under test.
  const isLiveDemo = seedDemo && e.NODE_ENV !== 'test';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo,
    casinoRoundLoop: e.CASINO_ROUND_LOOP ?? e.NODE_ENV !== 'test',
    priceSimulator: e.PRICE_SIMULATOR ?? isLiveDemo,
    exchangeScheduler: e.EXCHANGE_SCHEDULER ?? e.NODE_ENV !== 'test',
    // 0 turns the demo aggregator off.
    demoAggregatorPort: e.DEMO_AGGREGATOR_PORT === 0 ? undefined : (e.DEMO_AGGREGATOR_PORT ?? (isLiveDemo ? 3901 : undefined)),
    ifscDirectoryUrl: e.IFSC_DIRECTORY_URL,
    logLevel: e.LOG_LEVEL,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY ?? e.NODE_ENV === 'production',
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
  };
}

/** A config for tests: no network, no files, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
}
