import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { DirectoryOptions, Mentor, MentorsResponse } from '../../../contract/directory.ts';
import { mentorsQuerySchema } from '../../../contract/directory-schemas.ts';
import { entry, fmtCount } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { MemberCardList } from '../../ui/member-card.tsx';
import { viewerContext } from '../../viewer.ts';
import { Pagination } from '../directory/pagination.tsx';
import { FavoriteButton, FavoritesProvider } from '../favorites/favorite-button.tsx';

interface MentorsData extends MentorsResponse {
  page: number;
  options: DirectoryOptions;
}

const pageHref = (page: number) => (page > 1 ? `/mentors?page=${page}` : '/mentors');

function pageOf(url: URL): number {
  const parsed = mentorsQuerySchema.safeParse({ page: url.searchParams.get('page') ?? undefined });
  return parsed.success ? parsed.data.page : 1;
}

export async function mentorsLoader({ request, context }: LoaderFunctionArgs): Promise<MentorsData> {
  const page = pageOf(new URL(request.url));
  const api = context.get(apiContext);
  const [mentors, options] = await Promise.all([
    api.get<MentorsResponse>(`/next/api/mentors?page=${page}`),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
  ]);
  return { ...mentors, page, options };
}

export const mentorsHandle: RouteHandle = {
  meta: ({ dict, data }) => ({
    title: dict.membership.mentors.metaTitle,
    description: dict.membership.mentors.metaDescription,
    canonicalPath: pageHref((data as MentorsData | undefined)?.page ?? 1),
  }),
  cacheQuery: (url) => String(pageOf(url)),
};

export function MentorsPage() {
  const data = useLoaderData() as MentorsData;
  const t = useT();
  const m = t.membership.mentors;
  const locale = useLocale();
  const names = useMemo(() => directoryNames(data.options), [data.options]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{m.title}</h1>
        <p className="mt-2 text-lg text-muted">{m.intro}</p>
        <p className="mt-2 text-sm text-muted">{m.becomeMentor}</p>
      </header>
      <section aria-labelledby="mentors-count" className="mt-8">
        <h2 id="mentors-count" className="text-lg font-semibold tabular">
          {fmtCount(data.totalResults, m.countOne, m.count, { count: formatNumber(data.totalResults, locale) })}
        </h2>
        <div className="mt-4">
          {data.data.length ? (
            <FavoritesProvider>
              <MemberCardList
                cards={data.data}
                names={names}
                extra={(card) => <MentorTopics topics={(card as Mentor).mentor_topics} />}
                action={(card) => <FavoriteButton entityId={card.entity_id} name={card.name} compact />}
              />
            </FavoritesProvider>
          ) : (
            <div className="rounded-card border border-dashed border-line bg-surface p-6 text-center">
              <p>{m.empty}</p>
              <ButtonLink to="/membership" variant="secondary" className="mt-3">
                {m.emptyAction}
              </ButtonLink>
            </div>
          )}
        </div>
        <Pagination page={data.page} totalPages={data.totalPages} href={pageHref} />
      </section>
    </div>
  );
}

function MentorTopics({ topics }: { topics: string[] }) {
  const t = useT();
  if (!topics.length) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">{t.membership.mentors.topics}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {topics.map((topic) => (
          <li key={topic} className="rounded-full border border-line px-2 py-0.5 text-xs">
            {entry(t.membership.mentorTopics, topic) ?? topic}
          </li>
        ))}
      </ul>
    </div>
  );
}
