// Types of the pure matching core. Prices are ladder prices in integer hundredths (2.02 → 202),
// stakes are paise and always the backer's stake, for lays too (as on Betfair): a lay of 100
// at 3.00 risks 200 to win 100.
import type { Paise } from '@shared/money';

export type Side = 'back' | 'lay';

/** What happens to the unmatched part when the market goes in play. */
export type Persistence = 'lapse' | 'persist';

export interface Order {
  readonly id: string;
  readonly playerId: string;
  readonly runnerId: string;
  readonly side: Side;
  /** Limit price in hundredths; must be on the ladder. */
  readonly price: number;
  /** Backer's stake in paise; for an order rebuilt from the database, its unmatched remainder. */
  readonly stake: Paise;
  readonly persistence: Persistence;
  /** Time priority: strictly increasing within a book. */
  readonly seq: number;
}

/** An order resting in the book with what is left of it. */
export interface RestingOrder extends Order {
  readonly remaining: Paise;
}

export interface Fill {
  /** The incoming order. */
  readonly takerOrderId: string;
  readonly takerPlayerId: string;
  readonly takerSide: Side;
  /** The resting order it traded with; the trade is at the resting order's price. */
  readonly makerOrderId: string;
  readonly makerPlayerId: string;
  readonly runnerId: string;
  readonly price: number;
  readonly stake: Paise;
}

export interface PlaceResult {
  readonly fills: Fill[];
  readonly matchedStake: Paise;
  /** The remainder left resting in the book. */
  readonly restingStake: Paise;
  /** Cancelled by self-trade prevention: the order reached the player's own resting order. */
  readonly cancelledStake: Paise;
}

export interface LapsedOrder extends Order {
  readonly lapsedStake: Paise;
}

export interface PriceSize {
  readonly price: number;
  readonly size: Paise;
}

export interface RunnerDepth {
  /** Prices a player can back at (resting lays), best (highest) first. */
  readonly back: PriceSize[];
  /** Prices a player can lay at (resting backs), best (lowest) first. */
  readonly lay: PriceSize[];
}
