import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatInr, toPaise } from '@shared/money';
import { toHundredths } from '@shared/odds-ladder';
import { cashOutQuerySchema, cashOutQuoteSchema, cashOutResultSchema, cashOutSchema, editBetResultSchema, editBetSchema } from '@shared/schemas/cash-out';
import { badRequest } from '@server/errors';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requirePlayer } from '@server/http/guards';
import { sendIdempotent } from '@server/http/idempotency';
import { perPlayerLimit } from '@server/http/rate-limit';
import { worldOf } from '../ledger';
import { BetDelayNeeded, cashOut, editBet, ensureBettingAccounts, exchangeRuntime, quoteCashOut } from '../exchange';
import { requireBettor, toBalanceView } from './place-bet-request';

// Trading a position already taken: cash out (quote and hedge) and editing an unmatched bet.
// Both are money-moving (Idempotency-Key). In play they wait out the market's bet delay: the
// first try under the lock answers how long (nothing done), then it goes again once waited.

const tags = ['bets'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });
const tradeRateLimit = perPlayerLimit(600);

export async function tradeRoutes(app: ZodApp) {
  const { cache, feed } = exchangeRuntime(app);

  /** Runs a money-moving step; when it must first wait out the bet delay, waits and runs it again, waited. */
  async function afterBetDelay(run: (hasWaited: boolean) => Promise<FastifyReply>): Promise<FastifyReply> {
    try {
      return await run(false);
    } catch (error) {
      if (!(error instanceof BetDelayNeeded)) throw error;
      await sleep(error.seconds * 1000);
      return run(true);
    }
  }

  app.get(
    '/api/markets/:id/cash-out',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: cashOutQuerySchema,
        response: { 200: okSchema(z.object({ cash_out: cashOutQuoteSchema })), ...errors },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      return ok({ cash_out: await quoteCashOut(app.db, { userId: user.id, world: worldOf(user) }, request.params.id, request.query.share) });
    },
  );

  app.post(
    '/api/markets/:id/cash-out',
    {
      config: tradeRateLimit,
      schema: { tags, security, params: idParams, body: cashOutSchema, response: { 200: okSchema(z.object({ cash_out: cashOutResultSchema })), ...errors } },
    },
    async (request, reply) => {
      const user = await requirePlayer(request);
      requireBettor(user);
      await ensureBettingAccounts(app.db, cache, user.id);
      const marketId = request.params.id;
      const { share, amount } = request.body;
      const bettor = { userId: user.id, world: worldOf(user) };
      const sent = await afterBetDelay((hasWaited) =>
        sendIdempotent(request, reply, user.id, async (tx) => {
          const done = await cashOut(tx, cache, bettor, marketId, { share, hasWaited, ...(amount === undefined ? {} : { expected: toPaise(amount) }) });
          const { balances, ...quote } = done;
          const message = `Cashed out: ${share}% of your position locks in ${formatInr(toPaise(quote.amount))}`;
          return { status: 200, body: ok({ cash_out: { ...quote, balance: toBalanceView(balances) } }, message) };
        }),
      );
      feed.publish(marketId);
      return sent;
    },
  );

  app.patch(
    '/api/bets/:id',
    { config: tradeRateLimit, schema: { tags, security, params: idParams, body: editBetSchema, response: { 200: okSchema(editBetResultSchema), ...errors } } },
    async (request, reply) => {
      const user = await requirePlayer(request);
      requireBettor(user);
      const { price, stake } = request.body;
      if (price === undefined && stake === undefined) throw badRequest('Give a new price or a new stake');
      const edit = { ...(price === undefined ? {} : { price: toHundredths(price) }), ...(stake === undefined ? {} : { stake: toPaise(stake) }) };
      const bettor = { userId: user.id, world: worldOf(user) };
      let marketId = 0;
      const sent = await afterBetDelay((hasWaited) =>
        sendIdempotent(request, reply, user.id, async (tx) => {
          const edited = await editBet(tx, cache, bettor, request.params.id, edit, hasWaited);
          marketId = edited.bet.market_id;
          const body = { bet: edited.bet, kept_place: edited.keptPlace, replaced_bet_id: edited.replacedBetId, balance: toBalanceView(edited.balances) };
          return { status: 200, body: ok(body, 'Bet updated') };
        }),
      );
      if (marketId > 0) feed.publish(marketId);
      return sent;
    },
  );
}
