import { type FormEvent, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { FIELD_CATEGORIES, SERVICES } from '../../../contract/taxonomy.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type DirectoryPageData, directoryHref } from './directory-data.ts';

export const FILTER_FORM_ID = 'directory-filters';
const RATING_STEPS = ['4.5', '4', '3.5', '3'] as const;
const selectClass = 'w-full rounded-card border border-line bg-surface px-3 py-2 text-base text-fg';

/** How many filters narrow the list (shown on the collapsed filter panel on small screens). */
export function activeFilterCount(query: DirectoryPageData['query']): number {
  const { search, source, target, service_id, field, country, min_rating, membership } = query;
  return [search, source, target, service_id, field, country, min_rating, membership || undefined].filter(
    (v) => v !== undefined,
  ).length;
}

function sortedServices(t: Dictionary) {
  const collator = new Intl.Collator();
  return SERVICES.map((s) => ({ id: s.id, name: t.taxonomy.services[s.key as keyof typeof t.taxonomy.services] })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
}

/**
 * The filter form. A plain GET form, so it works before JavaScript runs; with
 * it, submitting navigates in place to a clean URL (empty fields left out).
 * The form is keyed by the URL, so back/forward shows the filters of that page.
 */
export function FilterForm({ data }: { data: DirectoryPageData }) {
  const t = useT();
  const f = t.directory.filters;
  const navigate = useNavigate();
  const { query, options } = data;
  const languageOptions = useMemo(
    () => options.languages.map((l) => ({ value: l.iso3, label: l.name, keywords: `${l.short} ${l.iso3}` })),
    [options.languages],
  );
  const countryOptions = useMemo(
    () => options.countries.map((c) => ({ value: c.code, label: c.name, keywords: c.code })),
    [options.countries],
  );
  const services = useMemo(() => sortedServices(t), [t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === 'string' ? v.trim() : '']),
    );
    const { membership, ...rest } = values;
    // A new filter refreshes the results beside the form: the visitor stays where they are.
    navigate(directoryHref(data, { ...rest, membership: membership === '1', page: 1 }), { preventScrollReset: true });
  };

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={data.path}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={f.title}
    >
      {'service' in query && query.service && <input type="hidden" name="service" value={query.service} />}
      <TextField
        label={f.search}
        hint={f.searchHint}
        name="search"
        type="search"
        defaultValue={query.search ?? ''}
        maxLength={100}
      />
      <SearchableSelect
        name="source"
        label={f.source}
        options={languageOptions}
        value={query.source}
        emptyLabel={f.anyLanguage}
        placeholder={f.languagePlaceholder}
        noMatch={f.noLanguage}
        clearLabel={f.clearField}
      />
      <SearchableSelect
        name="target"
        label={f.target}
        options={languageOptions}
        value={query.target}
        emptyLabel={f.anyLanguage}
        placeholder={f.languagePlaceholder}
        noMatch={f.noLanguage}
        clearLabel={f.clearField}
      />
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{f.service}</span>
        <select name="service_id" defaultValue={query.service_id ?? ''} className={selectClass}>
          <option value="">{f.anyService}</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{f.field}</span>
        <select name="field" defaultValue={query.field ?? ''} className={selectClass}>
          <option value="">{f.anyField}</option>
          {FIELD_CATEGORIES.map((c) => {
            const category = t.taxonomy.fieldCategories[c.key as keyof typeof t.taxonomy.fieldCategories];
            return (
              <optgroup key={c.key} label={category}>
                <option value={c.key}>{fmt(f.wholeCategory, { category })}</option>
                {c.disciplines.map((d) => (
                  <option key={d.id} value={d.id}>
                    {t.taxonomy.disciplines[d.id as keyof typeof t.taxonomy.disciplines]}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </label>
      <SearchableSelect
        name="country"
        label={f.country}
        options={countryOptions}
        value={query.country}
        emptyLabel={f.anyCountry}
        placeholder={f.countryPlaceholder}
        noMatch={f.noCountry}
        clearLabel={f.clearField}
      />
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{f.rating}</span>
        <select name="min_rating" defaultValue={query.min_rating ?? ''} className={selectClass}>
          <option value="">{f.anyRating}</option>
          {RATING_STEPS.map((stars) => (
            <option key={stars} value={stars}>
              {fmt(f.ratingAtLeast, { stars })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="membership"
          value="1"
          defaultChecked={query.membership}
          className="size-4 accent-accent"
        />
        {f.membersOnly}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{f.apply}</Button>
        {activeFilterCount(query) > 0 && (
          <Link to={directoryHref(data, clearedFilters)} className="text-sm">
            {f.clearAll}
          </Link>
        )}
      </div>
    </form>
  );
}

/** Everything but the section and the sort order. */
export const clearedFilters = {
  search: undefined,
  source: undefined,
  target: undefined,
  service_id: undefined,
  field: undefined,
  country: undefined,
  min_rating: undefined,
  membership: false,
};
