// Sign-in's API for the rest of the server: the operator account, demo players, password hashes,
// the sign-in throttle, sessions. Who holds a bearer token is http/session-lookup.ts.
export { ensureAdmin } from './admin-account';
export { createDemoPlayer } from './create-demo-player';
export { hashPassword, refuseCommonPassword, verifyPassword } from './passwords';
export { authRateLimits, createLoginThrottle, type LoginThrottle } from './rate-limits';
export { authRoutes } from './routes';
export { createSession } from './sessions';
export { checkCurrentPassword, requireTwoFactorCode, resetTwoFactor } from './two-factor';
