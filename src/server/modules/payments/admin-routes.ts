import { z } from 'zod';
import { toPaise, toRupees } from '@shared/money';
import { playerWalletLimitsSchema, walletLimitMessages, walletLimitsInputSchema } from '@shared/schemas/wallet-limits';
import { idSchema, paymentOptionInputSchema, paymentOptionPatchSchema, paymentOptionSchema, rejectSchema } from '@shared/schemas/wallet';
import { withdrawalPaidSchema } from '@shared/schemas/withdrawal-payout';
import type { ZodApp } from '@server/http/app-types';
import { CSV_MAX_ROWS, csvFormatQuery, sendCsv, toCsv } from '@server/http/csv';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireAdmin } from '@server/http/guards';
import { sendIdempotent } from '@server/http/idempotency';
import { actorOf } from '@server/modules/audit';
import { getPlayerLimits, setPlayerLimits } from './daily-limits';
import { approveDeposit, rejectDeposit } from './decide-deposit';
import { decideWithdrawal } from './decide-withdrawal';
import { depositCsvColumns, withdrawalCsvColumns } from './csv-columns';
import { getDepositReceipt, listDeposits, listWithdrawals } from './list-requests';
import { createPaymentOption, deletePaymentOption, listPaymentOptions, updatePaymentOption } from './payment-options';

// Operator API for payments, registered under /api/admin (whose hook requires the admin role).

