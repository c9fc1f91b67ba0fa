import type { LiveScore } from '@shared/schemas/live-score';
import type { FeedSport } from './wire-messages';

// The feed interface: what any source of fixtures, prices, in-play state, scores and results
// hands the rest of Lotus, in the feed's own ids. The stream client (stream-client.ts) is the
// first adapter, with the catalogue (catalogue-source.ts) for fixtures and names; another
// provider's format needs only another adapter producing these.

export type FeedFixture = {
  id: string;
  sport: FeedSport;
  competition: string;
  home: string;
  away: string;
  startTime: string;
  markets: Array<{ id: string; name: string; type: 'match_odds' | 'bookmaker'; runners: Array<{ id: string; name: string }> }>;
};

/** A market's state as the feed now has it: fair prices in hundredths on the ladder (null: no price). */
export type FeedMarketState = {
  marketId: string;
  status?: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inPlay?: boolean;
  prices: Array<{ runnerId: string; fairPrice: number | null }>;
  /** Runners the feed has taken out of the market: no price, and their unmatched bets lapse. */
  removed?: string[];
  clk?: string;
};

export type FeedUpdate = (
  | { kind: 'fixture'; fixture: FeedFixture }
  | { kind: 'market'; market: FeedMarketState }
  | { kind: 'score'; eventId: string; score: LiveScore }
  /**
   * A market's result: the winner, or null when the whole market is void; `removed` are runners
   * taken out of it (their bets are void, as the exchange's rules say).
   */
  | { kind: 'result'; marketId: string; winner: string | null; removed: string[] }
) & {
  /** The wire message it came from, kept in the audit log. */
  message: unknown;
};

export type FeedSource = {
  /** Connects and keeps connected; updates are handed over one at a time, in the feed's order. */
  start(onUpdate: (update: FeedUpdate) => Promise<void>): void;
  stop(): Promise<void>;
  /** When the last message of any kind (heartbeats too) arrived, in ms since the epoch; 0 before any. */
  lastHeardAt(): number;
};
