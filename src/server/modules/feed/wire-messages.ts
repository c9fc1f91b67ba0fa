import { z } from 'zod';
import { liveScoreSchema } from '@shared/schemas/live-score';

// The feed's wire format: CRLF-delimited JSON over a TCP or TLS socket, as Betfair's Exchange
// Stream API speaks it. Prices and market states come in Betfair's market change messages
// (`mcm`), cricket scores in its cricket change messages (`ccm`); fixtures, scores and results
// may also come in Lotus's own three messages on the same socket (README.md). Only the fields
// Lotus reads are declared; the rest of a message (Betfair sends many more) is ignored.

const feedId = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String);

/** [price, size]: a size of 0 removes the price from the ladder (Betfair's delta rule). */
const priceSize = z.tuple([z.number().positive(), z.number().nonnegative()]);
/** [level, price, size]: replaces the level (0 is the best); a size of 0 empties it. */
const levelPriceSize = z.tuple([z.number().int().min(0).max(9), z.number().nonnegative(), z.number().nonnegative()]);

export const runnerChangeSchema = z.object({
  id: feedId,
  /** Available to back, every price (EX_ALL_OFFERS), as [price, size] deltas. */
  atb: z.array(priceSize).max(400).optional(),
  /** Available to lay, every price. */
  atl: z.array(priceSize).max(400).optional(),
  /** Best prices to back and lay by level (EX_BEST_OFFERS). */
  batb: z.array(levelPriceSize).max(10).optional(),
  batl: z.array(levelPriceSize).max(10).optional(),
  /** Best prices to back and lay by level, virtual (cross-matched) prices included, as the site shows them (EX_BEST_OFFERS_DISP). */
  bdatb: z.array(levelPriceSize).max(10).optional(),
  bdatl: z.array(levelPriceSize).max(10).optional(),
  /** Last traded price (EX_LTP) and the runner's traded volume (EX_TRADED_VOL). */
  ltp: z.number().positive().optional(),
  tv: z.number().nonnegative().optional(),
});

export const marketDefinitionSchema = z.object({
  status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']),
  inPlay: z.boolean().optional(),
  eventId: feedId.optional(),
  runners: z
    .array(
      z.object({
        id: feedId,
        status: z.enum(['ACTIVE', 'WINNER', 'LOSER', 'REMOVED', 'REMOVED_VACANT', 'PLACED', 'HIDDEN']).optional(),
        /** The runner's share of the book (%) when it was removed: the reduction factor of bets matched on the others. */
        adjustmentFactor: z.number().nonnegative().optional(),
        removalDate: z.string().max(40).optional(),
      }),
    )
    .max(100)
    .optional(),
});

export const marketChangeSchema = z.object({
  id: feedId,
  /** A full image replaces what the client holds of the market. */
  img: z.boolean().optional(),
  /** The market's traded volume. */
  tv: z.number().nonnegative().optional(),
  /** Conflated: several changes merged into this one because the client reads slower than they come. */
  con: z.boolean().optional(),
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
  /** A large image comes in segments: SEG_START, SEG…, SEG_END, applied as one message. */
  segmentType: z.enum(['SEG_START', 'SEG', 'SEG_END']).optional(),
  conflateMs: z.number().int().optional(),
  heartbeatMs: z.number().int().optional(),
  /** 503: Betfair's own stream is in trouble and the data may be stale (null when all is well). */
  status: z.number().int().nullable().optional(),
  mc: z.array(marketChangeSchema).max(1000).optional(),
});
export type Mcm = z.infer<typeof mcmSchema>;
export type MarketChange = z.infer<typeof marketChangeSchema>;

/** One innings of a cricket match, as Betfair's cricket stream gives it. */
const inningsStatsSchema = z.object({
  inningsNum: z.number().int().min(1).max(4),
  battingTeam: z.string().max(100).optional(),
  bowlingTeam: z.string().max(100).optional(),
  inningsRuns: z.number().int().min(0).max(2000).optional(),
  inningsOvers: z.string().max(10).optional(),
  inningsWickets: z.number().int().min(0).max(10).optional(),
});

/** A ball or event of the match (runs, a wicket, extras), newest first in Betfair's list. */
const incidentSchema = z.object({
  incidentType: z.string().max(40),
  qualifierType: z.string().max(40).optional(),
  value: z.string().max(10).optional(),
  innings: z.number().int().optional(),
  overs: z.string().max(10).optional(),
  actualTime: z.number().optional(),
});

/** One match's change in a cricket change message: the whole of each part it carries replaces what was held. */
export const cricketChangeSchema = z.object({
  eventId: feedId,
  marketId: feedId.optional(),
  fixtureInfo: z
    .object({
      eventDescription: z.string().max(400).optional(),
      fixtureStatus: z.string().max(40).optional(),
      maxOvers: z.number().int().positive().optional(),
      eventStatus: z.string().max(40).optional(),
    })
    .optional(),
  matchStats: z
    .object({
      currentInnings: z.number().int().min(1).max(4).optional(),
      inningsStats: z.array(inningsStatsSchema).max(4).optional(),
    })
    .optional(),
  incidentListWrapper: z.object({ incidentList: z.array(incidentSchema).max(200).optional() }).optional(),
});
export type CricketChange = z.infer<typeof cricketChangeSchema>;

export const ccmSchema = z.object({
  op: z.literal('ccm'),
  clk: z.string().max(200).optional(),
  initialClk: z.string().max(200).optional(),
  pt: z.number().optional(),
  ct: z.enum(['SUB_IMAGE', 'RESUB_DELTA', 'HEARTBEAT']).optional(),
  cc: z.array(cricketChangeSchema).max(200).optional(),
});
export type Ccm = z.infer<typeof ccmSchema>;

/** The sports Lotus lists (the sports table); a feed's fixture names one of them. */
export const FEED_SPORTS = [
  'cricket',
  'football',
  'tennis',
  'volleyball',
  'esports',
  'kabaddi',
  'mma',
  'gaelic',
  'election',
  'handball',
  'australian-rules',
  'ice-hockey',
  'basketball',
  'baseball',
  'american-football',
  'snooker',
  'table-tennis',
] as const;
export type FeedSport = (typeof FEED_SPORTS)[number];

export const fixtureSchema = z.object({
  op: z.literal('fixture'),
  id: feedId,
  sport: z.enum(FEED_SPORTS),
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

export const serverMessageSchema = z.discriminatedUnion('op', [connectionSchema, statusSchema, mcmSchema, ccmSchema, fixtureSchema, scoreSchema, resultSchema]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
