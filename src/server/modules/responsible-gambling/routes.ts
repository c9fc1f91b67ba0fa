import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toRupees } from '@shared/money';
import {
  playSessionSchema,
  responsibleGamblingSchema,
  responsibleMessages,
  selfExclusionSchema,
  timeOutSchema,
  updateResponsibleGamblingSchema,
  type PlayBlockKind,
} from '@shared/schemas/responsible-gambling';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requirePlayer } from '@server/http/guards';
import { sendIdempotent } from '@server/http/idempotency';
import { perPlayerLimit } from '@server/http/rate-limit';
import { cancelAllUnmatchedBets, exchangeRuntime } from '@server/modules/exchange';
import { blockView, startPlayBlock } from './play-blocks';
import { getPlaySession } from './play-session';
import { getResponsibleGambling, realityCheckMinutes, updateResponsibleGambling } from './settings';

// The player's own responsible-gambling tools. Demo players may use them too (nothing crosses
// worlds); the operator is not a player (403).

const tags = ['responsible gambling'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
const settingsData = okSchema(z.object({ responsible_gambling: responsibleGamblingSchema }));
const blockData = okSchema(z.object({ block: responsibleGamblingSchema.shape.block, cancelled_markets: z.number().int() }));

export async function responsibleGamblingRoutes(app: ZodApp) {
  const { cache, feed } = exchangeRuntime(app);

  app.get(
    '/api/user/responsible-gambling',
    {
      schema: {
        tags,
        summary: 'My deposit limits (with raises waiting), reality check and any time-out or self-exclusion',
        security,
        response: { 200: settingsData, ...errors },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      return ok({ responsible_gambling: await getResponsibleGambling(app.db, user.id) });
    },
  );

  app.put(
    '/api/user/responsible-gambling',
    {
      config: perPlayerLimit(60),
      schema: {
        tags,
        summary: 'Set my deposit limits (rupees, null for none) and reality check; lower applies at once, raise or removal after 24 hours',
        security,
        body: updateResponsibleGamblingSchema,
        response: { 200: settingsData, ...errors },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      return ok({ responsible_gambling: await updateResponsibleGambling(app.db, user.id, request.body) }, responsibleMessages.saved);
    },
  );

  app.get(
    '/api/user/responsible-gambling/session',
    {
      schema: {
        tags,
        summary: 'Time since this sign-in and the net result of play since (the reality check)',
        security,
        response: { 200: okSchema(playSessionSchema), ...errors },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      const session = await getPlaySession(app.db, user.id, user.sessionId);
      return ok({
        signed_in_at: session.signedInAt.toISOString(),
        net_result: toRupees(session.netResult),
        reality_check_minutes: await realityCheckMinutes(app.db, user.id),
      });
    },
  );

  const startBlock = async (request: FastifyRequest, reply: FastifyReply, kind: PlayBlockKind, length: { days: number } | { months: number }) => {
    const user = await requirePlayer(request);
    let marketIds: number[] = [];
    const sent = await sendIdempotent(request, reply, user.id, async (tx) => {
      const block = await startPlayBlock(tx, user.id, kind, length);
      marketIds = await cancelAllUnmatchedBets(tx, cache, user.id);
      const message = kind === 'time_out' ? responsibleMessages.timeOutStarted : responsibleMessages.selfExclusionStarted;
      return { status: 201, body: ok({ block: blockView(block), cancelled_markets: marketIds.length }, message) };
    });
    for (const marketId of marketIds) feed.publish(marketId);
    return sent;
  };

  app.post(
    '/api/user/responsible-gambling/time-out',
    {
      config: perPlayerLimit(30),
      schema: {
        tags,
        summary: 'Take a time-out of 1, 7 or 30 days: no deposits, bets or games until it ends',
        security,
        body: timeOutSchema,
        response: { 201: blockData, ...errors },
      },
    },
    async (request, reply) => startBlock(request, reply, 'time_out', { days: request.body.days }),
  );

  app.post(
    '/api/user/responsible-gambling/self-exclusion',
    {
      config: perPlayerLimit(30),
      schema: {
        tags,
        summary: 'Exclude myself for 6, 12 or 60 months: no deposits, bets or games until it ends',
        security,
        body: selfExclusionSchema,
        response: { 201: blockData, ...errors },
      },
    },
    async (request, reply) => startBlock(request, reply, 'self_exclusion', { months: request.body.months }),
  );
}
