import { sql } from 'drizzle-orm';
import { toDecimalPrice } from '@shared/odds-ladder';
import type { Tx } from '@server/db/client';
import { noticeTexts, notifyPlayers } from '@server/modules/notifications';
import type { ExchangeCache } from './exchange-cache';
import { houseUserIds } from './house';
import type { MarketTransaction } from './market-record';
import { bookHolding } from './market-state';
import { peekRestingOrder } from './matching/order-book';
import type { Side } from './matching/types';

// "Bet matched" for a resting bet that another player's order matched later. The taker saw its
// own answer, and a bet made in the same transaction (the house's counter-bet, another order of
// the same batch) is answered with it, so only bets stored before are told; the house is never
// told. One notice per bet per commit, all of a commit's in one INSERT (one read of the names
// first), and nothing at all when no stored bet matched, which keeps the order path as it was.

type MakerFill = { userId: number; marketId: number; eventName: string; runnerId: number; side: Side; price: number; matched: number; left: number };

/** The stored bets of these market transactions that matched, each with what matched and what still rests. */
export function makerFills(marketTxs: readonly MarketTransaction[]): MakerFill[] {
  const fills: MakerFill[] = [];
  for (const marketTx of marketTxs) {
    const bySeq = new Map<number, MakerFill>();
    for (const match of marketTx.matches) {
      if (marketTx.newBets.has(match.makerSeq)) continue;
      const known = bySeq.get(match.makerSeq);
      if (known) {
        known.matched += match.stake;
        continue;
      }
      const book = bookHolding(marketTx.state, match.makerSeq);
      bySeq.set(match.makerSeq, {
        userId: match.makerUserId,
        marketId: marketTx.market.id,
        eventName: marketTx.market.eventName,
        runnerId: match.runnerId,
        side: match.takerSide === 'back' ? 'lay' : 'back',
        price: match.price,
        matched: match.stake,
        left: (book && peekRestingOrder(book, String(match.makerSeq))?.remaining) ?? 0,
      });
    }
    fills.push(...bySeq.values());
  }
  return fills;
}

/** Tells the owners of the stored bets these market transactions matched; in the commit's transaction. */
export async function notifyMatchedMakers(tx: Tx, cache: ExchangeCache, marketTxs: readonly MarketTransaction[]): Promise<void> {
  const all = makerFills(marketTxs);
  if (all.length === 0) return;
  const house = await houseUserIds(tx, cache);
  const fills = all.filter((fill) => !house.has(fill.userId));
  if (fills.length === 0) return;
  const runnerIds = [...new Set(fills.map((fill) => fill.runnerId))];
  const found = await tx.execute<{ runner_id: number; runner: string; market: string }>(
    sql`SELECT r.id AS runner_id, r.name AS runner, m.name AS market FROM runners r JOIN markets m ON m.id = r.market_id
        WHERE r.id = ANY(${`{${runnerIds.join(',')}}`}::bigint[])`,
  );
  const names = new Map(found.rows.map((row) => [Number(row.runner_id), row]));
  await notifyPlayers(
    tx,
    fills.map((fill) => {
      const named = names.get(fill.runnerId);
      return {
        userId: fill.userId,
        kind: 'bet_matched',
        message: noticeTexts.betMatched({
          event: fill.eventName,
          market: named?.market ?? `Market ${fill.marketId}`,
          side: fill.side,
          runner: named?.runner ?? `Runner ${fill.runnerId}`,
          price: toDecimalPrice(fill.price),
          matched: fill.matched,
          left: fill.left,
        }),
      };
    }),
  );
}
