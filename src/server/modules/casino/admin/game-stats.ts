import { sql } from 'drizzle-orm';
import { HOUSE_GAMES, type HouseGameKey } from '@shared/fairness';
import { toRupees } from '@shared/money';
import type { Queryable } from '@server/db/client';

// Each title's figures from the seamless wallet's log, the one record every provider (the house
// included) writes: rounds, stakes taken (rolled-back stakes excluded), payouts, the realised
// house edge (stakes − payouts) / stakes, and for house games the edge the fairness core states.
// Demo players' play (free demo money) is left out of every figure: it is not the house's revenue
// and would bend the realised edge.

const houseKeyOf: Record<string, HouseGameKey> = {
  aviator: 'crash',
  mines: 'mines',
  dice: 'dice',
  plinko: 'plinko',
  hilo: 'hilo',
  'color-prediction': 'color-prediction',
};

type StatsRow = {
  game_id: number;
  uid: string;
  name: string;
  provider: string;
  provider_kind: string;
  provider_game_id: string;
  rounds: number;
  players: number;
  stakes: number;
  payouts: number;
  rolled_back: number;
};

export async function casinoGameStats(db: Queryable, range: { from?: Date | undefined; to?: Date | undefined } = {}) {
  const from = range.from ?? new Date(0);
  const to = range.to ?? new Date('9999-12-31T00:00:00Z');
  const result = await db.execute<StatsRow>(sql`
    SELECT g.id AS game_id, g.uid, g.name, p.name AS provider, p.kind AS provider_kind, g.provider_game_id,
           count(DISTINCT w.round_id) FILTER (WHERE w.kind = 'debit' AND w.status = 'done') AS rounds,
           count(DISTINCT w.user_id) FILTER (WHERE w.kind = 'debit' AND w.status = 'done') AS players,
           coalesce(sum(w.amount) FILTER (WHERE w.kind = 'debit' AND w.status = 'done'), 0) AS stakes,
           coalesce(sum(w.amount) FILTER (WHERE w.kind = 'credit' AND w.status = 'done'), 0) AS payouts,
           coalesce(sum(w.amount) FILTER (WHERE w.kind = 'debit' AND w.status = 'rolled_back'), 0) AS rolled_back
    FROM casino_wallet_transactions w
    JOIN users u ON u.id = w.user_id AND NOT u.is_demo
    JOIN casino_games g ON g.id = w.game_id
    JOIN casino_providers p ON p.id = g.provider_id
    WHERE w.created_at >= ${from} AND w.created_at < ${to}
    GROUP BY g.id, g.uid, g.name, p.name, p.kind, g.provider_game_id
    ORDER BY g.id`);
  return result.rows.map((row) => {
    const stakes = Number(row.stakes);
    const payouts = Number(row.payouts);
    const key = row.provider_kind === 'house' ? houseKeyOf[row.provider_game_id] : undefined;
    const stated = key ? HOUSE_GAMES[key].houseEdge : null;
    return {
      game_id: Number(row.game_id),
      uid: row.uid,
      name: row.name,
      provider: row.provider,
      rounds: Number(row.rounds),
      players: Number(row.players),
      stakes: toRupees(stakes),
      payouts: toRupees(payouts),
      rolled_back: toRupees(Number(row.rolled_back)),
      gross_gaming_revenue: toRupees(stakes - payouts),
      realised_house_edge: stakes === 0 ? null : (stakes - payouts) / stakes,
      stated_house_edge: stated,
    };
  });
}

type RoundRow = {
  round_id: string;
  user_id: number;
  username: string;
  is_demo: boolean;
  stake: number;
  payout: number;
  rolled_back: boolean;
  started_at: string | Date;
};

/** A title's rounds, newest first: who played, the stake, what it paid. */
export async function listGameRounds(db: Queryable, gameId: number, options: { limit: number; offset: number }) {
  const result = await db.execute<RoundRow>(sql`
    SELECT w.round_id, w.user_id, u.username, u.is_demo,
           coalesce(sum(w.amount) FILTER (WHERE w.kind = 'debit' AND w.status IN ('done', 'rolled_back')), 0) AS stake,
           coalesce(sum(w.amount) FILTER (WHERE w.kind = 'credit' AND w.status = 'done'), 0) AS payout,
           bool_or(w.kind = 'debit' AND w.status = 'rolled_back') AS rolled_back,
           min(w.created_at) AS started_at
    FROM casino_wallet_transactions w JOIN users u ON u.id = w.user_id
    WHERE w.game_id = ${gameId} AND w.round_id <> ''
    GROUP BY w.round_id, w.user_id, u.username, u.is_demo
    ORDER BY min(w.id) DESC
    LIMIT ${options.limit} OFFSET ${options.offset}`);
  return result.rows.map((row) => ({
    round_id: row.round_id,
    user_id: Number(row.user_id),
    username: row.username,
    is_demo: Boolean(row.is_demo),
    stake: toRupees(Number(row.stake)),
    payout: toRupees(Number(row.payout)),
    rolled_back: Boolean(row.rolled_back),
    started_at: new Date(row.started_at).toISOString(),
  }));
}
