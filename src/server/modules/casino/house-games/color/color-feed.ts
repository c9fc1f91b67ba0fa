import { sql } from 'drizzle-orm';
import { colorSelections } from '@shared/schemas/casino';
import type { Queryable } from '@server/db/client';
import { createPolledFeed, type PolledFeed } from '../polled-feed';
import { colorPayoutTable, toColorRoundView } from './color-bets';
import { findColorRound, periodAt, toColorRound } from './color-engine';

// What everyone may see of colour prediction (GET state and the live feed): the open period, the
// last 20 results and what each pick pays. The feed sends the state when a period opens, when its
// bets close and when its number is drawn; the countdown runs in the browser on server_time.

const RECENT_PERIODS = 20;
const payouts = Object.fromEntries(colorSelections.map((selection) => [selection, Math.max(...colorPayoutTable(selection))]));

export type ColorSnapshot = {
  server_time: string;
  current: ReturnType<typeof toColorRoundView> | null;
  recent: ReturnType<typeof toColorRoundView>[];
  payouts: Record<string, number>;
};

export async function colorSnapshot(db: Queryable, now = new Date()): Promise<ColorSnapshot> {
  const current = await findColorRound(db, periodAt(now).period);
  const recent = await db.execute<Record<string, unknown>>(
    sql`SELECT * FROM casino_color_rounds WHERE phase = 'settled' ORDER BY ends_at DESC LIMIT ${RECENT_PERIODS}`,
  );
  return {
    server_time: now.toISOString(),
    current: current ? toColorRoundView(current) : null,
    recent: recent.rows.map((row) => toColorRoundView(toColorRound(row))),
    payouts,
  };
}

export type ColorFeed = PolledFeed<ColorSnapshot>;

/** Periods change a few times a minute; a quarter-second poll shows a draw within ~0.35 s of the loop's step. */
export function createColorFeed(db: Queryable, pollMs = 250): ColorFeed {
  return createPolledFeed<ColorSnapshot>({
    pollMs,
    read: (now) => colorSnapshot(db, now),
    changeKey: ({ current, recent }, now) =>
      JSON.stringify({
        current: current?.period ?? null,
        isClosed: current ? now.getTime() >= Date.parse(current.closes_at) : null,
        drawn: recent[0]?.period ?? null,
      }),
  });
}
