/** What the member does: language pairs, services, fields of expertise, rates. */

import type { ReactNode } from 'react';
import { numberFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import type { ProfilePage, RateEntry } from '../../../contract/profile.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Badge, CollapsibleList, PairChip, Section, useTaxonomyNames } from './profile-ui.tsx';

type Groups = ProfilePage['groups'];

export function PairsSection({ data, actions }: { data: NonNullable<Groups['pairs']>; actions?: ReactNode }) {
  const t = useT();
  return (
    <Section id="pairs" title={t.profile.sections.pairs} actions={actions}>
      {data.pairs.length === 0 && <p className="text-muted">{t.profile.editing.emptyPairs}</p>}
      <ul className="flex flex-wrap gap-2">
        {data.pairs.map((p) => (
          <li key={`${p.source}>${p.target}`}>
            <PairChip pair={p} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ServicesSection({
  data,
  pairCount,
  actions,
}: {
  data: NonNullable<Groups['services']>;
  pairCount: number;
  actions?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const names = useTaxonomyNames();
  return (
    <Section id="services" title={t.profile.sections.services} actions={actions}>
      {data.services.length === 0 && <p className="text-muted">{t.profile.editing.emptyServices}</p>}
      <ul className="flex flex-col gap-3">
        {data.services.map((s) => (
          <li key={s.serviceId} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
            <span className="font-medium sm:w-56 sm:shrink-0">{names.service(s.serviceId, s.name)}</span>
            {/* A service offered in every pair says so once instead of repeating a long row of chips. */}
            {s.pairs.length > 3 && s.pairs.length === pairCount ? (
              <span>
                <Badge>{fmt(t.profile.allPairs, { n: formatNumber(pairCount, locale) })}</Badge>
              </span>
            ) : (
              <span className="flex flex-wrap gap-1.5">
                {s.pairs.map((p) => (
                  <PairChip key={`${p.source}>${p.target}`} pair={p} />
                ))}
                {s.languages.map((l) => (
                  <Badge key={l.language}>{l.name}</Badge>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function FieldsSection({
  data,
  actions,
}: {
  data: NonNullable<Groups['field-of-expertise']>;
  actions?: ReactNode;
}) {
  const t = useT();
  const names = useTaxonomyNames();
  return (
    <Section id="fields" title={t.profile.sections.fields} actions={actions}>
      {data.categories.length === 0 && <p className="text-muted">{t.profile.editing.emptyFields}</p>}
      <ul className="flex flex-col gap-3">
        {data.categories.map((c) => (
          <li key={c.key}>
            <h3 className="text-sm font-semibold text-muted">{names.category(c.key, c.name)}</h3>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {c.disciplines.map((d) => (
                <li key={d.id}>
                  <Badge tone={d.specialty ? 'accent' : 'plain'}>
                    {names.discipline(d.id, d.name)}
                    {d.specialty && <span className="sr-only"> ({t.profile.specialty})</span>}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function useMoney() {
  const locale = useLocale();
  return (rate: Pick<RateEntry, 'amount' | 'currency' | 'unit'>) =>
    numberFormat(LOCALE_INFO[locale].bcp47, {
      style: 'currency',
      currency: rate.currency,
      minimumFractionDigits: rate.unit === 'word' ? 2 : 0,
      maximumFractionDigits: rate.unit === 'word' ? 3 : 2,
    }).format(rate.amount);
}

export function RatesSection({ data, actions }: { data: NonNullable<Groups['rates']>; actions?: ReactNode }) {
  const t = useT();
  const names = useTaxonomyNames();
  const money = useMoney();
  return (
    <Section id="rates" title={t.profile.sections.rates} actions={actions}>
      {data.rates.length === 0 && <p className="text-muted">{t.profile.empty.rates}</p>}
      <CollapsibleList visible={6} className="flex flex-col divide-y divide-line">
        {data.rates.map((r, i) => (
          <li
            key={`${r.serviceId}-${r.pair?.source}-${r.pair?.target}-${i}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
          >
            <span className="min-w-40 flex-1 font-medium">{names.service(r.serviceId, r.serviceName)}</span>
            {r.pair && <PairChip pair={r.pair} />}
            <span className="tabular ms-auto font-semibold">
              {money(r)}{' '}
              <span className="text-sm font-normal text-muted">{entry(t.profile.rateUnits, r.unit) ?? r.unit}</span>
            </span>
          </li>
        ))}
      </CollapsibleList>
    </Section>
  );
}
