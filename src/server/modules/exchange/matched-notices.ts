import { toDecimalPrice } from '@shared/odds-ladder';
import type { Tx } from '@server/db/client';
import { noticeTexts } from '@server/modules/notifications';
import type { ExchangeCache } from './exchange-cache';
import { houseUserIds } from './house';
import type { MarketTransaction } from './market-record';
import { bookHolding } from './market-state';
import { peekRestingOrder } from './matching/order-book';
import type { Side } from './matching/types';

// "Bet matched" for a resting bet that another player's order matched later. The taker saw its
// own answer, and a bet made in the same transaction (the house's counter-bet, another order of
// the same batch) is answered with it, so only bets stored before are told; the house is never
// told. One notice per bet per commit, written with the commit's other changes (write-markets.ts).

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

/** A notice for a player, as commitMarkets writes it with the market's changes. */
export type MatchedNotice = { userId: number; kind: 'bet_matched'; message: string };

/**
 * The notices for the owners of the stored bets these market transactions matched (the house is
 * never told). Names come from the markets' rows read under their locks: no query of their own.
 */
export async function matchedMakerNotices(tx: Tx, cache: ExchangeCache, marketTxs: readonly MarketTransaction[]): Promise<MatchedNotice[]> {
  const all = makerFills(marketTxs);
  if (all.length === 0) return [];
  const house = await houseUserIds(tx, cache);
  const markets = new Map(marketTxs.map(({ market }) => [market.id, market]));
  return all
    .filter((fill) => !house.has(fill.userId))
    .map((fill) => {
      const market = markets.get(fill.marketId);
      return {
        userId: fill.userId,
        kind: 'bet_matched',
        message: noticeTexts.betMatched({
          event: fill.eventName,
          market: market?.marketName ?? `Market ${fill.marketId}`,
          side: fill.side,
          runner: market?.runnerNames?.get(fill.runnerId) ?? `Runner ${fill.runnerId}`,
          price: toDecimalPrice(fill.price),
          matched: fill.matched,
          left: fill.left,
        }),
      };
    });
}
