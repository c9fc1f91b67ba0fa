import { walletMessages, withdrawPasswordSchema, withdrawPasswordStatusSchema } from '@shared/schemas/wallet';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireRealPlayer } from '@server/http/guards';
import { checkCurrentPassword, requireTwoFactorCode } from '@server/modules/auth';
import { changeWithdrawPassword, getWithdrawPasswordStatus, setWithdrawPassword } from './withdraw-password';

const bearer = [{ bearer: [] }];
const tags = ['wallet'];
const changeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema } as const;

// The withdrawal password's own step: whether it is set, setting it once, changing it. Both
// changes take the account password (counted on the sign-in throttle) and a code when two-factor
// sign-in is on; both are told to the player by SMS and a notification.
export async function withdrawPasswordRoutes(app: ZodApp) {
  app.get(
    '/api/wallet/withdraw-password',
    {
      schema: {
        tags,
        summary: 'Whether my withdrawal password is set, and when it last changed',
        security: bearer,
        response: { 200: okSchema(withdrawPasswordStatusSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRealPlayer(request);
      return ok(await getWithdrawPasswordStatus(app.db, user.id));
    },
  );

  /** The account password (on the sign-in throttle), then a code when two-factor is on. */
  const checkOwner = async (userId: number, body: { password: string; otp?: string | undefined }) => {
    await checkCurrentPassword(app.db, app.loginThrottle, userId, body.password);
    await requireTwoFactorCode(app.db, { throttle: app.loginThrottle, box: app.secretBox }, userId, body.otp);
    await app.loginThrottle.forgetFailures(`user:${userId}`);
  };

  app.post(
    '/api/wallet/withdraw-password',
    {
      schema: {
        tags,
        summary: 'Set my withdrawal password, once, with my account password (and a code when two-factor sign-in is on); I am told by SMS',
        security: bearer,
        body: withdrawPasswordSchema,
        response: { 201: okSchema(withdrawPasswordStatusSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await requireRealPlayer(request);
      await checkOwner(user.id, request.body);
      await app.db.transaction((tx) => setWithdrawPassword(tx, user.id, request.body.withdraw_password));
      app.smsQueue.kick();
      return reply.status(201).send(ok(await getWithdrawPasswordStatus(app.db, user.id), walletMessages.withdrawPasswordSaved));
    },
  );

  app.put(
    '/api/wallet/withdraw-password',
    {
      schema: {
        tags,
        summary: 'Change my withdrawal password with my account password (and a code when two-factor sign-in is on); I am told by SMS',
        security: bearer,
        body: withdrawPasswordSchema,
        response: { 200: okSchema(withdrawPasswordStatusSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await requireRealPlayer(request);
      await checkOwner(user.id, request.body);
      await app.db.transaction((tx) => changeWithdrawPassword(tx, user.id, request.body.withdraw_password));
      app.smsQueue.kick();
      return ok(await getWithdrawPasswordStatus(app.db, user.id), walletMessages.withdrawPasswordChanged);
    },
  );
}
