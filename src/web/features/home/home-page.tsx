import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import {
  type DirectoryOptions,
  NEW_MEMBERS_DAYS_WINDOW,
  type Newcomer,
  type NewMembersResponse,
} from '../../../contract/directory.ts';
import {
  type JobList,
  type JobStatus,
  type JobSummary,
  type MyJobs,
  POSTING_ACCOUNT_TYPES,
  QUOTING_ACCOUNT_TYPES,
} from '../../../contract/opportunities.ts';
import type { HomeData } from '../../../contract/site.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { MemberCardList } from '../../ui/member-card.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { NewSince } from '../membership/new-since.tsx';
import { JobCard } from '../opportunities/job-card.tsx';
import { JobToPay } from '../opportunities/job-to-pay.tsx';

/** How many of the newest jobs in a professional's own pairs, or of a client's jobs under way, the home page shows. */
const JOBS_FOR_YOU = 3;
/** A client's jobs still asking something of her: a draft to post, quotes to read or choose from, work to complete. */
const UNDER_WAY: ReadonlySet<JobStatus> = new Set(['draft', 'open', 'closed', 'awarded']);

interface HomePageData extends HomeData {
  newMembers: Newcomer[];
  options: DirectoryOptions;
  /** For a member who quotes: the newest open jobs in their own pairs (none listed: their profile has no pairs). */
  jobsForYou: JobList | null;
  /** For a client who posts and does not quote: her newest jobs under way (none: she is offered to post one). */
  clientJobs: JobSummary[] | null;
  /** What is left to pay on her awarded jobs (MyJobs' toPay). */
  toPay: MyJobs['toPay'];
}

export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomePageData> {
  const api = context.get(apiContext);
  const viewer = context.get(viewerContext);
  const quotes = QUOTING_ACCOUNT_TYPES.has(viewer.user?.account_type ?? '');
  const posts = !quotes && POSTING_ACCOUNT_TYPES.has(viewer.user?.account_type ?? '');
  const [home, newMembers, options, jobsForYou, mine] = await Promise.all([
    api.get<HomeData>('/next/api/site/home'),
    api.get<NewMembersResponse>('/next/api/membership/new-members?limit=6&include_first_time_paid=1'),
    api.get<DirectoryOptions>(directoryOptionsPath(viewer.locale)),
    quotes ? api.get<JobList>('/next/api/jobs?pairs=mine') : null,
    posts ? api.get<MyJobs>('/next/api/jobs/mine') : null,
  ]);
  const clientJobs = mine?.posted.filter((job) => UNDER_WAY.has(job.status)).slice(0, JOBS_FOR_YOU) ?? null;
  return { ...home, newMembers: newMembers.data, options, jobsForYou, clientJobs, toPay: mine?.toPay ?? [] };
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

      {/* Who Wordhive is for, to a visitor; to a member, what is there for them today. */}
      {data.jobsForYou ? (
        <JobsForYou list={data.jobsForYou} names={names} />
      ) : data.clientJobs ? (
        <ClientJobs jobs={data.clientJobs} toPay={data.toPay} names={names} />
      ) : (
        <section className="grid grid-cols-1 gap-4 py-6 md:grid-cols-3">
          {audiences.map((a) => (
            <div key={a.title} className="rounded-card border border-line bg-surface p-5">
              <h2 className="text-lg font-semibold">{a.title}</h2>
              <p className="mt-2 text-sm text-muted">{a.text}</p>
            </div>
          ))}
        </section>
      )}

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

function JobsForYou({ list, names }: { list: JobList; names: DirectoryNames }) {
  const t = useT();
  const h = t.home;
  const noPairs = list.yourPairs?.length === 0;
  return (
    <section aria-labelledby="jobs-for-you-title" className="py-6">
      <h2 id="jobs-for-you-title" className="text-xl font-semibold">
        {h.forYouTitle}
      </h2>
      {list.jobs.length ? (
        <>
          <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
            {list.jobs.slice(0, JOBS_FOR_YOU).map((job) => (
              <li key={job.id}>
                <JobCard job={job} names={names} />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to="/opportunities?pairs=mine">{h.forYouAll}</Link>
          </p>
        </>
      ) : (
        <div className="mt-4 rounded-card border border-dashed border-line bg-surface p-5">
          <p className="text-muted">{noPairs ? h.forYouNoPairs : h.forYouNone}</p>
          <p className="mt-3">
            {noPairs ? (
              <Link to="/welcome?step=pairs">{t.opportunities.addPairs}</Link>
            ) : (
              <Link to="/opportunities/alerts">{t.opportunities.alerts}</Link>
            )}
          </p>
        </div>
      )}
    </section>
  );
}

/** A client's jobs under way, each with its state and quotes; with none, an invitation to post one. */
function ClientJobs({ jobs, toPay, names }: { jobs: JobSummary[]; toPay: MyJobs['toPay']; names: DirectoryNames }) {
  const t = useT();
  const actions = (
    <div className="mt-4 flex flex-wrap gap-3">
      <ButtonLink to="/opportunities/new">{t.opportunities.postJob}</ButtonLink>
      <ButtonLink to="/opportunities/mine" variant="secondary">
        {t.opportunities.myJobs}
      </ButtonLink>
    </div>
  );
  const pays = new Map(toPay.map((pay) => [pay.jobId, pay]));
  if (jobs.length)
    return (
      <section aria-labelledby="client-jobs-title" className="py-6">
        <h2 id="client-jobs-title" className="text-xl font-semibold">
          {t.home.clientJobsTitle}
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} names={names} showStatus showPoster={false}>
                <JobToPay job={job} pay={pays.get(job.id)} />
              </JobCard>
            </li>
          ))}
        </ul>
        {actions}
      </section>
    );
  return (
    <section aria-labelledby="post-a-job-title" className="py-6">
      <div className="rounded-card border border-line bg-surface p-5">
        <h2 id="post-a-job-title" className="text-lg font-semibold">
          {t.home.clientTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{t.home.clientText}</p>
        {actions}
      </div>
    </section>
  );
}
