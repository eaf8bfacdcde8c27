import { describe, expect, it } from 'vitest';
import { isRtlText, textDirection } from './text-direction.ts';

describe('textDirection', () => {
  it('finds Hebrew and Arabic right-to-left', () => {
    expect(textDirection('מתרגמת משפטית מאנגלית לעברית')).toBe('rtl');
    expect(textDirection('مترجم معتمد من العربية إلى الإنجليزية')).toBe('rtl');
    // Presentation forms count too.
    expect(textDirection('ﬠﬡﬢ')).toBe('rtl');
    expect(textDirection('ﻼﻟ')).toBe('rtl');
  });

  it('finds Latin, Cyrillic and CJK text left-to-right', () => {
    expect(textDirection('Certified legal translator')).toBe('ltr');
    expect(textDirection('Übersetzerin für Recht')).toBe('ltr');
    expect(textDirection('Переводчик')).toBe('ltr');
    expect(textDirection('翻訳者')).toBe('ltr');
  });

  it('goes by the majority of letters, not the first one', () => {
    expect(textDirection('Wordhive היא הקהילה של המתרגמים')).toBe('rtl');
    expect(textDirection('I translate into Hebrew: שלום')).toBe('ltr');
  });

  it('ignores digits, punctuation, marks and emoji', () => {
    expect(textDirection('')).toBeNull();
    expect(textDirection('2024 - 12:30 !!! 👋')).toBeNull();
    // Arabic-Indic digits are not letters.
    expect(textDirection('Price ١٢٣٤٥٦٧٨')).toBe('ltr');
    // Hebrew points (niqqud) are marks: the letters decide.
    expect(textDirection('שָׁלוֹם')).toBe('rtl');
  });

  it('isRtlText answers the yes/no question', () => {
    expect(isRtlText('שלום עולם')).toBe(true);
    expect(isRtlText('hello')).toBe(false);
    expect(isRtlText('123')).toBe(false);
  });
});
