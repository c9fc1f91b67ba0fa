import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { HOUSE_GAMES } from '@shared/fairness';
import { toRupees } from '@shared/money';
import { houseRoundSchema, rotateSeedsSchema, seedPairSchema, sharedBetSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { requireHousePlayer } from './house-session';
import { findRound, listRounds, toRoundView } from './rounds';
import { activeSeedPair, listRevealedSeedPairs, rotateSeedPair, type SeedPairRow } from './seed-pairs';

// Provably fair, the player's side: the seeds in use (the server seed only as its
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

// The player's bets on the shared rounds (crash and colour prediction), with what verifies each
// round once it is over: the crash round's game hash (crash point = f(hash)), and the colour
// period's server seed (its number = f(seed, period)). Neither is shown before the round ends.

const sharedQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

type SharedBetRow = {
  game: 'crash' | 'color-prediction';
  bet_id: number;
  round: string;
  choice: string | null;
  stake: number;
  payout: number;
  status: string;
  created_at: string | Date;
  server_seed_hash: string | null;
  server_seed: string | null;
  outcome: string | number | null;
};

async function listSharedBets(db: Queryable, userId: number, limit: number, offset: number) {
  const rows = await db.execute<SharedBetRow>(sql`
    SELECT * FROM (
      SELECT 'crash' AS game, b.id AS bet_id, r.id::text AS round,
             coalesce(b.cashout_multiplier, b.auto_cashout)::text AS choice, b.stake, b.payout, b.status, b.created_at,
             NULL::text AS server_seed_hash,
             CASE WHEN r.phase = 'crashed' THEN r.hash END AS server_seed,
             CASE WHEN r.phase = 'crashed' THEN r.crash_point END AS outcome
      FROM casino_crash_bets b JOIN casino_crash_rounds r ON r.id = b.round_id
      WHERE b.user_id = ${userId}
      UNION ALL
      SELECT 'color-prediction', b.id, r.period, b.selection, b.stake, b.payout, b.status, b.created_at,
             r.server_seed_hash,
             CASE WHEN r.phase = 'settled' THEN r.server_seed END,
             CASE WHEN r.phase = 'settled' THEN r.number END
      FROM casino_color_bets b JOIN casino_color_rounds r ON r.id = b.round_id
      WHERE b.user_id = ${userId}
    ) bets ORDER BY created_at DESC, bet_id DESC LIMIT ${limit} OFFSET ${offset}`);
  const total = await db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM casino_crash_bets WHERE user_id = ${userId}) + (SELECT count(*) FROM casino_color_bets WHERE user_id = ${userId}) AS n`);
  const bets = rows.rows.map((row) => ({
    game: row.game,
    bet_id: Number(row.bet_id),
    round: String(row.round),
    choice: row.choice === null ? null : String(row.choice),
    stake: toRupees(Number(row.stake)),
    payout: toRupees(Number(row.payout)),
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    server_seed_hash: row.server_seed_hash,
    server_seed: row.server_seed,
    outcome: row.outcome === null ? null : Number(row.outcome),
  }));
  return { bets, total: Number(total.rows[0]?.n ?? 0) };
}

export async function fairnessRoutes(app: ZodApp) {
  const auth = { tags: ['casino-fairness'], security: [{ bearer: [] }] };

  app.get(
    '/api/casino/fairness/games',
    {
      schema: {
        tags: ['casino-fairness'],
        summary: 'Each house game: how its outcome is derived, its stated return to player and house edge',
        response: {
          200: okSchema(
            z.object({
              games: z.array(
                z.object({
                  key: z.string(),
                  title: z.string(),
                  rtp: z.object({ min: z.number(), max: z.number() }),
                  house_edge: z.object({ min: z.number(), max: z.number() }),
                  outcome: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async () =>
      ok({
        games: Object.values(HOUSE_GAMES).map((game) => ({
          key: game.key,
          title: game.title,
          rtp: game.rtp,
          house_edge: game.houseEdge,
          outcome: game.outcome,
        })),
      }),
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
        response: {
          200: okSchema(z.object({ rounds: z.array(houseRoundSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })),
          ...commonErrors,
        },
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
    {
      schema: {
        ...auth,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: okSchema(z.object({ round: houseRoundSchema })), ...commonErrors },
      },
    },
    async (request) => {
      const { userId } = await requireHousePlayer(request);
      const round = await findRound(app.db, userId, request.params.id);
      if (!round) throw notFound('Round not found');
      return ok({ round: toRoundView(round) });
    },
  );

  app.get(
    '/api/casino/fairness/shared-bets',
    {
      schema: {
        ...auth,
        summary: "The player's crash and colour-prediction bets, with each ended round's revealed seed and outcome",
        querystring: sharedQuery,
        response: {
          200: okSchema(z.object({ bets: z.array(sharedBetSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { userId } = await requireHousePlayer(request);
      const { page, page_size } = request.query;
      return ok({ ...(await listSharedBets(app.db, userId, page_size, (page - 1) * page_size)), page, page_size });
    },
  );
}
