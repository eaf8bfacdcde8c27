import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode, LEGACY_COUNTRY_CODES } from './countries.ts';
import { LOCALE_INFO, LOCALES } from './locales.ts';

describe('the country list', () => {
  it('holds each country once, by a code ICU names', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    // ISO 3166-1's 249 countries and Kosovo's user-assigned XK.
    expect(COUNTRY_CODES).toHaveLength(250);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeDefined();
  });

  it('names every country differently in every locale, and none is a pseudo-locale or a test entry', () => {
    for (const locale of LOCALES) {
      const names = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: 'region' });
      const labels = COUNTRY_CODES.map((code) => names.of(code) ?? code);
      const seen = new Map<string, string>();
      for (const [i, label] of labels.entries()) {
        expect(seen.get(label), `${locale}: ${label} is ${seen.get(label)} and ${COUNTRY_CODES[i]}`).toBeUndefined();
        seen.set(label, COUNTRY_CODES[i] as string);
      }
    }
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    expect(COUNTRY_CODES.filter((code) => /pseudo/i.test(english.of(code) ?? ''))).toEqual([]);
    for (const code of ['XA', 'XB', 'EU', 'UN', 'ZZ', 'QO', 'AC', 'IC']) expect(isCountryCode(code), code).toBe(false);
  });

  it('refuses withdrawn codes and knows where each one went', () => {
    for (const [old, current] of Object.entries(LEGACY_COUNTRY_CODES)) {
      expect(isCountryCode(old), old).toBe(false);
      expect(isCountryCode(current), current).toBe(true);
    }
    expect(LEGACY_COUNTRY_CODES.DD).toBe('DE');
  });
});
