import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { formatRupees } from '@shared/money';
import { newIdempotencyKey } from './api/idempotency';
import { placeBet, PLACE_BET_ERROR, refreshAfterBet } from './api/place-bet';
import type { BetSelection } from './bet-slip-store';
import { formatPrice } from './format';
import { describePlacedBet } from './placed-bet-text';

// One Click Bet (spec §2, right sidebar): a price click places the preset stake at once, at the
// price clicked, and a toast confirms what happened.

export async function placeOneClickBet(queryClient: QueryClient, selection: BetSelection, stake: number): Promise<void> {
  const isBack = selection.side === 'back';
  const side = selection.marketType === 'fancy' ? (isBack ? t`Yes` : t`No`) : isBack ? t`Back` : t`Lay`;
  const runner = selection.runnerName;
  const price = formatPrice(selection.price);
  const amount = formatRupees(stake);
  const what = t`${side} ${runner} @ ${price} for ${amount}`;
  showToast('info', what, t`Placing bet…`);
  try {
    const result = await placeBet({
      body: {
        market_id: selection.marketId,
        runner_id: selection.runnerId,
        side: selection.side,
        price: selection.price,
        stake,
        event_id: selection.eventId,
        ...(selection.line === null ? {} : { line: selection.line }),
      },
      idempotencyKey: newIdempotencyKey(),
    });
    refreshAfterBet(queryClient, selection.marketId, result);
    const text = describePlacedBet(result.bet, selection.marketType === 'fancy');
    showToast('success', `${what}. ${text.lines.join('. ')}`, text.title);
  } catch (error) {
    showToast('error', errorMessage(error, PLACE_BET_ERROR), t`Bet not placed`);
  }
}
