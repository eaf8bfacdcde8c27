import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../contract/locales.ts';
import { SEARCH_CATEGORIES } from '../../../../contract/taxonomy.ts';
import { evaluateInterpreter, loadLabelledQueries } from './evaluate.ts';

const dataset = loadLabelledQueries();

describe('labelled queries', () => {
  it('cover every interface language and every category', () => {
    expect(dataset.length).toBeGreaterThanOrEqual(320);
    for (const lang of LOCALES) expect(dataset.filter((q) => q.lang === lang).length, lang).toBeGreaterThanOrEqual(35);
    for (const category of SEARCH_CATEGORIES) {
      expect(dataset.filter((q) => q.category === category).length, category).toBeGreaterThanOrEqual(8);
    }
  });

  it('have no duplicates', () => {
    const queries = dataset.map((q) => q.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
  });
});

// How fast it answers is the benchmark's to say (npm run bench, "Search interpreter"), not a test's.
describe('the embedded interpreter on the labelled queries', () => {
  const result = evaluateInterpreter(dataset);
  const report = JSON.stringify(result.misses.slice(0, 20), null, 1);

  it('picks the right category and language pair', () => {
    expect(result.categoryAccuracy, report).toBeGreaterThanOrEqual(0.95);
    expect(result.pairAccuracy, report).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises services and fields', () => {
    expect(result.serviceAccuracy, report).toBeGreaterThanOrEqual(0.9);
    expect(result.fieldAccuracy, report).toBeGreaterThanOrEqual(0.9);
  });
});
