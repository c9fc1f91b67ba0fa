// Query keys of the exchange's reads: one root, so a placed bet can refresh what it touched.

export const exchangeKeys = {
  all: ['exchange'] as const,
  sports: () => [...exchangeKeys.all, 'sports'] as const,
  events: (sport: string | undefined) => [...exchangeKeys.all, 'events', sport ?? 'all'] as const,
  event: (id: number) => [...exchangeKeys.all, 'event', id] as const,
  market: (id: number) => [...exchangeKeys.all, 'market', id] as const,
  positions: () => [...exchangeKeys.all, 'position'] as const,
  position: (marketId: number, userId: number | undefined) => [...exchangeKeys.positions(), marketId, userId] as const,
};
