/** What the Profile Updater's editors say once saved: the thing the member just saved, by its name. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { dictionaries } from './all.ts';

describe('the samples editor’s confirmation', () => {
  it('says the samples were saved, not the portfolio, in every language', () => {
    expect(dictionaries.eng.updater.portfolio.saved).toBe('Samples saved.');
    for (const locale of LOCALES) {
      expect(dictionaries[locale].updater.portfolio.saved, locale).not.toMatch(/portf[oó]l|תיק העבודות/i);
    }
  });
});
