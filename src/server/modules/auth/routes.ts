import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
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
import { requestLanguage } from '@server/http/localize';
import { INVALID_REFERRAL_CODE, isReferralCodeValid } from '@server/modules/referrals';
import { buildUserObject } from '@server/modules/user';
import { accountSecurityRoutes, deviceOf } from './account-security-routes';
import { changePassword } from './change-password';
import { createDemoPlayer } from './create-demo-player';
import { loginPlayer } from './login-player';
import { authRateLimits } from './rate-limits';
import { registerPlayer } from './register-player';
import { requestResetCode } from './request-reset-code';
import { resetMessages } from './reset-codes';
import { resetPassword } from './reset-password';
import { revokeSession, scheduleSessionPurge, type NewAccountFrom } from './sessions';
import { isUsernameAvailable } from './usernames';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const messageOnly = z.object({ success: z.literal(true), message: z.string() });

/** A new account's device, and the language its player was reading (the client sends its own in Accept-Language). */
const newAccountFrom = (request: FastifyRequest): NewAccountFrom => ({ device: deviceOf(request), language: requestLanguage(request) });

export async function authRoutes(app: ZodApp) {
  scheduleSessionPurge(app);
  await accountSecurityRoutes(app);

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
      const session = await registerPlayer(app.db, request.body, app.config.tokenTtlMs, newAccountFrom(request));
      return reply.status(201).send(ok(session, 'Registration successful'));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: authRateLimits.login },
      schema: {
        tags,
        summary: 'Sign in with username or phone number, and password',
        body: loginSchema,
        response: { 200: okSchema(sessionSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      ok(
        await loginPlayer(app.db, request.body, {
          tokenTtlMs: app.config.tokenTtlMs,
          throttle: app.loginThrottle,
          box: app.secretBox,
          device: deviceOf(request),
        }),
        'Login successful',
      ),
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
    async (request, reply) =>
      reply.status(201).send(ok(await createDemoPlayer(app.db, app.config.tokenTtlMs, newAccountFrom(request)), 'Demo login successful')),
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
    '/api/auth/forgot-password',
    {
      config: { rateLimit: authRateLimits.forgotPassword },
      schema: {
        tags,
        summary: 'Send a password reset code by SMS; the same answer whether or not an account holds the number',
        body: forgotPasswordSchema,
        response: { 200: okSchema(forgotPasswordAnswerSchema), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(await requestResetCode(app.db, request.body.phone_number, { smsQueue: app.smsQueue }), resetMessages.codeSent),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: authRateLimits.resetPassword },
      schema: {
        tags,
        summary: 'Set a new password with the code sent by SMS; every session of the player ends',
        body: resetPasswordSchema,
        response: { 200: messageOnly, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const userId = await resetPassword(app.db, request.body);
      // The owner is back in: failed sign-ins a stranger piled on the account no longer hold them off.
      await app.loginThrottle.forgetFailures(`user:${userId}`);
      return { success: true as const, message: resetMessages.passwordReset };
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
