import { z } from 'zod';
import { TABLE_GAME_KEYS, type TableGameKey } from '@shared/fairness';
import { toRupees } from '@shared/money';
import { tableBetSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { notFound } from '@server/errors';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { sendIdempotent } from '@server/http/idempotency';
import { houseWalletCall, requireHouseSession } from '../house-session';
import { streamFeed } from '../sse-stream';
import { listTableBets, placeTableBet } from './table-bets';
import { createTableFeed, tableSnapshot, type TableFeed } from './table-feed';
import { findTableRound, tableRoundChain, toTableRoundView } from './table-rounds';

// The card tables, one set of routes for all: the table's state (public, polled or streamed),
// bets from the frame, the player's bets, and any past round with its revealed hash.

const gameParams = z.object({ game: z.enum(TABLE_GAME_KEYS as [TableGameKey, ...TableGameKey[]], { error: 'No such table' }) });

export async function tableRoutes(app: ZodApp) {
  const tags = ['casino-house'];
  // One feed a table; each polls only while someone listens and ends its streams at close.
  const feeds = new Map<TableGameKey, TableFeed>(TABLE_GAME_KEYS.map((game) => [game, createTableFeed(app.db, game)]));
  app.addHook('preClose', async () => feeds.forEach((feed) => feed.close()));

  app.get(
    '/api/casino/house/tables/:game/state',
    {
      schema: {
        tags,
        summary: 'A card table: rules, bets, the round in play and the road',
        params: gameParams,
        response: { 200: okSchema(z.unknown()), 400: errorSchema },
      },
    },
    async (request) => ok(await tableSnapshot(app.db, request.params.game)),
  );

  app.get(
    '/api/casino/house/tables/:game/stream',
    { schema: { tags, summary: 'Server-sent events: `state` (as GET state) when a round opens, closes, shows a card or is settled', params: gameParams } },
    async (request, reply) => {
      const { game } = request.params;
      const feed = feeds.get(game);
      if (!feed) throw notFound('No such table');
      return streamFeed(reply, feed, () => tableSnapshot(app.db, game));
    },
  );

  app.post(
    '/api/casino/house/tables/:game/bet',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: gameParams,
        body: tableBetSchema,
        response: { 200: okSchema(z.object({ bet_id: z.number().int(), balance: z.number() })), ...commonErrors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { game } = request.params;
      const session = await requireHouseSession(request);
      const call = await houseWalletCall(app.db, session, game);
      return sendIdempotent(request, reply, session.userId, async (tx) => {
        const placed = await placeTableBet(tx, call, game, request.body, new Date());
        return { status: 200, body: ok({ bet_id: placed.betId, balance: toRupees(placed.balance) }) };
      });
    },
  );

  app.get(
    '/api/casino/house/tables/:game/bets',
    { schema: { tags, security: [{ bearer: [] }], params: gameParams, response: { 200: okSchema(z.unknown()), ...commonErrors } } },
    async (request) => {
      const session = await requireHouseSession(request);
      return ok({ bets: await listTableBets(app.db, session.userId, request.params.game) });
    },
  );

  app.get(
    '/api/casino/house/tables/:game/rounds/:id',
    {
      schema: {
        tags,
        summary: 'One round: its cards, result and hash once settled, and its chain’s terminating hash',
        params: gameParams.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: okSchema(z.unknown()), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const round = await findTableRound(app.db, request.params.game, request.params.id);
      if (!round) throw notFound('No such round');
      return ok({ round: toTableRoundView(round, new Date()), chain: await tableRoundChain(app.db, round) });
    },
  );
}
