/**
 * Which months a profile's calendar shows. No zod here: a visitor's profile page checks the
 * `?month=` of its URL with `isCalendarMonth` without loading zod; `monthSchema` (profile.ts)
 * applies the same rule to the API's input.
 */

/** Calendars reach this far back and ahead; outside it no date arithmetic is safe or useful. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM', a real month within the calendar's years. */
export function isCalendarMonth(value: string): boolean {
  if (!MONTH.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
}

/** 'YYYY-MM' moved by a number of months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/**
 * The months a calendar's previous and next links reach: a year either side of this month, widened to
 * the member's first and last entries. Without an end, a crawler following "next" never finished
 * (issue 57). Months and entries' dates are 'YYYY-MM…' strings, which compare in order.
 */
export function calendarRange(
  thisMonth: string,
  entries: { first: string | null; last: string | null },
): { first: string; last: string } {
  const earliest = shiftMonth(thisMonth, -12);
  const latest = shiftMonth(thisMonth, 12);
  const first = entries.first?.slice(0, 7);
  const last = entries.last?.slice(0, 7);
  return {
    first: first && first < earliest ? first : earliest,
    last: last && last > latest ? last : latest,
  };
}
