import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day';

describe('calendarDay', () => {
  it('takes a day that exists', () => {
    for (const day of ['2026-11-26', '2028-02-29', '2000-01-01', '2999-12-31']) expect(calendarDay('from').safeParse(day).success).toBe(true);
  });

  it('refuses in words a day that does not exist or that no record could have', () => {
    for (const day of ['9281-22-15', '2026-02-30', '2027-02-29', '0000-01-01', '1999-12-31', '3000-01-01', '2026-1-5', '26-11-2026', '']) {
      const parsed = calendarDay('from').safeParse(day);
      expect(parsed.success, day).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('from must be a date as YYYY-MM-DD');
    }
  });
});
