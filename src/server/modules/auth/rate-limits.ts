import type { Redis } from 'ioredis';
import { isRedisReady } from '@server/redis-client';
import { AppError } from '@server/errors';

// Per-IP limits on the public auth endpoints: room for a family or an office behind
// one address, too little for guessing passwords or minting accounts. With REDIS_URL they hold
// across server processes.
export const authRateLimits = {
  login: { max: 30, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  demo: { max: 30, timeWindow: '1 minute' },
  validateReferral: { max: 60, timeWindow: '1 minute' },
  usernameAvailable: { max: 60, timeWindow: '1 minute' },
  // Each number has its own throttle besides (reset-codes.ts): these stop one address walking many numbers.
  forgotPassword: { max: 10, timeWindow: '1 minute' },
  resetPassword: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * Failed sign-ins per account, from any address (OWASP ASVS asks for at most 100 an hour; this
 * allows about a dozen). A few are free; then each failure buys a cool-off that doubles, never
 * longer than 15 minutes, so a stranger cannot lock the owner out for long. A successful sign-in
 * forgets the count, and so does an hour without failures.
 */
export const loginThrottleRules = {
  failuresBeforeCoolOff: 5,
  firstCoolOffMs: 60_000,
  longestCoolOffMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
} as const;

/** The cool-off after the nth failure in a row is coolOffs[n - 1]; the last one holds for every later failure. */
const coolOffs: number[] = [];
for (let failures = 1, coolOff = 0; coolOff < loginThrottleRules.longestCoolOffMs; failures += 1) {
  const doublings = failures - loginThrottleRules.failuresBeforeCoolOff;
  coolOff = doublings < 0 ? 0 : Math.min(loginThrottleRules.firstCoolOffMs * 2 ** doublings, loginThrottleRules.longestCoolOffMs);
  coolOffs.push(coolOff);
}

export type LoginThrottle = {
  /**
   * Counts a sign-in attempt on an account before its password is checked (a successful one is
   * then forgotten), so many attempts at once cannot all slip past; while the account cools off,
   * refuses with 429 and counts nothing.
   */
  claimAttempt(account: string): Promise<void>;
  /** The account signed in: its failures are forgotten. */
  forgetFailures(account: string): Promise<void>;
};

/** How long the account still cools off, or 0 when this attempt was counted. */
type ClaimAttempt = (account: string, now: number) => Promise<number>;

/** The store of the per-IP limits: Redis when there is one, so every server process sees the same count; else this process. */
export function createLoginThrottle(options: { redis: Redis | undefined; now?: () => number }): LoginThrottle {
  const now = options.now ?? Date.now;
  const store = options.redis ? redisOrMemoryStore(options.redis) : memoryStore();
  return {
    claimAttempt: async (account) => {
      const waitMs = await store.claim(account, now());
      if (waitMs > 0) throw tooManyFailedSignIns(waitMs);
    },
    forgetFailures: (account) => store.forget(account),
  };
}

function tooManyFailedSignIns(waitMs: number): AppError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new AppError('RATE_LIMITED', `Too many failed sign-ins for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
}

// KEYS[1]: the account. ARGV: now, forgetAfterMs, then coolOffs. One script, so two processes
// counting the same account at once both count.
const claimScript = `
local now = tonumber(ARGV[1])
local coolsUntil = tonumber(redis.call('HGET', KEYS[1], 'cools_until') or '0')
if now < coolsUntil then return coolsUntil - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local coolOff = tonumber(ARGV[math.min(failures, #ARGV - 2) + 2])
redis.call('HSET', KEYS[1], 'cools_until', now + coolOff)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0
`;

function redisStore(redis: Redis): { claim: ClaimAttempt; forget(account: string): Promise<void> } {
  const key = (account: string) => `lotus-login:${account}`;
  return {
    claim: async (account, now) => Number(await redis.eval(claimScript, 1, key(account), now, loginThrottleRules.forgetAfterMs, ...coolOffs)),
    forget: async (account) => {
      await redis.del(key(account));
    },
  };
}

/**
 * Redis, and this process's memory while Redis is away: the throttle never opens because Redis
 * did. Failures counted in memory stay there; the account's count in Redis goes on when it is back.
 */
function redisOrMemoryStore(redis: Redis): { claim: ClaimAttempt; forget(account: string): Promise<void> } {
  const shared = redisStore(redis);
  const local = memoryStore();
  return {
    claim: async (account, now) => {
      if (!isRedisReady(redis)) return local.claim(account, now);
      return shared.claim(account, now).catch(() => local.claim(account, now));
    },
    forget: async (account) => {
      await local.forget(account);
      if (isRedisReady(redis)) await shared.forget(account).catch(() => undefined);
    },
  };
}

/** Accounts with failures, least recently failed first; beyond this many the oldest are dropped. */
const REMEMBERED_ACCOUNTS = 100_000;

function memoryStore(): { claim: ClaimAttempt; forget(account: string): Promise<void> } {
  const accounts = new Map<string, { failures: number; coolsUntil: number; forgetAt: number }>();
  return {
    claim: async (account, now) => {
      const known = accounts.get(account);
      const record = known && known.forgetAt > now ? known : { failures: 0, coolsUntil: 0, forgetAt: 0 };
      if (now < record.coolsUntil) return record.coolsUntil - now;
      record.failures += 1;
      record.coolsUntil = now + (coolOffs[Math.min(record.failures, coolOffs.length) - 1] ?? 0);
      record.forgetAt = now + loginThrottleRules.forgetAfterMs;
      accounts.delete(account);
      accounts.set(account, record);
      for (const [oldest, { forgetAt }] of accounts) {
        if (forgetAt > now && accounts.size <= REMEMBERED_ACCOUNTS) break;
        accounts.delete(oldest);
      }
      return 0;
    },
    forget: async (account) => {
      accounts.delete(account);
    },
  };
}
