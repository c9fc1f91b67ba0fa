import { sql } from 'drizzle-orm';
import type { MarketStatus, MarketType } from '@shared/schemas/exchange';
import type { ExposedPlayer, ExposureBoard, ExposureMarket } from '@shared/schemas/risk';
import type { Queryable } from '@server/db/client';
import { listSharedAccountGroups } from '@server/modules/banks';
import { fancyBands, moneyOut, runnerProfits } from '@server/modules/exchange';

// Where the house stands in every market not yet settled, for the exposure board. The house is
// the real-money market makers; its profit per outcome comes from its stored positions (the sums
// settlement pays), so the board shows exactly what settling now would pay. Real money only:
// demo players' bets and the play-money house are left out. Read-only, off the order path.
// Markets come most exposed first. Beside them, the bank accounts two players registered (a sign
// of one person behind two accounts).

const TOP_PER_MARKET = 3;
const TOP_OVERALL = 10;
const SHARED_ACCOUNTS_SHOWN = 20;

const realHouse = sql`(SELECT user_id FROM house_makers WHERE NOT play_money)`;
const anyHouse = sql`(SELECT user_id FROM house_makers)`;

type MarketRow = {
  id: number;
  event_id: number;
  event: string;
  sport_key: string;
  in_play: boolean;
  start_time: Date | string;
  name: string;
  type: MarketType;
  status: MarketStatus;
  runners: Array<[number, string]>;
  cells: Array<[number, number, number, number]>;
  house_held: number;
  matched: number;
  unmatched: number;
  house_offers: number;
};

type PlayerRow = { market_id: number; user_id: number; username: string; amount: number; rank: number };

export async function getExposureBoard(db: Queryable): Promise<ExposureBoard> {
  const found = await db.execute<MarketRow>(sql`
    SELECT m.id, m.event_id, e.name AS event, e.sport_key, e.in_play, e.start_time, m.name, m.type, m.status,
      (SELECT coalesce(json_agg(json_build_array(r.id, r.name) ORDER BY r.sort_order, r.id), '[]') FROM runners r WHERE r.market_id = m.id) AS runners,
      (SELECT coalesce(json_agg(json_build_array(p.runner_id, p.line, p.win_sum, p.lose_sum)), '[]')
         FROM market_positions p WHERE p.market_id = m.id AND p.user_id IN ${realHouse}) AS cells,
      (SELECT coalesce(sum(x.amount), 0)::bigint FROM market_exposures x WHERE x.market_id = m.id AND x.user_id IN ${realHouse}) AS house_held,
      (SELECT coalesce(sum(bm.stake), 0)::bigint FROM bet_matches bm JOIN bets b ON b.market_id = bm.market_id AND b.seq = bm.taker_seq
         JOIN users u ON u.id = b.user_id WHERE bm.market_id = m.id AND NOT u.is_demo) AS matched,
      (SELECT coalesce(sum(b.remaining_stake), 0)::bigint FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.market_id = m.id AND b.status = 'open' AND NOT u.is_demo AND b.user_id NOT IN ${anyHouse}) AS unmatched,
      (SELECT coalesce(sum(b.remaining_stake), 0)::bigint FROM bets b
         WHERE b.market_id = m.id AND b.status = 'open' AND b.user_id IN ${realHouse}) AS house_offers
    FROM markets m JOIN events e ON e.id = m.event_id
    WHERE m.settled_at IS NULL
    ORDER BY m.type = 'match_odds', e.start_time, m.event_id, m.sort_order, m.id`);

  // Every real player's hold in each unsettled market, ranked within the market.
  const held = await db.execute<PlayerRow>(sql`
    SELECT x.market_id, x.user_id, u.username, x.amount,
      row_number() OVER (PARTITION BY x.market_id ORDER BY x.amount DESC, x.user_id)::int AS rank
    FROM market_exposures x
    JOIN markets m ON m.id = x.market_id AND m.settled_at IS NULL
    JOIN users u ON u.id = x.user_id
    WHERE x.amount > 0 AND NOT u.is_demo AND x.user_id NOT IN ${anyHouse}`);

  const perMarket = new Map<number, { top: ExposedPlayer[]; players: number }>();
  const perPlayer = new Map<number, { username: string; amount: number; markets: number }>();
  for (const row of held.rows) {
    const marketId = Number(row.market_id);
    const userId = Number(row.user_id);
    const amount = Number(row.amount);
    const entry = perMarket.get(marketId) ?? { top: [], players: 0 };
    entry.players += 1;
    if (Number(row.rank) <= TOP_PER_MARKET) entry.top.push({ user_id: userId, username: row.username, exposure: moneyOut(amount) });
    perMarket.set(marketId, entry);
    const player = perPlayer.get(userId) ?? { username: row.username, amount: 0, markets: 0 };
    player.amount += amount;
    player.markets += 1;
    perPlayer.set(userId, player);
  }
  for (const entry of perMarket.values()) entry.top.sort((a, b) => b.exposure - a.exposure || a.user_id - b.user_id);

  // Most exposed first: the house's worst case (most negative first); equal ones keep the order
  // the query gave (match odds last, by start time).
  const markets = found.rows
    .map((row) => marketOf(row, perMarket.get(Number(row.id))))
    .map((market, index) => ({ market, index }))
    .sort((a, b) => a.market.worst_case - b.market.worst_case || a.index - b.index)
    .map(({ market }) => market);
  const topPlayers = [...perPlayer]
    .sort(([idA, a], [idB, b]) => b.amount - a.amount || idA - idB)
    .slice(0, TOP_OVERALL)
    .map(([userId, player]) => ({ user_id: userId, username: player.username, exposure: moneyOut(player.amount), markets: player.markets }));
  const sum = (pick: (market: ExposureMarket) => number) => moneyOut(Math.round(markets.reduce((total, market) => total + pick(market) * 100, 0)));
  return {
    markets,
    totals: {
      markets: markets.length,
      worst_case: sum((market) => market.worst_case),
      house_held: sum((market) => market.house_held),
      matched_volume: sum((market) => market.matched_volume),
      unmatched_volume: sum((market) => market.unmatched_volume),
    },
    top_players: topPlayers,
    shared_bank_accounts: await listSharedAccountGroups(db, SHARED_ACCOUNTS_SHOWN),
    generated_at: new Date().toISOString(),
  };
}

