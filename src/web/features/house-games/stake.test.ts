import { describe, expect, it } from 'vitest';
import { checkStake, scaleStake } from './stake';

describe('stake box', () => {
  it('accepts a stake within the limits and refuses the rest in the server’s words', () => {
    expect(checkStake('10.50')).toEqual({ stake: 10.5 });
    expect(checkStake('')).toEqual({ error: 'Enter a stake' });
    expect(checkStake('abc')).toEqual({ error: 'Stake must be a number' });
    expect(checkStake('0.5')).toEqual({ error: 'Minimum stake is ₹1' });
    expect(checkStake('50001')).toEqual({ error: 'Maximum stake is ₹50,000' });
    expect(checkStake('1.234')).toEqual({ error: 'Amount must have at most two decimals' });
  });

  it('halves and doubles within the limits, to whole paise', () => {
    expect(scaleStake('10', 2)).toBe('20');
    expect(scaleStake('3.33', 0.5)).toBe('1.66');
    expect(scaleStake('1', 0.5)).toBe('1');
    expect(scaleStake('40000', 2)).toBe('50000');
    expect(scaleStake('', 2)).toBe('2');
  });
});
