/** /opportunities/mine: the jobs a member posted (drafts too) and the ones they quoted on, with each quote's state. */
import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import type { MyJobs } from '../../../contract/opportunities.ts';
import { apiContext } from '../../api-client.ts';
import { useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { viewerContext } from '../../viewer.ts';
import { JobCard } from './job-card.tsx';
import { ownQuoteText } from './job-format.ts';

interface MyJobsData {
  mine: MyJobs;
  options: DirectoryOptions;
}

export async function myJobsLoader(args: LoaderFunctionArgs): Promise<MyJobsData> {
  requireSignedIn(args);
  const api = args.context.get(apiContext);
  const [mine, options] = await Promise.all([
    api.get<MyJobs>('/next/api/jobs/mine'),
    api.get<DirectoryOptions>(directoryOptionsPath(args.context.get(viewerContext).locale)),
  ]);
  return { mine, options };
}

export const myJobsHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.opportunities.mine.title} · ${dict.common.siteName}`, noindex: true }),
};

export function MyJobsPage() {
  const { mine, options } = useLoaderData() as MyJobsData;
  const t = useT();
  const locale = useLocale();
  const m = t.opportunities.mine;
  const names = useMemo(() => directoryNames(options), [options]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <div className="flex flex-wrap gap-2">
          {mine.canPost && <ButtonLink to="/opportunities/new">{t.opportunities.postJob}</ButtonLink>}
          <ButtonLink to="/opportunities" variant="secondary">
            {m.browse}
          </ButtonLink>
        </div>
      </div>
      {(mine.canPost || mine.posted.length > 0) && (
        <section aria-labelledby="posted-jobs" className="mt-8">
          <h2 id="posted-jobs" className="text-lg font-semibold">
            {m.posted}
          </h2>
          {mine.posted.length ? (
            <ul className="mt-3 space-y-4">
              {mine.posted.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} names={names} showStatus showPoster={false} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">{m.postedEmpty}</p>
          )}
        </section>
      )}
      {mine.invited.length > 0 && (
        <section aria-labelledby="invited-jobs" className="mt-8">
          <h2 id="invited-jobs" className="text-lg font-semibold">
            {m.invited}
          </h2>
          <ul className="mt-3 space-y-4">
            {mine.invited.map((job) => (
              <li key={job.id}>
                <JobCard job={job} names={names} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {(mine.canQuote || mine.quoted.length > 0) && (
        <section aria-labelledby="quoted-jobs" className="mt-8">
          <h2 id="quoted-jobs" className="text-lg font-semibold">
            {m.quoted}
          </h2>
          {mine.quoted.length ? (
            <ul className="mt-3 space-y-4">
              {mine.quoted.map(({ job, quote }) => (
                <li key={job.id}>
                  <JobCard job={job} names={names} showStatus>
                    <p className="mt-3 rounded-card bg-surface-2 p-3 text-sm">
                      {ownQuoteText(quote, t, locale)}
                      <span className="ms-2 font-medium">({t.opportunities.quote.statuses[quote.status]})</span>
                    </p>
                  </JobCard>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">{m.quotedEmpty}</p>
          )}
        </section>
      )}
    </div>
  );
}
