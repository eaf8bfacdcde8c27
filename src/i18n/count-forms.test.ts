/**
 * Counted phrases (fmtCount): a `…One` text beside a text with a count ('{n} payments' and
 * '1 payment'), in every language, so that 1 is never shown as '1 payments'.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { dictionaries } from './all.ts';
import { fmtCount } from './types.ts';

type Tree = { [key: string]: string | Tree };
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));

/** Every `[path, one, many]` of a tree: an entry `xOne` (or `x…One` for `pointsN`) and its `x`. */
function pairs(tree: Tree, path = ''): [string, string | Tree, string | Tree][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = `${path}.${key}`;
    const nested = typeof value === 'object' ? pairs(value, here) : [];
    if (!key.endsWith('One') || key === 'atLeastOne') return nested;
    const base = key.slice(0, -'One'.length);
    // `points` is a heading beside `pointsN`, the count.
    const many = [tree[`${base}N`], tree[base]].find((text) => text !== undefined);
    return many === undefined ? nested : [[here, value, many] as [string, string | Tree, string | Tree], ...nested];
  });
}

describe('counted phrases', () => {
  it('say 1 with the one form and any other number with the other', () => {
    const t = dictionaries.eng;
    expect(fmtCount(1, t.pay.businesses.countOne, t.pay.businesses.count, { n: 1 })).toBe('1 payment');
    expect(fmtCount(3, t.pay.businesses.countOne, t.pay.businesses.count, { n: 3 })).toBe('3 payments');
    expect(fmtCount(0, t.pay.businesses.countOne, t.pay.businesses.count, { n: 0 })).toBe('0 payments');
    expect(fmtCount(1, t.profile.yearsExperienceOne, t.profile.yearsExperience, { n: 1 })).toBe('1 year of experience');
  });

  for (const locale of LOCALES) {
    it(`${locale}: each one form is written out beside a text that counts, and keeps its other placeholders`, () => {
      const found = pairs(dictionaries[locale] as unknown as Tree);
      expect(found.length).toBeGreaterThan(20);
      for (const [path, one, many] of found) {
        const texts: [string, string][] =
          typeof one === 'string'
            ? [[one, many as string]]
            : Object.entries(one).map(([unit, text]) => [text as string, (many as Tree)[unit] as string]);
        for (const [oneText, manyText] of texts) {
          // The other form has the count ({n}, {count}, {days}…); the one form says its number itself
          // ('1 payment', 'תשלום אחד') and keeps the rest ('{date}').
          const ones = placeholders(oneText);
          const counts = [...placeholders(manyText)].filter((name) => !ones.has(name));
          expect(counts, `${path}: ${manyText} / ${oneText}`).toHaveLength(1);
          for (const name of ones) expect(placeholders(manyText).has(name), path).toBe(true);
        }
      }
    });
  }
});
