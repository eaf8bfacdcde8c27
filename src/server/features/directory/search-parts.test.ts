import { describe, expect, it } from 'vitest';
import { parseSearch, typoCandidates } from './search-parts.ts';

describe('parsing a search', () => {
  it('drops filler words in the interface languages and keeps the words that matter', () => {
    expect(parseSearch('a legal translator from Portuguese to English in Lisbon')).toEqual([
      { kind: 'word', word: 'legal' },
      { kind: 'word', word: 'translator' },
      { kind: 'word', word: 'portuguese' },
      { kind: 'word', word: 'english' },
      { kind: 'place', names: expect.arrayContaining(['lisbon', 'lissabon', 'lisboa']) },
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
      { kind: 'place', names: expect.arrayContaining(['lisbon']) },
    ]);
  });

  it('reads a city by any of its names, of one word or several, filler inside included', () => {
    const place = (text: string) => parseSearch(text).find((p) => p.kind === 'place');
    const munich = place('Munich');
    for (const text of ['Dolmetscher München', 'interprete Monaco di Baviera', 'מתורגמנית במינכן', 'MUNIQUE']) {
      expect(place(text), text).toEqual(munich);
    }
    expect(parseSearch('traductor en Nueva York')).toEqual([
      { kind: 'word', word: 'traductor' },
      { kind: 'place', names: expect.arrayContaining(['new york', 'nueva york', 'nova iorque', 'ניו יורק']) },
    ]);
    expect(place('intérprete Rio de Janeiro')?.names).toContain('rio de janeiro');
    // The search modal's sentence reaches the directory without its filler.
    expect(place('tradutor Rio Janeiro')?.names).toContain('rio de janeiro');
    expect(place('interprete Monaco Baviera')).toEqual(munich);
    expect(place('vertaler Den Haag')?.names).toContain('the hague');
    expect(place('מתרגם בתל-אביב')?.names).toContain('tel aviv');
  });

  it('reads a city only where its words stand together and are not quoted or excluded', () => {
    expect(parseSearch('York University Nueva')).toEqual([
      { kind: 'word', word: 'york' },
      { kind: 'word', word: 'university' },
      { kind: 'word', word: 'nueva' },
    ]);
    expect(parseSearch('"Berlin" -paris')).toEqual([
      { kind: 'word', word: 'berlin' },
      { kind: 'not', word: 'paris' },
    ]);
    expect(parseSearch('Nueva "legal" York').some((p) => p.kind === 'place')).toBe(false);
  });

  it('gives nothing to search for when only filler is typed', () => {
    expect(parseSearch('  the of  ')).toEqual([]);
  });

  it('looks for typos only in words long enough to guess from', () => {
    expect(typoCandidates(parseSearch('Lisbn EN 2024 portugese'))).toEqual(['lisbn', 'portugese']);
  });
});
