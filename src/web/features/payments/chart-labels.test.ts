import { describe, expect, it } from 'vitest';
import { spacedLabels } from './chart-labels.ts';

/** About 7 px a character, as a 12 px sans-serif font draws them. */
const measure = (text: string) => text.length * 7;
const MONTHS = ['Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026'];

describe('spacedLabels', () => {
  it('shows every label where they fit side by side', () => {
    expect(spacedLabels(MONTHS, 1200, measure)).toEqual(MONTHS);
  });

  it('shows every n-th on a phone, the first included, so no two run into each other', () => {
    const shown = spacedLabels(MONTHS, 320, measure);
    expect(shown).toEqual(['Dec 2025', '', '', 'Mar 2026', '', '', 'Jun 2026', '']);
  });

  it("shows a client's first name under a bar", () => {
    expect(spacedLabels(['Martina García', 'Si-woo Park', 'Ana Li'], 800, measure)).toEqual([
      'Martina',
      'Si-woo',
      'Ana Li',
    ]);
  });
});
