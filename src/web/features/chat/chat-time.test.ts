import { describe, expect, it } from 'vitest';
import { dayHeading, daysBefore, lastSpoke, sameDay, timeOfDay } from './chat-time.ts';

// Local dates and times (the browser's zone, here the test process's): the labels are the member's own day.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const now = new Date(2026, 10, 27, 9, 30); // Friday 27 November 2026, 9:30
const words = { today: 'Today', yesterday: 'Yesterday' };

describe('chat times', () => {
  it('counts calendar days, not 24-hour spans: last night at 23:50 is yesterday at 00:10', () => {
    expect(daysBefore(new Date(at(26, 23, 50)), new Date(2026, 10, 27, 0, 10))).toBe(1);
    expect(daysBefore(new Date(at(27, 0, 5)), new Date(2026, 10, 27, 23, 55))).toBe(0);
    // A message stamped a little ahead of a slow browser clock is still today's.
    expect(daysBefore(new Date(2026, 10, 28, 0, 1), new Date(2026, 10, 27, 23, 59))).toBe(0);
  });

  it('lists a conversation by its time today, Yesterday, its weekday this week, else its date', () => {
    expect(lastSpoke(at(27, 8, 5), 'eng', words, now)).toBe(timeOfDay(at(27, 8, 5), 'eng'));
    expect(timeOfDay(at(27, 8, 5), 'eng')).toMatch(/^8:05\sAM$/);
    expect(timeOfDay(at(27, 14, 5), 'deu')).toBe('14:05');
    expect(lastSpoke(at(26, 22, 0), 'eng', words, now)).toBe('Yesterday');
    expect(lastSpoke(at(23, 10, 0), 'eng', words, now)).toBe('Mon');
    expect(lastSpoke(at(20, 10, 0), 'eng', words, now)).toBe('Nov 20, 2026');
    expect(lastSpoke(at(20, 10, 0), 'fra', words, now)).toBe('20 nov. 2026');
  });

  it('heads each day of a conversation: Today, Yesterday, the weekday, else the date', () => {
    expect(dayHeading(at(27, 8, 0), 'eng', words, now)).toBe('Today');
    expect(dayHeading(at(26, 8, 0), 'eng', words, now)).toBe('Yesterday');
    expect(dayHeading(at(24, 8, 0), 'eng', words, now)).toBe('Tuesday');
    expect(dayHeading(at(24, 8, 0), 'heb', words, now)).toBe('יום שלישי');
    expect(dayHeading(at(2, 8, 0), 'eng', words, now)).toBe('November 2, 2026');
    expect(sameDay(at(26, 0, 1), at(26, 23, 59))).toBe(true);
    expect(sameDay(at(26, 23, 59), at(27, 0, 1))).toBe(false);
  });
});
