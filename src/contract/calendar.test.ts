import { describe, expect, it } from 'vitest';
import { calendarRange, isCalendarMonth, shiftMonth } from './calendar.ts';
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

describe('calendarRange', () => {
  it('reaches a year either side of this month when the entries lie within it', () => {
    expect(calendarRange('2026-12', { first: '2026-03-04', last: '2027-02-01' })).toEqual({
      first: '2025-12',
      last: '2027-12',
    });
    expect(calendarRange('2026-12', { first: null, last: null })).toEqual({ first: '2025-12', last: '2027-12' });
  });

  it('widens to the first and last entries beyond that year', () => {
    expect(calendarRange('2026-12', { first: '2021-06-30', last: '2029-01-01' })).toEqual({
      first: '2021-06',
      last: '2029-01',
    });
  });

  it('lets a crawler following "next" stop: the links end at the range', () => {
    const { last } = calendarRange('2026-12', { first: null, last: null });
    let month = '2026-12';
    let steps = 0;
    while (month < last) {
      month = shiftMonth(month, 1);
      steps++;
    }
    expect(steps).toBe(12);
  });
});
