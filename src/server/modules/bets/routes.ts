import { z } from 'zod';
import { perPlayerLimit } from '@server/http/rate-limit';
import {
  balanceSchema,
  betHistoryQuerySchema,
  betHistorySchema,
  betSchema,
  openBetsQuerySchema,
  placeBetResultSchema,
  placeBetSchema,
  placedBetSchema,
  pnlQuerySchema,
  pnlSchema,
  type BetBalance,
} from '@shared/schemas/bets';
import type { ZodApp } from '@server/http/app-types';
import type { Queryable } from '@server/db/client';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requirePlayer, requireRememberedUser, requireUser } from '@server/http/guards';
import { sendIdempotent } from '@server/http/idempotency';
import { getPlayerBalances } from '../ledger';
import { cancelBet, createOrderBatcher, exchangeRuntime } from '../exchange';
import { getBetPnl } from './bet-pnl';
import { listBetHistory, listOpenBets } from './list-bets';
import { placeBetRequest, placeOrderJobs, requireBettor, toBalanceView, type OrderAnswer } from './place-bet-request';
import { tradeRoutes } from './trade-routes';

// Bets: place and cancel (money-moving, Idempotency-Key), open bets, history,
// profit and loss. Handlers guard, call one domain function, and shape the answer.

const tags = ['bets'];
const security = [{ bearer: [] }];
const betErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
/** Ten a second on average is ample for one-click betting. */
const betRateLimit = perPlayerLimit(600);
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

export async function betBalance(db: Queryable, userId: number): Promise<BetBalance> {
  return toBalanceView(await getPlayerBalances(db, userId));
}

export async function betsRoutes(app: ZodApp) {
  const { cache, feed } = exchangeRuntime(app);
  const batcher = createOrderBatcher<OrderAnswer>({
    db: app.db,
    place: (tx, jobs, alone) => placeOrderJobs(tx, { cache, feed }, jobs, alone),
    failed: (error) => ({ kind: 'failed', error }),
    log: app.log,
  });

  app.post(
    '/api/bets/place',
    { config: betRateLimit, schema: { tags, security, body: placeBetSchema, response: { 201: okSchema(placeBetResultSchema), ...betErrors } } },
    async (request, reply) => {
      // The session is checked again in the order's transaction (placeBetRequest).
      const user = await requireRememberedUser(request);
      requireBettor(user);
      const input = request.body;
      const sent = await placeBetRequest(request, reply, { cache, feed, batcher }, user, input);
      feed.publish(input.market_id);
      return sent;
    },
  );

  app.post(
    '/api/bets/:id/cancel',
    {
      config: betRateLimit,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: okSchema(z.object({ bet: placedBetSchema, balance: balanceSchema })), ...betErrors },
      },
    },
    async (request, reply) => {
      const user = await requirePlayer(request);
      let marketId = 0;
      const sent = await sendIdempotent(request, reply, user.id, async (tx) => {
        const cancelled = await cancelBet(tx, cache, user.id, request.params.id);
        marketId = cancelled.marketId;
        return { status: 200, body: ok({ bet: cancelled.bet, balance: await betBalance(tx, user.id) }, 'Bet cancelled') };
      });
      if (marketId > 0) feed.publish(marketId);
      return sent;
    },
  );

  await tradeRoutes(app);

  app.get(
    '/api/bets/user',
    { schema: { tags, security, querystring: openBetsQuerySchema, response: { 200: okSchema(z.object({ bets: z.array(betSchema) })), ...betErrors } } },
    async (request) => {
      const user = await requireUser(request);
      return ok({ bets: await listOpenBets(app.db, user.id, request.query) });
    },
  );

  app.get(
    '/api/bets/history',
    { schema: { tags, security, querystring: betHistoryQuerySchema, response: { 200: okSchema(betHistorySchema), ...betErrors } } },
    async (request) => {
      const user = await requireUser(request);
      const history = await listBetHistory(app.db, user.id, request.query);
      return ok({ ...history, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    '/api/bets/pnl',
    { schema: { tags, security, querystring: pnlQuerySchema, response: { 200: okSchema(pnlSchema), ...betErrors } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await getBetPnl(app.db, user.id, request.query));
    },
  );
}
