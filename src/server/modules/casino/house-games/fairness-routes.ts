import { z } from 'zod';
import { HOUSE_GAMES } from '../../../../shared/fairness';
import { houseRoundSchema, rotateSeedsSchema, seedPairSchema } from '../../../../shared/schemas/casino';
import type { ZodApp } from '../../../app';
import { notFound } from '../../../errors';
import { commonErrors, errorSchema, ok, okSchema } from '../../../http/envelope';
import { requireHousePlayer } from './house-session';
import { findRound, listRounds, toRoundView } from './rounds';
import { activeSeedPair, listRevealedSeedPairs, rotateSeedPair, type SeedPairRow } from './seed-pairs';

// Provably fair, the player's side (DESIGN §7): the seeds in use (the server seed only as its
// hash), rotation (reveals it), a new client seed, and every past round with what verifies it.
// Reached with the player's sign-in token (the Fairness page) or a house game session (the frame).

export function toSeedPairView(pair: SeedPairRow) {
  const isRevealed = pair.revealed_at !== null;
  return {
    server_seed_hash: pair.server_seed_hash,
    server_seed: isRevealed ? pair.server_seed : null,
    client_seed: pair.client_seed,
    nonce: Number(pair.next_nonce),
    revealed_at: isRevealed && pair.revealed_at !== null ? new Date(pair.revealed_at).toISOString() : null,
  };
}

const roundsQuery = z.object({
  game: z.enum(['mines', 'dice', 'plinko', 'hilo']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export async function fairnessRoutes(app: ZodApp) {
  const auth = { tags: ['casino-fairness'], security: [{ bearer: [] }] };

  app.get(
    '/api/casino/fairness/games',
    {
      schema: {
        tags: ['casino-fairness'],
        summary: 'Each house game: how its outcome is derived, its stated return to player and house edge',
        response: { 200: okSchema(z.object({ games: z.array(z.object({ key: z.string(), title: z.string(), rtp: z.object({ min: z.number(), max: z.number() }), house_edge: z.object({ min: z.number(), max: z.number() }), outcome: z.string() })) })) },
      },
    },
    async () =>
      ok({ games: Object.values(HOUSE_GAMES).map((game) => ({ key: game.key, title: game.title, rtp: game.rtp, house_edge: game.houseEdge, outcome: game.outcome })) }),
  );

  app.get(
    '/api/casino/fairness',
    { schema: { ...auth, response: { 200: okSchema(z.object({ active: seedPairSchema, previous: z.array(seedPairSchema) })), ...commonErrors } } },
    async (request) => {
      const { userId } = await requireHousePlayer(request);
      const active = await activeSeedPair(app.db, userId);
      return ok({ active: toSeedPairView(active), previous: (await listRevealedSeedPairs(app.db, userId)).map(toSeedPairView) });
    },
  );

  app.post(
    '/api/casino/fairness/rotate',
    {
      schema: {
        ...auth,
        summary: 'Reveal the server seed in use and start a new pair (optionally with a new client seed)',
        body: rotateSeedsSchema,
        response: { 200: okSchema(z.object({ revealed: seedPairSchema, active: seedPairSchema })), ...commonErrors, 409: errorSchema },
      },
    },
    async (request) => {
      const { userId } = await requireHousePlayer(request);
      const rotated = await app.db.transaction((tx) => rotateSeedPair(tx, userId, request.body.client_seed));
      return ok({ revealed: toSeedPairView(rotated.revealed), active: toSeedPairView(rotated.active) });
    },
  );

  app.get(
    '/api/casino/fairness/rounds',
    {
      schema: {
        ...auth,
        querystring: roundsQuery,
        response: { 200: okSchema(z.object({ rounds: z.array(houseRoundSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })), ...commonErrors },
      },
    },
    async (request) => {
      const { userId } = await requireHousePlayer(request);
      const { game, page, page_size } = request.query;
      const { rows, total } = await listRounds(app.db, userId, { ...(game ? { game } : {}), limit: page_size, offset: (page - 1) * page_size });
      return ok({ rounds: rows.map(toRoundView), total, page, page_size });
    },
  );

  app.get(
    '/api/casino/fairness/rounds/:id',
    { schema: { ...auth, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: okSchema(z.object({ round: houseRoundSchema })), ...commonErrors } } },
    async (request) => {
      const { userId } = await requireHousePlayer(request);
      const round = await findRound(app.db, userId, request.params.id);
      if (!round) throw notFound('Round not found');
      return ok({ round: toRoundView(round) });
    },
  );
}
