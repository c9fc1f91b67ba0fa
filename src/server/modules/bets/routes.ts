import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { toPaise } from '../../../shared/money';
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
} from '../../../shared/schemas/bets';
import type { ZodApp } from '../../app';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { errorSchema, ok, okSchema } from '../../http/envelope';
import { requireUser } from '../../http/guards';
import { sendIdempotent } from '../../http/idempotency';
import { balanceFigures, getPlayerBalances } from '../ledger';
import { cancelBet, checkMarketTakesBet, ensureBettingAccounts, exchangeRuntime, findMarket, moneyOut, placeBet } from '../exchange';
import { getBetPnl } from './bet-pnl';
import { listBetHistory, listOpenBets } from './list-bets';

// Bets (DESIGN §3, §11): place and cancel (money-moving, Idempotency-Key), open bets, history,
// profit and loss. Handlers guard, call one domain function, and shape the answer.

const tags = ['bets'];
const security = [{ bearer: [] }];
const betErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

export async function betBalance(db: Queryable, userId: number): Promise<BetBalance> {
  const figures = balanceFigures(await getPlayerBalances(db, userId));
  return {
    main_balance: moneyOut(figures.mainBalance),
    bonus_balance: moneyOut(figures.bonusBalance),
    net_exposure: moneyOut(figures.netExposure),
    total_balance: moneyOut(figures.totalBalance),
    available_credit: moneyOut(figures.availableCredit),
  };
}

export async function betsRoutes(app: ZodApp) {
  const { cache, feed } = exchangeRuntime(app);

  app.post(
    '/api/bets/place',
    { schema: { tags, security, body: placeBetSchema, response: { 201: okSchema(placeBetResultSchema), ...betErrors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (user.role !== 'player' || user.status !== 'active') throw forbidden('Only active players can place bets');
      const input = request.body;
      // Refuse what can be refused before any wait; the same checks run again under the market's lock.
      const market = await findMarket(app.db, input.market_id);
      if (!market) throw notFound('Market not found');
      checkMarketTakesBet(market, input, toPaise(input.stake));
      await ensureBettingAccounts(app.db, cache, user.id);
      // In play, an order waits out the market's bet delay, then must still find the market open and its price valid.
      if (market.inPlay && market.betDelay > 0) await sleep(market.betDelay * 1000);
      const sent = await sendIdempotent(request, reply, user.id, async (tx) => {
        const { bet } = await placeBet(tx, cache, user.id, input);
        return { status: 201, body: ok({ bet, balance: await betBalance(tx, user.id) }) };
      });
      feed.publish(input.market_id);
      return sent;
    },
  );

  app.post(
    '/api/bets/:id/cancel',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: okSchema(z.object({ bet: placedBetSchema, balance: balanceSchema })), ...betErrors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
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
