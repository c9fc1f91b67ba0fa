import { t } from '@lingui/core/macro';
import { colorSelections, type ColorSelection } from '@shared/schemas/casino';

// Colour prediction's pure parts: the period's countdown, what each pick is called and looks
// like, and reading the state the server sends (GET state or the stream's `state` event).

export type ColorRound = {
  period: string;
  phase: 'betting' | 'settled' | 'void';
  starts_at: string;
  closes_at: string;
  ends_at: string;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  number: number | null;
  colours: ('green' | 'red' | 'violet')[] | null;
  size: 'big' | 'small' | null;
};

export type ColorState = { server_time: string; current: ColorRound | null; recent: ColorRound[]; payouts: Partial<Record<ColorSelection, number>> };

export type ColorBet = { id: number; period: string; selection: string; stake: number; payout: number; status: string; created_at: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isColorState(value: unknown): value is ColorState {
  return (
    isRecord(value) &&
    typeof value.server_time === 'string' &&
    (value.current === null || isRecord(value.current)) &&
    Array.isArray(value.recent) &&
    isRecord(value.payouts)
  );
}

/** The `state` event of /api/casino/house/color-prediction/stream (the GET state answer); undefined when malformed. */
export function parseColorEvent(data: string): ColorState | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return isColorState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export type PeriodClock = { status: 'open' | 'closed' | 'drawing'; seconds: number };

/** Bets are taken until closes_at; then the last seconds run out to ends_at, when the number is drawn. */
export function periodClock(round: Pick<ColorRound, 'closes_at' | 'ends_at'>, serverNow: number): PeriodClock {
  const closes = Date.parse(round.closes_at);
  const ends = Date.parse(round.ends_at);
  if (serverNow < closes) return { status: 'open', seconds: Math.ceil((ends - serverNow) / 1000) };
  if (serverNow < ends) return { status: 'closed', seconds: Math.ceil((ends - serverNow) / 1000) };
  return { status: 'drawing', seconds: 0 };
}

/** 65 → "01:05". */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

export const COLOUR_PICKS = ['green', 'violet', 'red'] as const satisfies readonly ColorSelection[];
export const SIZE_PICKS = ['big', 'small'] as const satisfies readonly ColorSelection[];
export const NUMBER_PICKS = colorSelections.filter((selection) => /^\d$/.test(selection));

/** A pick's name in the site's language (a pick the game does not know is shown as it came). */
export function selectionLabel(selection: string): string {
  if (/^\d$/.test(selection)) return t`Number ${selection}`;
  switch (selection) {
    case 'green':
      return t`Green`;
    case 'violet':
      return t`Violet`;
    case 'red':
      return t`Red`;
    case 'big':
      return t`Big`;
    case 'small':
      return t`Small`;
    default:
      return selection;
  }
}

/** The ball of a number: its colours (0 and 5 are half violet). */
export function numberBallClass(number: number): string {
  if (number === 0) return 'bg-gradient-to-br from-red-500 from-50% to-violet-500 to-50%';
  if (number === 5) return 'bg-gradient-to-br from-emerald-500 from-50% to-violet-500 to-50%';
  return number % 2 === 1 ? 'bg-emerald-500' : 'bg-red-500';
}

export const PICK_CLASS: Record<(typeof COLOUR_PICKS)[number] | (typeof SIZE_PICKS)[number], string> = {
  green: 'bg-emerald-500 hover:bg-emerald-400',
  violet: 'bg-violet-500 hover:bg-violet-400',
  red: 'bg-red-500 hover:bg-red-400',
  big: 'bg-amber-500 hover:bg-amber-400',
  small: 'bg-sky-500 hover:bg-sky-400',
};
