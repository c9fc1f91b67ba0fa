import { toRupees, type Paise } from '@shared/money';
import { toDecimalPrice } from '@shared/odds-ladder';
import type { PlacedBet } from '@shared/schemas/bets';
import { playBlockedMessage } from '@shared/schemas/responsible-gambling';
import type { Tx } from '@server/db/client';
import { forbidden, notFound, unprocessable } from '@server/errors';
import type { PlayerBalances } from '../ledger';
import { findOwnBet, toPlacedBetView } from './cancel-bet';
import type { ExchangeCache } from './exchange-cache';
import { houseMakerFor, type Participant } from './house';
import { cancelResting, reduceResting } from './market-changes';
import { checkBetDelay, checkMarketTakesBet, matchOrder, toPlacedBet } from './match-order';
import { bookHolding } from './market-state';
import { commitMarkets, openMarkets } from './market-transaction';
import { findRestingOrder } from './matching/order-book';

// Editing the unmatched part of the player's own bet, as Betfair does: lowering only its stake
// cancels the difference where the bet rests, so it keeps its place in the queue; a new price or
// a higher stake cancels the unmatched part and places a new bet for it, which goes to the back
// of the queue (and may match at once). The matched part stands either way. The exposure is held
// again from the market's state by the same commit as any order.

export type EditedBet = { bet: PlacedBet; keptPlace: boolean; replacedBetId: number | null; balances: PlayerBalances };

/** `edit`: the new price (hundredths) and the new unmatched stake (paise), either or both. */
export async function editBet(
  tx: Tx,
  cache: ExchangeCache,
  bettor: Participant,
  betId: number,
  edit: { price?: number; stake?: Paise },
  hasWaited: boolean,
): Promise<EditedBet> {
  const found = await findOwnBet(tx, bettor.userId, betId);
  if (!found) throw notFound('Bet not found');
  const marketId = Number(found.market_id);
  const { markets, blockedPlayers } = await openMarkets(tx, cache, [marketId], [], [bettor.userId]);
  const marketTx = markets.get(marketId);
  if (!marketTx) throw notFound('Bet not found');
  const block = blockedPlayers.get(bettor.userId);
  if (block) throw forbidden(playBlockedMessage(block.kind, block.endsAt));
  const seq = Number(found.seq);
  const book = bookHolding(marketTx.state, seq);
  const resting = book && findRestingOrder(book, String(seq));
  if (!resting) throw unprocessable(notEditable(found.status));
  const price = edit.price ?? resting.price;
  const stake = edit.stake ?? resting.remaining;
  if (price === resting.price && stake === resting.remaining) throw unprocessable('Nothing to change: give a different price or stake');
  const input = {
    market_id: marketId,
    runner_id: Number(found.runner_id),
    side: resting.side,
    price: toDecimalPrice(price),
    stake: toRupees(stake),
    persistence: resting.persistence,
  };
  checkMarketTakesBet(marketTx.market, input, stake);

  if (price === resting.price && stake < resting.remaining) {
    reduceResting(marketTx, seq, resting.remaining - stake);
    const { balances } = await commitMarkets(tx, cache, [marketTx], [bettor.userId]);
    const after = await findOwnBet(tx, bettor.userId, betId);
    const balance = balances.get(bettor.userId);
    if (!after || !balance) throw new Error('an edited bet was not stored');
    return { bet: toPlacedBetView(after), keptPlace: true, replacedBetId: null, balances: balance };
  }

  checkBetDelay(cache, marketTx, hasWaited);
  cancelResting(marketTx, seq);
  const house = await houseMakerFor(tx, cache, marketId, bettor.world);
  // A refusal here throws with the state half changed; it was taken out of the cache with the lock, so nothing is kept.
  const replacement = matchOrder(marketTx, house, bettor, input);
  const { bets, balances } = await commitMarkets(tx, cache, [marketTx], [bettor.userId]);
  const stored = bets.get(marketId)?.get(replacement.seq);
  const balance = balances.get(bettor.userId);
  if (!stored || !balance) throw new Error('an edited bet was not stored');
  return { bet: toPlacedBet(stored, marketId, replacement), keptPlace: false, replacedBetId: betId, balances: balance };
}

function notEditable(status: string): string {
  if (status === 'won' || status === 'lost' || status === 'void') return 'This bet is settled and cannot be edited';
  if (status === 'matched') return 'This bet is fully matched: only an unmatched bet can be edited';
  if (status === 'cancelled') return 'This bet was cancelled and cannot be edited';
  if (status === 'lapsed') return 'This bet lapsed and cannot be edited';
  return 'This bet has no unmatched part to edit';
}
