// What everyone may see of the crash game (GET state, the SSE feed, a past round): the server
// builds these views (house-games/crash/crash-feed.ts) and the game page reads them. Plain types,
// no zod, so the game page does not pull the schema library in.

export type CrashPhase = 'betting' | 'flying' | 'crashed' | 'void';
export type CrashBetStatus = 'active' | 'cashed_out' | 'lost' | 'void';

export type CrashRoundView = {
  id: number;
  phase: CrashPhase;
  betting_ends_at: string;
  started_at: string | null;
  crashed_at: string | null;
  /** Revealed when the round ends. */
  crash_point: number | null;
  hash: string | null;
  chain_id: number;
  position: number;
  /** While flying: the multiplier now. */
  multiplier: number | null;
};

export type CrashBetView = {
  id: number;
  /** Masked: the feed never shows who bet. */
  player: string;
  stake: number;
  auto_cashout: number | null;
  cashout_multiplier: number | null;
  payout: number;
  status: CrashBetStatus;
};

export type CrashSnapshot = { server_time: string; round: CrashRoundView | null; bets: CrashBetView[]; history: { id: number; crash_point: number | null }[] };
