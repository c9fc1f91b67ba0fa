import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '@web/i18n/i18n';
import { countdownParts, formatCountdown, formatShortCountdown } from './countdown';

const at = (iso: string) => Date.parse(iso);

describe('matka countdown', () => {
  it('reads days, hours, minutes and seconds to close in the spec format', () => {
    const parts = countdownParts(at('2026-11-24T14:05:09Z'), at('2026-11-22T10:00:00Z'));
    expect(parts).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 9 });
    expect(formatCountdown(parts)).toBe('2 days: 04 H: 05 M: 09 S');
  });

  it('never goes below zero once the close has passed', () => {
    expect(formatCountdown(countdownParts(at('2026-11-22T10:00:00Z'), at('2026-11-22T10:00:07Z')))).toBe('0 days: 00 H: 00 M: 00 S');
    expect(countdownParts(at('2026-11-20T10:00:00Z'), at('2026-11-22T10:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('drops partial seconds rather than rounding up', () => {
    expect(countdownParts(at('2026-11-22T10:01:00Z'), at('2026-11-22T10:00:00.400Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it("reads the bet screen's shorter countdown with the days only when there are any", () => {
    expect(formatShortCountdown({ days: 0, hours: 0, minutes: 9, seconds: 5 })).toBe('00:09:05');
    expect(formatShortCountdown({ days: 2, hours: 4, minutes: 5, seconds: 9 })).toBe('2d 04:05:09');
  });

  describe('in Hindi', () => {
    afterEach(async () => {
      await activateLanguage('en', { remember: false });
    });

    it("reads the card's countdown in the player's language", async () => {
      await activateLanguage('hi', { remember: false });
      await loadCatalogs('extra');
      expect(formatCountdown({ days: 0, hours: 17, minutes: 48, seconds: 5 })).toBe('0 दिन: 17 घं: 48 मि: 05 से');
    });
  });
});
