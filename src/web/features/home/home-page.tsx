import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import {
  type DirectoryOptions,
  NEW_MEMBERS_DAYS_WINDOW,
  type Newcomer,
  type NewMembersResponse,
} from '../../../contract/directory.ts';
import type { HomeData } from '../../../contract/site.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { MemberCardList } from '../../ui/member-card.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { NewSince } from '../membership/new-since.tsx';

interface HomePageData extends HomeData {
  newMembers: Newcomer[];
  options: DirectoryOptions;
}

export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomePageData> {
  const api = context.get(apiContext);
  const [home, newMembers, options] = await Promise.all([
    api.get<HomeData>('/next/api/site/home'),
    api.get<NewMembersResponse>('/next/api/membership/new-members?limit=6&include_first_time_paid=1'),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
  ]);
  return { ...home, newMembers: newMembers.data, options };
}

export const homeHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: dict.home.title, description: dict.home.description, canonicalPath: '/' }),
};

export function HomePage() {
  const data = useLoaderData() as HomePageData;
  const names = useMemo(() => directoryNames(data.options), [data.options]);
  const t = useT();
  const locale = useLocale();
  const { user } = useViewer();
  const n = (v: number) => formatNumber(v, locale);
  const figures = [
    { value: data.figures.members, label: t.home.figureMembers },
    { value: data.figures.linguists, label: t.home.figureLinguists },
    { value: data.figures.companies, label: t.home.figureCompanies },
    { value: data.figures.outsourcers, label: t.home.figureOutsourcers },
  ];
  const audiences = [
    { title: t.home.forLinguistsTitle, text: t.home.forLinguistsText },
    { title: t.home.forCompaniesTitle, text: t.home.forCompaniesText },
    { title: t.home.forOutsourcersTitle, text: t.home.forOutsourcersText },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="py-8">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">{t.home.heroTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          {fmt(t.home.heroText, { linguists: n(data.figures.linguists), companies: n(data.figures.companies) })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/directory?service=translators">{t.home.findLinguist}</ButtonLink>
          {/* A member has joined already: their own profile is the next step. */}
          {user ? (
            <ButtonLink to="/profile" variant="secondary">
              {t.header.myProfile}
            </ButtonLink>
          ) : (
            <ButtonLink to="/session/signup" variant="secondary">
              {t.home.joinFree}
            </ButtonLink>
          )}
        </div>
      </section>

      <section aria-labelledby="figures-title" className="py-6">
        <h2 id="figures-title" className="text-xl font-semibold">
          {t.home.figuresTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-card border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{f.label}</dt>
              <dd className="tabular text-2xl font-bold">{n(f.value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="grid grid-cols-1 gap-4 py-6 md:grid-cols-3">
        {audiences.map((a) => (
          <div key={a.title} className="rounded-card border border-line bg-surface p-5">
            <h2 className="text-lg font-semibold">{a.title}</h2>
            <p className="mt-2 text-sm text-muted">{a.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="newest-title" className="py-6">
        <h2 id="newest-title" className="text-xl font-semibold">
          {t.home.newestTitle}
        </h2>
        <div className="mt-4">
          {data.newMembers.length ? (
            <MemberCardList
              cards={data.newMembers}
              names={names}
              extra={(card) => <NewSince newcomer={card as Newcomer} />}
            />
          ) : (
            <p className="text-muted">{fmt(t.membership.newMembersEmpty, { days: NEW_MEMBERS_DAYS_WINDOW })}</p>
          )}
        </div>
        <p className="mt-4">
          <Link to="/membership#new-members-title">{t.membership.seeAllNewMembers}</Link>
        </p>
      </section>
    </div>
  );
}
