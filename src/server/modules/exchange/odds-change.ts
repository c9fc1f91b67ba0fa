import { toDecimalPrice, toHundredths } from '@shared/odds-ladder';
import type { PlaceBetInput } from '@shared/schemas/bets';
import { AppError } from '@server/errors';
import type { World } from '../ledger';
import type { MarketTransaction } from './market-record';
import { depth } from './matching/order-book';

// An in-play order after its bet delay, under the market's lock. It is a limit order, as on
// Betfair: it takes what is available at its price or better and the rest rests unmatched (and
// lapses at the next suspension unless kept). The player's "accept odds changes" setting is only
// about the price in the slip moving away during the delay: it applies when the order's price was
// on offer as the order arrived (`bestAtArrival`: the best price then, in hundredths) and the
// best price is another one now. An order away from the best price (a back above it, a lay below
// it) was never on offer, so nothing moved: it waits for its price.
//  - never: any move is refused, the new price named (errors.price) so the slip can offer it;
//  - better: the order goes while its price (or a better one) is still there, else refused;
//  - any: when its price is gone, the order goes at the new best price.

export function acceptOddsChange(marketTx: MarketTransaction, world: World, input: PlaceBetInput, bestAtArrival: number | undefined): PlaceBetInput {
  if (input.accept_odds === undefined || bestAtArrival === undefined || marketTx.market.type === 'fancy') return input;
  if (!marketTx.state.runners.some((runner) => runner.id === input.runner_id)) return input;
  const asked = toHundredths(input.price);
  const isBack = input.side === 'back';
  const isOnOffer = (best: number) => (isBack ? asked <= best : asked >= best);
  if (!isOnOffer(bestAtArrival)) return input;
  const levels = depth(marketTx.state.books[world], String(input.runner_id), 1);
  const best = (isBack ? levels.back[0] : levels.lay[0])?.price;
  if (best === undefined || best === bestAtArrival) return input;
  if (input.accept_odds === 'never') return refuse(bestAtArrival, best);
  if (isOnOffer(best)) return input;
  return input.accept_odds === 'any' ? { ...input, price: toDecimalPrice(best) } : refuse(bestAtArrival, best);
}

function refuse(from: number, to: number): never {
  const now = toDecimalPrice(to).toFixed(2);
  throw new AppError('CONFLICT', `The price moved from ${toDecimalPrice(from).toFixed(2)} to ${now} during the bet delay`, { price: now });
}
