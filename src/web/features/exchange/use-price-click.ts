import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getOneClickStake, useOneClickBet } from '@web/lib/one-click-bet';
import { useSessionUser } from '@web/lib/session';
import { openBetSlip, type BetSelection } from './bet-slip-store';
import { isDesktopLayout } from './layout';
import { placeOneClickBet } from './one-click';

/**
 * What a price click does: opens the bet slip on the selection, or — with One Click Bet ticked
 * in the right sidebar (shown on large screens only) and a player signed in — places the
 * preset stake at once.
 */
export function usePriceClick(): (selection: BetSelection) => void {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [isOneClick] = useOneClickBet();
  return useCallback(
    (selection: BetSelection) => {
      if (isOneClick && user && isDesktopLayout()) {
        void placeOneClickBet(queryClient, selection, getOneClickStake());
        return;
      }
      openBetSlip(selection);
    },
    [isOneClick, user, queryClient],
  );
}
