/**
 * What professionals ask for a service in a pair (GET /next/api/rates): beside a budget being set and
 * on a job's page, a client sees whether a budget will find takers and a professional where a quote
 * stands; in the directory, a client what the linguists listed charge. Figures in the job's unit and
 * currency when enough profiles use them, else in the units and currencies they do use.
 */
import { useEffect, useState } from 'react';
import {
  jobUnitOfRate,
  MARKET_RATE_MIN_PROFILES,
  type MarketRate,
  type MarketRates,
  rateUnitOfJob,
} from '../../../contract/market-rates.ts';
import { formatRate } from '../../../contract/money.ts';
import type { JobUnit } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';

export interface RateQuestion {
  source: string;
  target: string;
  serviceId: number;
}

/** The API's address for this question, or null while the pair is not chosen. */
export function marketRatesPath({ source, target, serviceId }: Partial<RateQuestion>): string | null {
  if (!source || !target || source === target || !serviceId) return null;
  return `/next/api/rates?source=${source}&target=${target}&service_id=${serviceId}`;
}

/** Where a price stands among the profiles': a quarter of them ask less than the low figure, a quarter more than the high. */
const stanceOf = (milli: number, figure: MarketRate) =>
  milli < figure.lowMilli ? 'below' : milli > figure.highMilli ? 'above' : 'within';

/** At most this many figures when the job's own unit and currency have too few profiles, or there is no job. */
const OTHERS_SHOWN = 3;

export function MarketRateNote({
  question,
  languageName,
  unit,
  currency,
  yours,
  initial,
  className = '',
}: {
  question: Partial<RateQuestion>;
  /** A language's name in the reader's language. */
  languageName: (iso3: string) => string;
  /** The job's unit and currency; without them (the directory) the most used, and nothing when there are none. */
  unit?: JobUnit;
  currency?: string;
  /** The member's own price in that unit and currency, in thousandths: where it stands among theirs. */
  yours?: number | null;
  /** The answer the loader already has (the job's page): shown at once, on the server too. */
  initial?: MarketRates | null;
  className?: string;
}) {
  const t = useT();
  const m = t.directory.marketRates;
  const locale = useLocale();
  const path = marketRatesPath(question);
  // The loader's answer while it is this question's (a new search in the directory brings its own).
  const loaded = initial && marketRatesPath(initial) === path ? initial : null;
  const [fetched, setFetched] = useState<{ path: string; rates: MarketRates } | null>(null);
  useEffect(() => {
    if (!path || loaded || fetched?.path === path) return;
    let current = true;
    browserGet(path)
      .then((res) => {
        if (current && res.status === 200) setFetched({ path, rates: res.body as MarketRates });
      })
      // Only a hint: without it the form works as before.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [path, loaded, fetched?.path]);
  const rates = loaded ?? (fetched?.path === path ? fetched.rates : null);
  if (!rates) return null;

  const inUnit = unit ? rates.rates.filter((r) => r.unit === rateUnitOfJob(unit)) : rates.rates;
  const inCurrency = inUnit.filter((r) => r.currency === currency);
  const shown = inCurrency.length ? inCurrency : inUnit.slice(0, OTHERS_SHOWN);
  if (!shown.length && !unit) return null;
  // The figure in the member's own unit and currency, when there is one.
  const own = unit && inCurrency.length === 1 ? inCurrency[0] : undefined;
  const pairName = fmt(t.directory.card.pair, {
    source: languageName(question.source!),
    target: languageName(question.target!),
  });
  return (
    <div className={`rounded-card bg-surface-2 p-3 text-sm ${className}`} aria-live="polite">
      <p className="font-medium">{m.title}</p>
      {shown.length || !unit ? (
        <ul className="mt-1 space-y-1">
          {shown.map((r) => (
            <li key={`${r.unit}-${r.currency}`}>
              {fmt(m.figure, {
                profiles: formatNumber(r.profiles, locale),
                pair: pairName,
                low: formatRate(r.lowMilli, r.currency, locale),
                high: formatRate(r.highMilli, r.currency, locale),
                median: formatRate(r.medianMilli, r.currency, locale),
                unit: t.taxonomy.units.one[jobUnitOfRate(r.unit)],
              })}
            </li>
          ))}
          {own && yours ? (
            <li className="font-medium">
              {fmt(m.yours[stanceOf(yours, own)], { rate: formatRate(yours, own.currency, locale) })}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-1 text-muted">
          {fmt(m.none, { min: String(MARKET_RATE_MIN_PROFILES), pair: pairName, unit: t.taxonomy.units.one[unit] })}
        </p>
      )}
    </div>
  );
}
