/** /opportunities/mine: the jobs a member posted (drafts too) and the ones they quoted on, with each quote's state. */
import { type ReactNode, useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import { formatMoney } from '../../../contract/money.ts';
import type { MyJobs } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { viewerContext } from '../../viewer.ts';
import { JobCard, OwnQuote } from './job-card.tsx';
import { AskForPayment } from './job-payments.tsx';
import { JobToPay } from './job-to-pay.tsx';

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
  const m = t.opportunities.mine;
  const locale = useLocale();
  const names = useMemo(() => directoryNames(options), [options]);
  const toPay = new Map(mine.toPay.map((pay) => [pay.jobId, pay]));
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
        <JobsSection id="posted-jobs" title={m.posted} empty={m.postedEmpty}>
          {mine.posted.map((job) => (
            <li key={job.id}>
              <JobCard job={job} names={names} showStatus showPoster={false}>
                <JobToPay job={job} pay={toPay.get(job.id)} />
              </JobCard>
            </li>
          ))}
        </JobsSection>
      )}
      {mine.invited.length > 0 && (
        <JobsSection id="invited-jobs" title={m.invited}>
          {mine.invited.map((job) => (
            <li key={job.id}>
              <JobCard job={job} names={names} />
            </li>
          ))}
        </JobsSection>
      )}
      {(mine.canQuote || mine.quoted.length > 0) && (
        <JobsSection id="quoted-jobs" title={m.quoted} empty={m.quotedEmpty}>
          {mine.quoted.map(({ job, quote, leftToBePaid }) => (
            <li key={job.id}>
              <JobCard job={job} names={names} showStatus>
                <OwnQuote quote={quote} className="mt-3" />
                {leftToBePaid !== null && (
                  <>
                    <p className="mt-3 text-sm">
                      {fmt(m.toBePaid, {
                        name: shownName(job.poster.name, t),
                        amount: formatMoney(leftToBePaid, job.currency, locale),
                      })}
                    </p>
                    <AskForPayment job={job} />
                  </>
                )}
              </JobCard>
            </li>
          ))}
        </JobsSection>
      )}
    </div>
  );
}

/** One list of the page: its heading, its jobs, or what to say when it has none. */
function JobsSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children.length ? <ul className="mt-3 space-y-4">{children}</ul> : <p className="mt-2 text-muted">{empty}</p>}
    </section>
  );
}
