import type { TableGameKey } from '@shared/fairness';

// The card tables' state as the browser reads it, and the round's clock on server time.

export type TableCard = { card: number; label: string; spot: string };
export type TableRound = {
  id: number;
  game: TableGameKey;
  phase: 'betting' | 'dealing' | 'settled' | 'void';
  opens_at: string;
  closes_at: string;
  card_ms: number;
  deal_starts_at: string | null;
  deal_ends_at: string | null;
  cards: TableCard[];
  road: string | null;
  summary: string | null;
  multipliers: Record<string, number> | null;
  chain_id: number;
  position: number;
  hash: string | null;
};
export type TableBetOption = { key: string; label: string; pays: string; rtp: number };
export type TableState = {
  server_time: string;
  game: TableGameKey;
  title: string;
  rules: string[];
  bets: TableBetOption[];
  max_win: { bet: number; round: number };
  round: TableRound | null;
  road: { id: number; road: string | null; summary: string | null }[];
};
export type TableBet = { id: number; round_id: number; bet_type: string; stake: number; payout: number; status: string; created_at: string };

export function isTableState(value: unknown): value is TableState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<TableState>;
  return typeof state.server_time === 'string' && typeof state.game === 'string' && Array.isArray(state.bets) && Array.isArray(state.road) && 'round' in state;
}

export type TableClock = { status: 'open' | 'dealing' | 'result' | 'waiting'; seconds: number };

/** Where the round stands at `serverNow`: seconds left to bet, or the deal in progress. */
export function tableClock(round: TableRound | null, serverNow: number): TableClock {
  if (!round) return { status: 'waiting', seconds: 0 };
  const left = Date.parse(round.closes_at) - serverNow;
  if (round.phase === 'betting' && left > 0) return { status: 'open', seconds: Math.ceil(left / 1000) };
  if (round.phase === 'settled' || round.phase === 'void') return { status: 'result', seconds: 0 };
  return { status: 'dealing', seconds: 0 };
}

/** The bets shown big on the felt; the rest are side bets. */
const MAIN_BETS: Partial<Record<string, readonly string[]>> = {
  'dragon-tiger': ['dragon', 'tie', 'tiger'],
  '7-up-down': ['under', 'seven', 'over'],
  'andar-bahar': ['andar', 'bahar'],
  teenpatti: ['player_a', 'player_b'],
  baccarat: ['player', 'tie', 'banker'],
  goal: ['goal', 'no_goal'],
};

export function splitBets(game: string, bets: readonly TableBetOption[]): { main: TableBetOption[]; side: TableBetOption[] } {
  const keys = MAIN_BETS[game] ?? bets.slice(0, 3).map((bet) => bet.key);
  return { main: bets.filter((bet) => keys.includes(bet.key)), side: bets.filter((bet) => !keys.includes(bet.key)) };
}

/** The player's stakes on each bet type of one round, in rupees. */
export function stakesOn(bets: readonly TableBet[], roundId: number | undefined): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const bet of bets) if (bet.round_id === roundId) totals[bet.bet_type] = Math.round(((totals[bet.bet_type] ?? 0) + bet.stake) * 100) / 100;
  return totals;
}
