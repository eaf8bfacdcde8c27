import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, recordFormats, replayFormats, sortByText } from './intl.ts';

const DATE = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;

describe('formats recorded by the server and replayed in the browser', () => {
  afterEach(() => replayFormats(undefined));

  it('records what a render formats, by formatter and value, and nothing outside a render', () => {
    numberFormat('de').format(99_999);
    const { result, formats } = recordFormats(() => {
      const n = numberFormat('de').format(1234567);
      const d = dateTimeFormat('fr', DATE).format(new Date('2026-11-26T10:00:00Z'));
      return `${n} ${d}`;
    });
    expect(result).toBe('1.234.567 26 nov. 2026');
    expect(formats).toEqual({
      'de|{}': { '1234567': '1.234.567' },
      [`fr|${JSON.stringify(DATE)}`]: { [String(Date.parse('2026-11-26T10:00:00Z'))]: '26 nov. 2026' },
    });
    expect(recordFormats(() => numberFormat('de').format(5)).formats).toEqual({ 'de|{}': { '5': '5' } });
  });

  it('answers with the page’s text for a value the server formatted, and with Intl for any other', () => {
    const { formats } = recordFormats(() => numberFormat('en').format(4200));
    // The browser writes exactly what the server wrote, whatever its own Intl would say.
    formats['en|{}']!['4200'] = 'four thousand two hundred';
    replayFormats(formats);
    expect(numberFormat('en').format(4200)).toBe('four thousand two hundred');
    expect(numberFormat('en').format(4201)).toBe('4,201');
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
  });

  it('sorts by the language’s collation, and replays the server’s order for the same texts', () => {
    const items = ['Zeta', 'édition', 'Alpha', 'Edition'].map((name, id) => ({ id, name }));
    const { result, formats } = recordFormats(() => sortByText(items, (i) => i.name, 'fr'));
    expect(result.map((i) => i.name)).toEqual(['Alpha', 'Edition', 'édition', 'Zeta']);
    const [order] = Object.values(formats['collate|fr']!);
    expect(order).toBe('2,3,1,0');
    replayFormats({ 'collate|fr': Object.fromEntries(Object.keys(formats['collate|fr']!).map((k) => [k, '0,1,2,3'])) });
    expect(sortByText(items, (i) => i.name, 'fr').map((i) => i.id)).toEqual([0, 1, 2, 3]);
    // Other texts are not the server's list: sorted here.
    expect(sortByText(items.slice(0, 2), (i) => i.name, 'fr').map((i) => i.name)).toEqual(['édition', 'Zeta']);
  });

  it('keeps Intl’s refusal of an invalid date', () => {
    expect(() => dateTimeFormat('en', DATE).format(new Date('not a date'))).toThrow(RangeError);
  });
});
