import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  recoveryCodesSchema,
  renewRecoveryCodesSchema,
  setUpTwoFactorSchema,
  signInSchema,
  twoFactorMessages,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@shared/schemas/two-factor';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireUser } from '@server/http/guards';
import { listSignIns, revokeOtherSessions, revokeOwnSession, type SignInDevice } from './sessions';
import { disableTwoFactor, enableTwoFactor, getTwoFactorStatus, renewRecoveryCodes, sealPlainSecrets, setUpTwoFactor } from './two-factor';

// Two-factor sign-in (/api/auth/2fa/*) and the player's sign-ins on their devices (/api/auth/sessions).

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const messageOnly = z.object({ success: z.literal(true), message: z.string() });

/** The device a sign-in request comes from: its user agent and client address. */
export function deviceOf(request: FastifyRequest): SignInDevice {
  return { userAgent: request.headers['user-agent'] ?? '', ipAddress: request.ip };
}

// Routes with a body check the token before the body (a request without one is a 401 whatever it sends).
const guardFirst = {
  onRequest: async (request: FastifyRequest) => {
    await requireUser(request);
  },
};

export async function accountSecurityRoutes(app: ZodApp) {
  // Secrets stored before they were kept sealed are sealed as the app starts.
  app.addHook('onReady', async () => {
    const sealed = await sealPlainSecrets(app.db, app.secretBox);
    if (sealed > 0) app.log.info({ sealed }, 'two-factor secrets sealed');
  });

  app.get(
    '/api/auth/2fa',
    {
      schema: { tags, summary: 'Whether two-factor sign-in is on', security: bearer, response: { 200: okSchema(twoFactorStatusSchema), 401: errorSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await getTwoFactorStatus(app.db, user.id));
    },
  );

  const deps = () => ({ throttle: app.loginThrottle, box: app.secretBox });

  app.post(
    '/api/auth/2fa/setup',
    {
      ...guardFirst,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in with the account password: a new secret and its otpauth:// address (not in force until enabled)',
        security: bearer,
        body: setUpTwoFactorSchema,
        response: { 200: okSchema(twoFactorSetupSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(await setUpTwoFactor(app.db, deps(), await requireUser(request), request.body)),
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      ...guardFirst,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with the account password and a first code; answers ten single-use recovery codes, shown once',
        security: bearer,
        body: enableTwoFactorSchema,
        response: { 200: okSchema(recoveryCodesSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const recoveryCodes = await enableTwoFactor(app.db, deps(), await requireUser(request), request.body);
      app.smsQueue.kick();
      return ok({ recovery_codes: recoveryCodes }, twoFactorMessages.enabled);
    },
  );

  app.post(
    '/api/auth/2fa/recovery-codes',
    {
      ...guardFirst,
      schema: {
        tags,
        summary: 'Ten new recovery codes for the account password and a current code; the old ones stop working',
        security: bearer,
        body: renewRecoveryCodesSchema,
        response: { 200: okSchema(recoveryCodesSchema), 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const recoveryCodes = await renewRecoveryCodes(app.db, deps(), await requireUser(request), request.body);
      app.smsQueue.kick();
      return ok({ recovery_codes: recoveryCodes }, twoFactorMessages.codesRenewed);
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    {
      ...guardFirst,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off: the password and a code (the app’s or a recovery code)',
        security: bearer,
        body: disableTwoFactorSchema,
        response: { 200: messageOnly, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, deps(), await requireUser(request), request.body);
      app.smsQueue.kick();
      return { success: true as const, message: twoFactorMessages.disabled };
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags,
        summary: 'My live sign-ins: device, address, first and last seen; this one marked current',
        security: bearer,
        response: { 200: okSchema(z.object({ sessions: z.array(signInSchema) })), 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ sessions: await listSignIns(app.db, user.id, user.sessionId) });
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      ...guardFirst,
      schema: {
        tags,
        summary: 'Sign out one of my sign-ins (its games take no new stake)',
        security: bearer,
        params: z.object({
          id: z.coerce.number({ error: 'Session not found' }).int('Session not found').positive('Session not found').max(Number.MAX_SAFE_INTEGER),
        }),
        response: { 200: messageOnly, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await revokeOwnSession(app.db, user.id, request.params.id);
      return { success: true as const, message: 'Signed out of that device' };
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else: every sign-in but this one ends',
        security: bearer,
        response: { 200: okSchema(z.object({ revoked: z.number().int() })), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const revoked = await revokeOtherSessions(app.db, user.id, user.sessionId);
      return ok({ revoked }, 'Signed out of every other device');
    },
  );
}
