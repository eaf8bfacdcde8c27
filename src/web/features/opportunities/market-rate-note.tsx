/**
 * What professionals ask for a job's service in its pair (GET /next/api/rates), beside a budget being
 * set and on the job's page: a client sees whether a budget will find takers, a professional where a
 * quote stands. Figures in the job's unit; in its currency when enough profiles use it, else in the
 * currencies they do use.
 */
import { useEffect, useState } from 'react';
import { MARKET_RATE_MIN_PROFILES, type MarketRates, rateUnitOfJob } from '../../../contract/market-rates.ts';
import type { JobUnit } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { DirectoryNames } from '../../ui/directory-names.ts';
import { formatRate } from './job-format.ts';

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

/** At most this many currencies when the job's own has too few profiles. */
const OTHER_CURRENCIES_SHOWN = 3;

export function MarketRateNote({
  question,
  names,
  unit,
  currency,
  initial,
  className = '',
}: {
  question: Partial<RateQuestion>;
  /** The languages' names in the reader's language. */
  names: DirectoryNames;
  unit: JobUnit;
  currency: string;
  /** The answer the loader already has (the job's page): shown at once, on the server too. */
  initial?: MarketRates | null;
  className?: string;
}) {
  const t = useT();
  const m = t.opportunities.marketRates;
  const locale = useLocale();
  const path = marketRatesPath(question);
  const [answer, setAnswer] = useState(() => (initial && path ? { path, rates: initial } : null));
  useEffect(() => {
    if (!path || answer?.path === path) return;
    let current = true;
    browserGet(path)
      .then((res) => {
        if (current && res.status === 200) setAnswer({ path, rates: res.body as MarketRates });
      })
      // Only a hint: without it the form works as before.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [path, answer?.path]);
  if (!path || answer?.path !== path) return null;

  const perUnit = answer.rates.rates.filter((r) => r.unit === rateUnitOfJob(unit));
  const inCurrency = perUnit.filter((r) => r.currency === currency);
  const shown = inCurrency.length ? inCurrency : perUnit.slice(0, OTHER_CURRENCIES_SHOWN);
  const unitName = t.opportunities.unit[unit];
  const pairName = fmt(t.directory.card.pair, {
    source: names.language(question.source!).name,
    target: names.language(question.target!).name,
  });
  return (
    <div className={`rounded-card bg-surface-2 p-3 text-sm ${className}`} aria-live="polite">
      <p className="font-medium">{m.title}</p>
      {shown.length ? (
        <ul className="mt-1 space-y-1">
          {shown.map((r) => (
            <li key={r.currency}>
              {fmt(m.figure, {
                profiles: formatNumber(r.profiles, locale),
                pair: pairName,
                low: formatRate(r.lowMilli, r.currency, locale),
                high: formatRate(r.highMilli, r.currency, locale),
                median: formatRate(r.medianMilli, r.currency, locale),
                unit: unitName,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted">
          {fmt(m.none, { min: String(MARKET_RATE_MIN_PROFILES), pair: pairName, unit: unitName })}
        </p>
      )}
    </div>
  );
}
