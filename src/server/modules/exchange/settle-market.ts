import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { SettleMarketInput, Settlement } from '@shared/schemas/exchange';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, unprocessable } from '@server/errors';
import { noticeTexts, notifyPlayers } from '@server/modules/notifications';
import { houseAccount, transferMany, type TransferInput } from '../ledger';
import { moneyOut } from './bet-view';
import { bettingAccountsOf, keepState, type ExchangeCache } from './exchange-cache';
import { houseUserIds } from './house';
import { lapseResting } from './market-changes';
import type { MarketTransaction } from './market-record';
import { openMarket } from './market-transaction';
import type { SettlementResult } from './market-state';
import { exposureOf, settledProfit } from './position-math';
import { writeMarket } from './write-markets';

// Settlement: under the market's lock, unmatched orders lapse, then each player's
// net result is paid through the ledger — exposure released, the loss to the house or the win
// from it, commission on net winnings at the market's rate — and every bet gets its profit.
// Guarded by the market's settled state: a second settle of the same result moves nothing. The
// last market of an event to settle closes the event (it is over).
// A resettlement reverses the previous round's transfers (reverse transfers, never edits).

export function toSettlementResult(input: SettleMarketInput): SettlementResult {
  if (input.void) return { void: true };
  if (input.result !== undefined) return { result: input.result };
  return { winner_runner_id: input.winner_runner_id };
}

const removedKey = (result: SettlementResult) => [...(result.removed_runner_ids ?? [])].sort((x, y) => x - y).join(',');

const sameResult = (a: SettlementResult | null, b: SettlementResult) =>
  a !== null && Boolean(a.void) === Boolean(b.void) && a.result === b.result && a.winner_runner_id === b.winner_runner_id && removedKey(a) === removedKey(b);

function checkResult(marketTx: MarketTransaction, result: SettlementResult): void {
  const { type } = marketTx.market;
  if (result.void) return;
  if (type === 'fancy') {
    if (result.result === undefined) throw badRequest('A fancy market is settled with its result (runs) or void');
    return;
  }
  if (result.winner_runner_id === undefined) throw badRequest('Give the winner or void');
  if (!marketTx.state.runners.some((runner) => runner.id === result.winner_runner_id)) {
    throw badRequest('The winner is not a runner of this market', { winner_runner_id: 'The winner is not a runner of this market' });
  }
  const removed = result.removed_runner_ids ?? [];
  if (removed.some((id) => id === result.winner_runner_id || !marketTx.state.runners.some((runner) => runner.id === id))) {
    throw badRequest('A removed runner must be another runner of this market');
  }
}

export async function settleMarket(tx: Tx, cache: ExchangeCache, marketId: number, result: SettlementResult): Promise<Settlement> {
  const marketTx = await openMarket(tx, cache, marketId);
  checkResult(marketTx, result);
  const { market } = marketTx;
  if (market.settledAt !== null) {
    keepState(cache, marketTx.state);
    if (sameResult(market.result, result)) return summarize(tx, marketId, market.settleRound, true);
    throw conflict('Market is already settled with another result; resettle it to change the result');
  }
  return settleRound(tx, cache, marketTx, result, []);
}

export async function resettleMarket(tx: Tx, cache: ExchangeCache, marketId: number, result: SettlementResult): Promise<Settlement> {
  const marketTx = await openMarket(tx, cache, marketId);
  checkResult(marketTx, result);
  const { market } = marketTx;
  if (market.settledAt === null) throw conflict('Market is not settled yet');
  if (sameResult(market.result, result)) {
    keepState(cache, marketTx.state);
    return summarize(tx, marketId, market.settleRound, true);
  }
  const reversals = await reversalLegs(tx, marketId, market.settleRound);
  await tx.execute(sql`UPDATE market_settlements SET reversed_at = now() WHERE market_id = ${marketId} AND round = ${market.settleRound}`);
  await tx.execute(sql`UPDATE bets SET status = 'matched', profit = NULL, settled_at = NULL WHERE market_id = ${marketId} AND matched_stake > 0`);
  return settleRound(tx, cache, marketTx, result, reversals);
}

/** Each transfer of the round, reversed, newest first: the re-holds put exposure back as it was. */
async function reversalLegs(tx: Tx, marketId: number, round: number): Promise<TransferInput[]> {
  const reference = `settle:${marketId}:${round}`;
  const found = await tx.execute<{ id: number; debit_account_id: number; credit_account_id: number; amount: number; kind: string }>(
    sql`SELECT id, debit_account_id, credit_account_id, amount, kind FROM transfers WHERE reference = ${reference} ORDER BY id DESC`,
  );
  return found.rows.map((row) => ({
    from: Number(row.credit_account_id),
    to: Number(row.debit_account_id),
    amount: Number(row.amount) as Paise,
    kind: row.kind === 'bet_release' ? 'bet_hold' : row.kind === 'bet_hold' ? 'bet_release' : (row.kind as TransferInput['kind']),
    reference: `unsettle:${marketId}:${round}`,
    idempotencyKey: `unsettle:${marketId}:${round}:${row.id}`,
  }));
}

