import { sql, type SQL } from 'drizzle-orm';
import type { BetKind } from '@shared/schemas/bets';

// Bet History's rows: the player's exchange bets and their casino play side by side, in one
// shape, so filters, pages and the five cards run in the database over both. Casino rows are
// read where each round's stake and payout live: the house games' own tables (finished rounds
// only) and, for outside aggregators, the seamless wallet's log grouped by round. Amounts are
// paise, prices hundredths. Every part is filtered by the player inside it.

/** What every part answers, column by column. */
export type HistoryRow = {
  kind: BetKind;
  id: number;
  ref: string;
  market_id: number;
  event_id: number;
  sport_key: string;
  event: string;
  market: string;
  market_type: string;
  runner_id: number;
  selection: string;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
  stake: number;
  matched_stake: number;
  remaining_stake: number;
  matched_value: number;
  status: 'open' | 'matched' | 'cancelled' | 'lapsed' | 'won' | 'lost' | 'void' | 'awaiting_result';
  profit: number | null;
  commission: number;
  placed_at: Date | string;
  settled_at: Date | string | null;
  detail: { key: string; values: Record<string, string | number> } | null;
};

/**
 * The market's commission spread over the player's winning bets in it, in proportion to what
 * each won (the largest winner takes the rounding), so a bet's profit less its share adds up to
 * exactly what Profit and Loss reports for the market. Reversed settlements do not count.
 */
function commissionShares(userId: number): SQL {
  return sql`(
    SELECT bet_id, share + CASE WHEN rank = 1 THEN commission - sum(share) OVER (PARTITION BY market_id) ELSE 0 END AS commission
    FROM (
      SELECT b.id AS bet_id, b.market_id, ms.commission,
             floor(ms.commission::numeric * b.profit / sum(b.profit) OVER (PARTITION BY b.market_id))::bigint AS share,
             row_number() OVER (PARTITION BY b.market_id ORDER BY b.profit DESC, b.id DESC) AS rank
      FROM bets b
      JOIN market_settlements ms ON ms.market_id = b.market_id AND ms.user_id = b.user_id AND ms.reversed_at IS NULL AND ms.commission > 0
      WHERE b.user_id = ${userId} AND b.profit > 0
    ) winners
  )`;
}

function exchangeRows(userId: number): SQL {
  return sql`
    SELECT 'sports' AS kind, b.id, 'bet:' || b.id AS ref, b.market_id, m.event_id, e.sport_key, e.name AS event, m.name AS market,
           m.type AS market_type, b.runner_id, r.name AS selection, b.side, b.price, b.line, b.stake, b.matched_stake,
           b.remaining_stake, b.matched_value, b.status, b.profit, coalesce(c.commission, 0)::bigint AS commission, b.placed_at, b.settled_at,
           NULL::json AS detail
    FROM bets b JOIN markets m ON m.id = b.market_id JOIN events e ON e.id = m.event_id JOIN runners r ON r.id = b.runner_id
    LEFT JOIN ${commissionShares(userId)} c ON c.bet_id = b.id
    WHERE b.user_id = ${userId}`;
}

/** A casino row from a round's stake and payout (paise): odds are what the round paid per rupee staked. */
function casinoColumns(parts: {
  id: SQL;
  ref: SQL;
  event: SQL;
  market: SQL;
  selection: SQL;
  stake: SQL;
  payout: SQL;
  status: SQL;
  placed: SQL;
  settled: SQL;
  detail: SQL;
}): SQL {
  const price = sql`CASE WHEN ${parts.stake} > 0 THEN round(${parts.payout} * 100.0 / ${parts.stake}) ELSE 0 END`;
  return sql`'casino' AS kind, ${parts.id} AS id, ${parts.ref} AS ref, 0 AS market_id, 0 AS event_id, 'casino' AS sport_key,
    ${parts.event} AS event, ${parts.market} AS market, 'casino' AS market_type, 0 AS runner_id, ${parts.selection} AS selection,
    'back' AS side, ${price} AS price, NULL::int AS line, ${parts.stake} AS stake, ${parts.stake} AS matched_stake, 0 AS remaining_stake,
    ${price} * ${parts.stake} AS matched_value, ${parts.status} AS status,
    CASE WHEN ${parts.status} = 'void' THEN 0 ELSE ${parts.payout} - ${parts.stake} END AS profit, 0::bigint AS commission,
    ${parts.placed} AS placed_at, ${parts.settled} AS settled_at, ${parts.detail} AS detail`;
}

/** The house's titles by their page key (dice, aviator, color-prediction, …): name and provider. */
const houseTitles = sql`(
  SELECT DISTINCT ON (g.provider_game_id) g.provider_game_id AS key, g.name, p.name AS provider
  FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
  WHERE p.kind = 'house' ORDER BY g.provider_game_id, g.id
)`;

