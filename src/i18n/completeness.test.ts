/**
 * Every locale must say everything English says: the same sections and keys,
 * no empty strings, and the same {placeholders}, so no screen shows a raw key,
 * a blank or a "{name}" left unfilled.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { dictionaries, infoTexts } from './all.ts';
import { invoiceTexts } from './invoice/index.ts';
import { mailTexts } from './mail/index.ts';

type Tree = { readonly [key: string]: string | Tree };

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every difference between a locale's tree and the English one, as readable lines. */
function dictionaryProblems(reference: Tree, candidate: Tree, path = ''): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) {
    const at = path ? `${path}.${key}` : key;
    const ref = reference[key]!;
    const value = candidate[key];
    if (value === undefined) {
      problems.push(`${at}: missing`);
    } else if (typeof ref === 'string') {
      if (typeof value !== 'string') problems.push(`${at}: should be a string`);
      else if (value.trim() === '') problems.push(`${at}: empty`);
      else if (placeholders(value).join() !== placeholders(ref).join()) {
        problems.push(
          `${at}: placeholders {${placeholders(value).join('}, {')}} instead of {${placeholders(ref).join('}, {')}}`,
        );
      }
    } else if (typeof value === 'string') {
      problems.push(`${at}: should be a section`);
    } else {
      problems.push(...dictionaryProblems(ref, value, at));
    }
  }
  for (const key of Object.keys(candidate)) {
    if (!(key in reference)) problems.push(`${path ? `${path}.` : ''}${key}: not in English`);
  }
  return problems;
}

describe('dictionary completeness', () => {
  const eng = dictionaries.eng as unknown as Tree;

  it.each(LOCALES.filter((l) => l !== 'eng'))('%s has exactly the keys and placeholders of eng', (locale) => {
    expect(dictionaryProblems(eng, dictionaries[locale] as unknown as Tree)).toEqual([]);
  });

  it('eng itself has no empty strings', () => {
    expect(dictionaryProblems(eng, eng)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'eng'))('%s says everything the English information pages say', (locale) => {
    const reference = infoTexts.eng as unknown as Tree;
    expect(dictionaryProblems(reference, infoTexts[locale] as unknown as Tree)).toEqual([]);
    expect(dictionaryProblems(reference, reference)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'eng'))('%s mail says everything the English mail says', (locale) => {
    expect(dictionaryProblems(mailTexts.eng as unknown as Tree, mailTexts[locale] as unknown as Tree)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'eng'))('%s invoices say everything the English invoices say', (locale) => {
    const reference = invoiceTexts.eng as unknown as Tree;
    expect(dictionaryProblems(reference, invoiceTexts[locale] as unknown as Tree)).toEqual([]);
    expect(dictionaryProblems(reference, reference)).toEqual([]);
  });

  it('has the sections the shell relies on', () => {
    for (const section of ['common', 'footer', '_new_site_nav', 'language']) expect(eng).toHaveProperty(section);
  });
});

describe('dictionaryProblems', () => {
  const reference: Tree = { common: { hello: 'Hello {name}', bye: 'Bye' }, footer: { year: '{year}' } };

  it('reports a missing key, section by section', () => {
    expect(dictionaryProblems(reference, { common: { hello: 'Hallo {name}' }, footer: { year: '{year}' } })).toEqual([
      'common.bye: missing',
    ]);
    expect(dictionaryProblems(reference, { common: { hello: 'Hallo {name}', bye: 'Tschüss' } })).toEqual([
      'footer: missing',
    ]);
  });

  it('reports empty strings, changed placeholders, extra keys and wrong shapes', () => {
    const candidate: Tree = { common: { hello: 'Hallo {nom}', bye: ' ', extra: 'x' }, footer: 'oops' };
    expect(dictionaryProblems(reference, candidate)).toEqual([
      'common.hello: placeholders {nom} instead of {name}',
      'common.bye: empty',
      'common.extra: not in English',
      'footer: should be a section',
    ]);
  });

  it('accepts a complete translation', () => {
    expect(
      dictionaryProblems(reference, { common: { hello: 'Hallo {name}', bye: 'Tschüss' }, footer: { year: '{year}' } }),
    ).toEqual([]);
  });
});
