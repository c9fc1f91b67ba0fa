import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// The only place that reads process.env. Everything else receives a Config.

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

// proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs.
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (namedRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count) or their addresses. Unset, empty,
 * `0` or `false` trusts no forwarding header; `true` is refused, as it would believe any address
 * a client writes into X-Forwarded-For.
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    if (['', '0', 'false', 'no'].includes(text)) return 0;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    if (text === 'true' || text === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'give the number of proxies in front of Lotus (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16): "true" would trust any X-Forwarded-For a client invents',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a hop count (0 to 10) nor proxy addresses (IP or CIDR, comma-separated): ${wrong.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** How long a stop (SIGTERM, SIGINT) lets requests in flight finish before it closes what is left. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long a start waits for PostgreSQL to answer, retrying, before it gives up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: booleanText.optional(),
  CASINO_ROUND_LOOP: booleanText.optional(),
  /** The card tables' betting window (15 s by default; the browser tests shorten it). */
  CASINO_TABLE_BETTING_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  PRICE_SIMULATOR: booleanText.optional(),
  EXCHANGE_SCHEDULER: booleanText.optional(),
  FEED_URL: z
    .string()
    .url()
    .refine((text) => /^(tcp|tls):\/\/[^/]+:\d+\/?$/.test(text), 'give the feed as tls://host:port (or tcp://host:port behind a tunnel)')
    .optional(),
  FEED_CA_FILE: z.string().min(1).optional(),
  FEED_APP_KEY: z.string().min(1).optional(),
  FEED_SESSION_TOKEN: z.string().min(1).optional(),
  FEED_PRICE_DATA: z.enum(['EX_BEST_OFFERS_DISP', 'EX_BEST_OFFERS', 'EX_ALL_OFFERS']).default('EX_BEST_OFFERS_DISP'),
  FEED_CRICKET_SCORES: booleanText.default(true),
  FEED_LOGIN_URL: z.string().url().default('https://identitysso-cert.betfair.com/api/certlogin'),
  FEED_KEEPALIVE_URL: z.string().url().default('https://identitysso.betfair.com/api/keepAlive'),
  FEED_USERNAME: z.string().min(1).optional(),
  FEED_PASSWORD: z.string().min(1).optional(),
  FEED_CERT_FILE: z.string().min(1).optional(),
  FEED_KEY_FILE: z.string().min(1).optional(),
  FEED_CATALOGUE_URL: z.string().url().optional(),
  FEED_CATALOGUE_REFRESH_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  FEED_EVENT_TYPES: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Betfair event type ids, comma-separated (4 cricket, 1 soccer, 2 tennis)')
    .default('4,1,2'),
  FEED_MARKET_TYPES: z
    .string()
    .regex(/^[A-Z_]+(,[A-Z_]+)*$/, 'Betfair market type codes, comma-separated (MATCH_ODDS)')
    .default('MATCH_ODDS'),
  FEED_MAX_MARKETS: z.coerce.number().int().min(1).max(1000).default(200),
  FEED_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  FEED_DEMO: booleanText.optional(),
  FEED_DEMO_STEP_MS: z.coerce.number().int().min(10).max(60_000).default(4000),
  DEMO_AGGREGATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  IFSC_DIRECTORY_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  WEB_DIST_DIR: z.string().default('./dist'),
  TRUST_PROXY: trustProxyText.default(0),
  API_DOCS: z.enum(['off', 'public', 'operator']).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  SMS_API_URL: z.string().url().default('https://control.msg91.com/api/v5/flow/'),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).optional(),
  SMS_TEMPLATE_ID: z.string().min(1).optional(),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, '64 hex digits (32 random bytes, e.g. from `openssl rand -hex 32`)')
    .optional(),
});

