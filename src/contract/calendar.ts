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
