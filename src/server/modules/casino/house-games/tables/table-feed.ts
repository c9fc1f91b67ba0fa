import { sql } from 'drizzle-orm';
import { MAX_WIN_RUPEES, TABLE_GAMES, type TableGameKey } from '@shared/fairness';
import type { Queryable } from '@server/db/client';
import { createPolledFeed, type PolledFeed } from '../polled-feed';
import { TABLE_ROUND_MAX_WIN_PAISE } from './table-engine';
import { latestTableRound, toTableRound, toTableRoundView, type TableRoundView } from './table-rounds';

// What everyone may see of a card table (GET state and the live feed): its rules and bets, the
// round in play with the cards dealt so far, and the road of the last results. The feed sends the
// state when a round opens, closes, shows a card and is settled; the countdown runs in the
// browser on server_time.

const ROAD_LENGTH = 40;

export type TableSnapshot = {
  server_time: string;
  game: TableGameKey;
  title: string;
  rules: readonly string[];
  bets: { key: string; label: string; pays: string; rtp: number }[];
  max_win: { bet: number; round: number };
  round: TableRoundView | null;
  road: { id: number; road: string | null; summary: string | null }[];
};

export async function tableSnapshot(db: Queryable, game: TableGameKey, now = new Date()): Promise<TableSnapshot> {
  const table = TABLE_GAMES[game];
  const round = await latestTableRound(db, game);
  const road = await db.execute<Record<string, unknown>>(
    sql`SELECT * FROM casino_table_rounds WHERE game = ${game} AND phase = 'settled' ORDER BY id DESC LIMIT ${ROAD_LENGTH}`,
  );
  return {
    server_time: now.toISOString(),
    game,
    title: table.title,
    rules: table.rules,
    bets: table.bets.map((bet) => ({ key: bet.key, label: bet.label, pays: bet.pays, rtp: bet.rtp })),
    max_win: { bet: MAX_WIN_RUPEES, round: TABLE_ROUND_MAX_WIN_PAISE / 100 },
    round: round ? toTableRoundView(round, now) : null,
    road: road.rows.map((row) => {
      const view = toTableRoundView(toTableRound(row), now);
      return { id: view.id, road: view.road, summary: view.summary };
    }),
  };
}

export type TableFeed = PolledFeed<TableSnapshot>;

/** A poll every 150 ms shows each card within a quarter second of its time. */
export function createTableFeed(db: Queryable, game: TableGameKey, pollMs = 150): TableFeed {
  return createPolledFeed<TableSnapshot>({
    pollMs,
    read: (now) => tableSnapshot(db, game, now),
    changeKey: ({ round }, now) =>
      JSON.stringify({
        id: round?.id ?? null,
        phase: round?.phase ?? null,
        isClosed: round ? now.getTime() >= Date.parse(round.closes_at) : null,
        cards: round?.cards.length ?? 0,
      }),
  });
}
