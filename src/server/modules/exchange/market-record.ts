import type { Paise } from '@shared/money';
import type { World } from '../ledger';
import type { Persistence, Side } from './matching/types';
import type { LockedMarket, MarketState } from './market-state';

// What a market transaction holds: the market's row and state, and the record of every change
// made to it so far (new bets, changes to stored bets, matches, positions), which
// commitMarkets writes.

export type NewBet = {
  seq: number;
  runnerId: number;
  userId: number;
  side: Side;
  price: number;
  line: number | null;
  persistence: Persistence;
  stake: number;
  matched: number;
  value: number;
  remaining: number;
  cancelled: number;
  lapsed: number;
  win: number;
  lose: number;
};

/** Changes to a bet stored before this market transaction (added to its columns). */
export type BetDelta = { matched: number; value: number; taken: number; cancelled: number; lapsed: number; win: number; lose: number };

/** One trade; the maker's owner is kept for telling them (not written: the bet row holds it). */
export type MatchRow = { takerSeq: number; makerSeq: number; makerUserId: number; runnerId: number; takerSide: Side; price: number; stake: number };

export type PositionDelta = { userId: number; runnerId: number; line: number; win: number; lose: number };

/**
 * One market inside one database transaction: its row, read under its lock, its state, and
 * every change made to it so far, to be written and held by commitMarkets.
 */
export type MarketTransaction = {
  market: LockedMarket;
  state: MarketState;
  newBets: Map<number, NewBet>;
  deltas: Map<number, BetDelta>;
  matches: MatchRow[];
  positionDeltas: Map<string, PositionDelta>;
  /** Players whose exposure may have changed. */
  touched: Set<number>;
  /** Fancy lines of stored bets, needed to place their position deltas. */
  lines: Map<number, number | null>;
};

export type OrderInput = {
  userId: number;
  /** The player's world of money: the order meets only that world's book. */
  world: World;
  runnerId: number;
  side: Side;
  price: number;
  stake: Paise;
  persistence: Persistence;
  line?: number | null;
};
