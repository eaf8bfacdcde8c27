import { describe, expect, it } from 'vitest';
import { fold, parseSearch, searchableText, typoCandidates } from './search-text.ts';

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

describe('parsing a search', () => {
  it('drops filler words in the interface languages and keeps the words that matter', () => {
    expect(parseSearch('a legal translator from Portuguese to English in Lisbon')).toEqual([
      { kind: 'word', word: 'legal' },
      { kind: 'word', word: 'translator' },
      { kind: 'word', word: 'portuguese' },
      { kind: 'word', word: 'english' },
      { kind: 'word', word: 'lisbon' },
    ]);
    expect(parseSearch('traductor jurídico del inglés al español').map((p) => p.kind === 'word' && p.word)).toEqual([
      'traductor',
      'juridico',
      'ingles',
      'espanol',
    ]);
  });

  it('keeps quoted phrases and excluded words', () => {
    expect(parseSearch('"court documents" -medical Lisbon')).toEqual([
      { kind: 'phrase', text: 'court documents' },
      { kind: 'not', word: 'medical' },
      { kind: 'word', word: 'lisbon' },
    ]);
  });

  it('gives nothing to search for when only filler is typed', () => {
    expect(parseSearch('  the of  ')).toEqual([]);
  });

  it('looks for typos only in words long enough to guess from', () => {
    expect(typoCandidates(parseSearch('Lisbn EN 2024 portugese'))).toEqual(['lisbn', 'portugese']);
  });
});
