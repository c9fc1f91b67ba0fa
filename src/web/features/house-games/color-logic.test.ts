import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { colorSelections } from '@shared/schemas/casino';
import {
  COLOUR_PICKS,
  formatCountdown,
  isColorState,
  NUMBER_PICKS,
  numberBallClass,
  parseColorEvent,
  periodClock,
  selectionLabel,
  SIZE_PICKS,
} from './color-logic';

const period = { closes_at: '2026-01-01T12:00:55.000Z', ends_at: '2026-01-01T12:01:00.000Z' };
const at = (iso: string) => Date.parse(iso);

// Pick names speak through Lingui: the test reads English.
beforeAll(() => activateLanguage('en', { remember: false }));

describe('the period clock', () => {
  it('counts down to the draw while bets are open, then says closed in the last five seconds', () => {
    expect(periodClock(period, at('2026-01-01T12:00:00.000Z'))).toEqual({ status: 'open', seconds: 60 });
    expect(periodClock(period, at('2026-01-01T12:00:54.900Z'))).toEqual({ status: 'open', seconds: 6 });
    expect(periodClock(period, at('2026-01-01T12:00:55.000Z'))).toEqual({ status: 'closed', seconds: 5 });
    expect(periodClock(period, at('2026-01-01T12:00:59.999Z'))).toEqual({ status: 'closed', seconds: 1 });
    expect(periodClock(period, at('2026-01-01T12:01:00.000Z'))).toEqual({ status: 'drawing', seconds: 0 });
  });

  it('formats minutes and seconds', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

// Pick names speak through Lingui: the test reads English.
beforeAll(() => activateLanguage('en', { remember: false }));

describe('the picks', () => {
  it('offers exactly the selections the server takes', () => {
    expect([...COLOUR_PICKS, ...SIZE_PICKS, ...NUMBER_PICKS].sort()).toEqual([...colorSelections].sort());
  });

  it('names picks and colours the balls as the Wingo rules do', () => {
    expect(selectionLabel('green')).toBe('Green');
    expect(selectionLabel('7')).toBe('Number 7');
    expect(numberBallClass(0)).toContain('violet');
    expect(numberBallClass(5)).toContain('violet');
    expect(numberBallClass(3)).toBe('bg-emerald-500');
    expect(numberBallClass(8)).toBe('bg-red-500');
  });

  it('accepts the state the server sends and refuses anything else', () => {
    expect(isColorState({ server_time: 'x', current: null, recent: [], payouts: {} })).toBe(true);
    expect(isColorState({ server_time: 'x', current: null, recent: 'no', payouts: {} })).toBe(false);
    expect(isColorState(null)).toBe(false);
  });

  it("reads the stream's state events and drops malformed ones", () => {
    const state = { server_time: '2026-01-01T12:00:00.000Z', current: null, recent: [], payouts: { green: 1.96 } };
    expect(parseColorEvent(JSON.stringify(state))).toEqual(state);
    expect(parseColorEvent('{"server_time":1}')).toBeUndefined();
    expect(parseColorEvent('not json')).toBeUndefined();
  });
});
