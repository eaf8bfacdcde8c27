import { describe, expect, it } from 'vitest';
import { badgeText, relativeTime } from './notifications.ts';

describe('the bell', () => {
  it('shows the count, 99+ above 99, nothing at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('tells the time as §9 says', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);
    expect(ago(59)).toEqual({ unit: 'now' });
    expect(ago(60)).toEqual({ unit: 'minutes', value: 1 });
    expect(ago(3599)).toEqual({ unit: 'minutes', value: 59 });
    expect(ago(3600)).toEqual({ unit: 'hours', value: 1 });
    expect(ago(86_399)).toEqual({ unit: 'hours', value: 23 });
    expect(ago(86_400)).toEqual({ unit: 'days', value: 1 });
    expect(ago(29 * 86_400)).toEqual({ unit: 'days', value: 29 });
    expect(ago(30 * 86_400)).toMatchObject({ unit: 'date' });
  });
});
