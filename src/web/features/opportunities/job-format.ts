/** How jobs and quotes read: money per locale and currency, units, pairs, budget ranges. */
import { numberFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import { formatRate } from '../../../contract/money.ts';
import type { JobSummary, JobUnit } from '../../../contract/opportunities.ts';
import { SERVICE_BY_ID } from '../../../contract/taxonomy.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';

/** "€0.08–€0.12 per word", or the open-ended forms. */
export function budgetText(
  job: Pick<JobSummary, 'budgetMinMilli' | 'budgetMaxMilli' | 'currency' | 'unit'>,
  t: Dictionary,
  locale: Locale,
) {
  const c = t.opportunities.card;
  const unit = t.taxonomy.units.one[job.unit as JobUnit];
  const min = job.budgetMinMilli === null ? null : formatRate(job.budgetMinMilli, job.currency, locale);
  const max = job.budgetMaxMilli === null ? null : formatRate(job.budgetMaxMilli, job.currency, locale);
  if (min && max) return fmt(c.budget, { min, max, unit });
  if (min) return fmt(c.budgetFrom, { min, unit });
  if (max) return fmt(c.budgetUpTo, { max, unit });
  return c.budgetOpen;
}

export function quoteCountText(n: number, t: Dictionary, locale: Locale): string {
  const c = t.opportunities.card;
  if (n === 0) return c.noQuotes;
  return n === 1 ? c.oneQuote : fmt(c.quotes, { n: numberFormat(LOCALE_INFO[locale].bcp47).format(n) });
}

export function volumeText(job: Pick<JobSummary, 'volume' | 'unit'>, t: Dictionary, locale: Locale): string {
  return fmt(t.opportunities.card.volume, {
    volume: numberFormat(LOCALE_INFO[locale].bcp47).format(job.volume),
    unit: t.taxonomy.units.many[job.unit as JobUnit],
  });
}

export function serviceName(id: number, t: Dictionary): string {
  const key = SERVICE_BY_ID.get(id)?.key ?? 'translation';
  return t.taxonomy.services[key as keyof Dictionary['taxonomy']['services']];
}

export function disciplineName(id: number, t: Dictionary): string {
  return t.taxonomy.disciplines[id as keyof Dictionary['taxonomy']['disciplines']];
}