async function settleRound(
  tx: Tx,
  cache: ExchangeCache,
  marketTx: MarketTransaction,
  result: SettlementResult,
  reversals: TransferInput[],
): Promise<Settlement> {
  const { market, state } = marketTx;
  const round = market.settleRound + 1;
  const house = await houseUserIds(tx, cache);
  lapseResting(marketTx, () => true);

  const users = [...new Set([...state.positions.keys(), ...state.held.keys(), ...marketTx.touched])].sort((a, b) => a - b);
  const accounts = await bettingAccountsOf(tx, cache, users);
  // Each player settles with the house of their own world of money.
  const pnl = { real: await houseAccount(tx, 'house_pnl', 'real'), play: await houseAccount(tx, 'house_pnl', 'play') };
  const commissionAccount = { real: await houseAccount(tx, 'house_commission', 'real'), play: await houseAccount(tx, 'house_commission', 'play') };
  const lapseLegs: TransferInput[] = [];
  const settleLegs: TransferInput[] = [];
  const rows: SettledRow[] = [];
  const exposures = new Map<number, number>();
  const settleRef = `settle:${market.id}:${round}`;

  for (const userId of users) {
    const account = accounts.get(userId);
    if (!account) throw new Error(`no accounts for player ${userId}`);
    // Reversed rounds put the matched exposure back on hold: it is what this round releases.
    const held = reversals.length > 0 ? exposureOf(market.type, state, userId) : (state.held.get(userId) ?? 0);
    const matchedHold = exposureOf(market.type, state, userId);
    if (reversals.length === 0 && held !== matchedHold) {
      const lapsed = held - matchedHold;
      lapseLegs.push({
        from: lapsed > 0 ? account.exposure : account.main,
        to: lapsed > 0 ? account.main : account.exposure,
        amount: Math.abs(lapsed) as Paise,
        kind: lapsed > 0 ? 'bet_release' : 'bet_hold',
        reference: `market:${market.id}`,
      });
    }
    if (held > 0 || matchedHold > 0) exposures.set(userId, 0);
    const profit = settledProfit(market.type, state, userId, result);
    const commission = !house.has(userId) && profit > 0 ? Math.floor((profit * market.commissionBps) / 10_000) : 0;
    const key = (part: string) => ({ reference: settleRef, idempotencyKey: `${settleRef}:${userId}:${part}` });
    if (matchedHold > 0) settleLegs.push({ from: account.exposure, to: account.main, amount: matchedHold, kind: 'bet_release', ...key('release') });
    if (profit < 0) settleLegs.push({ from: account.main, to: pnl[account.world], amount: -profit as Paise, kind: 'bet_loss', ...key('loss') });
    if (profit > 0) settleLegs.push({ from: pnl[account.world], to: account.main, amount: profit as Paise, kind: 'bet_win', ...key('win') });
    if (commission > 0)
      settleLegs.push({ from: account.main, to: commissionAccount[account.world], amount: commission as Paise, kind: 'commission', ...key('commission') });
    // The worst outcome of the matched position is what the player risked: a bonus's wagering counts it (void risks nothing).
    if (state.positions.has(userId)) rows.push({ userId, profit, commission, netRisk: result.void ? 0 : matchedHold });
  }

  await writeMarket(tx, marketTx, exposures);
  await recordRound(tx, market.id, round, result, rows);
  try {
    await transferMany(tx, [...reversals, ...lapseLegs, ...settleLegs]);
  } catch (error) {
    if (reversals.length > 0 && error instanceof Error && error.message === 'Insufficient balance') {
      throw unprocessable('Cannot resettle: a player no longer holds the winnings the first settlement paid');
    }
    throw error;
  }
  await notifySettled(
    tx,
    market.id,
    result,
    rows.filter((row) => !house.has(row.userId)),
    reversals.length > 0,
  );
  for (const userId of exposures.keys()) state.held.delete(userId);
  // The stored version moved on; the state is closed for trading, so it is not kept.
  return summarize(tx, market.id, round, false);
}

