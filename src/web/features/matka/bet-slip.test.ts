import { describe, expect, it } from 'vitest';
import { defaultMatkaRates, type MatkaDraw } from '@shared/schemas/matka';
import { addLine, lineProblem, sessionsOf, slipTotals, typesFor, winOf, type SlipLine } from './bet-slip';

// The bet screen's rules: which sessions and types a market offers, the checks a number and a
// stake get before they go on the slip, and the slip's totals.

const now = Date.parse('2026-11-26T06:00:00Z');
const draw = (overrides: Partial<MatkaDraw> = {}): MatkaDraw => ({
  market_id: 1,
  draw_date: '2026-11-26',
  open_closes_at: new Date(now + 3_600_000).toISOString(),
  close_closes_at: new Date(now + 7_200_000).toISOString(),
  open_accepting: true,
  close_accepting: true,
  ...overrides,
});

describe('Matka bet screen rules', () => {
  it('offers the open and close sessions of a Matka market while each takes bets, and only the close of a Delhi market', () => {
    expect(sessionsOf('matka', draw(), now).map((entry) => [entry.session, entry.isAccepting])).toEqual([
      ['open', true],
      ['close', true],
    ]);
    expect(sessionsOf('matka', draw({ open_accepting: false }), now)[0]?.isAccepting).toBe(false);
    // The cut-off passing on the screen closes the session before the server is asked again.
    expect(sessionsOf('matka', draw(), now + 3_600_000)[0]?.isAccepting).toBe(false);
    expect(sessionsOf('delhi', draw(), now).map((entry) => entry.session)).toEqual(['close']);
    expect(sessionsOf('matka', undefined, now).every((entry) => !entry.isAccepting)).toBe(true);
  });

  it('offers Jodi only on the open session, and a Delhi market Jodi only', () => {
    expect(typesFor('matka', 'open')).toEqual(['single', 'jodi', 'single_patti', 'double_patti', 'triple_patti']);
    expect(typesFor('matka', 'close')).toEqual(['single', 'single_patti', 'double_patti', 'triple_patti']);
    expect(typesFor('delhi', 'close')).toEqual(['jodi']);
  });

  it('takes valid numbers and stakes only, in the words the server uses', () => {
    expect(lineProblem({ type: 'single_patti', number: '128', stake: 10 })).toBeUndefined();
    expect(lineProblem({ type: 'single_patti', number: '821', stake: 10 })).toBe('821 is not a valid panna');
    expect(lineProblem({ type: 'double_patti', number: '128', stake: 10 })).toBe('128 is a Single Patti, not a Double Patti');
    expect(lineProblem({ type: 'triple_patti', number: '000', stake: 10 })).toBeUndefined();
    expect(lineProblem({ type: 'jodi', number: '7', stake: 10 })).toBe('A jodi is two digits, 00 to 99');
    expect(lineProblem({ type: 'single', number: '7', stake: 5 })).toBe('Minimum stake is ₹10');
    expect(lineProblem({ type: 'single', number: '7', stake: 10.005 })).toBe('Stake must have at most two decimals');
    expect(lineProblem({ type: 'single', number: '7', stake: 20_000 })).toBe('Maximum stake is ₹10,000');
  });

  it('adds the stake of a number already on the slip, up to the maximum, and totals the slip', () => {
    let lines: SlipLine[] = [];
    const add = (line: SlipLine) => {
      const added = addLine(lines, line);
      if ('problem' in added) return added.problem;
      lines = added.lines;
      return undefined;
    };
    expect(add({ type: 'single', number: '5', stake: 100 })).toBeUndefined();
    expect(add({ type: 'single', number: '5', stake: 50.5 })).toBeUndefined();
    expect(add({ type: 'jodi', number: '58', stake: 10 })).toBeUndefined();
    expect(lines).toEqual([
      { type: 'single', number: '5', stake: 150.5 },
      { type: 'jodi', number: '58', stake: 10 },
    ]);
    expect(add({ type: 'single', number: '5', stake: 9_900 })).toBe('Maximum stake is ₹10,000');
    expect(winOf({ type: 'single', number: '5', stake: 150.5 }, defaultMatkaRates)).toBe(1429.75);
    expect(slipTotals(lines, defaultMatkaRates)).toEqual({ stake: 160.5, bestWin: 1429.75 });
    for (let digit = 0; digit < 18; digit += 1) add({ type: 'jodi', number: String(10 + digit), stake: 10 });
    expect(lines).toHaveLength(20);
    expect(add({ type: 'jodi', number: '99', stake: 10 })).toBe('A slip holds at most 20 numbers');
  });
});
