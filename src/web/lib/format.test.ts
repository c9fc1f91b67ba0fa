import { describe, expect, it } from 'vitest';
import { formatBetTime, formatDateTime, formatOdds, formatSigned, formatSignedRupees, profitTone } from './format';

describe('format', () => {
  it('shows an ISO time in India time, on a 24-hour and a 12-hour clock', () => {
    expect(formatBetTime('2025-11-22T11:00:00Z')).toBe('22 Nov 2025, 16:30');
    expect(formatDateTime('2025-11-22T11:00:00Z')).toMatch(/^22 Nov 2025, 04:30 pm$/i);
    expect(formatBetTime('not a time')).toBe('not a time');
  });

  it('always shows the sign of a non-zero amount', () => {
    expect(formatSignedRupees(1000)).toBe('+₹1,000.00');
    expect(formatSigned(-250)).toBe('-₹250.00');
    expect(formatSignedRupees(0)).toBe('₹0.00');
  });

  it('shows odds to two places and a dash for none', () => {
    expect(formatOdds(1.5)).toBe('1.50');
    expect(formatOdds(null)).toBe('-');
    expect(profitTone(-1)).toBe('text-danger');
  });
});
