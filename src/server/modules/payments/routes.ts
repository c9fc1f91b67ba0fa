import { z } from 'zod';
import { toPaise } from '@shared/money';
import { balanceSchema, paymentOptionSchema, submitDepositSchema, submitWithdrawalSchema, walletMessages } from '@shared/schemas/wallet';
import { recheckReferrals } from '@server/modules/referrals';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireRealPlayer, requireUser } from '@server/http/guards';
import { sendIdempotent } from '@server/http/idempotency';
import { perPlayerLimit } from '@server/http/rate-limit';
import { requireTwoFactorCode } from '@server/modules/auth';
import { getBalance } from '@server/modules/ledger';
import { listPaymentOptions } from './payment-options';
import { decodeReceipt, RECEIPT_MAX_BASE64, receiptTooLarge } from './receipt';
import { submitDeposit } from './submit-deposit';
import { submitWithdrawal, verifyWithdrawalAccount } from './submit-withdrawal';

const tags = ['wallet'];
const bearer = [{ bearer: [] }];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const requestSchema = z.object({ id: z.number().int(), status: z.literal('processing') });
const moneyErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  422: errorSchema,
  429: errorSchema,
};

export async function paymentRoutes(app: ZodApp) {
  app.get(
    '/api/wallet/payment-options',
    {
      schema: {
        tags,
        summary: 'Where to send a deposit',
        security: bearer,
        response: { 200: okSchema(z.object({ payment_options: z.array(paymentOptionSchema) })), 401: errorSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      const options = await listPaymentOptions(app.db, { enabledOnly: true });
      return ok({ payment_options: options.map(({ is_enabled: _enabled, sort_order: _order, ...option }) => option) });
    },
  );

  app.post(
    '/api/wallet/submit-deposit',
    {
      // 5 MB of image is about 7 MB of base64: room for that and the other fields, no more.
      bodyLimit: RECEIPT_MAX_BASE64 + 4096,
      config: perPlayerLimit(30),
      errorHandler: (error, _request, _reply) => {
        if ((error as { statusCode?: number }).statusCode === 413) throw receiptTooLarge();
        throw error;
      },
      schema: {
        tags,
        summary: 'Ask for a deposit: amount, payment option, UTR and receipt image (base64 or data URL)',
        security: bearer,
        headers: idempotencyHeader,
        body: submitDepositSchema,
        response: { 201: okSchema(z.object({ message: z.string(), deposit: requestSchema })), ...moneyErrors },
      },
    },
    async (request, reply) => {
      const user = await requireRealPlayer(request);
      const receipt = decodeReceipt(request.body.receipt_file);
      const input = { amount: toPaise(request.body.amount), paymentOptionId: request.body.payment_option_id, utr: request.body.utr_number, receipt };
      return sendIdempotent(request, reply, user.id, async (tx) => {
        const deposit = await submitDeposit(tx, user.id, input);
        return { status: 201, body: ok({ message: walletMessages.depositSubmitted, deposit }, walletMessages.depositSubmitted) };
      });
    },
  );

  app.post(
    '/api/wallet/submit-withdrawal',
    {
      config: perPlayerLimit(60),
      schema: {
        tags,
        summary: 'Ask for a withdrawal to one of my accounts; the amount is held at once',
        security: bearer,
        headers: idempotencyHeader,
        body: submitWithdrawalSchema,
        response: { 201: okSchema(z.object({ message: z.string(), withdrawal: requestSchema, balance: balanceSchema })), ...moneyErrors },
      },
    },
    async (request, reply) => {
      const user = await requireRealPlayer(request);
      const input = { amount: toPaise(request.body.amount), accountId: request.body.account_id, withdrawPassword: request.body.withdraw_password };
      // The account and password checks run only when this key has no stored answer yet: a
      // retry of a request that went through gets its 201 even if the account is gone since.
      return sendIdempotent(
        request,
        reply,
        user.id,
        async (tx) => {
          const withdrawal = await submitWithdrawal(tx, user.id, input);
          const balance = await getBalance(tx, user.id);
          return { status: 201, body: ok({ message: walletMessages.withdrawalSubmitted, withdrawal, balance }, walletMessages.withdrawalSubmitted) };
        },
        {
          checks: async () => {
            await verifyWithdrawalAccount(app.db, user.id, input);
            await requireTwoFactorCode(app.db, { throttle: app.loginThrottle, box: app.secretBox }, user.id, request.body.otp);
            // A withdrawal is when a shared bank account shows: a referral reward it proves a
            // self-referral is clawed back first, in its own transaction, so the withdrawal can
            // only take what is left (and a refused withdrawal does not undo the clawback).
            await app.db.transaction((tx) => recheckReferrals(tx, user.id));
          },
        },
      );
    },
  );
}
