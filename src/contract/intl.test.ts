import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, dateTimeRangeFormat, numberFormat, recordFormats, replayFormats, sortByText } from './intl.ts';

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

  it('writes a period with its day once, records it by both ends and replays it', () => {
    const WHEN = {
      ...DATE,
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Vienna',
      timeZoneName: 'short',
    } as const;
    const from = new Date('2026-12-18T08:00:00Z');
    const to = new Date('2026-12-18T15:00:00Z');
    const { result, formats } = recordFormats(() => dateTimeRangeFormat('en-US', WHEN).format([from, to]));
    // Intl writes narrow and thin spaces around the times; as plain spaces here.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(result)).toBe('Dec 18, 2026, 9:00 AM – 4:00 PM GMT+1');
    const key = `range|en-US|${JSON.stringify(WHEN)}`;
    expect(Object.keys(formats[key]!)).toEqual([`${from.getTime()}/${to.getTime()}`]);
    replayFormats({ [key]: { [`${from.getTime()}/${to.getTime()}`]: 'as the server wrote it' } });
    expect(dateTimeRangeFormat('en-US', WHEN).format([from, to])).toBe('as the server wrote it');
    // Over two days, each end has its day.
    expect(plain(dateTimeRangeFormat('en-US', WHEN).format([from, new Date('2026-12-19T15:00:00Z')]))).toBe(
      'Dec 18, 2026, 9:00 AM GMT+1 – Dec 19, 2026, 4:00 PM GMT+1',
    );
  });

  it('keeps Intl’s refusal of an invalid date', () => {
    expect(() => dateTimeFormat('en', DATE).format(new Date('not a date'))).toThrow(RangeError);
  });
});
