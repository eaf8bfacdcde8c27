/**
 * /opportunities: open jobs, server-rendered and indexable, filtered by the
 * same parameters the site search sets (pair, service, field, keywords). The
 * URL is the state; a plain GET form works before JavaScript runs.
 */
import { BellPlus } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import {
  JOB_SORTS,
  type JobList,
  type JobListQuery,
  jobSearchParams,
  jobSortOf,
  POSTING_ACCOUNT_TYPES,
  QUOTING_ACCOUNT_TYPES,
} from '../../../contract/opportunities.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { FilterPanel } from '../../ui/filter-panel.tsx';
import { LanguagePairChip } from '../../ui/language-pair-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { FieldSelect, ServiceSelect } from '../../ui/taxonomy-selects.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { JobCard } from './job-card.tsx';
import { jobFailure } from './job-messages.ts';

export interface JobsPageData {
  query: JobListQuery;
  list: JobList;
  options: DirectoryOptions;
}

export async function jobsLoader({ request, context }: LoaderFunctionArgs): Promise<JobsPageData> {
  // The filters' schema loads when the loader first runs in the browser: a first visit hydrates the
  // server's answer, so a visitor who only reads the list loads no zod (decision 041).
  const { lenientJobQuery } = await import('../../../contract/opportunities-schemas.ts');
  const query = lenientJobQuery(new URL(request.url).searchParams);
  const viewer = context.get(viewerContext);
  // A visitor has no pairs of their own (the API would ask them to sign in): the whole list instead.
  if (!viewer.user) delete query.pairs;
  const api = context.get(apiContext);
  const [list, options] = await Promise.all([
    api.get<JobList>(`/next/api/jobs?${jobSearchParams(query)}`),
    api.get<DirectoryOptions>(directoryOptionsPath(viewer.locale)),
  ]);
  return { query, list, options };
}

export const jobsHandle: RouteHandle = {
  // New jobs must show at once: the list is rendered for every request, never kept.
  cacheQuery: () => null,
  meta: ({ dict }) => ({
    title: `${dict.opportunities.title} · ${dict.common.siteName}`,
    description: dict.opportunities.metaDescription,
    canonicalPath: '/opportunities',
  }),
};

export const jobsHref = (query: Partial<JobListQuery>) => {
  const params = jobSearchParams(query).toString();
  return params ? `/opportunities?${params}` : '/opportunities';
};

export function JobsPage() {
  const { query, list, options } = useLoaderData() as JobsPageData;
  const t = useT();
  const o = t.opportunities;
  const locale = useLocale();
  const { user } = useViewer();
  const names = useMemo(() => directoryNames(options), [options]);
  const canPost = user && POSTING_ACCOUNT_TYPES.has(user.account_type);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold sm:text-3xl">{o.title}</h1>
          <p className="mt-2 text-muted">{o.intro}</p>
        </div>
        <nav aria-label={o.title} className="flex flex-wrap gap-2">
          {canPost && <ButtonLink to="/opportunities/new">{o.postJob}</ButtonLink>}
          {user && (
            <>
              <ButtonLink to="/opportunities/mine" variant="secondary">
                {o.myJobs}
              </ButtonLink>
              <ButtonLink to="/opportunities/alerts" variant="secondary">
                {o.alerts}
              </ButtonLink>
            </>
          )}
        </nav>
      </header>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside>
          {/* A new search (a link, "Clear all") gives the form its fields afresh; a new order or page does
              not, so what the member is typing while the reordered list loads stays. */}
          <JobFilters
            key={jobSearchParams({ ...query, sort: undefined, page: undefined }).toString()}
            query={query}
            options={options}
          />
        </aside>
        <section aria-labelledby="jobs-results">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="jobs-results" className="text-lg font-semibold tabular" aria-live="polite">
              {list.total === 1 ? o.resultsOne : fmt(o.resultsMany, { count: formatNumber(list.total, locale) })}
            </h2>
            <SortSelect query={query} />
          </div>
          {list.yourPairs && list.yourPairs.length > 0 && <YourPairs pairs={list.yourPairs} names={names} />}
          {list.yourPairs?.length === 0 ? (
            <div className="mt-4 rounded-card border border-dashed border-line bg-surface p-8 text-center">
              <p className="text-lg font-semibold">{o.noPairsTitle}</p>
              <p className="mt-2 text-muted">{o.noPairsText}</p>
              <ButtonLink to="/welcome?step=pairs" className="mt-4">
                {o.addPairs}
              </ButtonLink>
            </div>
          ) : list.jobs.length ? (
            <ul className="mt-4 space-y-4">
              {list.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} names={names} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-card border border-dashed border-line bg-surface p-8 text-center">
              <p className="text-lg font-semibold">{list.total ? o.pastEnd : o.emptyTitle}</p>
              {!list.total && <p className="mt-2 text-muted">{o.emptyText}</p>}
              {/* Words no job has beside filters that find jobs: those jobs are one step away. */}
              {!list.total && query.search && (query.source || query.target || query.service_id || query.field) && (
                <ButtonLink to={jobsHref({ ...query, search: undefined, page: 1 })} className="mt-4">
                  {fmt(o.withoutWords, { search: query.search })}
                </ButtonLink>
              )}
              {list.total > 0 && (
                <ButtonLink to={jobsHref({ ...query, page: 1 })} className="mt-4">
                  {o.previous}
                </ButtonLink>
              )}
            </div>
          )}
          <JobPagination query={query} totalPages={list.totalPages} />
        </section>
      </div>
    </div>
  );
}

