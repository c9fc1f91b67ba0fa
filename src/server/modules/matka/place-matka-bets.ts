import { sql } from 'drizzle-orm';
import { toPaise, toRupees, type Paise } from '@shared/money';
import type { BetBalance } from '@shared/schemas/bets';
import { matkaSessionProblem, type MatkaBet, type PlaceMatkaBetsInput } from '@shared/schemas/matka';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/errors';
import { assertMayPlay } from '../responsible-gambling';
import { balanceFigures, playerAccount, transferManyThenBalances, type PlayerBalances, type TransferInput } from '../ledger';
import { cutOffOf, currentDraw, isDrawVoid } from './matka-draw';
import { cardTime, type MarketRow } from './matka-markets';
import { readMatkaRates } from './matka-rates';
import { checkNumberLimit } from './number-limit';
import { toMatkaBet, type MatkaBetRow } from './matka-bet-view';

// Placing a slip of Matka bets: every number of the slip on one market's current draw and one
// session, or none of them. The market row is held FOR SHARE, so a result being declared (which
// takes it FOR UPDATE) either settles these bets or is declared after them; the stakes move
// main → exposure in one ledger call. A real-money slip must fit the operator's limit per number
// (number-limit.ts).

export type Bettor = { id: number; isDemo: boolean };

const drawCancelledMessage = 'This draw was cancelled and takes no bets.';

export async function placeMatkaBets(tx: Tx, bettor: Bettor, input: PlaceMatkaBetsInput, now: Date): Promise<{ bets: MatkaBet[]; balance: BetBalance }> {
  await assertMayPlay(tx, bettor.id);
  const found = await tx.execute<MarketRow & { is_active: boolean }>(
    sql`SELECT id, name, category, open_time, close_time, is_active FROM matka_markets WHERE id = ${input.market_id} FOR SHARE`,
  );
  const market = found.rows[0];
  if (!market?.is_active) throw notFound('Matka market not found');
  for (const line of input.bets) {
    const problem = matkaSessionProblem(market.category, line.type, input.session);
    if (problem) throw badRequest(problem, { session: problem });
  }
  const draw = currentDraw(market, now);
  const cutOff = cutOffOf(draw, input.session);
  const declared = await tx.execute<{ open_result: string | null; close_result: string | null; jodi: string | null }>(
    sql`SELECT open_result, close_result, jodi FROM matka_results WHERE market_id = ${market.id} AND result_date = ${draw.drawDate}::date`,
  );
  const result = declared.rows[0];
  const isDeclared = input.session === 'open' ? Boolean(result?.open_result) : Boolean(result?.close_result ?? result?.jodi);
  if (now.getTime() >= cutOff || isDeclared) {
    throw conflict(`Bets for the ${input.session} session are closed. It took bets until ${cardTime(cutOff)}.`);
  }

  if (await isDrawVoid(tx, market.id, draw.drawDate)) throw conflict(drawCancelledMessage);

  const rates = await readMatkaRates(tx);
  if (!bettor.isDemo) {
    const lines = input.bets.map((line) => ({ type: line.type, number: line.number, stake: toPaise(line.stake) }));
    await checkNumberLimit(tx, { marketId: Number(market.id), drawDate: draw.drawDate, session: input.session }, lines, rates);
  }
  const values = input.bets.map(
    (line) =>
      sql`(${bettor.id}, ${market.id}, ${draw.drawDate}::date, ${input.session}, ${line.type}, ${line.number}, ${toPaise(line.stake)}, ${rates[line.type]}, ${now.toISOString()}::timestamptz)`,
  );
  const inserted = await tx.execute<MatkaBetRow>(sql`
    INSERT INTO matka_bets (user_id, market_id, draw_date, session, bet_type, number, stake, rate, placed_at)
    VALUES ${sql.join(values, sql`, `)}
    RETURNING id, market_id, ${market.name} AS market, draw_date::text AS draw_date, session, bet_type, number, stake, rate, status, payout,
              settled_on, placed_at, settled_at`);

  const main = await playerAccount(tx, bettor.id, 'main');
  const exposure = await playerAccount(tx, bettor.id, 'exposure');
  const legs: TransferInput[] = inserted.rows.map((bet) => ({
    from: main,
    to: exposure,
    amount: Number(bet.stake) as Paise,
    kind: 'bet_hold',
    reference: `matka:${bet.id}`,
    idempotencyKey: `matka-hold:${bet.id}`,
  }));
  const { balances } = await transferManyThenBalances(tx, legs, [bettor.id]);
  return { bets: inserted.rows.map(toMatkaBet), balance: balanceView(balances.get(bettor.id)) };
}

export function balanceView(balances: PlayerBalances | undefined): BetBalance {
  const zero = 0 as Paise;
  const figures = balanceFigures(balances ?? { main: zero, bonus: zero, exposure: zero, withdrawalHold: zero });
  return {
    main_balance: toRupees(figures.mainBalance),
    bonus_balance: toRupees(figures.bonusBalance),
    net_exposure: toRupees(figures.netExposure),
    total_balance: toRupees(figures.totalBalance),
    available_credit: toRupees(figures.availableCredit),
  };
}
