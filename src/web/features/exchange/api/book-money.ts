import { getSession, useSessionUser } from '@web/lib/session';

// Which book the player sees and trades on: a demo player's orders meet only play money, so the
// prices they are shown are the play-money book's (`?money=play` on the exchange's reads).

export type BookMoney = 'real' | 'play';

export const bookMoneyOf = (user: { is_demo: boolean } | undefined): BookMoney => (user?.is_demo ? 'play' : 'real');

export function useBookMoney(): BookMoney {
  return bookMoneyOf(useSessionUser());
}

/** Outside React (the live stream): the signed-in player's book now. */
export function currentBookMoney(): BookMoney {
  return bookMoneyOf(getSession().user);
}