function houseRoundRows(userId: number): SQL {
  const selection = sql`CASE cr.game
    WHEN 'dice' THEN initcap(cr.params->>'direction') || ' ' || to_char((cr.params->>'target')::numeric, 'FM990.00')
    WHEN 'plinko' THEN (cr.params->>'rows') || ' rows, ' || (cr.params->>'risk') || ' risk'
    WHEN 'mines' THEN (cr.params->>'mines') || CASE WHEN cr.params->>'mines' = '1' THEN ' mine' ELSE ' mines' END
    ELSE 'Higher or lower' END`;
  return sql`
    SELECT ${casinoColumns({
      id: sql`cr.id`,
      ref: sql`cr.game || ':' || cr.id`,
      event: sql`coalesce(t.name, initcap(cr.game))`,
      market: sql`coalesce(t.provider, 'Casino')`,
      selection,
      stake: sql`cr.stake`,
      payout: sql`cr.payout`,
      status: sql`cr.status`,
      placed: sql`cr.created_at`,
      settled: sql`cr.settled_at`,
      detail: sql`CASE cr.game
        WHEN 'dice' THEN json_build_object('key', 'dice', 'values', json_build_object('direction', cr.params->>'direction', 'target', to_char((cr.params->>'target')::numeric, 'FM990.00')))
        WHEN 'plinko' THEN json_build_object('key', 'plinko', 'values', json_build_object('rows', (cr.params->>'rows')::int, 'risk', cr.params->>'risk'))
        WHEN 'mines' THEN json_build_object('key', 'mines', 'values', json_build_object('mines', (cr.params->>'mines')::int))
        ELSE json_build_object('key', 'hilo', 'values', json_build_object()) END`,
    })}
    FROM casino_rounds cr LEFT JOIN ${houseTitles} t ON t.key = cr.game
    WHERE cr.user_id = ${userId} AND cr.status IN ('won', 'lost')`;
}

function crashRows(userId: number): SQL {
  return sql`
    SELECT ${casinoColumns({
      id: sql`cb.id`,
      ref: sql`'crash-bet:' || cb.id`,
      event: sql`coalesce(t.name, 'Aviator')`,
      market: sql`coalesce(t.provider, 'Casino')`,
      selection: sql`CASE WHEN cb.auto_cashout IS NULL THEN 'Cash out by hand' ELSE 'Auto cash out ' || to_char(cb.auto_cashout, 'FM990.00') || 'x' END`,
      stake: sql`cb.stake`,
      payout: sql`cb.payout`,
      status: sql`CASE cb.status WHEN 'cashed_out' THEN 'won' ELSE cb.status END`,
      placed: sql`cb.created_at`,
      settled: sql`cb.settled_at`,
      detail: sql`json_build_object('key', 'crash', 'values', CASE WHEN cb.auto_cashout IS NULL THEN json_build_object() ELSE json_build_object('auto_cashout', to_char(cb.auto_cashout, 'FM990.00')) END)`,
    })}
    FROM casino_crash_bets cb LEFT JOIN ${houseTitles} t ON t.key = 'aviator'
    WHERE cb.user_id = ${userId} AND cb.status IN ('cashed_out', 'lost', 'void')`;
}

function colorRows(userId: number): SQL {
  return sql`
    SELECT ${casinoColumns({
      id: sql`cb.id`,
      ref: sql`'color-bet:' || cb.id`,
      event: sql`coalesce(t.name, 'Color Prediction')`,
      market: sql`coalesce(t.provider, 'Casino')`,
      selection: sql`initcap(cb.selection)`,
      stake: sql`cb.stake`,
      payout: sql`cb.payout`,
      status: sql`cb.status`,
      placed: sql`cb.created_at`,
      settled: sql`cb.settled_at`,
      detail: sql`NULL::json`,
    })}
    FROM casino_color_bets cb LEFT JOIN ${houseTitles} t ON t.key = 'color-prediction'
    WHERE cb.user_id = ${userId} AND cb.status IN ('won', 'lost', 'void')`;
}

/** Bets at the card tables (Teen Patti, Dragon Tiger, ...): one row a bet, named by its table and bet type. */
function tableRows(userId: number): SQL {
  return sql`
    SELECT ${casinoColumns({
      id: sql`tb.id`,
      ref: sql`'table-bet:' || tb.id`,
      event: sql`coalesce(t.name, initcap(replace(tr.game, '-', ' ')))`,
      market: sql`coalesce(t.provider, 'Casino') || ' · round ' || tr.id`,
      selection: sql`initcap(replace(tb.bet_type, '_', ' '))`,
      stake: sql`tb.stake`,
      payout: sql`tb.payout`,
      status: sql`tb.status`,
      placed: sql`tb.created_at`,
      settled: sql`tb.settled_at`,
      detail: sql`NULL::json`,
    })}
    FROM casino_table_bets tb JOIN casino_table_rounds tr ON tr.id = tb.round_id LEFT JOIN ${houseTitles} t ON t.key = tr.game
    WHERE tb.user_id = ${userId} AND tb.status IN ('won', 'lost', 'void')`;
}

