import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../contract/time-zones.ts';
import { timeZoneOptions } from './time-zone-options.ts';

describe('the time zones a form offers', () => {
  it('start with UTC, once, and are each one the server takes', () => {
    const choices = timeZoneOptions().map((option) => option.value);
    expect(choices[0]).toBe('UTC');
    expect(choices).toContain('Europe/Lisbon');
    expect(choices.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(choices.every(isTimeZone)).toBe(true);
  });
});