/** Which forwarding hops to believe: how many proxies stand in front, or their addresses; 0 believes none. */
export type TrustProxy = number | string[];

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** A stop lets requests in flight run this long, then ends what is left and exits. */
  shutdownGraceMs: number;
  /** At start, PostgreSQL is retried (with backoff) this long before Lotus gives up. */
  databaseWaitMs: number;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Runs the shared house-game rounds (crash, colour prediction); off in tests unless a test starts it. */
  casinoRoundLoop: boolean;
  /** The card tables' betting window in ms. */
  casinoTableBettingMs: number;
  /** Moves the demo exchange's fair prices every few seconds; off by default (the demo replays feed matches instead), off in tests. */
  priceSimulator: boolean;
  /**
   * The prices-and-results feed (modules/feed): a Betfair-stream-format socket at `url`
   * (tls://host:port, or tcp:// behind a tunnel), signed in with `appKey` and a session (a fixed
   * `sessionToken`, or Betfair's certificate `login`), heartbeats every `heartbeatMs`; fixtures
   * and runner names from Betfair's `catalogue` when given. Undefined: no feed, unless the demo
   * replay runs.
   */
  feed: FeedConfig | undefined;
  /** Replays the recorded cricket and football matches through an in-process feed (the demo's moving prices). */
  feedDemo: { stepMs: number } | undefined;
  /** Turns due events in play and keeps the house funded (exchange-scheduler.ts); on except under test. */
  exchangeScheduler: boolean;
  /** The demo's stand-in game aggregator (casino/fake-aggregator) listens on 127.0.0.1 on this port; off when undefined. */
  demoAggregatorPort: number | undefined;
  ifscDirectoryUrl: string | undefined;
  logLevel: string;
  tokenTtlMs: number;
  webDistDir: string;
  /**
   * Behind a load balancer: read the client address from X-Forwarded-For, so rate limits key on
   * the real client. A hop count takes the address that many entries from the right; a list of
   * proxy addresses takes the rightmost one that is not a listed proxy; 0 ignores the header.
   */
  trustProxy: TrustProxy;
  /** The API explorer and its OpenAPI document under /api/docs: 'off', 'public', or 'operator' (an operator's token). */
  apiDocs: 'off' | 'public' | 'operator';
  /**
   * Where text messages (password reset codes) go: the outbox table, which the back office reads
   * (the demo, tests), or MSG91's flow API (a template whose one variable, ##content##, takes the text).
   */
  sms: SmsConfig;
  /**
   * The key that seals secrets kept for reading back (TOTP secrets; secret-box.ts). Required in
   * production; elsewhere, unset, a key made on the first start is kept in the data folder.
   */
  secretsKey: Buffer | undefined;
};

export type FeedConfig = {
  url: string;
  appKey: string | undefined;
  sessionToken: string | undefined;
  heartbeatMs: number;
  /** PEM CA certificates the feed's TLS (stream, catalogue, login) is verified against; the system's when unset. */
  caFile: string | undefined;
  priceFields: 'EX_BEST_OFFERS_DISP' | 'EX_BEST_OFFERS' | 'EX_ALL_OFFERS';
  cricketScores: boolean;
  /** Betfair's certificate login and keep-alive; undefined: the fixed sessionToken is used. */
  login: { url: string; keepAliveUrl: string; username: string; password: string; certFile: string; keyFile: string } | undefined;
  /** Betfair's Betting API (API-NG) read for fixtures and runner names; undefined: fixtures come on the stream. */
  catalogue: { url: string; refreshMs: number; eventTypeIds: string[]; marketTypes: string[]; maxMarkets: number } | undefined;
};

