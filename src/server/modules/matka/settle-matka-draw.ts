import { sql } from 'drizzle-orm';
import type { Paise } from '@shared/money';
import type { MatkaBetType, MatkaSession } from '@shared/schemas/matka';
import type { Tx } from '@server/db/client';
import { unprocessable } from '@server/errors';
import { houseAccount, transferMany, type TransferInput } from '../ledger';

// Settling a draw's bets on its declared result: each bet whose outcome is known and differs from
// what it was last settled on (every open bet, and every settled bet a corrected result changes).
// A bet's round r pays through transfers referenced `matka-settle:{bet}:{r}`: its stake released
// (exposure → main), then the stake to the house (lost) or the winnings from it (won). A
// correction first reverses round r's transfers, newest first, and pays round r + 1. Declaring
// the same result again finds nothing changed and moves nothing. Each player settles with the
// house of their own world of money.

type Declared = { open_result: string | null; close_result: string | null; jodi: string | null };

export type SettlingBet = {
  id: number;
  user_id: number;
  is_demo: boolean;
  session: MatkaSession;
  bet_type: MatkaBetType;
  number: string;
  stake: number;
  rate: number;
  status: 'open' | 'won' | 'lost';
  settled_on: string | null;
  settle_round: number;
};

/** The result that decides a bet (a digit, a jodi or a panna), undefined while not declared. */
export function outcomeFor(result: Declared, bet: { session: MatkaSession; bet_type: MatkaBetType }): string | undefined {
  if (bet.bet_type === 'jodi') return result.jodi ?? undefined;
  const declared = bet.session === 'open' ? result.open_result : result.close_result;
  if (!declared) return undefined;
  return bet.bet_type === 'single' ? declared.slice(-1) : declared.slice(0, 3);
}

/** What a bet returns when it wins: stake × rate, rounded down to the paisa. */
export const payoutOf = (stake: number, rateHundredths: number) => Math.floor((stake * rateHundredths) / 100);

export async function settleMatkaDraw(tx: Tx, marketId: number, drawDate: string, now: Date): Promise<{ settled: number; resettled: number }> {
  const declared = await tx.execute<Declared>(
    sql`SELECT open_result, close_result, jodi FROM matka_results WHERE market_id = ${marketId} AND result_date = ${drawDate}::date`,
  );
  const result = declared.rows[0];
  if (!result) return { settled: 0, resettled: 0 };
  const found = await tx.execute<SettlingBet>(sql`
    SELECT b.id, b.user_id, u.is_demo, b.session, b.bet_type, b.number, b.stake, b.rate, b.status, b.settled_on, b.settle_round
    FROM matka_bets b JOIN users u ON u.id = b.user_id
    WHERE b.market_id = ${marketId} AND b.draw_date = ${drawDate}::date AND b.status <> 'void' ORDER BY b.id FOR UPDATE OF b`);
  const due = found.rows
    .map((bet) => ({ bet, outcome: outcomeFor(result, bet) }))
    .filter((entry): entry is { bet: SettlingBet; outcome: string } => entry.outcome !== undefined && entry.outcome !== entry.bet.settled_on);
  if (due.length === 0) return { settled: 0, resettled: 0 };

  const accounts = await bettingAccounts(tx, [...new Set(due.map(({ bet }) => Number(bet.user_id)))]);
  const pnl = { real: await houseAccount(tx, 'house_pnl', 'real'), play: await houseAccount(tx, 'house_pnl', 'play') };
  const resettling = due.filter(({ bet }) => bet.status !== 'open').map(({ bet }) => bet);
  const reversals = await reversalLegs(tx, resettling);
  const legs: TransferInput[] = [];
  const updates: Array<{ id: number; status: 'won' | 'lost'; payout: number; settled_on: string; round: number }> = [];
  for (const { bet, outcome } of due) {
    const account = accounts.get(Number(bet.user_id));
    if (!account) throw new Error(`matka bet ${bet.id}: its player has no betting accounts`);
    const house = pnl[bet.is_demo ? 'play' : 'real'];
    const round = Number(bet.settle_round) + 1;
    const stake = Number(bet.stake) as Paise;
    const isWin = bet.number === outcome;
    const payout = isWin ? payoutOf(stake, Number(bet.rate)) : 0;
    const reference = `matka-settle:${bet.id}:${round}`;
    const key = (part: string) => ({ reference, idempotencyKey: `${reference}:${part}` });
    legs.push({ from: account.exposure, to: account.main, amount: stake, kind: 'bet_release', ...key('release') });
    if (isWin) legs.push({ from: house, to: account.main, amount: (payout - stake) as Paise, kind: 'bet_win', ...key('win') });
    else legs.push({ from: account.main, to: house, amount: stake, kind: 'bet_loss', ...key('loss') });
    updates.push({ id: Number(bet.id), status: isWin ? 'won' : 'lost', payout, settled_on: outcome, round });
  }
  try {
    await transferMany(tx, [...reversals, ...legs]);
  } catch (error) {
    if (reversals.length > 0 && error instanceof Error && error.message === 'Insufficient balance') {
      throw unprocessable('Cannot correct the result: a player no longer holds the winnings the first settlement paid');
    }
    throw error;
  }
  await tx.execute(sql`
    UPDATE matka_bets b SET status = u.status, payout = u.payout, settled_on = u.settled_on, settle_round = u.round, settled_at = ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS u(id bigint, status text, payout bigint, settled_on text, round integer)
    WHERE b.id = u.id`);
  return { settled: due.length - resettling.length, resettled: resettling.length };
}

export async function bettingAccounts(tx: Tx, userIds: number[]): Promise<Map<number, { main: number; exposure: number }>> {
  const found = await tx.execute<{ id: number; user_id: number; kind: 'main' | 'exposure' }>(
    sql`SELECT id, user_id, kind FROM accounts WHERE user_id = ANY(${`{${userIds.join(',')}}`}::bigint[]) AND kind IN ('main', 'exposure')`,
  );
  const accounts = new Map<number, { main: number; exposure: number }>();
  for (const row of found.rows) {
    const entry = accounts.get(Number(row.user_id)) ?? { main: 0, exposure: 0 };
    entry[row.kind] = Number(row.id);
    accounts.set(Number(row.user_id), entry);
  }
  for (const [userId, entry] of accounts) if (!entry.main || !entry.exposure) accounts.delete(userId);
  return accounts;
}

/** Each transfer of the bets' last rounds, reversed, newest first, referenced `{prefix}:{bet}:{round}`. */
export async function reversalLegs(tx: Tx, bets: SettlingBet[], prefix = 'matka-unsettle'): Promise<TransferInput[]> {
  if (bets.length === 0) return [];
  const references = bets.map((bet) => `matka-settle:${bet.id}:${bet.settle_round}`);
  const found = await tx.execute<{ id: number; debit_account_id: number; credit_account_id: number; amount: number; kind: string; reference: string }>(
    sql`SELECT id, debit_account_id, credit_account_id, amount, kind, reference FROM transfers
        WHERE reference = ANY(${`{${references.map((reference) => `"${reference}"`).join(',')}}`}::text[]) ORDER BY id DESC`,
  );
  return found.rows.map((row) => {
    const reference = row.reference.replace('matka-settle:', `${prefix}:`);
    return {
      from: Number(row.credit_account_id),
      to: Number(row.debit_account_id),
      amount: Number(row.amount) as Paise,
      kind: row.kind === 'bet_release' ? 'bet_hold' : (row.kind as TransferInput['kind']),
      reference,
      idempotencyKey: `${reference}:${row.id}`,
    };
  });
}
