import { describe, expect, it } from 'vitest';
import { formatCompactStake } from './format';

describe('formatCompactStake', () => {
  it.each([
    [950.5, '950'],
    [4_000, '4K'],
    [14_250, '14.25K'],
    [250_000, '2.5L'],
    [12_500_000, '1.25Cr'],
  ])('%s → %s', (rupees, text) => {
    expect(formatCompactStake(rupees)).toBe(text);
  });
});