/** Tells each player how the market ended for them, net of commission: "India v Australia, Match Odds settled: you won ₹300.00". */
async function notifySettled(
  tx: Tx,
  marketId: number,
  result: SettlementResult,
  rows: ReadonlyArray<{ userId: number; profit: number; commission: number }>,
  isCorrection: boolean,
) {
  if (rows.length === 0) return;
  const found = await tx.execute<{ event: string; market: string }>(
    sql`SELECT e.name AS event, m.name AS market FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = ${marketId}`,
  );
  const name = found.rows[0] ? `${found.rows[0].event}, ${found.rows[0].market}` : `Market ${marketId}`;
  await notifyPlayers(
    tx,
    rows.map(({ userId, profit, commission }) => ({
      userId,
      kind: 'bet_settled',
      message: (isCorrection ? noticeTexts.marketResettled : noticeTexts.marketSettled)(name, { void: result.void === true, net: profit - commission }),
    })),
  );
}

type SettledRow = { userId: number; profit: number; commission: number; netRisk: number };

async function recordRound(tx: Tx, marketId: number, round: number, result: SettlementResult, rows: readonly SettledRow[]): Promise<void> {
  const isVoid = Boolean(result.void);
  const winner = result.winner_runner_id ?? null;
  const runs = result.result ?? null;
  const wins = sql`(CASE WHEN ${runs}::int IS NOT NULL THEN coalesce(line, 0) <= ${runs}::int ELSE runner_id = ${winner}::bigint END)`;
  // A bet on a removed runner is void, as a void market's are.
  const removed = sql`runner_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(result.removed_runner_ids ?? [])}::jsonb))::bigint)`;
  const voided = sql`(${isVoid} OR ${removed})`;
  const profit = sql`(CASE WHEN ${voided} THEN 0 WHEN ${wins} THEN win_pnl ELSE lose_pnl END)`;
  await tx.execute(sql`UPDATE bets SET profit = ${profit},
      status = CASE WHEN ${voided} THEN 'void' WHEN ${profit} > 0 THEN 'won' ELSE 'lost' END, settled_at = now()
    WHERE market_id = ${marketId} AND matched_stake > 0`);
  if (rows.length > 0) {
    const values = rows.map(
      (row) => sql`(${marketId}::bigint, ${round}::int, ${row.userId}::bigint, ${row.profit}::bigint, ${row.commission}::bigint, ${row.netRisk}::bigint)`,
    );
    await tx.execute(sql`INSERT INTO market_settlements (market_id, round, user_id, net_profit, commission, net_risk) VALUES ${sql.join(values, sql`, `)}`);
  }
  await tx.execute(sql`UPDATE markets SET status = 'CLOSED', settled_at = now(), settle_round = ${round}, result = ${JSON.stringify(result)}::jsonb
    WHERE id = ${marketId}`);
  // The event is over once every market of it is settled: it leaves the lists and is no longer in play.
  await tx.execute(sql`UPDATE events e SET status = 'closed'
    WHERE e.id = (SELECT event_id FROM markets WHERE id = ${marketId}) AND e.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM markets o WHERE o.event_id = e.id AND o.settled_at IS NULL)`);
}

async function summarize(tx: Tx, marketId: number, round: number, alreadySettled: boolean): Promise<Settlement> {
  // The players' figures in real money, as the back office's market view counts them: the
  // house's own quotes are settled too, but they are neither a player nor a payout, and demo
  // players' play money is left out.
  const players = sql`user_id NOT IN (SELECT user_id FROM house_makers) AND user_id IN (SELECT id FROM users WHERE NOT is_demo)`;
  const found = await tx.execute<{ result: SettlementResult; settled_at: Date | string; bets: number; players: number; paid: number; commission: number }>(sql`
    SELECT m.result, m.settled_at,
      (SELECT count(*)::int FROM bets WHERE market_id = m.id AND matched_stake > 0 AND ${players}) AS bets,
      (SELECT count(*)::int FROM market_settlements WHERE market_id = m.id AND round = ${round} AND ${players}) AS players,
      (SELECT coalesce(sum(net_profit) FILTER (WHERE net_profit > 0), 0)::bigint FROM market_settlements WHERE market_id = m.id AND round = ${round} AND ${players}) AS paid,
      (SELECT coalesce(sum(commission), 0)::bigint FROM market_settlements WHERE market_id = m.id AND round = ${round} AND ${players}) AS commission
    FROM markets m WHERE m.id = ${marketId}`);
  const row = found.rows[0];
  if (!row) throw new Error('settled market vanished');
  return {
    market_id: marketId,
    round,
    result: row.result,
    settled_at: new Date(row.settled_at).toISOString(),
    bets_settled: Number(row.bets),
    players: Number(row.players),
    total_paid: moneyOut(Number(row.paid)),
    total_commission: moneyOut(Number(row.commission)),
    already_settled: alreadySettled,
  };
}