export type SmsConfig = { provider: 'outbox' } | { provider: 'msg91'; apiUrl: string; apiKey: string; sender: string | undefined; templateId: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'msg91' && (!e.SMS_API_KEY || !e.SMS_TEMPLATE_ID)) {
    throw new Error('Invalid configuration:\n  SMS_PROVIDER=msg91 needs SMS_API_KEY (the authkey) and SMS_TEMPLATE_ID (the flow template)');
  }
  if (e.NODE_ENV === 'production' && !e.SECRETS_KEY) {
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY: required in production (64 hex digits, e.g. from `openssl rand -hex 32`); keep it outside the database and its backups',
    );
  }
  const feed = e.FEED_URL ? feedConfig(e) : undefined;
  // Demo content is on by default only for the embedded database (a newcomer's first start).
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  // The demo's moving parts (price simulator, stand-in aggregator) run with it, never under test.
  const isLiveDemo = seedDemo && e.NODE_ENV !== 'test';
  // The demo's prices come from the replayed matches unless a real feed is configured.
  const isFeedDemo = e.FEED_DEMO ?? (isLiveDemo && !e.FEED_URL);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo,
    casinoRoundLoop: e.CASINO_ROUND_LOOP ?? e.NODE_ENV !== 'test',
    casinoTableBettingMs: e.CASINO_TABLE_BETTING_SECONDS * 1000,
    priceSimulator: e.PRICE_SIMULATOR ?? (isLiveDemo && !isFeedDemo),
    feed,
    feedDemo: isFeedDemo ? { stepMs: e.FEED_DEMO_STEP_MS } : undefined,
    exchangeScheduler: e.EXCHANGE_SCHEDULER ?? e.NODE_ENV !== 'test',
    // 0 turns the demo aggregator off.
    demoAggregatorPort: e.DEMO_AGGREGATOR_PORT === 0 ? undefined : (e.DEMO_AGGREGATOR_PORT ?? (isLiveDemo ? 3901 : undefined)),
    ifscDirectoryUrl: e.IFSC_DIRECTORY_URL,
    logLevel: e.LOG_LEVEL,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
    sms:
      e.SMS_PROVIDER === 'msg91' && e.SMS_API_KEY && e.SMS_TEMPLATE_ID
        ? { provider: 'msg91', apiUrl: e.SMS_API_URL, apiKey: e.SMS_API_KEY, sender: e.SMS_SENDER, templateId: e.SMS_TEMPLATE_ID }
        : { provider: 'outbox' },
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'hex') : undefined,
  };
}

/** A config for tests: no network, no files, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), secretsKey: randomBytes(32), ...overrides };
}

function feedConfig(e: z.infer<typeof envSchema>): FeedConfig {
  const problems: string[] = [];
  for (const [name, file] of [
    ['FEED_CA_FILE', e.FEED_CA_FILE],
    ['FEED_CERT_FILE', e.FEED_CERT_FILE],
    ['FEED_KEY_FILE', e.FEED_KEY_FILE],
  ] as const) {
    if (file !== undefined && !existsSync(file)) problems.push(`${name}: no such file: ${file}`);
  }
  const wantsLogin = e.FEED_USERNAME !== undefined || e.FEED_CERT_FILE !== undefined;
  if (wantsLogin && (!e.FEED_USERNAME || !e.FEED_PASSWORD || !e.FEED_CERT_FILE || !e.FEED_KEY_FILE)) {
    problems.push("Betfair's certificate login needs FEED_USERNAME, FEED_PASSWORD, FEED_CERT_FILE and FEED_KEY_FILE");
  }
  if ((wantsLogin || e.FEED_CATALOGUE_URL) && !e.FEED_APP_KEY) problems.push('FEED_APP_KEY: required with the login or the catalogue');
  if (e.FEED_CATALOGUE_URL && !wantsLogin && !e.FEED_SESSION_TOKEN)
    problems.push('FEED_CATALOGUE_URL needs a session: FEED_SESSION_TOKEN or the certificate login');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const list = (text: string) => text.split(',').filter((entry) => entry !== '');
  return {
    url: e.FEED_URL ?? '',
    appKey: e.FEED_APP_KEY,
    sessionToken: e.FEED_SESSION_TOKEN,
    heartbeatMs: e.FEED_HEARTBEAT_MS,
    caFile: e.FEED_CA_FILE,
    priceFields: e.FEED_PRICE_DATA,
    cricketScores: e.FEED_CRICKET_SCORES,
    login:
      wantsLogin && e.FEED_USERNAME && e.FEED_PASSWORD && e.FEED_CERT_FILE && e.FEED_KEY_FILE
        ? {
            url: e.FEED_LOGIN_URL,
            keepAliveUrl: e.FEED_KEEPALIVE_URL,
            username: e.FEED_USERNAME,
            password: e.FEED_PASSWORD,
            certFile: e.FEED_CERT_FILE,
            keyFile: e.FEED_KEY_FILE,
          }
        : undefined,
    catalogue: e.FEED_CATALOGUE_URL
      ? {
          url: e.FEED_CATALOGUE_URL,
          refreshMs: e.FEED_CATALOGUE_REFRESH_MS,
          eventTypeIds: list(e.FEED_EVENT_TYPES),
          marketTypes: list(e.FEED_MARKET_TYPES),
          maxMarkets: e.FEED_MAX_MARKETS,
        }
      : undefined,
  };
}
