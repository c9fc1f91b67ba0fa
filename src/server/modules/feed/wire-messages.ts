import { z } from 'zod';
import { liveScoreSchema } from '@shared/schemas/live-score';

// The feed's wire format: CRLF-delimited JSON over a TCP socket, as Betfair's Exchange Stream
// API speaks it. Prices and market states come in Betfair's market change messages (`mcm`);
// fixtures, scores and results in Lotus's own three messages on the same socket (README.md).
// Only the fields Lotus reads are declared; the rest of a message is ignored.

const feedId = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String);

/** [price, size]: a size of 0 removes the price from the ladder (Betfair's delta rule). */
const priceSize = z.tuple([z.number().positive(), z.number().nonnegative()]);

export const runnerChangeSchema = z.object({
  id: feedId,
  /** Available to back: the best prices to back at, as [price, size] deltas. */
  atb: z.array(priceSize).max(400).optional(),
  /** Available to lay. */
  atl: z.array(priceSize).max(400).optional(),
  ltp: z.number().positive().optional(),
});

export const marketDefinitionSchema = z.object({
  status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']),
  inPlay: z.boolean().optional(),
  eventId: feedId.optional(),
  runners: z
    .array(z.object({ id: feedId, status: z.enum(['ACTIVE', 'WINNER', 'LOSER', 'REMOVED', 'PLACED', 'HIDDEN']).optional() }))
    .max(100)
    .optional(),
});

export const marketChangeSchema = z.object({
  id: feedId,
  /** A full image replaces what the client holds of the market. */
  img: z.boolean().optional(),
  marketDefinition: marketDefinitionSchema.optional(),
  rc: z.array(runnerChangeSchema).max(100).optional(),
});

export const mcmSchema = z.object({
  op: z.literal('mcm'),
  id: z.number().int().optional(),
  clk: z.string().max(200).optional(),
  initialClk: z.string().max(200).optional(),
  pt: z.number().optional(),
  ct: z.enum(['SUB_IMAGE', 'RESUB_DELTA', 'HEARTBEAT']).optional(),
  heartbeatMs: z.number().int().optional(),
  mc: z.array(marketChangeSchema).max(1000).optional(),
});
export type Mcm = z.infer<typeof mcmSchema>;
export type MarketChange = z.infer<typeof marketChangeSchema>;

export const fixtureSchema = z.object({
  op: z.literal('fixture'),
  id: feedId,
  sport: z.enum(['cricket', 'football', 'tennis']),
  competition: z.string().max(200).default(''),
  home: z.string().min(1).max(100),
  away: z.string().min(1).max(100),
  startTime: z.iso.datetime({ offset: true }),
  markets: z
    .array(
      z.object({
        id: feedId,
        name: z.string().min(1).max(100),
        type: z.enum(['match_odds', 'bookmaker']),
        runners: z
          .array(z.object({ id: feedId, name: z.string().min(1).max(100) }))
          .min(2)
          .max(30),
      }),
    )
    .max(20),
});
export type FixtureMessage = z.infer<typeof fixtureSchema>;

export const scoreSchema = z.object({ op: z.literal('score'), eventId: feedId, score: liveScoreSchema });
export type ScoreMessage = z.infer<typeof scoreSchema>;

/** A market's result: the winner's runner id, or void. A later one for the same market corrects it. */
export const resultSchema = z.object({
  op: z.literal('result'),
  marketId: feedId,
  winner: feedId.optional(),
  void: z.literal(true).optional(),
});
export type ResultMessage = z.infer<typeof resultSchema>;

export const connectionSchema = z.object({ op: z.literal('connection'), connectionId: z.string().max(200).optional() });
export const statusSchema = z.object({
  op: z.literal('status'),
  id: z.number().int().optional(),
  statusCode: z.enum(['SUCCESS', 'FAILURE']),
  errorCode: z.string().max(100).optional(),
  errorMessage: z.string().max(1000).optional(),
  connectionClosed: z.boolean().optional(),
});

export const serverMessageSchema = z.discriminatedUnion('op', [connectionSchema, statusSchema, mcmSchema, fixtureSchema, scoreSchema, resultSchema]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
