import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import { GGR_FORMULA, NGR_FORMULA, type DailyReport, type ReportDay } from '@shared/schemas/reports';
import type { Queryable } from '@server/db/client';

// The operator's daily money report. Every money figure is a sum of ledger transfers by kind
// (real money only: play money is another world), bucketed by Asia/Kolkata calendar day. Each
// transfer's two accounts are classed as `player` (a real player's account), `maker` (the house
// market maker's, which is an exchange participant with player accounts) or the house account's
// kind. Only the request counts (pending, rejected) and the exchange's stake volumes come from
// their own tables: those are not movements of money.

const ZONE = 'Asia/Kolkata';

/** Kinds whose effect on players' balances a figure of the report accounts for. */
const KNOWN_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_released',
  'bet_hold',
  'bet_release',
  'bet_win',
  'bet_loss',
  'commission',
  'casino_debit',
  'casino_credit',
  'casino_rollback',
  'bonus',
  'bonus_conversion',
  'bonus_expiry',
];

type LedgerRow = Record<
  | 'deposit_count'
  | 'deposit_sum'
  | 'hold_count'
  | 'hold_sum'
  | 'paid_count'
  | 'paid_sum'
  | 'released_count'
  | 'released_sum'
  | 'commission'
  | 'players_won'
  | 'players_lost'
  | 'maker_pnl'
  | 'maker_funding'
  | 'casino_stakes'
  | 'casino_wins'
  | 'casino_rollbacks'
  | 'bonus_granted'
  | 'bonus_converted'
  | 'bonus_expired'
  | 'adjust_credited'
  | 'adjust_debited'
  | 'other_to_players'
  | 'players_change'
  | 'active',
  number | string
> & { day: string };

type Range = { start: Date; end: Date };

