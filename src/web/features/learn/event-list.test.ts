import { describe, expect, it } from 'vitest';
import { formatWhen } from './event-list.tsx';

const summit = { starts_at: '2026-12-10T09:00:00Z', ends_at: '2026-12-12T17:30:00Z', time_zone: 'Europe/Vienna' };
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

describe('an event’s times', () => {
  it('are on the clocks of its zone, or of the zone asked for', () => {
    const workshop = { starts_at: '2026-12-18T08:00:00Z', ends_at: '2026-12-18T15:00:00Z', time_zone: 'Europe/Vienna' };
    expect(plain(formatWhen(workshop, 'eng'))).toBe('Dec 18, 2026, 9:00 AM – 4:00 PM GMT+1');
    expect(plain(formatWhen(workshop, 'eng', 'UTC'))).toBe('Dec 18, 2026, 8:00 AM – 3:00 PM UTC');
    expect(plain(formatWhen(workshop, 'deu'))).toBe('18. Dez. 2026, 09:00–16:00 Uhr MEZ');
  });

  it('keep their order in Hebrew over several days: the dash between the ends stays right to left', () => {
    const text = formatWhen(summit, 'heb');
    expect(text).toContain(' \u200f–\u200f ');
    expect(text.startsWith('10 ')).toBe(true);
    // Left to right, nothing is added.
    expect(formatWhen(summit, 'eng')).not.toContain('\u200f');
  });
});
