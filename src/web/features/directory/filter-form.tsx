import { type FormEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { FieldSelect, ServiceSelect } from '../../ui/taxonomy-selects.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type DirectoryPageData, directoryHref } from './directory-data.ts';

export const FILTER_FORM_ID = 'directory-filters';
const RATING_STEPS = ['4.5', '4', '3.5', '3'] as const;
const selectClass = 'w-full rounded-card border border-line bg-surface px-3 py-2 text-base text-fg';

/** How many filters narrow the list (shown on the collapsed filter panel on small screens). */
export function activeFilterCount(query: DirectoryPageData['query']): number {
  const { search, source, target, service_id, field, country, min_rating, membership } = query;
  const available = 'available' in query && query.available;
  return [
    search,
    source,
    target,
    service_id,
    field,
    country,
    min_rating,
    membership || undefined,
    available || undefined,
  ].filter((v) => v !== undefined).length;
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === 'string' ? v.trim() : '']),
    );
    const { membership, available, ...rest } = values;
    // A new filter refreshes the results beside the form: the visitor stays where they are.
    navigate(directoryHref(data, { ...rest, membership: membership === '1', available: available === '1', page: 1 }), {
      preventScrollReset: true,
    });
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
      <ServiceSelect name="service_id" label={f.service} value={query.service_id} emptyLabel={f.anyService} />
      <FieldSelect
        name="field"
        label={f.field}
        value={query.field}
        emptyLabel={f.anyField}
        wholeCategory={f.wholeCategory}
      />
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
      <FilterCheckbox name="membership" checked={query.membership} label={f.membersOnly} />
      {'available' in query && <FilterCheckbox name="available" checked={query.available} label={f.availableOnly} />}
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

/** A yes-or-no filter: `name=1` in the URL when ticked. */
function FilterCheckbox({ name, checked, label }: { name: string; checked: boolean; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-4 accent-accent" />
      {label}
    </label>
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
  available: false,
};
