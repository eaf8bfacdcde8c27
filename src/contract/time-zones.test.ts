import { describe, expect, it } from 'vitest';
import { dayIn, instantToZonedLocal, isTimeZone, zonedLocalToInstant } from './time-zones.ts';

describe('wall-clock times in an event’s time zone', () => {
  it('turns a time written in a zone into its instant and back, winter and summer', () => {
    expect(zonedLocalToInstant('2027-01-12T09:00', 'Europe/Vienna')).toBe('2027-01-12T08:00:00.000Z');
    expect(zonedLocalToInstant('2027-07-12T09:00', 'Europe/Vienna')).toBe('2027-07-12T07:00:00.000Z');
    expect(zonedLocalToInstant('2027-07-12T09:00', 'America/Sao_Paulo')).toBe('2027-07-12T12:00:00.000Z');
    expect(zonedLocalToInstant('2027-01-12T09:00', 'Asia/Kolkata')).toBe('2027-01-12T03:30:00.000Z');
    expect(zonedLocalToInstant('2027-01-12T09:00', 'UTC')).toBe('2027-01-12T09:00:00.000Z');
    // Across midnight: nine in the morning in Tokyo is the evening before in UTC.
    expect(zonedLocalToInstant('2027-01-12T09:00', 'Asia/Tokyo')).toBe('2027-01-12T00:00:00.000Z');
    expect(zonedLocalToInstant('2027-01-12T08:00', 'Asia/Tokyo')).toBe('2027-01-11T23:00:00.000Z');
    for (const zone of ['Europe/Vienna', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney']) {
      expect(instantToZonedLocal(zonedLocalToInstant('2027-03-12T18:45', zone), zone)).toBe('2027-03-12T18:45');
    }
  });

  it('moves a time the clocks skip on by the hour skipped, and takes the second showing of one they repeat', () => {
    // Vienna goes from 02:00 to 03:00 on 28 March 2027 and back from 03:00 to 02:00 on 31 October.
    expect(instantToZonedLocal(zonedLocalToInstant('2027-03-28T02:30', 'Europe/Vienna'), 'Europe/Vienna')).toBe(
      '2027-03-28T03:30',
    );
    expect(zonedLocalToInstant('2027-10-31T02:30', 'Europe/Vienna')).toBe('2027-10-31T01:30:00.000Z');
  });

  it('names the day an instant falls on there', () => {
    expect(dayIn('2027-01-11T23:00:00.000Z', 'Asia/Tokyo')).toBe('2027-01-12');
    expect(dayIn('2027-01-11T23:00:00.000Z', 'UTC')).toBe('2027-01-11');
  });

  it('knows the zones by their IANA names and nothing else', () => {
    expect(isTimeZone('Europe/Vienna')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(`Europe/${'x'.repeat(80)}`)).toBe(false);
  });
});
