import { describe, expect, it } from 'vitest';
import { isCalendarMonth } from './calendar.ts';
import { monthSchema } from './profile.ts';

describe('isCalendarMonth', () => {
  const months = ['2000-01', '2026-11', '2100-12', '1999-12', '2101-01', '2026-13', '2026-00', '2026-1', '26-11', ''];

  it('takes a real month within the calendar years, as YYYY-MM', () => {
    expect(months.filter(isCalendarMonth)).toEqual(['2000-01', '2026-11', '2100-12']);
  });

  it('is the rule of the API’s month schema', () => {
    for (const month of months) expect(monthSchema.safeParse(month).success, month).toBe(isCalendarMonth(month));
  });
});
