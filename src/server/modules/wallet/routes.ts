import { z } from 'zod';
import { toRupees } from '@shared/money';
import {
  balanceSchema,
  limitsSchema,
  statementQuerySchema,
  statementRowSchema,
  transactionsQuerySchema,
  walletTransactionSchema,
} from '@shared/schemas/wallet';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireUser } from '@server/http/guards';
import { requestLanguage } from '@server/http/localize';
import { getDailyLimits, remainingToday } from '@server/modules/payments';
import { getBalance } from '@server/modules/ledger';
import { blockView, findPlayBlock, ownDepositLimit } from '@server/modules/responsible-gambling';
import { getStatement } from './get-statement';
import { listTransactions } from './list-transactions';

const tags = ['wallet'];
const bearer = [{ bearer: [] }];

export async function walletRoutes(app: ZodApp) {
  for (const url of ['/api/user/balance', '/api/wallet/balance']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'My balances from the ledger (rupees)',
          security: bearer,
          response: { 200: okSchema(z.object({ balance: balanceSchema })), 401: errorSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok({ balance: await getBalance(app.db, user.id) }, 'Balance fetched successfully');
      },
    );
  }

  app.get(
    '/api/wallet/transactions',
    {
      schema: {
        tags,
        summary:
          "My deposits, withdrawals and winnings and losses, newest first; a bonus's promotion titled in the language of Accept-Language where the operator wrote it",
        security: bearer,
        querystring: transactionsQuerySchema,
        response: {
          200: okSchema(z.object({ transactions: z.array(walletTransactionSchema), page: z.number(), page_size: z.number(), total: z.number() })),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { page, page_size: pageSize } = request.query;
      // A bonus's promotion is named in the operator's version for the request's language.
      void reply.header('vary', 'Accept-Language');
      const { transactions, total } = await listTransactions(app.db, user.id, { page, pageSize }, requestLanguage(request));
      return ok({ transactions, page, page_size: pageSize, total });
    },
  );

  app.get(
    '/api/wallet/statement',
    {
      schema: {
        tags,
        summary:
          "Account statement of my main balance: from, to (ISO dates), page; a bonus's promotion titled in the language of Accept-Language where the operator wrote it",
        security: bearer,
        querystring: statementQuerySchema,
        response: {
          200: okSchema(z.object({ rows: z.array(statementRowSchema), total: z.number(), page: z.number(), page_size: z.number() })),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      void reply.header('vary', 'Accept-Language');
      const statement = await getStatement(app.db, user.id, request.query, requestLanguage(request));
      return ok({ rows: statement.rows, total: statement.total, page: statement.page, page_size: statement.pageSize });
    },
  );

  app.get(
    '/api/wallet/limits',
    {
      schema: {
        tags,
        summary: 'My daily deposit and withdrawal limits, what is left today, and what a deposit may be now (my own limits, a time-out)',
        security: bearer,
        response: { 200: okSchema(limitsSchema), 401: errorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const limits = await getDailyLimits(app.db, user.id);
      const left = remainingToday(limits);
      const own = await ownDepositLimit(app.db, user.id);
      const block = await findPlayBlock(app.db, user.id);
      const leftNow = block ? 0 : Math.min(left.deposit, own?.left ?? left.deposit);
      return ok({
        daily_deposit_limit: toRupees(limits.depositLimit),
        daily_withdrawal_limit: toRupees(limits.withdrawalLimit),
        deposit_used_today: toRupees(limits.depositUsed),
        deposit_left_today: toRupees(left.deposit),
        withdrawal_used_today: toRupees(limits.withdrawalUsed),
        withdrawal_left_today: toRupees(left.withdrawal),
        day: limits.day,
        deposit_left_now: toRupees(leftNow),
        own_deposit_limit: own ? { period: own.period, limit: toRupees(own.limit), left: toRupees(own.left) } : null,
        play_block: blockView(block),
      });
    },
  );
}
