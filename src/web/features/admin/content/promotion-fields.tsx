// Bits the promotions screen's forms share.

export const wageringLabels = { exchange: 'Exchange (matched stake)', casino: 'Casino stakes', any: 'Exchange and casino' } as const;
