/**
 * When chat messages were written, in the member's own time zone (the browser's): a message's time
 * of day, and a day as "Today", "Yesterday", its weekday within the week, else its date. The server
 * knows no viewer's time zone, so these are written in the browser only (the /chat list shows the
 * date in UTC until the page is hydrated; a conversation's messages load in the browser).
 */
import { dateTimeFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';

const DAY_MS = 86_400_000;
/** Within this many days a day is named by its weekday. */
const WEEK = 7;

export interface DayWords {
  today: string;
  yesterday: string;
}

/**
 * Calendar days from the value's day to now's, in the local time zone: 0 today, 1 yesterday. A value
 * ahead of the browser's clock (a clock set slow) counts as today.
 */
export function daysBefore(value: Date, now: Date): number {
  return Math.max(0, Math.round((localDay(now) - localDay(value)) / DAY_MS));
}

/** A local date as that date's UTC midnight: days are whole days apart, whatever daylight saving did. */
const localDay = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());

/** Whether two messages were written on the same local day (no day heading between them). */
export function sameDay(a: string, b: string): boolean {
  return localDay(new Date(a)) === localDay(new Date(b));
}

const bcp47Of = (locale: Locale) => LOCALE_INFO[locale].bcp47;

/** A message's time of day in the language's own clock: "2:05 PM", "14:05". */
export function timeOfDay(value: string, locale: Locale): string {
  return dateTimeFormat(bcp47Of(locale), { hour: 'numeric', minute: '2-digit' }).format(new Date(value));
}

/**
 * A past day as people say it: `today` for today, Yesterday, its weekday within the week, else its
 * date; `long` ("Monday", "March 3, 2026") or short ("Mon", "Mar 3, 2026").
 */
function sayDay(value: string, locale: Locale, words: DayWords, now: Date, today: string, long: boolean): string {
  const date = new Date(value);
  const days = daysBefore(date, now);
  if (days === 0) return today;
  if (days === 1) return words.yesterday;
  const width = long ? 'long' : 'short';
  if (days < WEEK) return dateTimeFormat(bcp47Of(locale), { weekday: width }).format(date);
  return dateTimeFormat(bcp47Of(locale), { month: width, day: 'numeric', year: 'numeric' }).format(date);
}

/** The heading over a conversation's messages of one day: Today, Yesterday, Monday, March 3, 2026. */
export function dayHeading(value: string, locale: Locale, words: DayWords, now = new Date()): string {
  return sayDay(value, locale, words, now, words.today, true);
}

/** When a conversation last spoke, in the list: the time today, Yesterday, the weekday this week, else the date. */
export function lastSpoke(value: string, locale: Locale, words: DayWords, now = new Date()): string {
  return sayDay(value, locale, words, now, timeOfDay(value, locale), false);
}
