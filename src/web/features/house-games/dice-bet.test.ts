import { describe, expect, it } from 'vitest';
import { quoteDice } from './dice-bet';

describe('quoteDice', () => {
  it('quotes the exact win chance and the multiplier the server pays', () => {
    const quote = quoteDice('50', 'under');
    // Under 50.00 wins on 5000 of the 10001 rolls: 99% / (5000/10001) floored to 4 decimals.
    expect(quote).toEqual({ multiplier: 1.9801, chancePercent: (5000 / 10001) * 100 });
    expect(quoteDice('50', 'over')).toEqual({ multiplier: 1.9801, chancePercent: (5000 / 10001) * 100 });
  });

  it('explains a target it cannot take', () => {
    expect(quoteDice('', 'under')).toEqual({ error: 'Target is required' });
    expect(quoteDice('100', 'under')).toEqual({ error: 'Target must be from 0.01 to 99.99' });
    expect(quoteDice('10.555', 'under')).toEqual({ error: 'Target must have at most two decimals' });
    expect(quoteDice('99', 'under')).toEqual({ error: 'Win chance must be from 0.01% to 98%' });
  });
});
