import { z } from 'zod';
import { addAccountSchema, bankBranchSchema, IFSC_PATTERN, idSchema, walletMessages, withdrawalAccountSchema } from '@shared/schemas/wallet';
import type { ZodApp } from '@server/http/app-types';
import { badRequest, notFound } from '@server/errors';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireRealPlayer, requireUser } from '@server/http/guards';
import { checkCurrentPassword, requireTwoFactorCode } from '@server/modules/auth';
import { tellSecurityChange } from '@server/modules/notifications';
import { recheckReferrals } from '@server/modules/referrals';
import { addBankAccount, deleteBankAccount, listBankAccounts } from './bank-accounts';
import { lookupIfsc } from './lookup-ifsc';
import { createUpstreamDirectory } from './upstream-directory';
import { setOrConfirmWithdrawPassword } from './withdraw-password';
import { withdrawPasswordRoutes } from './withdraw-password-routes';

const bearer = [{ bearer: [] }];
const messageOnly = z.object({ success: z.literal(true), message: z.string() });

export async function bankRoutes(app: ZodApp) {
  await withdrawPasswordRoutes(app);
  const upstream = app.config.ifscDirectoryUrl ? createUpstreamDirectory(app.config.ifscDirectoryUrl) : undefined;

  app.get(
    '/api/banks/ifsc/:code',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['banks'],
        summary: 'Bank, branch, city and state of an IFSC (public)',
        params: z.object({ code: z.string().max(40) }),
        response: {
          200: okSchema(bankBranchSchema.extend({ source: z.enum(['directory', 'offline']) })),
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const code = request.params.code.trim().toUpperCase();
      if (!IFSC_PATTERN.test(code)) throw badRequest(walletMessages.ifscFormat);
      const found = await lookupIfsc(code, upstream, (error) => request.log.warn({ err: error }, 'bank directory failed; answering offline'));
      if (!found) throw notFound(walletMessages.ifscUnknown);
      return ok({ ...found.branch, source: found.source });
    },
  );

  app.get(
    '/api/wallet/accounts',
    {
      schema: {
        tags: ['wallet'],
        summary: 'My withdrawal accounts (numbers masked but the last 4 digits)',
        security: bearer,
        response: { 200: okSchema(z.object({ accounts: z.array(withdrawalAccountSchema) })), 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ accounts: await listBankAccounts(app.db, user.id) });
    },
  );

  app.post(
    '/api/wallet/add-account',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Add a withdrawal account, with the account password (and a code when two-factor sign-in is on); withdraw_password sets the withdrawal password if none is set yet, else must be the one set (it never changes it); the player is told by SMS',
        security: bearer,
        body: addAccountSchema,
        response: {
          201: okSchema(z.object({ account: withdrawalAccountSchema })),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireRealPlayer(request);
      await checkCurrentPassword(app.db, app.loginThrottle, user.id, request.body.password);
      await requireTwoFactorCode(app.db, { throttle: app.loginThrottle, box: app.secretBox }, user.id, request.body.otp);
      await app.loginThrottle.forgetFailures(`user:${user.id}`);
      const { withdraw_password: withdrawPassword, ...details } = request.body;
      const account = await app.db.transaction(async (tx) => {
        const added = await addBankAccount(tx, user.id, details);
        if (withdrawPassword !== undefined) await setOrConfirmWithdrawPassword(tx, user.id, withdrawPassword);
        await tellSecurityChange(tx, user.id, { kind: 'payout_account', last4: request.body.account_number.slice(-4) });
        await recheckReferrals(tx, user.id);
        return added;
      });
      app.smsQueue.kick();
      return reply.status(201).send(ok({ account }, walletMessages.accountAdded));
    },
  );

  app.delete(
    '/api/wallet/accounts/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Delete one of my withdrawal accounts',
        security: bearer,
        params: z.object({ id: idSchema('Invalid id') }),
        response: { 200: messageOnly, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRealPlayer(request);
      await deleteBankAccount(app.db, user.id, request.params.id);
      return { success: true as const, message: walletMessages.accountDeleted };
    },
  );
}