/** The member's own pairs the list keeps, named as the cards name them. */
function YourPairs({ pairs, names }: { pairs: NonNullable<JobList['yourPairs']>; names: DirectoryNames }) {
  const o = useT().opportunities;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{o.inYourPairs}</span>
      <ul className="flex flex-wrap gap-2">
        {pairs.map((p) => (
          <li key={`${p.source}-${p.target}`}>
            <LanguagePairChip source={names.language(p.source)} target={names.language(p.target)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const FILTERS_FORM = 'job-filters';

function JobFilters({ query, options }: { query: JobListQuery; options: DirectoryOptions }) {
  const t = useT();
  const f = t.opportunities.filters;
  const navigate = useNavigate();
  const { user } = useViewer();
  const [saving, setSaving] = useState(false);
  const languages = useMemo(
    () => options.languages.map((l) => ({ value: l.iso3, label: l.name, keywords: `${l.short} ${l.iso3}` })),
    [options.languages],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === 'string' ? v.trim() : '']),
    );
    navigate(jobsHref({ ...values, page: 1 }), { preventScrollReset: true });
  };
  const save = async () => {
    setSaving(true);
    try {
      await sendJson('POST', '/next/api/job-alerts', {
        search: query.search ?? null,
        source: query.source ?? null,
        target: query.target ?? null,
        serviceId: query.service_id ?? null,
        field: query.field ?? null,
        myPairs: query.pairs === 'mine',
        digest: false,
      });
      toast.success(f.saved);
    } catch (err) {
      toast.error(jobFailure(err, t));
    } finally {
      setSaving(false);
    }
  };
  const activeCount = [query.search, query.source, query.target, query.service_id, query.field, query.pairs].filter(
    (v) => v !== undefined,
  ).length;
  return (
    <FilterPanel
      title={f.title}
      activeLabel={
        activeCount > 0
          ? fmtCount(activeCount, t.directory.filters.activeCountOne, t.directory.filters.activeCount, {
              count: activeCount,
            })
          : null
      }
    >
      <form
        id={FILTERS_FORM}
        method="get"
        action="/opportunities"
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-4"
      >
        {user && QUOTING_ACCOUNT_TYPES.has(user.account_type) && (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="pairs"
              value="mine"
              defaultChecked={query.pairs === 'mine'}
              className="size-4 accent-accent"
            />
            {f.yourPairs}
          </label>
        )}
        <TextField label={f.search} name="search" type="search" defaultValue={query.search ?? ''} maxLength={100} />
        <SearchableSelect
          name="source"
          label={f.source}
          options={languages}
          value={query.source}
          emptyLabel={f.anyLanguage}
          placeholder={f.languagePlaceholder}
          noMatch={f.noLanguage}
          clearLabel={f.clearField}
        />
        <SearchableSelect
          name="target"
          label={f.target}
          options={languages}
          value={query.target}
          emptyLabel={f.anyLanguage}
          placeholder={f.languagePlaceholder}
          noMatch={f.noLanguage}
          clearLabel={f.clearField}
        />
        <ServiceSelect
          name="service_id"
          label={f.service}
          value={query.service_id}
          emptyLabel={f.anyService}
          pairOnly
        />
        <FieldSelect
          name="field"
          label={f.field}
          value={query.field}
          emptyLabel={f.anyField}
          wholeCategory={f.wholeCategory}
        />
        {/* An order the member chose stays with a new search; the default follows the search. */}
        {query.sort && query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{f.apply}</Button>
          {activeCount > 0 && (
            <Link to={jobsHref({ sort: query.sort })} className="text-sm">
              {f.clearAll}
            </Link>
          )}
        </div>
      </form>
      {activeCount > 0 && (
        <div className="mt-4 border-t border-line pt-4">
          {user ? (
            <Button type="button" variant="secondary" onClick={save} busy={saving}>
              <BellPlus aria-hidden="true" className="size-4" />
              {f.save}
            </Button>
          ) : (
            <Link to={authPath('/session/signin', jobsHref(query))} className="text-sm">
              {f.saveSignIn}
            </Link>
          )}
        </div>
      )}
    </FilterPanel>
  );
}

function SortSelect({ query }: { query: JobListQuery }) {
  const t = useT();
  const f = t.opportunities.filters;
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">{f.sort}</span>
      <select
        name="sort"
        value={jobSortOf(query)}
        onChange={(e) =>
          navigate(jobsHref({ ...query, sort: e.target.value as JobListQuery['sort'], page: 1 }), {
            preventScrollReset: true,
          })
        }
        className="rounded-card border border-line-strong bg-surface px-3 py-2 text-sm text-fg"
      >
        {JOB_SORTS.filter((s) => s !== 'relevance' || query.search).map((s) => (
          <option key={s} value={s}>
            {f.sorts[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

function JobPagination({ query, totalPages }: { query: JobListQuery; totalPages: number }) {
  const t = useT();
  const o = t.opportunities;
  const locale = useLocale();
  if (totalPages <= 1) return null;
  const page = query.page;
  return (
    <nav aria-label={o.pagination} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={jobsHref({ ...query, page: page - 1 })} rel="prev">
          {o.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted tabular">
        {fmt(o.pageOf, { page: formatNumber(page, locale), pages: formatNumber(totalPages, locale) })}
      </span>
      {page < totalPages ? (
        <Link to={jobsHref({ ...query, page: page + 1 })} rel="next">
          {o.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
