import { sql } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { MatkaBetType, MatkaBook, MatkaSession } from '@shared/schemas/matka';
import type { Queryable } from '@server/db/client';
import { notFound } from '@server/errors';
import { currentDraw } from './matka-draw';
import type { MarketRow } from './matka-markets';

// The operator's book of a draw before its result: the open bets per number and what the house
// would make or pay if that number came. Bets settled by the same outcome form one group (a
// session's single digit, its panna whatever the patti kind, the jodi); when a number comes,
// every other open bet of its group loses. Real money only: a demo player's play is left out.

const groupOf = (type: MatkaBetType) => (type === 'single' ? 'single' : type === 'jodi' ? 'jodi' : 'patti');

export async function matkaBook(db: Queryable, marketId: number, date: string | undefined, now: Date): Promise<MatkaBook> {
  const found = await db.execute<MarketRow>(sql`SELECT id, name, category, open_time, close_time FROM matka_markets WHERE id = ${marketId}`);
  const market = found.rows[0];
  if (!market) throw notFound('Matka market not found');
  const drawDate = date ?? currentDraw(market, now).drawDate;
  const rows = await db.execute<{ session: MatkaSession; bet_type: MatkaBetType; number: string; bets: number; stake: number; payout: number }>(sql`
    SELECT b.session, b.bet_type, b.number, count(*)::int AS bets, sum(b.stake)::bigint AS stake,
           sum(floor(b.stake * b.rate / 100))::bigint AS payout
    FROM matka_bets b JOIN users u ON u.id = b.user_id AND NOT u.is_demo
    WHERE b.market_id = ${marketId} AND b.draw_date = ${drawDate}::date AND b.status = 'open'
    GROUP BY b.session, b.bet_type, b.number ORDER BY b.session DESC, b.bet_type, b.number`);
  const groupStakes = new Map<string, number>();
  const groupKey = (session: MatkaSession, type: MatkaBetType) => `${type === 'jodi' ? 'open' : session}:${groupOf(type)}`;
  for (const row of rows.rows) {
    const key = groupKey(row.session, row.bet_type);
    groupStakes.set(key, (groupStakes.get(key) ?? 0) + Number(row.stake));
  }
  let openBets = 0;
  let totalStake = 0;
  const numbers = rows.rows.map((row) => {
    openBets += Number(row.bets);
    totalStake += Number(row.stake);
    const payout = Number(row.payout);
    return {
      session: row.session,
      type: row.bet_type,
      number: row.number,
      bets: Number(row.bets),
      stake: toRupees(Number(row.stake)),
      payout: toRupees(payout),
      house_result: toRupees((groupStakes.get(groupKey(row.session, row.bet_type)) ?? 0) - payout),
    };
  });
  numbers.sort((a, b) => a.house_result - b.house_result);
  return { market_id: Number(market.id), draw_date: drawDate, open_bets: openBets, total_stake: toRupees(totalStake), numbers };
}
