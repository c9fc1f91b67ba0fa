import { z } from 'zod';

// The live score of an in-play event, as the feed gives it and the event page shows it: cricket
// (each innings' runs, wickets and overs, who bats, the last balls), football (goals, minute),
// tennis (sets, games in the current set, points). One schema for the feed's `score` message,
// the API and the browser.

const teamSide = z.enum(['home', 'away']);

export const cricketScoreSchema = z.object({
  sport: z.literal('cricket'),
  batting: teamSide,
  innings: z
    .array(
      z.object({
        side: teamSide,
        runs: z.number().int().min(0).max(2000),
        wickets: z.number().int().min(0).max(10),
        /** Overs as cricket writes them: "12.3" is 12 overs and 3 balls. */
        overs: z.string().regex(/^\d{1,3}\.[0-5]$/),
      }),
    )
    .min(1)
    .max(4),
  /** The last balls, oldest first: runs ("0"–"6"), "W", "wd", "nb", "lb", "b". */
  recent: z.array(z.string().max(4)).max(12),
  target: z.number().int().positive().optional(),
});

export const footballScoreSchema = z.object({
  sport: z.literal('football'),
  home: z.number().int().min(0).max(99),
  away: z.number().int().min(0).max(99),
  minute: z.number().int().min(0).max(130),
  period: z.enum(['1H', 'HT', '2H', 'FT']),
});

export const tennisScoreSchema = z.object({
  sport: z.literal('tennis'),
  /** Sets won by each player. */
  sets: z.tuple([z.number().int().min(0).max(5), z.number().int().min(0).max(5)]),
  /** Games in the set being played. */
  games: z.tuple([z.number().int().min(0).max(30), z.number().int().min(0).max(30)]),
  points: z.tuple([z.string().max(3), z.string().max(3)]),
  server: teamSide,
});

export const liveScoreSchema = z.discriminatedUnion('sport', [cricketScoreSchema, footballScoreSchema, tennisScoreSchema]);
export type LiveScore = z.infer<typeof liveScoreSchema>;
export type CricketScore = z.infer<typeof cricketScoreSchema>;
export type FootballScore = z.infer<typeof footballScoreSchema>;
export type TennisScore = z.infer<typeof tennisScoreSchema>;
