import { sql } from 'drizzle-orm';
import { cappedPayoutPaise, colorPredictionMultiplier, deriveWingoNumber, generateServerSeed, hashServerSeed, type ColorPredictionBet } from '@shared/fairness';
import { paise } from '@shared/money';
import type { ColorSelection } from '@shared/schemas/casino';
import type { Queryable, Tx } from '@server/db/client';
import { findGameSessionById } from '@server/modules/casino/launch/game-sessions';
import { houseWalletCall, payWin } from '../house-session';

// Colour prediction (Wingo): one period a minute for everyone. A period's server seed is made
// when the period opens (its SHA-256 shown while bets are taken) and revealed when the number is
// drawn: number = floor(float × 10) of HMAC-SHA256(server seed, "<period>:0:0"), i.e. the
// fairness core with the period as the client seed and nonce 0. Bets close 5 s before the end.

export type ColorTiming = { periodMs: number; closeBeforeMs: number };
export const COLOR_TIMING: ColorTiming = { periodMs: 60_000, closeBeforeMs: 5_000 };
export const COLOR_NONCE = 0;

export const colorBetRef = (betId: number) => `color-bet:${betId}`;

export type ColorRoundRow = {
  id: number;
  period: string;
  server_seed: string;
  server_seed_hash: string;
  number: number | null;
  phase: 'betting' | 'settled' | 'void';
  starts_at: Date;
  closes_at: Date;
  ends_at: Date;
};

export function toColorRound(row: Record<string, unknown>): ColorRoundRow {
  return {
    id: Number(row.id),
    period: String(row.period),
    server_seed: String(row.server_seed),
    server_seed_hash: String(row.server_seed_hash),
    number: row.number === null || row.number === undefined ? null : Number(row.number),
    phase: row.phase as ColorRoundRow['phase'],
    starts_at: new Date(row.starts_at as string),
    closes_at: new Date(row.closes_at as string),
    ends_at: new Date(row.ends_at as string),
  };
}

/** The period containing `now`: its id is the UTC date and its number in the day (20261122 + 0375). */
export function periodAt(now: Date, timing: ColorTiming = COLOR_TIMING): { period: string; startsAt: Date; closesAt: Date; endsAt: Date } {
  const start = Math.floor(now.getTime() / timing.periodMs) * timing.periodMs;
  const day = new Date(start).toISOString().slice(0, 10).replace(/-/g, '');
  const dayStart = Date.parse(`${new Date(start).toISOString().slice(0, 10)}T00:00:00Z`);
  const number = Math.floor((start - dayStart) / timing.periodMs) + 1;
  return {
    period: `${day}${String(number).padStart(4, '0')}`,
    startsAt: new Date(start),
    closesAt: new Date(start + timing.periodMs - timing.closeBeforeMs),
    endsAt: new Date(start + timing.periodMs),
  };
}

export function betOf(selection: ColorSelection): ColorPredictionBet {
  if (selection === 'green' || selection === 'red' || selection === 'violet') return { kind: 'colour', colour: selection };
  if (selection === 'big' || selection === 'small') return { kind: 'size', size: selection };
  return { kind: 'number', number: Number(selection) };
}

/** A period by its id; `share` locks it until the caller commits (a bet, against the draw). */
export async function findColorRound(db: Queryable, period: string, options: { lock?: 'share' } = {}): Promise<ColorRoundRow | undefined> {
  const lock = options.lock === 'share' ? sql` FOR SHARE` : sql``;
  const found = await db.execute<Record<string, unknown>>(sql`SELECT * FROM casino_color_rounds WHERE period = ${period}${lock}`);
  return found.rows[0] ? toColorRound(found.rows[0]) : undefined;
}

async function openPeriod(tx: Tx, now: Date, timing: ColorTiming): Promise<void> {
  const current = periodAt(now, timing);
  const exists = await tx.execute(sql`SELECT 1 FROM casino_color_rounds WHERE period = ${current.period}`);
  if (exists.rows.length > 0) return;
  const serverSeed = generateServerSeed();
  await tx.execute(sql`
    INSERT INTO casino_color_rounds (period, server_seed, server_seed_hash, phase, starts_at, closes_at, ends_at)
    VALUES (${current.period}, ${serverSeed}, ${await hashServerSeed(serverSeed)}, 'betting', ${current.startsAt}, ${current.closesAt}, ${current.endsAt})
    ON CONFLICT (period) DO NOTHING`);
}

async function settlePeriod(tx: Tx, round: ColorRoundRow): Promise<void> {
  const number = await deriveWingoNumber({ serverSeed: round.server_seed, clientSeed: round.period, nonce: COLOR_NONCE });
  const bets = await tx.execute<{ id: number; session_id: number; selection: ColorSelection; stake: number }>(
    sql`SELECT id, session_id, selection, stake FROM casino_color_bets WHERE round_id = ${round.id} AND status = 'open' ORDER BY id FOR UPDATE`,
  );
  for (const bet of bets.rows) {
    const multiplier = colorPredictionMultiplier(betOf(bet.selection), number);
    const payout = cappedPayoutPaise(Number(bet.stake), multiplier);
    await tx.execute(sql`UPDATE casino_color_bets SET status = ${payout > 0 ? 'won' : 'lost'}, payout = ${payout}, settled_at = now() WHERE id = ${bet.id}`);
    if (payout === 0) continue;
    const session = await findGameSessionById(tx, Number(bet.session_id));
    if (!session) throw new Error(`colour bet ${bet.id} has no session`);
    await payWin(tx, await houseWalletCall(tx, session, 'color-prediction'), colorBetRef(Number(bet.id)), paise(payout));
  }
  await tx.execute(sql`UPDATE casino_color_rounds SET number = ${number}, phase = 'settled', settled_at = now() WHERE id = ${round.id}`);
}

/** One step of the colour loop at `now`: draw every period that has ended, open the current one. */
export async function advanceColor(tx: Tx, now: Date, timing: ColorTiming = COLOR_TIMING): Promise<void> {
  const due = await tx.execute<Record<string, unknown>>(
    sql`SELECT * FROM casino_color_rounds WHERE phase = 'betting' AND ends_at <= ${now} ORDER BY ends_at FOR UPDATE`,
  );
  for (const row of due.rows) await settlePeriod(tx, toColorRound(row));
  await openPeriod(tx, now, timing);
}