function marketOf(row: MarketRow, players: { top: ExposedPlayer[]; players: number } | undefined): ExposureMarket {
  const runners = row.runners.map(([id, name]) => ({ id: Number(id), name }));
  const cells = row.cells.map(([runnerId, line, win, lose]) => ({ runnerId: Number(runnerId), line: Number(line), win: Number(win), lose: Number(lose) }));
  const nameOf = (runnerId: number) => runners.find((runner) => runner.id === runnerId)?.name ?? '';
  let profits: number[];
  let outcomes: ExposureMarket['outcomes'] = [];
  let bands: ExposureMarket['bands'] = [];
  if (row.type === 'fancy') {
    // One result settles the whole market: every line is compared with it (as settlement does).
    const matched = cells.length === 0 ? [{ from: 0, to: null, profit: 0 }] : fancyBands(cells);
    bands = matched.map((band) => ({ from: band.from, to: band.to, profit: moneyOut(band.profit) }));
    profits = matched.map((band) => band.profit);
  } else {
    const byRunner = runnerProfits(
      runners.map((runner) => runner.id),
      cells,
    );
    outcomes = [...byRunner].map(([runnerId, profit]) => ({ runner_id: runnerId, name: nameOf(runnerId), profit: moneyOut(profit) }));
    profits = [...byRunner.values()];
  }
  return {
    market_id: Number(row.id),
    event_id: Number(row.event_id),
    event: row.event,
    sport: row.sport_key,
    in_play: row.in_play,
    start_time: new Date(row.start_time).toISOString(),
    name: row.name,
    type: row.type,
    status: row.status,
    outcomes,
    bands,
    worst_case: moneyOut(Math.min(0, ...profits)),
    best_case: moneyOut(Math.max(0, ...profits)),
    house_held: moneyOut(Number(row.house_held)),
    matched_volume: moneyOut(Number(row.matched)),
    unmatched_volume: moneyOut(Number(row.unmatched)),
    house_offers: moneyOut(Number(row.house_offers)),
    players: players?.players ?? 0,
    top_players: players?.top ?? [],
  };
}
