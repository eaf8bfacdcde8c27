import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../i18n/all.ts';
import { holdSentence } from './pay-shared.tsx';

describe('the hold, in words', () => {
  const { balance } = dictionaries.eng.pay;
  const sentences = { none: balance.holdNone, one: balance.holdOne, many: balance.hold };

  it('says a payment can be withdrawn at once, after 1 day, or after several days', () => {
    expect(holdSentence(0, sentences)).toBe('Released payments can be withdrawn at once.');
    expect(holdSentence(1, sentences)).toBe('Released payments can be withdrawn 1 day after release.');
    expect(holdSentence(3, sentences)).toBe('Released payments can be withdrawn 3 days after release.');
  });

  it('has every length in every language, with the number where it belongs', () => {
    for (const [locale, dict] of Object.entries(dictionaries)) {
      const b = dict.pay.balance;
      expect(holdSentence(7, { none: b.holdNone, one: b.holdOne, many: b.hold }), locale).toContain('7');
      expect(b.holdNone, locale).not.toMatch(/\d/);
    }
  });
});
