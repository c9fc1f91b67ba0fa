import { z } from 'zod';
import { toRupees } from '@shared/money';
import { colorBetSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { notFound } from '@server/errors';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { sendIdempotent } from '@server/http/idempotency';
import { houseWalletCall, requireHouseSession } from '../house-session';
import { streamFeed } from '../sse-stream';
import { listColorBets, placeColorBet, toColorRoundView } from './color-bets';
import { findColorRound } from './color-engine';
import { colorSnapshot, createColorFeed } from './color-feed';

// Colour prediction: the current period and the last results (public, polled or streamed), bets
// from the frame, and any past period with its revealed seed for verification.

export async function colorRoutes(app: ZodApp) {
  const tags = ['casino-house'];
  // The feed polls only while someone listens; it ends the open streams when the server closes.
  const feed = createColorFeed(app.db);
  app.addHook('preClose', async () => feed.close());

  app.get(
    '/api/casino/house/color-prediction/state',
    { schema: { tags, summary: 'The open period, the last 20 results and what each pick pays', response: { 200: okSchema(z.unknown()) } } },
    async () => ok(await colorSnapshot(app.db)),
  );

  app.get(
    '/api/casino/house/color-prediction/stream',
    { schema: { tags, summary: 'Server-sent events: `state` (as GET state) when a period opens, closes its bets or is drawn' } },
    async (_request, reply) => streamFeed(reply, feed, () => colorSnapshot(app.db)),
  );

  app.post(
    '/api/casino/house/color-prediction/bet',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: colorBetSchema,
        response: { 200: okSchema(z.object({ bet_id: z.number().int(), balance: z.number() })), ...commonErrors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const session = await requireHouseSession(request);
      const call = await houseWalletCall(app.db, session, 'color-prediction');
      return sendIdempotent(request, reply, session.userId, async (tx) => {
        const placed = await placeColorBet(tx, call, request.body, new Date());
        return { status: 200, body: ok({ bet_id: placed.betId, balance: toRupees(placed.balance) }) };
      });
    },
  );

  app.get(
    '/api/casino/house/color-prediction/bets',
    { schema: { tags, security: [{ bearer: [] }], response: { 200: okSchema(z.unknown()), ...commonErrors } } },
    async (request) => {
      const session = await requireHouseSession(request);
      return ok({ bets: await listColorBets(app.db, session.userId) });
    },
  );

  app.get(
    '/api/casino/house/color-prediction/rounds/:period',
    { schema: { tags, params: z.object({ period: z.string().max(40) }), response: { 200: okSchema(z.unknown()), 404: errorSchema } } },
    async (request) => {
      const round = await findColorRound(app.db, request.params.period);
      if (!round) throw notFound('No such period');
      return ok({ round: toColorRoundView(round) });
    },
  );
}
