import { describe, expect, it } from 'vitest';
import { fold } from '../../../contract/fold.ts';
import { searchableText } from './search-text.ts';

describe('folding', () => {
  it('drops case, accents, Hebrew points and ß so any spelling matches', () => {
    expect(fold('São Paulo')).toBe('sao paulo');
    expect(fold('Übersetzerin Straße')).toBe('ubersetzerin strasse');
    expect(fold('עִבְרִית')).toBe('עברית');
  });

  it('splits words at hyphens and apostrophes, and keeps Hebrew words with a geresh whole', () => {
    expect(searchableText('Tel-Aviv', "l'anglais", 'MT Post-editing')).toBe('tel aviv l anglais mt post editing');
    expect(searchableText("צ'כית")).toBe('צכית');
  });
});