/** The instant an Asia/Kolkata day starts. */
const kolkataMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const kolkataDay = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} AT TIME ZONE ${ZONE}, 'YYYY-MM-DD')`;

async function ledgerFigures(db: Queryable, range: Range) {
  const known = sql.join(
    KNOWN_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute<LedgerRow>(sql`
    WITH makers AS (SELECT user_id FROM house_makers WHERE NOT play_money),
    t AS (
      SELECT tr.kind, tr.amount, ${kolkataDay(sql.raw('tr.created_at'))} AS day,
             CASE WHEN d.user_id IS NULL THEN d.kind WHEN d.user_id IN (SELECT user_id FROM makers) THEN 'maker' ELSE 'player' END AS dc,
             CASE WHEN c.user_id IS NULL THEN c.kind WHEN c.user_id IN (SELECT user_id FROM makers) THEN 'maker' ELSE 'player' END AS cc,
             d.user_id AS debit_user
      FROM transfers tr
      JOIN accounts d ON d.id = tr.debit_account_id
      JOIN accounts c ON c.id = tr.credit_account_id
      WHERE NOT tr.play_money AND tr.created_at >= ${range.start} AND tr.created_at < ${range.end}
    ),
    v AS (
      SELECT *, (CASE WHEN cc = 'player' THEN amount ELSE 0 END) - (CASE WHEN dc = 'player' THEN amount ELSE 0 END) AS to_players,
             (CASE WHEN cc = 'maker' THEN amount ELSE 0 END) - (CASE WHEN dc = 'maker' THEN amount ELSE 0 END) AS to_maker,
             (dc = 'house_adjustments' OR cc = 'house_adjustments') AS operator_adjustment
      FROM t
    )
    SELECT day,
      count(*) FILTER (WHERE kind = 'deposit' AND cc = 'player') AS deposit_count,
      coalesce(sum(amount) FILTER (WHERE kind = 'deposit' AND cc = 'player'), 0) AS deposit_sum,
      count(*) FILTER (WHERE kind = 'withdrawal_hold') AS hold_count,
      coalesce(sum(amount) FILTER (WHERE kind = 'withdrawal_hold'), 0) AS hold_sum,
      count(*) FILTER (WHERE kind = 'withdrawal_paid' AND dc = 'player') AS paid_count,
      coalesce(sum(amount) FILTER (WHERE kind = 'withdrawal_paid' AND dc = 'player'), 0) AS paid_sum,
      count(*) FILTER (WHERE kind = 'withdrawal_released') AS released_count,
      coalesce(sum(amount) FILTER (WHERE kind = 'withdrawal_released'), 0) AS released_sum,
      coalesce(sum(CASE WHEN cc = 'house_commission' THEN amount WHEN dc = 'house_commission' THEN -amount ELSE 0 END) FILTER (WHERE kind = 'commission'), 0) AS commission,
      coalesce(sum(amount) FILTER (WHERE kind IN ('bet_win', 'bet_loss') AND cc = 'player'), 0) AS players_won,
      coalesce(sum(amount) FILTER (WHERE kind IN ('bet_win', 'bet_loss') AND dc = 'player'), 0) AS players_lost,
      coalesce(sum(to_maker) FILTER (WHERE kind IN ('bet_win', 'bet_loss')), 0) AS maker_pnl,
      coalesce(sum(to_maker) FILTER (WHERE kind = 'adjustment'), 0) AS maker_funding,
      coalesce(sum(-to_players) FILTER (WHERE kind = 'casino_debit'), 0) AS casino_stakes,
      coalesce(sum(to_players) FILTER (WHERE kind = 'casino_credit'), 0) AS casino_wins,
      coalesce(sum(to_players) FILTER (WHERE kind = 'casino_rollback'), 0) AS casino_rollbacks,
      coalesce(sum(amount) FILTER (WHERE kind = 'bonus' AND cc = 'player'), 0) AS bonus_granted,
      coalesce(sum(amount) FILTER (WHERE kind = 'bonus_conversion'), 0) AS bonus_converted,
      coalesce(sum(amount) FILTER (WHERE kind = 'bonus_expiry' AND dc = 'player'), 0) AS bonus_expired,
      coalesce(sum(amount) FILTER (WHERE kind = 'adjustment' AND operator_adjustment AND cc = 'player'), 0) AS adjust_credited,
      coalesce(sum(amount) FILTER (WHERE kind = 'adjustment' AND operator_adjustment AND dc = 'player'), 0) AS adjust_debited,
      coalesce(sum(to_players) FILTER (WHERE kind NOT IN (${known}) AND NOT (kind = 'adjustment' AND operator_adjustment)), 0) AS other_to_players,
      coalesce(sum(to_players), 0) AS players_change,
      count(DISTINCT debit_user) FILTER (WHERE dc = 'player' AND kind IN ('bet_hold', 'casino_debit')) AS active
    FROM v GROUP BY day`);
  return new Map(result.rows.map((row) => [row.day, row]));
}

type CasinoRow = { day: string; game: string; stakes: number; wins: number; rollbacks: number };

async function casinoByGame(db: Queryable, range: Range) {
  const result = await db.execute<CasinoRow>(sql`
    SELECT ${kolkataDay(sql.raw('tr.created_at'))} AS day, coalesce(g.name, 'Unknown game') AS game,
           coalesce(sum(tr.amount) FILTER (WHERE tr.kind = 'casino_debit'), 0) AS stakes,
           coalesce(sum(tr.amount) FILTER (WHERE tr.kind = 'casino_credit'), 0) AS wins,
           coalesce(sum(tr.amount) FILTER (WHERE tr.kind = 'casino_rollback'), 0) AS rollbacks
    FROM transfers tr
    JOIN casino_wallet_transactions w ON tr.reference = 'casino_tx:' || w.id
    LEFT JOIN casino_games g ON g.id = w.game_id
    WHERE NOT tr.play_money AND tr.kind IN ('casino_debit', 'casino_credit', 'casino_rollback')
      AND tr.created_at >= ${range.start} AND tr.created_at < ${range.end}
    GROUP BY 1, 2 ORDER BY 1, 2`);
  const byDay = new Map<string, CasinoRow[]>();
  for (const row of result.rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return byDay;
}

type RequestRow = { day: string; deposits_pending: number; deposits_pending_sum: number; withdrawals_pending: number; withdrawals_pending_sum: number };

/** Requests waiting for the operator, by the day they were made (no money has moved for a waiting deposit). */
async function pendingRequests(db: Queryable, range: Range) {
  const result = await db.execute<RequestRow>(sql`
    SELECT day, sum(deposits_pending) AS deposits_pending, sum(deposits_pending_sum) AS deposits_pending_sum,
           sum(withdrawals_pending) AS withdrawals_pending, sum(withdrawals_pending_sum) AS withdrawals_pending_sum
    FROM (
      SELECT ${kolkataDay(sql.raw('d.created_at'))} AS day, 1 AS deposits_pending, d.amount AS deposits_pending_sum, 0 AS withdrawals_pending, 0 AS withdrawals_pending_sum
      FROM deposits d JOIN users u ON u.id = d.user_id AND NOT u.is_demo
      WHERE d.status = 'processing' AND d.created_at >= ${range.start} AND d.created_at < ${range.end}
      UNION ALL
      SELECT ${kolkataDay(sql.raw('w.created_at'))}, 0, 0, 1, w.amount
      FROM withdrawals w JOIN users u ON u.id = w.user_id AND NOT u.is_demo
      WHERE w.status = 'processing' AND w.created_at >= ${range.start} AND w.created_at < ${range.end}
    ) requests GROUP BY day`);
  return new Map(result.rows.map((row) => [row.day, row]));
}

type RejectedRow = { day: string; count: number; sum: number };

/** Deposits rejected, by the day of the decision (a rejected deposit moved no money). */
async function rejectedDeposits(db: Queryable, range: Range) {
  const result = await db.execute<RejectedRow>(sql`
    SELECT ${kolkataDay(sql.raw('d.decided_at'))} AS day, count(*) AS count, coalesce(sum(d.amount), 0) AS sum
    FROM deposits d JOIN users u ON u.id = d.user_id AND NOT u.is_demo
    WHERE d.status = 'rejected' AND d.decided_at >= ${range.start} AND d.decided_at < ${range.end}
    GROUP BY 1`);
  return new Map(result.rows.map((row) => [row.day, row]));
}

type ActivityRow = { day: string; new_players: number; turnover: number; matched: number };

/** Registrations, and the exchange's stake volumes (what was staked and matched, not money moved). */
async function activity(db: Queryable, range: Range) {
  const result = await db.execute<ActivityRow>(sql`
    WITH makers AS (SELECT user_id FROM house_makers)
    SELECT day, sum(new_players) AS new_players, sum(turnover) AS turnover, sum(matched) AS matched FROM (
      SELECT ${kolkataDay(sql.raw('u.created_at'))} AS day, 1 AS new_players, 0 AS turnover, 0 AS matched
      FROM users u WHERE u.role = 'player' AND NOT u.is_demo AND u.id NOT IN (SELECT user_id FROM makers)
        AND u.created_at >= ${range.start} AND u.created_at < ${range.end}
      UNION ALL
      SELECT ${kolkataDay(sql.raw('b.placed_at'))}, 0, b.stake, 0
      FROM bets b JOIN users u ON u.id = b.user_id AND NOT u.is_demo
      WHERE b.user_id NOT IN (SELECT user_id FROM makers) AND b.placed_at >= ${range.start} AND b.placed_at < ${range.end}
      UNION ALL
      SELECT ${kolkataDay(sql.raw('m.created_at'))}, 0, 0, m.stake
      FROM bet_matches m JOIN bets tb ON tb.market_id = m.market_id AND tb.seq = m.taker_seq JOIN users u ON u.id = tb.user_id AND NOT u.is_demo
      WHERE m.created_at >= ${range.start} AND m.created_at < ${range.end}
    ) figures GROUP BY day`);
  return new Map(result.rows.map((row) => [row.day, row]));
}

const n = (value: number | string | undefined) => Number(value ?? 0);
const rupees = (paise: number) => toRupees(paise);
const countSum = (count: number, paise: number) => ({ count, sum: rupees(paise) });

/** One day's figures in paise, before they become rupees. */
type DayPaise = {
  deposits: { approved: [number, number]; pending: [number, number]; rejected: [number, number] };
  withdrawals: { requested: [number, number]; paid: [number, number]; pending: [number, number]; rejected: [number, number] };
  players: { new: number; active: number };
  exchange: {
    turnover: number;
    matched_volume: number;
    commission: number;
    players_won: number;
    players_lost: number;
    house_market_maker_pnl: number;
    market_maker_funding: number;
  };
  casino: { stakes: number; wins: number; rollbacks: number; games: Map<string, { stakes: number; wins: number; rollbacks: number }> };
  bonuses: { granted: number; converted: number; expired: number };
  adjustments: { credited: number; debited: number };
  other_to_players: number;
  players_balance_change: number;
};

function emptyDay(): DayPaise {
  return {
    deposits: { approved: [0, 0], pending: [0, 0], rejected: [0, 0] },
    withdrawals: { requested: [0, 0], paid: [0, 0], pending: [0, 0], rejected: [0, 0] },
    players: { new: 0, active: 0 },
    exchange: { turnover: 0, matched_volume: 0, commission: 0, players_won: 0, players_lost: 0, house_market_maker_pnl: 0, market_maker_funding: 0 },
    casino: { stakes: 0, wins: 0, rollbacks: 0, games: new Map() },
    bonuses: { granted: 0, converted: 0, expired: 0 },
    adjustments: { credited: 0, debited: 0 },
    other_to_players: 0,
    players_balance_change: 0,
  };
}

const add = (into: [number, number], more: [number, number]) => {
  into[0] += more[0];
  into[1] += more[1];
};

/** Adds `day` into `total` (the range's totals; active players are summed day by day, a player active on two days counts twice). */
function accumulate(total: DayPaise, day: DayPaise) {
  for (const key of ['approved', 'pending', 'rejected'] as const) add(total.deposits[key], day.deposits[key]);
  for (const key of ['requested', 'paid', 'pending', 'rejected'] as const) add(total.withdrawals[key], day.withdrawals[key]);
  total.players.new += day.players.new;
  total.players.active += day.players.active;
  for (const key of Object.keys(total.exchange) as (keyof DayPaise['exchange'])[]) total.exchange[key] += day.exchange[key];
  total.casino.stakes += day.casino.stakes;
  total.casino.wins += day.casino.wins;
  total.casino.rollbacks += day.casino.rollbacks;
  for (const [game, figures] of day.casino.games) {
    const sum = total.casino.games.get(game) ?? { stakes: 0, wins: 0, rollbacks: 0 };
    total.casino.games.set(game, { stakes: sum.stakes + figures.stakes, wins: sum.wins + figures.wins, rollbacks: sum.rollbacks + figures.rollbacks });
  }
  for (const key of ['granted', 'converted', 'expired'] as const) total.bonuses[key] += day.bonuses[key];
  total.adjustments.credited += day.adjustments.credited;
  total.adjustments.debited += day.adjustments.debited;
  total.other_to_players += day.other_to_players;
  total.players_balance_change += day.players_balance_change;
}

/** GGR, NGR and the players' flows rebuilt from the figures, in paise (the formulas in GGR_FORMULA and NGR_FORMULA). */
export function derivedFigures(day: DayPaise) {
  const { exchange, casino, bonuses, adjustments } = day;
  const casinoGgr = casino.stakes - casino.wins - casino.rollbacks;
  const ggr = exchange.commission + exchange.players_lost - exchange.players_won + casinoGgr;
  const adjustmentsNet = adjustments.credited - adjustments.debited;
  const ngr = ggr - bonuses.converted - adjustmentsNet;
  const playersFlows = day.deposits.approved[1] - day.withdrawals.paid[1] - ggr + bonuses.granted - bonuses.expired + adjustmentsNet + day.other_to_players;
  return { casinoGgr, ggr, ngr, adjustmentsNet, playersFlows };
}

function toView(day: DayPaise) {
  const derived = derivedFigures(day);
  const pair = (value: [number, number]) => countSum(value[0], value[1]);
  return {
    deposits: { approved: pair(day.deposits.approved), pending: pair(day.deposits.pending), rejected: pair(day.deposits.rejected) },
    withdrawals: {
      requested: pair(day.withdrawals.requested),
      paid: pair(day.withdrawals.paid),
      pending: pair(day.withdrawals.pending),
      rejected: pair(day.withdrawals.rejected),
    },
    players: day.players,
    exchange: Object.fromEntries(Object.entries(day.exchange).map(([key, value]) => [key, rupees(value)])) as Record<keyof DayPaise['exchange'], number>,
    casino: {
      stakes: rupees(day.casino.stakes),
      wins: rupees(day.casino.wins),
      rollbacks: rupees(day.casino.rollbacks),
      ggr: rupees(derived.casinoGgr),
      games: [...day.casino.games]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([game, figures]) => ({
          game,
          stakes: rupees(figures.stakes),
          wins: rupees(figures.wins),
          rollbacks: rupees(figures.rollbacks),
          ggr: rupees(figures.stakes - figures.wins - figures.rollbacks),
        })),
    },
    bonuses: { granted: rupees(day.bonuses.granted), converted: rupees(day.bonuses.converted), expired: rupees(day.bonuses.expired) },
    adjustments: { credited: rupees(day.adjustments.credited), debited: rupees(day.adjustments.debited), net: rupees(derived.adjustmentsNet) },
    other_to_players: rupees(day.other_to_players),
    ggr: rupees(derived.ggr),
    ngr: rupees(derived.ngr),
    players_balance_change: rupees(day.players_balance_change),
    players_flows_total: rupees(derived.playersFlows),
  };
}

/** The report for the Asia/Kolkata days `from` to `to` (YYYY-MM-DD, both included). */
export async function dailyReport(db: Queryable, from: string, to: string): Promise<DailyReport> {
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const range = { start: kolkataMidnight(from), end: kolkataMidnight(next) };
  const [ledger, games, pending, rejected, registrations] = await Promise.all([
    ledgerFigures(db, range),
    casinoByGame(db, range),
    pendingRequests(db, range),
    rejectedDeposits(db, range),
    activity(db, range),
  ]);
  const total = emptyDay();
  const days: ReportDay[] = daysBetween(from, to).map((date) => {
    const day = emptyDay();
    const l = ledger.get(date);
    if (l) {
      day.deposits.approved = [n(l.deposit_count), n(l.deposit_sum)];
      day.withdrawals.requested = [n(l.hold_count), n(l.hold_sum)];
      day.withdrawals.paid = [n(l.paid_count), n(l.paid_sum)];
      day.withdrawals.rejected = [n(l.released_count), n(l.released_sum)];
      day.players.active = n(l.active);
      Object.assign(day.exchange, {
        commission: n(l.commission),
        players_won: n(l.players_won),
        players_lost: n(l.players_lost),
        house_market_maker_pnl: n(l.maker_pnl),
        market_maker_funding: n(l.maker_funding),
      });
      Object.assign(day.casino, { stakes: n(l.casino_stakes), wins: n(l.casino_wins), rollbacks: n(l.casino_rollbacks) });
      day.bonuses = { granted: n(l.bonus_granted), converted: n(l.bonus_converted), expired: n(l.bonus_expired) };
      day.adjustments = { credited: n(l.adjust_credited), debited: n(l.adjust_debited) };
      day.other_to_players = n(l.other_to_players);
      day.players_balance_change = n(l.players_change);
    }
    for (const row of games.get(date) ?? []) day.casino.games.set(row.game, { stakes: n(row.stakes), wins: n(row.wins), rollbacks: n(row.rollbacks) });
    const p = pending.get(date);
    if (p) {
      day.deposits.pending = [n(p.deposits_pending), n(p.deposits_pending_sum)];
      day.withdrawals.pending = [n(p.withdrawals_pending), n(p.withdrawals_pending_sum)];
    }
    const r = rejected.get(date);
    if (r) day.deposits.rejected = [n(r.count), n(r.sum)];
    const a = registrations.get(date);
    if (a) {
      day.players.new = n(a.new_players);
      day.exchange.turnover = n(a.turnover);
      day.exchange.matched_volume = n(a.matched);
    }
    accumulate(total, day);
    return { day: date, ...toView(day) };
  });
  return { from, to, formula: { ggr: GGR_FORMULA, ngr: NGR_FORMULA }, days, totals: toView(total) };
}
