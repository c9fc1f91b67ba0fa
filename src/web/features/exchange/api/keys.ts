import { queryRoots } from '@web/lib/query-keys';
import type { BookMoney } from './book-money';

// Query keys of the exchange's reads: one root, so a placed bet can refresh what it touched.

export const exchangeKeys = {
  all: queryRoots.exchange,
  sports: () => [...exchangeKeys.all, 'sports'] as const,
  events: (sport: string | undefined, money: BookMoney) => [...exchangeKeys.all, 'events', sport ?? 'all', money] as const,
  event: (id: number, money: BookMoney) => [...exchangeKeys.all, 'event', id, money] as const,
  /** Without `money`: the market in both books (to refresh after a bet). */
  market: (id: number, money?: BookMoney) => [...exchangeKeys.all, 'market', id, ...(money ? [money] : [])] as const,
  cashOut: (marketId: number, userId?: number) => [...exchangeKeys.all, 'cash-out', marketId, ...(userId === undefined ? [] : [userId])] as const,
  positions: () => [...exchangeKeys.all, 'position'] as const,
  position: (marketId: number, userId: number | undefined) => [...exchangeKeys.positions(), marketId, userId] as const,
};
