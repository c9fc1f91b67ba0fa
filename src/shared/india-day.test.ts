import { describe, expect, it } from 'vitest';
import { indiaDay, indiaMidnight } from './india-day';

describe('days in India', () => {
  it('turn at 18:30 UTC', () => {
    expect(indiaDay(new Date('2026-11-28T18:29:59.999Z'))).toBe('2026-11-28');
    expect(indiaDay(new Date('2026-11-28T18:30:00Z'))).toBe('2026-11-29');
    expect(indiaDay(new Date('2025-03-10T20:30:00Z'))).toBe('2025-03-11');
  });

  it('begin at the midnight before', () => {
    expect(new Date(indiaMidnight(new Date('2026-11-28T18:29:59Z'))).toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(new Date(indiaMidnight(new Date('2026-11-28T18:30:00Z'))).toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(new Date(indiaMidnight(Date.parse('2026-11-29T03:00:00Z'))).toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });
});
