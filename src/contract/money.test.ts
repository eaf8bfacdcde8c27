import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES } from './locales.ts';
import { amountText, parseAmount } from './money.ts';

describe('parseAmount', () => {
  it('reads an amount in the reader’s own way', () => {
    expect(parseAmount('1,234.56', 'eng')).toBe(123_456);
    expect(parseAmount('1.234,56', 'deu')).toBe(123_456);
    expect(parseAmount('1 234,56', 'fra')).toBe(123_456);
    expect(parseAmount('1\u202f234,56', 'fra')).toBe(123_456);
    expect(parseAmount('120.50', 'heb')).toBe(12_050);
    expect(parseAmount('12', 'ita')).toBe(1_200);
    expect(parseAmount('12,5', 'por')).toBe(1_250);
    // A lone mark of the other kind: three digits after it group thousands, fewer are decimals.
    expect(parseAmount('1.234', 'deu')).toBe(123_400);
    expect(parseAmount('1,234', 'eng')).toBe(123_400);
    expect(parseAmount('12.50', 'deu')).toBe(1_250);
    expect(parseAmount('12,50', 'eng')).toBe(1_250);
    expect(parseAmount('1.234.567', 'esl')).toBe(123_456_700);
  });

  it('refuses what is no amount, never guessing or rounding', () => {
    for (const [text, locale] of [
      ['', 'eng'],
      ['abc', 'eng'],
      ['-5', 'eng'],
      ['12.345', 'eng'],
      ['1.234,56', 'eng'],
      ['1,234.56', 'deu'],
      ['12,', 'deu'],
      ['12.', 'eng'],
      ['1,23,456', 'eng'],
      ['1e5', 'eng'],
      ['9999999999999', 'eng'],
    ] as const) {
      expect(parseAmount(text, locale), `${text} (${locale})`).toBeNaN();
    }
  });

  it('reads back every amount as the reader’s language writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...LOCALES),
        fc.boolean(),
        (cents, locale, grouping) => {
          const written = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: grouping,
          }).format(cents / 100);
          expect(parseAmount(written, locale)).toBe(cents);
        },
      ),
    );
  });

  it('writes a field’s amount in the reader’s way, which reads back', () => {
    expect(amountText(28_500, 'deu')).toBe('285,00');
    expect(amountText(28_507, 'eng')).toBe('285.07');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(...LOCALES), (cents, locale) => {
        expect(parseAmount(amountText(cents, locale), locale)).toBe(cents);
      }),
    );
  });
});
