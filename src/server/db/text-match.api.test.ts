/**
 * The database folds stored text as fold() folds what a member types: a word typed one way is
 * found in a column written the other way only if both sides agree, on either database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../../contract/fold.ts';
import { type Database, openDatabase } from './client.ts';
import {
  foldedPattern,
  foldedSql,
  foldedWords,
  foldedWordsSql,
  hasWordStart,
  wordStartSql,
  wordStem,
  wordsVectorSql,
} from './text-match.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
});
afterAll(() => database.close());

const folded = async (text: string) => {
  const result = await database.db.execute(sql`select ${foldedSql(sql`${text}::text`)} as folded`);
  return (result as unknown as { rows: { folded: string }[] }).rows[0]!.folded;
};

describe('wordStem', () => {
  it('drops a plural or inflecting ending, keeping four letters at least', () => {
    const stems = Object.fromEntries(
      ['leases', 'contracts', 'agencies', 'agency', 'services', 'traducciones', 'certidoes', 'contratti', 'legale']
        .concat(['cases', 'notes', 'press', 'lease', 'port', 'anglais', 'strassen'])
        .map((w) => [w, wordStem(w)]),
    );
    expect(stems).toEqual({
      leases: 'leas',
      contracts: 'contract',
      agencies: 'agenc',
      agency: 'agenc',
      services: 'servic',
      traducciones: 'traduccion',
      certidoes: 'certidoe',
      contratti: 'contratt',
      legale: 'legal',
      cases: 'case',
      notes: 'note',
      press: 'press',
      lease: 'lease',
      port: 'port',
      anglais: 'anglai',
      strassen: 'strassen',
    });
  });
});

describe('text folded in SQL', () => {
  it('reads as fold() reads it: case, accents, Hebrew points and geresh, ß', async () => {
    for (const text of [
      'Tradução juramentada de CERTIDÕES',
      'Übersetzung in Düsseldorf, Straße',
      'Çeviri İstanbul Ångström Œuvre',
      'Traductora en Bogotá (ESPAÑOL)',
      'שָׁלוֹם, מתרגמת צ׳כית ואנגלית',
      "צ'כית — “quoted” 100% _under_",
      'Ελληνικά και Русский',
    ]) {
      expect(await folded(text), text).toBe(fold(text));
    }
  });

  it('finds typed text with LIKE only where it is, its wildcards taken literally', async () => {
    const matches = async (stored: string, typed: string) => {
      const result = await database.db.execute(
        sql`select ${foldedSql(sql`${stored}::text`)} like ${foldedPattern(typed)} as found`,
      );
      return (result as unknown as { rows: { found: boolean }[] }).rows[0]!.found;
    };
    expect(await matches('Tomás Herrera', 'tomas herr')).toBe(true);
    expect(await matches('Tomás Herrera', 'TOMÁS')).toBe(true);
    expect(await matches('Tomás Herrera', 'tomas_herrera')).toBe(false);
    expect(await matches('100% pro bono', '100%')).toBe(true);
    expect(await matches('1000 pro bono', '10%0')).toBe(false);
  });

  it('finds a word by its beginning, alike in SQL and in JavaScript; a Hebrew word anywhere, for its prefix letters', async () => {
    const cases: [stored: string, typed: string, found: boolean][] = [
      ['Lease for a shop in Porto', 'port', true],
      ['Portuguese to English', 'PORT', true],
      ['Annual report and passport copies', 'port', false],
      ['E-commerce site, l’anglais', 'commerce', true],
      ['E-commerce site, l’anglais', 'anglais', true],
      ["l'anglais", 'anglais', true],
      ['«Notariado» ¿urgente?', 'urgente', true],
      ['Straßenverkehr', 'strassen', true],
      ['Straßenverkehr', 'verkehr', false],
      ['Übersetzung', 'uber', true],
      ['Tradução de certidões', 'certidoes', true],
      ['Tradução de certidões', 'idoes', false],
      ['תרגום מאנגלית לעברית', 'אנגלית', true],
      ['C++ manual', 'c++', true],
      // Other forms of the typed word: a plural finds its singular and the other way round.
      ['Commercial lease, 12 pages', 'leases', true],
      ['Two supply contracts', 'contract', true],
      ['Supply contract', 'contracts', true],
      ['Traducción jurada', 'traducciones', true],
      ['Contratto di locazione', 'contratti', true],
      ['Agencies welcome', 'agency', true],
      ['Agency work', 'agencies', true],
      ['Services agreement', 'service', true],
      ['Court cases', 'case', true],
      ['A case for court', 'cases', true],
      ['Catalogue of the cast', 'cases', false],
      ['Press release', 'press', true],
      ['Press release', 'presses', true],
      // A typed word of several parts finds them one after the other, as typed.
      ['Send it by e-mail today', 'e-mail', true],
      ['E-commerce and mail', 'e-mail', false],
      // A word too long for the words' index neither stops the row nor hides its other words.
      [`${'x'.repeat(3000)} contract`, 'contract', true],
    ];
    for (const [stored, typed, found] of cases) {
      const result = await database.db.execute(
        sql`select ${foldedWordsSql(sql`${stored}::text`)} as words, ${wordStartSql({ words: foldedWordsSql(sql`${stored}::text`), vector: wordsVectorSql(foldedWordsSql(sql`${stored}::text`)) }, typed)} as found`,
      );
      const [row] = (result as unknown as { rows: { words: string; found: boolean }[] }).rows;
      expect(row!.words, stored).toBe(foldedWords(stored));
      expect(row!.found, `${typed} in ${stored}`).toBe(found);
      expect(hasWordStart(foldedWords(stored), typed), `${typed} in ${stored} (JS)`).toBe(found);
    }
  });
});
