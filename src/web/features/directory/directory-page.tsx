import { useMemo } from 'react';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import { DIRECTORY_SERVICES, DIRECTORY_SORTS } from '../../../contract/directory.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { directoryNames } from '../../ui/directory-names.ts';
import { FilterPanel } from '../../ui/filter-panel.tsx';
import { Link } from '../../ui/link.tsx';
import { MemberCardList, MemberCardSkeleton } from '../../ui/member-card.tsx';
import { MessageButton } from '../chat/message-button.tsx';
import { FavoriteButton, FavoritesProvider } from '../favorites/favorite-button.tsx';
import { InviteToQuoteButton } from '../opportunities/invite-button.tsx';
import { MarketRateNote } from '../opportunities/market-rate-note.tsx';
import { type DirectoryPageData, directoryCacheQuery, directoryHref } from './directory-data.ts';

// The route table loads this module for the three directory pages: their loaders come with it.
export { businessDirectoryLoader, userDirectoryLoader } from './directory-data.ts';

import { directoryMeta, sectionOf } from './directory-meta.ts';
import { activeFilterCount, clearedFilters, FILTER_FORM_ID, FilterForm } from './filter-form.tsx';
import { Pagination } from './pagination.tsx';

export const directoryHandle: RouteHandle = {
  meta: ({ data, dict }) => directoryMeta(data as DirectoryPageData | undefined, dict),
  cacheQuery: directoryCacheQuery,
};

const SKELETONS = 6;

function introOf(data: DirectoryPageData, d: Dictionary['directory']): string {
  if (data.kind === 'businesses') return d.businessIntro;
  return data.query.certified ? d.certifiedIntro : d.intro;
}

/** `/directory?service=…` and `/business`: one page, two lists. */
export function DirectoryPage() {
  const data = useLoaderData() as DirectoryPageData;
  const t = useT();
  const d = t.directory;
  const location = useLocation();
  const navigation = useNavigation();
  // Skeletons while this directory loads its next page of results (design/ui.md).
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const section = sectionOf(data);
  const names = useMemo(() => directoryNames(data.options), [data.options]);
  const active = activeFilterCount(data.query);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {data.query.certified ? d.headings.certified : d.headings[section]}
        </h1>
        <p className="mt-2 text-muted">{introOf(data, d)}</p>
      </header>

      {data.kind === 'users' && <SectionTabs data={data} current={section} />}

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside>
          <FilterPanel
            title={d.filters.title}
            activeLabel={
              active > 0 ? fmtCount(active, d.filters.activeCountOne, d.filters.activeCount, { count: active }) : null
            }
          >
            <div className="mt-4 lg:mt-0">
              <FilterForm key={location.search} data={data} />
            </div>
          </FilterPanel>
        </aside>

        <section aria-labelledby="results-title" aria-busy={loading || undefined}>
          <h2 id="results-title" className="sr-only">
            {d.resultsTitle}
          </h2>
          <ResultsBar data={data} />
          {loading ? (
            <>
              <p role="status" className="sr-only">
                {d.loading}
              </p>
              <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: SKELETONS }, (_, i) => (
                  <li key={i}>
                    <MemberCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          ) : data.results.length ? (
            <div className="mt-4">
              <FavoritesProvider>
                <MemberCardList
                  cards={data.results}
                  names={names}
                  action={(card) => (
                    <>
                      <MessageButton entityId={card.entity_id} name={card.name} />
                      <InviteToQuoteButton
                        member={{ entityId: card.entity_id, name: card.name, accountType: card.account_type }}
                      />
                      <FavoriteButton entityId={card.entity_id} name={card.name} compact />
                    </>
                  )}
                />
              </FavoritesProvider>
            </div>
          ) : (
            <EmptyState data={data} />
          )}
          {!loading && data.rates && (
            <MarketRateNote
              className="mt-6"
              question={data.rates.question}
              languageName={(code) => names.language(code).name}
              initial={data.rates.answer}
            />
          )}
          {!loading && (
            <Pagination
              page={data.query.page}
              totalPages={data.totalPages}
              href={(page) => directoryHref(data, { page })}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function SectionTabs({ data, current }: { data: DirectoryPageData; current: string }) {
  const t = useT();
  const sections = ['all', ...DIRECTORY_SERVICES] as const;
  return (
    // The tabs wrap on a phone rather than scroll: a row cut off at the edge hides that there is more.
    <nav aria-label={t.directory.sectionsNav} className="mt-6">
      <ul className="flex flex-wrap gap-x-2 border-b border-line">
        {sections.map((s) => (
          <li key={s}>
            <Link
              to={directoryHref(data, { service: s === 'all' ? undefined : s })}
              aria-current={s === current ? 'page' : undefined}
              className={`inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium no-underline ${
                s === current ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg'
              }`}
            >
              {t.directory.sections[s]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The count and the sort order; the sort select belongs to the filter form and applies at once. */
function ResultsBar({ data }: { data: DirectoryPageData }) {
  const t = useT();
  const d = t.directory;
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const { page, pageSize } = data.query;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(data.totalResults, page * pageSize);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div aria-live="polite">
        <p className="text-lg font-semibold tabular">
          {data.totalResults === 1 ? d.resultsOne : fmt(d.resultsMany, { count: n(data.totalResults) })}
        </p>
        {data.results.length > 0 && (
          <p className="text-sm text-muted tabular">
            {fmt(d.showing, { from: n(from), to: n(to), total: n(data.totalResults) })}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="font-medium">{d.sort.label}</span>
        <select
          name="sort"
          form={FILTER_FORM_ID}
          defaultValue={data.query.sort}
          key={data.query.sort}
          className="rounded-card border border-line bg-surface px-3 py-2 text-sm text-fg"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {DIRECTORY_SORTS.map((s) => (
            <option key={s} value={s}>
              {d.sort[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function EmptyState({ data }: { data: DirectoryPageData }) {
  const t = useT();
  const d = t.directory;
  const locale = useLocale();
  if (data.totalResults > 0) {
    // A page number past the end (an old link, a hand-typed URL): the results exist, on earlier pages.
    return (
      <div className="mt-4 rounded-card border border-dashed border-line bg-surface p-8 text-center">
        <p className="text-lg font-semibold">{fmt(d.pastEndTitle, { page: formatNumber(data.query.page, locale) })}</p>
        <p className="mt-2 text-muted">{fmt(d.pastEndText, { pages: formatNumber(data.totalPages, locale) })}</p>
        <ButtonLink to={directoryHref(data, { page: data.totalPages })} className="mt-4">
          {d.pastEndLink}
        </ButtonLink>
      </div>
    );
  }
  // Words nobody has ("… in Geneva") beside filters many match: the filters' members are one step away.
  const search = data.query.search;
  const withoutWords = search && activeFilterCount(data.query) > 1;
  return (
    <div className="mt-4 rounded-card border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-lg font-semibold">{d.emptyTitle}</p>
      <p className="mt-2 text-muted">{d.emptyText}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {withoutWords && (
          <ButtonLink to={directoryHref(data, { search: undefined })}>{fmt(d.withoutWords, { search })}</ButtonLink>
        )}
        <ButtonLink to={directoryHref(data, clearedFilters)} variant={withoutWords ? 'secondary' : 'primary'}>
          {d.filters.clearAll}
        </ButtonLink>
      </div>
    </div>
  );
}