const tags = ['admin: payments'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema('Invalid id') });
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  user_id: idSchema('Invalid user id').optional(),
};
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const guardErrors = { 401: errorSchema, 403: errorSchema } as const;
const decisionErrors = { 400: errorSchema, ...guardErrors, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const decided = (name: 'deposit' | 'withdrawal') =>
  okSchema(z.object({ [name]: z.object({ id: z.number(), status: z.string(), user_id: z.number(), amount: z.number() }) }));
const adminOptionSchema = paymentOptionSchema.extend({ is_enabled: z.boolean(), sort_order: z.number() });

export async function paymentAdminRoutes(app: ZodApp) {
  app.get(
    '/deposits',
    {
      schema: {
        tags,
        summary: 'Deposit requests by status (processing: oldest first); `format=csv` downloads them',
        security,
        querystring: z.object({ status: z.enum(['processing', 'approved', 'rejected']).optional(), ...pageQuery, ...csvFormatQuery.shape }),
        response: { 200: okSchema(z.object({ deposits: z.array(z.record(z.string(), z.unknown())), total: z.number() })), 400: errorSchema, ...guardErrors },
      },
    },
    async (request, reply) => {
      const { status, page, page_size: pageSize, user_id: userId, format } = request.query;
      const filter = { ...(status ? { status } : {}), ...(userId ? { userId } : {}) };
      if (format === 'csv') {
        const { deposits } = await listDeposits(app.db, { ...filter, page: 1, pageSize: CSV_MAX_ROWS });
        return sendCsv(reply, `deposits-${status ?? 'all'}`, toCsv(depositCsvColumns, deposits));
      }
      return ok(await listDeposits(app.db, { ...filter, page, pageSize }));
    },
  );

  app.get(
    '/deposits/:id/receipt',
    {
      schema: {
        tags,
        summary: 'The receipt image of a deposit (jpg, png or webp bytes)',
        security,
        params: idParams,
        response: { 200: z.unknown().describe('The image bytes, with its content type'), 400: errorSchema, ...guardErrors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const receipt = await getDepositReceipt(app.db, request.params.id);
      return reply
        .header('content-type', receipt.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="deposit-${request.params.id}-receipt"`)
        .send(receipt.bytes);
    },
  );

  app.post(
    '/deposits/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve: the amount moves house cash → player main, once',
        security,
        params: idParams,
        headers: idempotencyHeader,
        response: { 200: decided('deposit'), ...decisionErrors },
      },
    },
    async (request, reply) => {
      const operator = await requireAdmin(request);
      return sendIdempotent(request, reply, operator.id, async (tx) => {
        const deposit = await approveDeposit(tx, request.params.id, { operatorId: operator.id, ip: request.ip });
        return {
          status: 200,
          body: ok({ deposit: { id: deposit.id, status: deposit.status, user_id: deposit.userId, amount: toRupees(deposit.amount) } }, 'Deposit approved'),
        };
      });
    },
  );

  app.post(
    '/deposits/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject with a reason; no money moves',
        security,
        params: idParams,
        body: rejectSchema,
        headers: idempotencyHeader,
        response: { 200: decided('deposit'), ...decisionErrors },
      },
    },
    async (request, reply) => {
      const operator = await requireAdmin(request);
      return sendIdempotent(request, reply, operator.id, async (tx) => {
        const deposit = await rejectDeposit(tx, request.params.id, request.body.reason, { operatorId: operator.id, ip: request.ip });
        return {
          status: 200,
          body: ok({ deposit: { id: deposit.id, status: deposit.status, user_id: deposit.userId, amount: toRupees(deposit.amount) } }, 'Deposit rejected'),
        };
      });
    },
  );

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary: 'Withdrawal requests by status, with the bank details to pay; `format=csv` downloads them',
        security,
        querystring: z.object({ status: z.enum(['processing', 'paid', 'rejected']).optional(), ...pageQuery, ...csvFormatQuery.shape }),
        response: { 200: okSchema(z.object({ withdrawals: z.array(z.record(z.string(), z.unknown())), total: z.number() })), 400: errorSchema, ...guardErrors },
      },
    },
    async (request, reply) => {
      const { status, page, page_size: pageSize, user_id: userId, format } = request.query;
      const filter = { ...(status ? { status } : {}), ...(userId ? { userId } : {}) };
      if (format === 'csv') {
        const { withdrawals } = await listWithdrawals(app.db, { ...filter, page: 1, pageSize: CSV_MAX_ROWS });
        return sendCsv(reply, `withdrawals-${status ?? 'all'}`, toCsv(withdrawalCsvColumns, withdrawals));
      }
      return ok(await listWithdrawals(app.db, { ...filter, page, pageSize }));
    },
  );

  const decideRoute = (action: 'approve' | 'reject') =>
    app.post(
      `/withdrawals/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Mark paid, with the payout reference (UTR; optional for older clients): the held amount leaves to house cash. One held for review (a bank account another player registered too) needs `review: {reason, confirm: true}`, else 409'
              : 'Reject with a reason: the held amount returns to main',
          security,
          params: idParams,
          headers: idempotencyHeader,
          body: action === 'reject' ? rejectSchema : withdrawalPaidSchema.nullish(),
          response: { 200: decided('withdrawal'), ...decisionErrors },
        },
      },
      async (request, reply) => {
        const operator = await requireAdmin(request);
        const outcome =
          action === 'approve'
            ? (() => {
                const paid = withdrawalPaidSchema.nullish().parse(request.body);
                return { status: 'paid', payoutReference: paid?.utr, review: paid?.review } as const;
              })()
            : ({ status: 'rejected', reason: rejectSchema.parse(request.body).reason } as const);
        return sendIdempotent(request, reply, operator.id, async (tx) => {
          const withdrawal = await decideWithdrawal(tx, request.params.id, outcome, { operatorId: operator.id, ip: request.ip });
          const body = { withdrawal: { id: withdrawal.id, status: withdrawal.status, user_id: withdrawal.userId, amount: toRupees(withdrawal.amount) } };
          return { status: 200, body: ok(body, action === 'approve' ? 'Withdrawal marked as paid' : 'Withdrawal rejected') };
        });
      },
    );
  decideRoute('approve');
  decideRoute('reject');

  app.get(
    '/payment-options',
    {
      schema: {
        tags,
        summary: 'All payment options, enabled or not',
        security,
        response: { 200: okSchema(z.object({ payment_options: z.array(adminOptionSchema) })), ...guardErrors },
      },
    },
    async () => ok({ payment_options: await listPaymentOptions(app.db, { enabledOnly: false }) }),
  );

  app.post(
    '/payment-options',
    {
      schema: {
        tags,
        summary: 'Add a UPI or bank payment option',
        security,
        body: paymentOptionInputSchema,
        response: { 201: okSchema(z.object({ payment_option: adminOptionSchema })), 400: errorSchema, ...guardErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const option = await app.db.transaction((tx) => createPaymentOption(tx, request.body, actor));
      return reply.status(201).send(ok({ payment_option: option }, 'Payment option created'));
    },
  );

  app.patch(
    '/payment-options/:id',
    {
      schema: {
        tags,
        summary: 'Change, enable, disable or reorder a payment option',
        security,
        params: idParams,
        body: paymentOptionPatchSchema,
        response: { 200: okSchema(z.object({ payment_option: adminOptionSchema })), 400: errorSchema, ...guardErrors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return ok(
        { payment_option: await app.db.transaction((tx) => updatePaymentOption(tx, request.params.id, request.body, actor)) },
        'Payment option updated',
      );
    },
  );

  app.delete(
    '/payment-options/:id',
    {
      schema: {
        tags,
        summary: 'Delete a payment option no deposit used',
        security,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), 400: errorSchema, ...guardErrors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction((tx) => deletePaymentOption(tx, request.params.id, actor));
      return { success: true as const, message: 'Payment option deleted' };
    },
  );

  const limitsParams = z.object({ userId: idSchema('Invalid user id') });
  app.get(
    '/wallet-limits/:userId',
    {
      schema: {
        tags,
        summary: "A player's daily deposit and withdrawal limits (rupees)",
        security,
        params: limitsParams,
        response: { 200: okSchema(z.object({ limits: playerWalletLimitsSchema })), 400: errorSchema, ...guardErrors, 404: errorSchema },
      },
    },
    async (request) => ok({ limits: await getPlayerLimits(app.db, request.params.userId) }),
  );

  app.put(
    '/wallet-limits/:userId',
    {
      schema: {
        tags,
        summary: "Set a player's daily deposit and withdrawal limits (rupees); audited",
        security,
        params: limitsParams,
        body: walletLimitsInputSchema,
        response: { 200: okSchema(z.object({ limits: playerWalletLimitsSchema })), 400: errorSchema, ...guardErrors, 404: errorSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const limits = { deposit: toPaise(request.body.daily_deposit_limit), withdrawal: toPaise(request.body.daily_withdrawal_limit) };
      return ok({ limits: await app.db.transaction((tx) => setPlayerLimits(tx, request.params.userId, limits, actor)) }, walletLimitMessages.saved);
    },
  );
}
