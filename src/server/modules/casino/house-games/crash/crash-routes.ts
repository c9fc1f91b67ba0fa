import { z } from 'zod';
import { toRupees } from '@shared/money';
import { crashBetSchema, crashCashoutSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { notFound } from '@server/errors';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { sendIdempotent } from '@server/http/idempotency';
import { houseWalletCall, requireHouseSession } from '../house-session';
import { streamFeed } from '../sse-stream';
import { cashOutCrash, placeCrashBet } from './crash-bets';
import { listCrashChains } from './crash-chain';
import { crashSnapshot, toCrashBetView, toCrashRoundView, type CrashFeed } from './crash-feed';
import { crashBetsOf, findCrashRound } from './crash-rounds';

// Aviator-style crash: public state and live feed (SSE), bets and cash-outs from the frame
// (game session token), and each past round's hash for verification against the chain.

const answerSchema = okSchema(z.object({ bet_id: z.number().int(), balance: z.number(), state: z.unknown() }));
const moneyErrors = { ...commonErrors, 409: errorSchema, 422: errorSchema };

export async function crashRoutes(app: ZodApp, options: { feed: CrashFeed }) {
  const tags = ['casino-house'];

  app.get(
    '/api/casino/house/crash/state',
    { schema: { tags, summary: 'The current crash round, its bets and the last results', response: { 200: okSchema(z.unknown()) } } },
    async () => ok(await crashSnapshot(app.db)),
  );

  app.get(
    '/api/casino/house/crash/stream',
    { schema: { tags, summary: 'Server-sent events: `state` on every change, `tick` with the multiplier while flying' } },
    async (_request, reply) => streamFeed(reply, options.feed, () => crashSnapshot(app.db)),
  );

  app.post(
    '/api/casino/house/crash/bet',
    { schema: { tags, security: [{ bearer: [] }], body: crashBetSchema, response: { 200: answerSchema, ...moneyErrors } } },
    async (request, reply) => {
      const session = await requireHouseSession(request);
      const call = await houseWalletCall(app.db, session, 'crash');
      return sendIdempotent(request, reply, session.userId, async (tx) => {
        const placed = await placeCrashBet(tx, call, { stake: request.body.stake, autoCashout: request.body.auto_cashout }, new Date());
        return { status: 200, body: ok({ bet_id: placed.betId, balance: toRupees(placed.balance), state: await crashSnapshot(tx) }) };
      });
    },
  );

  app.post(
    '/api/casino/house/crash/cashout',
    { schema: { tags, security: [{ bearer: [] }], body: crashCashoutSchema, response: { 200: answerSchema, ...moneyErrors } } },
    async (request, reply) => {
      const session = await requireHouseSession(request);
      const call = await houseWalletCall(app.db, session, 'crash');
      return sendIdempotent(request, reply, session.userId, async (tx) => {
        const cashed = await cashOutCrash(tx, call, request.body.bet_id, new Date());
        return { status: 200, body: ok({ bet_id: cashed.betId, balance: toRupees(cashed.balance), state: await crashSnapshot(tx) }) };
      });
    },
  );

  app.get(
    '/api/casino/house/crash/chains',
    { schema: { tags, summary: 'The published hash chains (terminating hashes)', response: { 200: okSchema(z.unknown()) } } },
    async () =>
      ok({
        chains: (await listCrashChains(app.db)).map((chain) => ({
          id: chain.id,
          length: chain.length,
          terminating_hash: chain.terminating_hash,
          created_at: new Date(chain.created_at).toISOString(),
        })),
      }),
  );

  app.get(
    '/api/casino/house/crash/rounds/:id',
    {
      schema: {
        tags,
        summary: 'A round with its bets; its hash and crash point once it ended',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: okSchema(z.unknown()), 404: errorSchema },
      },
    },
    async (request) => {
      const round = await findCrashRound(app.db, request.params.id);
      if (!round) throw notFound('Round not found');
      return ok({ round: toCrashRoundView(round, new Date()), bets: (await crashBetsOf(app.db, round.id)).map(toCrashBetView) });
    },
  );
}
