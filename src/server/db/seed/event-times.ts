import { zonedLocalToInstant } from '../../../contract/time-zones.ts';

const DAY = 86_400_000;

/**
 * A demo event's start or end: a wall-clock time ('09:00') on the day `days` from today, in the
 * event's own zone, so a Vienna workshop starts at nine in Vienna whatever the hour of the seeding.
 */
export function wallClock(now: number, days: number, time: string, zone: string): Date {
  const day = new Date(now + days * DAY).toISOString().slice(0, 10);
  return new Date(zonedLocalToInstant(`${day}T${time}`, zone));
}
