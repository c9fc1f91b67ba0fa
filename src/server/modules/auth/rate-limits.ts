// Per-IP limits on the public auth endpoints: room for a family or an office behind
// one address, too little for guessing passwords or minting accounts. With REDIS_URL they hold
// across server processes.
export const authRateLimits = {
  login: { max: 30, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  demo: { max: 30, timeWindow: '1 minute' },
  validateReferral: { max: 60, timeWindow: '1 minute' },
  usernameAvailable: { max: 60, timeWindow: '1 minute' },
} as const;
