/**
 * IANA time zones for what happens at a wall-clock time somewhere (an event): checking a zone's
 * name, and turning a 'YYYY-MM-DDTHH:MM' written in a zone into the instant it means and back
 * (the datetime-local fields of the events form). Plain Intl, the same in Node and browsers.
 */

export const TIME_ZONE_ERROR = 'Choose a time zone such as Europe/Vienna or UTC';

/** Intl's answer to "what is the wall-clock time there", one formatter per zone. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** IANA time zones the platform knows (UTC included): those the options list, for a profile and an event. */
export function isTimeZone(value: string): boolean {
  if (value === 'UTC') return true;
  try {
    return Intl.supportedValuesOf('timeZone').includes(value);
  } catch {
    return false;
  }
}

/** How far the zone's clocks are ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of wallClock(zone).formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) a wall-clock time in a zone means: '2027-03-12T09:00' in Europe/Vienna is
 * '2027-03-12T08:00:00.000Z'. A time the clocks skip (in a spring-forward hour) moves on by the
 * hour skipped; a time they show twice (in an autumn hour) is its second showing.
 */
export function zonedLocalToInstant(local: string, zone: string): string {
  const wall = Date.parse(`${local.slice(0, 16)}:00Z`);
  if (Number.isNaN(wall)) return '';
  const first = wall - offsetAt(wall, zone);
  // The offset at the guess may differ from the one at the wall time itself (across a change of clocks).
  const instant = wall - offsetAt(first, zone);
  return new Date(instant).toISOString();
}

/** The wall-clock time ('YYYY-MM-DDTHH:MM') an instant shows in a zone, for a datetime-local field. */
export function instantToZonedLocal(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + offsetAt(instant, zone)).toISOString().slice(0, 16);
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a zone. */
export const dayIn = (iso: string, zone: string): string => instantToZonedLocal(iso, zone).slice(0, 10);