/**
 * An aggregator's rounds from the wallet log: stakes are done debits, the payout done credits; a
 * round whose every stake was rolled back is void. A round without its own id stands alone.
 */
function aggregatorRows(userId: number): SQL {
  const staked = sql`coalesce(sum(w.amount) FILTER (WHERE w.kind = 'debit' AND w.status = 'done'), 0)`;
  const rolledBack = sql`coalesce(sum(w.amount) FILTER (WHERE w.kind = 'debit' AND w.status = 'rolled_back'), 0)`;
  const paid = sql`coalesce(sum(w.amount) FILTER (WHERE w.kind = 'credit' AND w.status = 'done'), 0)`;
  return sql`
    SELECT ${casinoColumns({
      id: sql`min(w.id)`,
      ref: sql`p.key || ':' || coalesce(nullif(w.round_id, ''), w.provider_tx_id)`,
      event: sql`coalesce(min(g.name), 'Casino game')`,
      market: sql`p.name`,
      selection: sql`'Round ' || coalesce(nullif(w.round_id, ''), w.provider_tx_id)`,
      stake: sql`CASE WHEN ${staked} > 0 THEN ${staked} ELSE ${rolledBack} END`,
      payout: paid,
      status: sql`CASE WHEN ${staked} = 0 THEN 'void' WHEN ${paid} > 0 THEN 'won' ELSE 'lost' END`,
      placed: sql`min(w.created_at)`,
      settled: sql`max(w.created_at) FILTER (WHERE w.kind IN ('credit', 'rollback'))`,
      detail: sql`json_build_object('key', 'round', 'values', json_build_object('round', coalesce(nullif(w.round_id, ''), w.provider_tx_id)))`,
    })}
    FROM casino_wallet_transactions w
    JOIN casino_providers p ON p.id = w.provider_id AND p.kind = 'aggregator'
    LEFT JOIN casino_games g ON g.id = w.game_id
    WHERE w.user_id = ${userId}
    GROUP BY p.id, p.key, p.name, coalesce(nullif(w.round_id, ''), w.provider_tx_id)
    HAVING bool_or(w.kind = 'debit' AND w.status IN ('done', 'rolled_back'))`;
}

/**
 * Matka bets, a kind of their own: the market is the event, the draw and session the market, the
 * rate its odds; a bet waiting for its draw is `awaiting_result`.
 */
function matkaRows(userId: number): SQL {
  return sql`
    SELECT 'matka' AS kind, mb.id, 'matka:' || mb.id AS ref, 0 AS market_id, 0 AS event_id, 'matka' AS sport_key, mm.name AS event,
           'Matka ' || to_char(mb.draw_date, 'DD/MM') || ' ' || initcap(mb.session) AS market, 'matka' AS market_type, 0 AS runner_id,
           initcap(replace(mb.bet_type, '_', ' ')) || ' ' || mb.number AS selection, 'back' AS side, mb.rate AS price, NULL::int AS line,
           mb.stake, mb.stake AS matched_stake, 0 AS remaining_stake, mb.rate * mb.stake AS matched_value,
           CASE mb.status WHEN 'open' THEN 'awaiting_result' ELSE mb.status END AS status,
           CASE WHEN mb.status = 'open' THEN NULL ELSE mb.payout - mb.stake END AS profit, 0::bigint AS commission,
           mb.placed_at, mb.settled_at,
           json_build_object('key', 'matka', 'values', json_build_object('bet_type', mb.bet_type, 'number', mb.number,
             'draw_date', to_char(mb.draw_date, 'YYYY-MM-DD'), 'session', mb.session)) AS detail
    FROM matka_bets mb JOIN matka_markets mm ON mm.id = mb.market_id
    WHERE mb.user_id = ${userId}`;
}

/** The player's rows of the tab: exchange bets (sports), casino rounds, Matka bets, or all of them. */
export function historyRows(userId: number, kind: BetKind | 'all'): SQL {
  const parts: SQL[] = [];
  if (kind === 'all' || kind === 'sports') parts.push(exchangeRows(userId));
  if (kind === 'all' || kind === 'casino') parts.push(houseRoundRows(userId), crashRows(userId), colorRows(userId), tableRows(userId), aggregatorRows(userId));
  if (kind === 'all' || kind === 'matka') parts.push(matkaRows(userId));
  return sql`(${sql.join(parts, sql` UNION ALL `)}) h`;
}
