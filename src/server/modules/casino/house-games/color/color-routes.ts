import { z } from 'zod';
import { toRupees } from '../../../../../shared/money';
import { colorBetSchema, colorSelections } from '../../../../../shared/schemas/casino';
import type { ZodApp } from '../../../../app';
import { notFound } from '../../../../errors';
import { commonErrors, errorSchema, ok, okSchema } from '../../../../http/envelope';
import { sendIdempotent } from '../../../../http/idempotency';
import { houseWalletCall, requireHouseSession } from '../house-session';
import { colorPayoutTable, listColorBets, placeColorBet, toColorRoundView } from './color-bets';
import { findColorRound, periodAt, toColorRound } from './color-engine';
import { sql } from 'drizzle-orm';

// Colour prediction: the current period and the last results (public), bets from the frame,
// and any past period with its revealed seed for verification.

const payouts = Object.fromEntries(colorSelections.map((selection) => [selection, Math.max(...colorPayoutTable(selection))]));

export async function colorRoutes(app: ZodApp) {
  const tags = ['casino-house'];

  app.get('/api/casino/house/color-prediction/state', { schema: { tags, summary: 'The open period, the last 20 results and what each pick pays', response: { 200: okSchema(z.unknown()) } } }, async () => {
    const now = new Date();
    const current = await findColorRound(app.db, periodAt(now).period);
    const recent = await app.db.execute<Record<string, unknown>>(sql`SELECT * FROM casino_color_rounds WHERE phase = 'settled' ORDER BY ends_at DESC LIMIT 20`);
    return ok({ server_time: now.toISOString(), current: current ? toColorRoundView(current) : null, recent: recent.rows.map((row) => toColorRoundView(toColorRound(row))), payouts });
  });

  app.post(
    '/api/casino/house/color-prediction/bet',
    { schema: { tags, security: [{ bearer: [] }], body: colorBetSchema, response: { 200: okSchema(z.object({ bet_id: z.number().int(), balance: z.number() })), ...commonErrors, 409: errorSchema, 422: errorSchema } } },
    async (request, reply) => {
      const session = await requireHouseSession(request);
      const call = await houseWalletCall(app.db, session, 'color-prediction');
      return sendIdempotent(request, reply, session.userId, async (tx) => {
        const placed = await placeColorBet(tx, call, request.body, new Date());
        return { status: 200, body: ok({ bet_id: placed.betId, balance: toRupees(placed.balance) }) };
      });
    },
  );

  app.get('/api/casino/house/color-prediction/bets', { schema: { tags, security: [{ bearer: [] }], response: { 200: okSchema(z.unknown()), ...commonErrors } } }, async (request) => {
    const session = await requireHouseSession(request);
    return ok({ bets: await listColorBets(app.db, session.userId) });
  });

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
