import { describe, expect, it } from 'vitest';
import type { SiteEvent } from '../../../contract/events.ts';
import { eventCalendar } from './ics.ts';

const event: SiteEvent = {
  id: 7,
  title: 'Contracts; clauses, and \\ backslashes',
  starts_at: '2026-12-18T08:00:00.000Z',
  ends_at: '2026-12-18T15:00:00.000Z',
  time_zone: 'Europe/Vienna',
  location: null,
  url: null,
  description: `Line one\nLine two with Hebrew ${'שלום '.repeat(12)}`,
  kind: 'workshop',
  community: null,
  walls: [],
};
const site = { url: 'https://wordhive.example', host: 'wordhive.example', now: new Date('2026-11-28T10:00:00Z') };

describe('an event as an iCalendar file', () => {
  const text = eventCalendar(event, site);
  const lines = text.split('\r\n');

  it('escapes text and dates the event in UTC', () => {
    expect(lines).toContain('SUMMARY:Contracts\\; clauses\\, and \\\\ backslashes');
    expect(lines).toContain('DTSTART:20261218T080000Z');
    expect(lines).toContain('DTEND:20261218T150000Z');
    expect(lines).toContain('UID:event-7@wordhive.example');
    expect(lines).toContain('DTSTAMP:20261128T100000Z');
    // An online event has no place; its link is its page here, which links its own site.
    expect(text).not.toContain('LOCATION');
    expect(lines).toContain('URL:https://wordhive.example/events/7');
  });

  it('folds long lines at 75 octets without cutting a character, and unfolds to the same text', () => {
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Line one\\nLine two with Hebrew ${'שלום '.repeat(12)}`);
  });

  it('gives a feed of several events, named, one VEVENT each', () => {
    const later = {
      ...event,
      id: 8,
      title: 'Later',
      starts_at: '2027-01-05T09:00:00.000Z',
      ends_at: '2027-01-05T10:00:00.000Z',
    };
    const feed = eventCalendar([event, later], { ...site, name: 'Wordhive events: interpreters' });
    const feedLines = feed.replace(/\r\n /g, '').split('\r\n');
    expect(feedLines).toContain('X-WR-CALNAME:Wordhive events: interpreters');
    expect(feedLines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(feedLines).toEqual(expect.arrayContaining(['UID:event-7@wordhive.example', 'UID:event-8@wordhive.example']));
    expect(feedLines.filter((line) => line.startsWith('BEGIN:VCALENDAR'))).toHaveLength(1);
  });
});
