import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getOneClickStake, useOneClickBet } from '@web/lib/one-click-bet';
import { useSessionUser } from '@web/lib/session';
import { openBetSlip, type BetSelection } from './bet-slip-store';

/**
 * What a price click does: opens the bet slip on the selection, or — with One Click Bet on (the
 * right sidebar on large screens, Settings → Bet slip on any) and a player signed in — places the
 * preset stake at once, on a phone as on a computer.
 */
export function usePriceClick(): (selection: BetSelection) => void {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [isOneClick] = useOneClickBet();
  return useCallback(
    (selection: BetSelection) => {
      if (isOneClick && user) {
        // Its code (placing, the toasts' texts) loads with the first one-click bet, not with every page of prices.
        const stake = getOneClickStake();
        void import('./one-click').then(({ placeOneClickBet }) => placeOneClickBet(queryClient, selection, stake));
        return;
      }
      openBetSlip(selection);
    },
    [isOneClick, user, queryClient],
  );
}
