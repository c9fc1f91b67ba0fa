import { describe, expect, it } from 'vitest';
import { isoToIndian, parseIndianDate, withSlashes } from './indian-date';

describe('Indian dates', () => {
  it('read day first, in the ways players type it', () => {
    expect(parseIndianDate('28/02/2026')).toEqual({ kind: 'date', iso: '2026-02-28' });
    expect(parseIndianDate('5-3-2026')).toEqual({ kind: 'date', iso: '2026-03-05' });
    expect(parseIndianDate('05.03.2026')).toEqual({ kind: 'date', iso: '2026-03-05' });
    expect(parseIndianDate('05032026')).toEqual({ kind: 'date', iso: '2026-03-05' });
    expect(parseIndianDate(' 31/12/2026 ')).toEqual({ kind: 'date', iso: '2026-12-31' });
    expect(parseIndianDate('')).toEqual({ kind: 'empty' });
  });

  it('refuse days that do not exist, and the month-first order', () => {
    expect(parseIndianDate('31/02/2026')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('29/02/2027')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('29/02/2100')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('31/04/2026')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('12/13/2026')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('00/01/2026')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('01/01/1899')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('2026-02-28')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('28/02/26')).toEqual({ kind: 'invalid' });
    expect(parseIndianDate('abc')).toEqual({ kind: 'invalid' });
  });

  it('accept leap days in leap years', () => {
    expect(parseIndianDate('29/02/2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
    expect(parseIndianDate('29/02/2000')).toEqual({ kind: 'date', iso: '2000-02-29' });
  });

  it('show an ISO day day first, and nothing for anything else', () => {
    expect(isoToIndian('2026-02-28')).toBe('28/02/2026');
    expect(isoToIndian('')).toBe('');
    expect(isoToIndian('28/02/2026')).toBe('');
  });

  it('put slashes in as digits are typed, not while deleting', () => {
    expect(withSlashes('2', '28')).toBe('28/');
    expect(withSlashes('28/0', '28/02')).toBe('28/02/');
    expect(withSlashes('28/02/', '28/02')).toBe('28/02');
    expect(withSlashes('28/02/202', '28/02/2026')).toBe('28/02/2026');
  });
});
