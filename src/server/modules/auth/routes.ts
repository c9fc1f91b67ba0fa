import { z } from 'zod';
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  sessionSchema,
  usernameAvailabilitySchema,
  usernameAvailableQuerySchema,
  validateReferralSchema,
} from '@shared/schemas/auth';
import { userSchema } from '@shared/schemas/user';
import type { ZodApp } from '@server/http/app-types';
import { notFound } from '@server/errors';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireUser } from '@server/http/guards';
import { INVALID_REFERRAL_CODE, isReferralCodeValid } from '@server/modules/referrals';
import { buildUserObject } from '@server/modules/user';
import { changePassword } from './change-password';
import { createDemoPlayer } from './create-demo-player';
import { loginPlayer } from './login-player';
import { authRateLimits } from './rate-limits';
import { registerPlayer } from './register-player';
import { revokeSession, scheduleSessionPurge } from './sessions';
import { isUsernameAvailable } from './usernames';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const messageOnly = z.object({ success: z.literal(true), message: z.string() });

export async function authRoutes(app: ZodApp) {
  scheduleSessionPurge(app);

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: authRateLimits.register },
      schema: {
        tags,
        summary: 'Register a player with a referral code',
        body: registerSchema,
        response: { 201: okSchema(sessionSchema), 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = await registerPlayer(app.db, request.body, app.config.tokenTtlMs);
      return reply.status(201).send(ok(session, 'Registration successful'));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: authRateLimits.login },
      schema: {
        tags,
        summary: 'Sign in with username and password',
        body: loginSchema,
        response: { 200: okSchema(sessionSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(await loginPlayer(app.db, request.body, app.config.tokenTtlMs, app.loginThrottle), 'Login successful'),
  );

  app.post(
    '/api/auth/demo',
    {
      config: { rateLimit: authRateLimits.demo },
      schema: {
        tags,
        summary: 'Login with demo ID: a fresh demo player with play money',
        response: { 201: okSchema(sessionSchema), 429: errorSchema },
      },
    },
    async (_request, reply) => reply.status(201).send(ok(await createDemoPlayer(app.db, app.config.tokenTtlMs), 'Demo login successful')),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'End this session', security: bearer, response: { 200: messageOnly, 401: errorSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await revokeSession(app.db, user.sessionId);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/auth/verify-token',
    {
      schema: {
        tags,
        summary: 'Check a token and answer its user',
        security: bearer,
        response: { 200: okSchema(z.object({ valid: z.literal(true), user: userSchema })), 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ valid: true as const, user: await buildUserObject(app.db, user) });
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: messageOnly, 400: errorSchema, 401: errorSchema },
      },
      // The guard runs before the body is validated: no token is a 401 whatever the body.
      onRequest: async (request) => {
        await requireUser(request);
      },
    },
    async (request) => {
      await changePassword(app.db, await requireUser(request), request.body);
      return { success: true as const, message: 'Password changed successfully' };
    },
  );

  app.post(
    '/api/auth/validate-referral-code',
    {
      config: { rateLimit: authRateLimits.validateReferral },
      schema: {
        tags,
        summary: 'Check a referral code before registering',
        body: validateReferralSchema,
        response: { 200: okSchema(z.object({ referral_code: z.string() })), 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const code = request.body.referral_code;
      if (!(await isReferralCodeValid(app.db, code))) throw notFound(INVALID_REFERRAL_CODE);
      return ok({ referral_code: code }, 'Referral code is valid');
    },
  );

  app.get(
    '/api/auth/username-available',
    {
      config: { rateLimit: authRateLimits.usernameAvailable },
      schema: {
        tags,
        summary: 'Whether a username is free',
        querystring: usernameAvailableQuerySchema,
        response: { 200: okSchema(usernameAvailabilitySchema), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { username } = request.query;
      return ok({ username, available: await isUsernameAvailable(app.db, username) });
    },
  );
}
