import { toDecimalPrice, toHundredths } from '@shared/odds-ladder';
import type { PlaceBetInput } from '@shared/schemas/bets';
import { AppError } from '@server/errors';
import type { World } from '../ledger';
import type { MarketTransaction } from './market-record';
import { depth } from './matching/order-book';

// An in-play order after its bet delay, under the market's lock: when the best price it would
// meet now differs from the price the player asked, their "accept odds changes" setting decides.
// A better price is matched by the book on its own (a limit order fills at the best price), so
// only refusing it (never) needs doing; a worse one is refused, or with "any" the order goes at
// the new price. The refusal names the new price (errors.price) so the slip can offer it.

export function acceptOddsChange(marketTx: MarketTransaction, world: World, input: PlaceBetInput): PlaceBetInput {
  if (input.accept_odds === undefined || marketTx.market.type === 'fancy') return input;
  if (!marketTx.state.runners.some((runner) => runner.id === input.runner_id)) return input;
  const asked = toHundredths(input.price);
  const levels = depth(marketTx.state.books[world], String(input.runner_id), 1);
  const best = (input.side === 'back' ? levels.back[0] : levels.lay[0])?.price;
  if (best === undefined || best === asked) return input;
  const isBetter = input.side === 'back' ? best > asked : best < asked;
  if (isBetter && input.accept_odds !== 'never') return input;
  if (!isBetter && input.accept_odds === 'any') return { ...input, price: toDecimalPrice(best) };
  const now = toDecimalPrice(best).toFixed(2);
  return refuse(`The price moved from ${input.price.toFixed(2)} to ${now} during the bet delay`, now);
}

function refuse(message: string, price: string): never {
  throw new AppError('CONFLICT', message, { price });
}
