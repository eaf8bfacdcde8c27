/**
 * Events as an iCalendar file (RFC 5545), for "Add to calendar" and the calendar feed: starts and
 * ends as UTC instants, which every calendar shows on its owner's clocks, so no time zone table is
 * needed. The same UID for an event in both, so a calendar that has both keeps one.
 */
import type { SiteEvent } from '../../../contract/events.ts';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in text. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** '20261218T080000Z' */
const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** RFC 5545 §3.1: lines longer than 75 octets go on in lines that start with a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One event's file (its "Add to calendar"), or a feed of several (a calendar one subscribes to). */
export function eventCalendar(
  events: SiteEvent | readonly SiteEvent[],
  site: { url: string; host: string; now: Date; name?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wordhive//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(site.name ? [`X-WR-CALNAME:${escapeText(site.name)}`] : []),
    ...(Array.isArray(events) ? events : [events]).flatMap((event: SiteEvent) => [
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${site.host}`,
      `DTSTAMP:${utcStamp(site.now.toISOString())}`,
      `DTSTART:${utcStamp(event.starts_at)}`,
      `DTEND:${utcStamp(event.ends_at)}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `URL:${site.url}/events/${event.id}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
