/**
 * Measures the embedded interpreter against labelled queries: how often it
 * picks the right category, language pair, services and fields, and how long
 * it takes. Used by quality.test.ts and runnable by hand:
 * `node src/server/features/search/quality/evaluate.ts`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LOCALES } from '../../../../contract/locales.ts';
import type { SearchIntent } from '../../../../contract/search.ts';
import { SEARCH_CATEGORIES } from '../../../../contract/taxonomy.ts';
import { interpretQuery } from '../interpreter.ts';

export const labelledQuerySchema = z.strictObject({
  query: z.string().min(1),
  lang: z.enum(LOCALES),
  category: z.enum(SEARCH_CATEGORIES),
  source: z.string().length(3).optional(),
  target: z.string().length(3).optional(),
  services: z.array(z.string()).optional(),
  fields: z.array(z.string()).optional(),
});
export type LabelledQuery = z.infer<typeof labelledQuerySchema>;

export interface Miss {
  query: string;
  lang: string;
  /** What was wrong: category, pair, services or fields. */
  aspects: string[];
  expected: Omit<LabelledQuery, 'query' | 'lang'>;
  got: SearchIntent;
}

export interface Evaluation {
  total: number;
  categoryAccuracy: number;
  /** Over the items labelled with a source or a target. */
  pairAccuracy: number;
  pairTotal: number;
  /** Over the items labelled with services (compared as sets). */
  serviceAccuracy: number;
  serviceTotal: number;
  /** Over the items labelled with fields (compared as sets). */
  fieldAccuracy: number;
  fieldTotal: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  misses: Miss[];
}

export function loadLabelledQueries(): LabelledQuery[] {
  const raw = readFileSync(new URL('./labelled-queries.json', import.meta.url), 'utf8');
  return z.array(labelledQuerySchema).parse(JSON.parse(raw));
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Times every query over `passes` runs (the first warms the code up and is not counted). */
function measureLatency(dataset: readonly LabelledQuery[], passes: number): { p50: number; p99: number } {
  for (const item of dataset) interpretQuery(item.query);
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const item of dataset) {
      const start = performance.now();
      interpretQuery(item.query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export function evaluateInterpreter(dataset: readonly LabelledQuery[], passes = 5): Evaluation {
  let categoryHits = 0;
  let pairHits = 0;
  let pairTotal = 0;
  let serviceHits = 0;
  let serviceTotal = 0;
  let fieldHits = 0;
  let fieldTotal = 0;
  const misses: Miss[] = [];
  for (const item of dataset) {
    const got = interpretQuery(item.query);
    const aspects: string[] = [];
    if (got.searching_for === item.category) categoryHits++;
    else aspects.push('category');
    if (item.source || item.target) {
      pairTotal++;
      const { source, target } = got.languages;
      if (source === (item.source ?? null) && target === (item.target ?? null)) pairHits++;
      else aspects.push('pair');
    }
    if (item.services) {
      serviceTotal++;
      if (sameSet(got.services, item.services)) serviceHits++;
      else aspects.push('services');
    }
    if (item.fields) {
      fieldTotal++;
      if (sameSet(got.fields, item.fields)) fieldHits++;
      else aspects.push('fields');
    }
    if (aspects.length > 0) {
      const { query, lang, ...expected } = item;
      misses.push({ query, lang, aspects, expected, got });
    }
  }
  const ratio = (hits: number, total: number) => (total === 0 ? 1 : hits / total);
  const latency = measureLatency(dataset, passes);
  return {
    total: dataset.length,
    categoryAccuracy: ratio(categoryHits, dataset.length),
    pairAccuracy: ratio(pairHits, pairTotal),
    pairTotal,
    serviceAccuracy: ratio(serviceHits, serviceTotal),
    serviceTotal,
    fieldAccuracy: ratio(fieldHits, fieldTotal),
    fieldTotal,
    latencyP50Ms: latency.p50,
    latencyP99Ms: latency.p99,
    misses,
  };
}

/** What `npm run bench` reports in docs/PERFORMANCE.md: the figures of evaluateInterpreter, without the misses. */
export type SearchQualityFigures = Omit<Evaluation, 'misses'>;

/** The labelled set, measured; more timing passes than the test uses, for a steadier p99. */
export function measureSearchQuality(passes = 20): SearchQualityFigures {
  const { misses: _misses, ...figures } = evaluateInterpreter(loadLabelledQueries(), passes);
  return figures;
}

if (import.meta.main) {
  const { misses, ...figures } = evaluateInterpreter(loadLabelledQueries());
  console.log(JSON.stringify(figures, null, 2));
  for (const miss of misses) {
    console.log(`${miss.lang} ${JSON.stringify(miss.query)} [${miss.aspects.join(', ')}]`);
    console.log(`  expected ${JSON.stringify(miss.expected)}`);
    console.log(
      `  got      ${JSON.stringify({ category: miss.got.searching_for, ...miss.got.languages, services: miss.got.services, fields: miss.got.fields })}`,
    );
  }
}
