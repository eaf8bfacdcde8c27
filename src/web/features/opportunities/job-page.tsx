/**
 * /opportunities/:jobId: one job. Anyone reads it; a professional quotes on
 * it; the poster compares the quotes side by side, shortlists, asks in chat,
 * awards, completes; after completion both sides rate each other. What the
 * viewer may do comes from the server (`viewer`), which enforces it too.
 */

import { Download, Star } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import type { MarketRates } from '../../../contract/market-rates.ts';
import { formatMoney, formatRate } from '../../../contract/money.ts';
import {
  decimalToMilli,
  JOB_TRANSITIONS,
  type JobDetail,
  type JobInvitationList,
  type JobStatus,
  type JobUnit,
  milliToDecimal,
  QUOTE_NOTE_MAX,
  type Quote,
  type QuoteList,
  quoteTotalCents,
  RATING_COMMENT_MAX,
  RATING_REPLY_MAX,
  type Rating,
} from '../../../contract/opportunities.ts';
import { SOFTWARES } from '../../../contract/taxonomy.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { ApiError, apiContext, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { hasLeft, shownName } from '../../member-names.ts';
import { type RouteHandle, snippet } from '../../meta.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { FormError } from '../../ui/form-error.tsx';
import { LanguagePairChip } from '../../ui/language-pair-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { MemberLink } from '../../ui/member-link.tsx';
import { StarInput } from '../../ui/star-input.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { MessageButton } from '../chat/message-button.tsx';
import { OwnQuote } from './job-card.tsx';
import { budgetText, disciplineName, quoteCountText, serviceName, volumeText } from './job-format.ts';
import { InvitationNotice, InvitedProfessionals } from './job-invitations.tsx';
import { jobFailure, jobFieldErrors, jobMessage } from './job-messages.ts';
import { JobPayments } from './job-payments.tsx';
import { MarketRateNote, marketRatesPath } from './market-rate-note.tsx';

interface JobPageData {
  job: JobDetail;
  quotes: QuoteList;
  options: DirectoryOptions;
  /** What professionals ask in the job's first pair, while it is open for quotes. */
  rates: MarketRates | null;
  /** For the poster: whom she invited to quote. */
  invitations: JobInvitationList | null;
}

const rateQuestion = (job: JobDetail) => ({
  source: job.pairs[0]?.source,
  target: job.pairs[0]?.target,
  serviceId: job.serviceId,
});

export async function jobLoader({ params, context }: LoaderFunctionArgs): Promise<JobPageData> {
  const id = params.jobId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const res = await api.getResult(`/next/api/jobs/${id}`);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (res.status >= 400) throw data(null, { status: res.status });
  const job = res.body as JobDetail;
  const ratesPath = job.status === 'open' ? marketRatesPath(rateQuestion(job)) : null;
  const [quotes, options, rates, invitations] = await Promise.all([
    api.get<QuoteList>(`/next/api/jobs/${id}/quotes`),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
    ratesPath ? api.get<MarketRates>(ratesPath) : null,
    job.viewer.isPoster ? api.get<JobInvitationList>(`/next/api/jobs/${id}/invitations`) : null,
  ]);
  return { job, quotes, options, rates, invitations };
}

export const jobHandle: RouteHandle = {
  // What a viewer may do differs per viewer, and quotes arrive all the time: never a cached copy.
  cacheQuery: () => null,
  meta: ({ data: loaded, dict }) => {
    const job = (loaded as JobPageData | undefined)?.job;
    if (!job) return { title: dict.opportunities.title, noindex: true };
    return {
      title: `${job.title} · ${dict.opportunities.title} · ${dict.common.siteName}`,
      description: snippet(job.description),
      canonicalPath: `/opportunities/${job.id}`,
      noindex: job.status !== 'open',
      // A job posting search engines understand: remote contract work with its dates and client.
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: job.description,
        datePosted: job.publishedAt ?? job.createdAt,
        validThrough: `${job.deadline}T23:59:59Z`,
        employmentType: 'CONTRACTOR',
        jobLocationType: 'TELECOMMUTE',
        hiringOrganization: { '@type': 'Organization', name: job.poster.name },
      },
    };
  },
};

const card = 'rounded-card border border-line bg-surface p-4 sm:p-6';

export function JobPage() {
  const { job, quotes, options, rates, invitations } = useLoaderData() as JobPageData;
  const t = useT();
  const o = t.opportunities;
  const locale = useLocale();
  const names = useMemo(() => directoryNames(options), [options]);
  const v = job.viewer;
  const ownLive = v.ownQuote && v.ownQuote.status !== 'withdrawn';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/opportunities" className="text-sm">
        {o.job.back}
      </Link>
      <header className="mt-3">
        <div className="flex flex-wrap items-center gap-3">
          <UserText as="h1" className="text-2xl font-bold sm:text-3xl" text={job.title} />
          <span className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-sm font-medium">
            {o.statuses[job.status]}
          </span>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {job.pairs.map((p) => (
            <LanguagePairChip
              key={`${p.source}-${p.target}`}
              source={names.language(p.source)}
              target={names.language(p.target)}
            />
          ))}
          <span className="text-sm text-muted">
            {serviceName(job.serviceId, t)}
            {job.disciplineId !== null && ` · ${disciplineName(job.disciplineId, t)}`}
          </span>
        </div>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section className={card} aria-labelledby="job-details">
            <h2 id="job-details" className="text-lg font-semibold">
              {o.job.details}
            </h2>
            <UserText as="p" text={job.description} className="mt-3 whitespace-pre-line" />
            <JobFacts job={job} />
            {rates && (
              <MarketRateNote
                className="mt-4"
                question={rateQuestion(job)}
                languageName={(code) => names.language(code).name}
                unit={job.unit as JobUnit}
                currency={job.currency}
                initial={rates}
              />
            )}
          </section>

          {v.isPoster && <ManageJob job={job} />}
          {v.isPoster && <CompareQuotes job={job} quotes={quotes.quotes} />}
          {invitations && <InvitedProfessionals job={job} invitations={invitations} />}
          <JobPayments
            job={job}
            quote={v.isPoster ? quotes.quotes.find((q) => q.id === job.awardedQuoteId) : awardedOwnQuote(job)}
          />
          {!v.isPoster && (job.status === 'open' || ownLive) && <QuoteSection job={job} />}
          {!v.isPoster && ownLive && job.quotesVisible && quotes.quotes.length > 1 && (
            <OtherQuotes quotes={quotes.quotes.filter((q) => q.id !== v.ownQuote?.id)} />
          )}
          {v.canRate && (
            <Ratings
              job={job}
              professional={quotes.quotes.find((q) => q.id === job.awardedQuoteId)?.professional.name ?? ''}
            />
          )}
        </div>

        <aside className="space-y-6">
          <section className={card} aria-labelledby="job-client">
            <h2 id="job-client" className="text-lg font-semibold">
              {o.job.client}
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <Avatar name={shownName(job.poster.name, t)} photoUrl={job.poster.imageUrl} size="list" />
              <MemberLink entityId={job.poster.entityId} name={job.poster.name} className="font-medium" />
            </div>
            <p className="mt-3 flex items-center gap-1 text-sm">
              {job.posterBlueBoard.count > 0 ? (
                <>
                  <Star aria-hidden="true" className="size-4 fill-current text-warning" />
                  {fmt(o.job.blueBoard, {
                    stars: formatNumber(job.posterBlueBoard.average ?? 0, locale),
                    count: formatNumber(job.posterBlueBoard.count, locale),
                  })}
                </>
              ) : (
                <span className="text-muted">{o.job.noBlueBoard}</span>
              )}
            </p>
            {!v.isPoster && !hasLeft(job.poster.name) && (
              <div className="mt-3">
                <MessageButton entityId={job.poster.entityId} name={job.poster.name} />
              </div>
            )}
          </section>
          <section className={card} aria-labelledby="job-quotes-count">
            <h2 id="job-quotes-count" className="text-sm font-medium text-muted">
              {o.job.quoteCount}
            </h2>
            <p className="mt-1 text-2xl font-semibold tabular">{quoteCountText(job.quoteCount, t, locale)}</p>
            {job.publishedAt && (
              <p className="mt-2 text-sm text-muted">
                {fmt(o.job.posted, { date: formatDate(job.publishedAt, locale) })}
              </p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}

function JobFacts({ job }: { job: JobDetail }) {
  const t = useT();
  const o = t.opportunities;
  const locale = useLocale();
  const { user } = useViewer();
  const tool = SOFTWARES.find((s) => s.id === job.catToolId)?.name ?? o.job.noCatTool;
  const estimate =
    job.budgetMinMilli !== null && job.budgetMaxMilli !== null
      ? fmt(o.job.estimate, {
          min: formatMoney(quoteTotalCents(job.budgetMinMilli, job.volume), job.currency, locale),
          max: formatMoney(quoteTotalCents(job.budgetMaxMilli, job.volume), job.currency, locale),
        })
      : null;
  const facts: [string, ReactNode][] = [
    [o.job.volume, volumeText(job, t, locale)],
    [o.job.deadline, formatDate(job.deadline, locale)],
    [
      o.job.budget,
      <>
        <span className="tabular">{budgetText(job, t, locale)}</span>
        {estimate && <span className="block text-sm text-muted tabular">{estimate}</span>}
      </>,
    ],
    [o.job.catTool, tool],
    [o.job.whoMayQuote, fmt(o.audiences[job.audience], { stars: formatNumber(job.minRating ?? 0, locale) })],
    [o.job.visibility, job.quotesVisible ? o.job.quotesVisible : o.job.quotesHidden],
  ];
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {job.sample && (
        <div>
          <dt className="text-sm font-medium text-muted">{o.job.sample}</dt>
          <dd>
            {user ? (
              <a href={`/next/api/jobs/${job.id}/sample`} className="inline-flex items-center gap-1" download>
                <Download aria-hidden="true" className="size-4" />
                {fmt(o.job.download, { name: job.sample.name })}
              </a>
            ) : (
              <Link to={authPath('/session/signin', `/opportunities/${job.id}`)}>{o.job.sampleSignIn}</Link>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

function QuoteSection({ job }: { job: JobDetail }) {
  const t = useT();
  const o = t.opportunities;
  const q = o.quote;
  const locale = useLocale();
  const { user } = useViewer();
  const revalidator = useRevalidator();
  const own = job.viewer.ownQuote;
  const live = own && own.status !== 'withdrawn';
  const unit = t.taxonomy.units.one[job.unit as JobUnit];
  const [rate, setRate] = useState(live ? milliToDecimal(own.rateMilli) : '');
  const [delivery, setDelivery] = useState(live ? own.deliveryDate : job.deadline);
  const [note, setNote] = useState(live ? (own.note ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  if (!user) {
    return (
      <section className={card}>
        <ButtonLink to={authPath('/session/signin', `/opportunities/${job.id}`)}>{o.job.signInToQuote}</ButtonLink>
      </section>
    );
  }
  if (job.viewer.cannotQuote && !live) {
    return (
      <section className={card} aria-labelledby="quote-title">
        <h2 id="quote-title" className="text-lg font-semibold">
          {o.job.cannotQuote}
        </h2>
        <p className="mt-2 text-muted">{jobMessage(job.viewer.cannotQuote, t, job.viewer.cannotQuote)}</p>
      </section>
    );
  }
  const milli = decimalToMilli(rate);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (milli === null || milli === 0) return setErrors({ rateMilli: q.rateInvalid });
    if (job.budgetMinMilli !== null && milli < job.budgetMinMilli) {
      return setErrors({
        rateMilli: fmt(q.belowMinimum, { min: formatRate(job.budgetMinMilli, job.currency, locale) }),
      });
    }
    setBusy(true);
    setErrors({});
    try {
      await sendJson('PUT', `/next/api/jobs/${job.id}/quotes/mine`, {
        rateMilli: milli,
        unit: job.unit,
        currency: job.currency,
        deliveryDate: delivery,
        note,
      });
      toast.success(live ? q.updated : q.sent);
      revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(jobFieldErrors(err.fields, t));
      else toast.error(jobFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async () => {
    setWithdrawing(false);
    try {
      await sendJson('DELETE', `/next/api/jobs/${job.id}/quotes/mine`);
      toast.success(q.withdrawn);
      revalidator.revalidate();
    } catch (err) {
      toast.error(jobFailure(err, t));
    }
  };
  return (
    <section className={card} aria-labelledby="quote-title">
      <h2 id="quote-title" className="text-lg font-semibold">
        {q.title}
      </h2>
      {job.viewer.invitation && !live && <InvitationNotice job={job} />}
      {live && <OwnQuote quote={own} className="mt-2" />}
      {live && own.outdated && own.status === 'submitted' && (
        <p className="mt-2 rounded-card border border-warning p-3 text-sm" role="status">
          {q.outdated}
        </p>
      )}
      {job.status === 'open' && (
        <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">{fmt(q.intro, { unit, currency: job.currency })}</p>
          <TextField
            label={fmt(q.rate, { unit, currency: job.currency })}
            hint={q.rateHint}
            name="rate"
            inputMode="decimal"
            value={rate}
            error={errors.rateMilli}
            onChange={(e) => setRate(e.target.value)}
          />
          <TextField
            label={q.delivery}
            type="date"
            name="deliveryDate"
            value={delivery}
            hint={delivery > job.deadline ? fmt(q.lateHint, { date: formatDate(job.deadline, locale) }) : undefined}
            error={errors.deliveryDate}
            onChange={(e) => setDelivery(e.target.value)}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={q.note}
            hint={q.noteHint}
            name="note"
            rows={3}
            maxLength={QUOTE_NOTE_MAX}
            value={note}
            error={errors.note}
            onChange={(e) => setNote(e.target.value)}
          />
          <p className="font-semibold tabular sm:col-span-2" aria-live="polite">
            {milli
              ? fmt(q.total, { total: formatMoney(quoteTotalCents(milli, job.volume), job.currency, locale) })
              : ' '}
          </p>
          <FormError message={errors.unit ?? errors.currency ?? null} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" busy={busy}>
              {live ? (own.outdated ? q.confirm : q.update) : q.send}
            </Button>
            {live && (
              <Button type="button" variant="secondary" onClick={() => setWithdrawing(true)}>
                {q.withdraw}
              </Button>
            )}
          </div>
        </form>
      )}
      <ConfirmDialog
        open={withdrawing}
        title={q.withdraw}
        description={q.withdrawConfirm}
        confirm={q.withdraw}
        danger
        onConfirm={withdraw}
        onCancel={() => setWithdrawing(false)}
      />
    </section>
  );
}

function OtherQuotes({ quotes }: { quotes: Quote[] }) {
  const t = useT();
  const o = t.opportunities;
  const locale = useLocale();
  return (
    <section className={card} aria-labelledby="other-quotes">
      <h2 id="other-quotes" className="text-lg font-semibold">
        {o.compare.others}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {quotes.map((q) => (
          <li key={q.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <span>{shownName(q.professional.name, t)}</span>
            <span className="tabular">
              {formatRate(q.rateMilli, q.currency, locale)} · {formatMoney(q.totalCents, q.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The poster's controls: what the job may become next (the server checks the same transitions). */
function ManageJob({ job }: { job: JobDetail }) {
  const t = useT();
  const m = t.opportunities.manage;
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<JobStatus | null>(null);
  const next = JOB_TRANSITIONS[job.status];
  const labels: Partial<Record<JobStatus, string>> = {
    open: job.status === 'draft' ? m.publish : m.reopen,
    closed: m.close,
    completed: m.complete,
    cancelled: m.cancel,
  };
  const change = async (status: JobStatus) => {
    setConfirming(null);
    try {
      await sendJson('POST', `/next/api/jobs/${job.id}/status`, { status });
      toast.success(m.changed);
      revalidator.revalidate();
    } catch (err) {
      toast.error(jobFailure(err, t));
    }
  };
  if (!next.length) return null;
  return (
    <section className={card} aria-labelledby="manage-job">
      <h2 id="manage-job" className="text-lg font-semibold">
        {m.title}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {(job.status === 'draft' || job.status === 'open') && (
          <ButtonLink to={`/opportunities/${job.id}/edit`} variant="secondary">
            {m.edit}
          </ButtonLink>
        )}
        {next.map((status) => (
          <Button
            key={status}
            type="button"
            variant={status === 'cancelled' ? 'danger' : status === 'closed' ? 'secondary' : 'primary'}
            onClick={() => (status === 'cancelled' || status === 'completed' ? setConfirming(status) : change(status))}
          >
            {labels[status]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? (labels[confirming] ?? '') : ''}
        description={confirming === 'cancelled' ? m.cancelConfirm : m.completeConfirm}
        confirm={confirming ? (labels[confirming] ?? '') : ''}
        danger={confirming === 'cancelled'}
        onConfirm={() => confirming && change(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

function CompareQuotes({ job, quotes }: { job: JobDetail; quotes: Quote[] }) {
  const t = useT();
  const c = t.opportunities.compare;
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [awarding, setAwarding] = useState<Quote | null>(null);
  const [declining, setDeclining] = useState<Quote | null>(null);
  const live = quotes.filter((q) => q.status !== 'withdrawn');
  const canAward = job.status === 'open' || job.status === 'closed';
  const act = async (path: string, body: unknown, done?: string) => {
    try {
      await sendJson('POST', path, body);
      if (done) toast.success(done);
      revalidator.revalidate();
    } catch (err) {
      toast.error(jobFailure(err, t));
    }
  };
  return (
    <section className={card} aria-labelledby="compare-quotes">
      <h2 id="compare-quotes" className="text-lg font-semibold">
        {c.title}
      </h2>
      {live.length === 0 ? (
        <p className="mt-2 text-muted">{c.none}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{c.intro}</p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-start text-sm">
              <thead>
                <tr className="border-b border-line text-start">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {c.professional}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {c.rate}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {c.total}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {c.delivery}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {c.rating}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {c.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {live.map((q) => (
                  <tr key={q.id} className={`border-b border-line align-top ${q.shortlisted ? 'bg-surface-2' : ''}`}>
                    <th scope="row" className="py-3 pe-3 text-start font-normal">
                      <MemberLink
                        entityId={q.professional.entityId}
                        name={q.professional.name}
                        className="font-medium"
                      />
                      {q.professional.certified && <span className="ms-2 text-xs text-success">{c.certified}</span>}
                      {q.shortlisted && <span className="ms-2 text-xs font-medium">{c.shortlisted}</span>}
                      <span className="block text-xs text-muted">{t.opportunities.quote.statuses[q.status]}</span>
                      {q.outdated && q.status === 'submitted' && (
                        <span className="block text-xs font-medium text-danger">{c.outdated}</span>
                      )}
                      {q.note && <UserText text={q.note} className="mt-1 block text-muted" />}
                    </th>
                    <td className="py-3 pe-3 tabular">{formatRate(q.rateMilli, q.currency, locale)}</td>
                    <td className="py-3 pe-3 font-semibold tabular">{formatMoney(q.totalCents, q.currency, locale)}</td>
                    <td className="py-3 pe-3">
                      {formatDate(q.deliveryDate, locale)}
                      {q.deliveryDate > job.deadline && (
                        <span className="block text-xs font-medium text-danger">{c.late}</span>
                      )}
                    </td>
                    <td className="py-3 pe-3 tabular">
                      {q.professional.rating === null ? c.noRating : `★ ${formatNumber(q.professional.rating, locale)}`}
                    </td>
                    <td className="py-3">
                      <div className="flex flex-col items-start gap-2">
                        {!hasLeft(q.professional.name) && (
                          <MessageButton entityId={q.professional.entityId} name={q.professional.name} />
                        )}
                        {canAward && q.status === 'submitted' && (
                          <>
                            <Button
                              type="button"
                              variant="secondary"
                              aria-pressed={q.shortlisted ?? false}
                              onClick={() =>
                                act(`/next/api/jobs/${job.id}/quotes/${q.id}/shortlist`, {
                                  shortlisted: !q.shortlisted,
                                })
                              }
                            >
                              {q.shortlisted ? c.unshortlist : c.shortlist}
                            </Button>
                            {!q.outdated && (
                              <Button
                                type="button"
                                onClick={() => setAwarding(q)}
                                aria-label={`${c.award}: ${q.professional.name}`}
                              >
                                {c.award}
                              </Button>
                            )}
                            <Button
                              type="button"
                              variant="secondary"
                              onClick={() => setDeclining(q)}
                              aria-label={`${c.decline}: ${q.professional.name}`}
                            >
                              {c.decline}
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog
        open={awarding !== null}
        title={c.award}
        description={
          awarding
            ? fmt(c.awardConfirm, {
                name: awarding.professional.name,
                total: formatMoney(awarding.totalCents, awarding.currency, locale),
              })
            : ''
        }
        confirm={c.award}
        onConfirm={() => {
          const q = awarding;
          setAwarding(null);
          if (q)
            void act(
              `/next/api/jobs/${job.id}/award`,
              { quoteId: q.id },
              fmt(c.awarded, { name: q.professional.name }),
            );
        }}
        onCancel={() => setAwarding(null)}
      />
      <ConfirmDialog
        open={declining !== null}
        title={c.decline}
        description={declining ? fmt(c.declineConfirm, { name: declining.professional.name }) : ''}
        confirm={c.decline}
        onConfirm={() => {
          const q = declining;
          setDeclining(null);
          if (q)
            void act(
              `/next/api/jobs/${job.id}/quotes/${q.id}/decline`,
              undefined,
              fmt(c.declined, { name: q.professional.name }),
            );
        }}
        onCancel={() => setDeclining(null)}
      />
    </section>
  );
}

/** After completion: the rating one gave (or its form) and the one received (with a reply). */
function Ratings({ job, professional }: { job: JobDetail; professional: string }) {
  const t = useT();
  const r = t.opportunities.rating;
  const v = job.viewer;
  const legend = v.isPoster
    ? fmt(r.rateProfessional, { name: professional })
    : fmt(r.rateClient, { name: job.poster.name });
  return (
    <section className={card} aria-labelledby="job-ratings">
      <h2 id="job-ratings" className="text-lg font-semibold">
        {r.title}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{r.given}</h3>
          {v.ratingGiven ? <RatingView rating={v.ratingGiven} /> : <RatingForm job={job} legend={legend} />}
        </div>
        <div>
          <h3 className="font-semibold">{r.received}</h3>
          {v.ratingReceived ? (
            <>
              <RatingView rating={v.ratingReceived} />
              {v.ratingReceived.reply === null && <ReplyForm job={job} />}
            </>
          ) : (
            <p className="mt-2 text-sm text-muted">{r.waiting}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function RatingView({ rating }: { rating: Rating }) {
  const t = useT();
  const r = t.opportunities.rating;
  return (
    <div className="mt-2">
      <p className="text-warning">
        <span aria-hidden="true">
          {'★'.repeat(rating.rating)}
          <span className="text-line-strong">{'★'.repeat(5 - rating.rating)}</span>
        </span>
        <span className="sr-only">{fmtCount(rating.rating, r.starLabelOne, r.starLabel, { n: rating.rating })}</span>
      </p>
      <UserText text={rating.comment} className="mt-1 block" />
      {rating.reply && (
        <p className="mt-2 border-s-2 border-line ps-3 text-sm">
          <span className="font-medium">{r.replyBy}: </span>
          <UserText text={rating.reply} />
        </p>
      )}
    </div>
  );
}

function RatingForm({ job, legend }: { job: JobDetail; legend: string }) {
  const t = useT();
  const r = t.opportunities.rating;
  const revalidator = useRevalidator();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stars) return setError(r.chooseStars);
    try {
      await sendJson('POST', `/next/api/jobs/${job.id}/rating`, { rating: stars, comment });
      toast.success(r.sent);
      revalidator.revalidate();
    } catch (err) {
      setError(jobFailure(err, t));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-3">
      <StarInput
        legend={legend}
        name="rating"
        value={stars}
        onChange={setStars}
        starLabel={(n) => fmtCount(n, r.starLabelOne, r.starLabel, { n })}
      />
      <TextAreaField
        label={r.comment}
        name="comment"
        rows={3}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" className="self-start">
        {r.send}
      </Button>
    </form>
  );
}

function ReplyForm({ job }: { job: JobDetail }) {
  const t = useT();
  const r = t.opportunities.rating;
  const revalidator = useRevalidator();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await sendJson('POST', `/next/api/jobs/${job.id}/rating/reply`, { reply });
      toast.success(r.replied);
      revalidator.revalidate();
    } catch (err) {
      setError(jobFailure(err, t));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <TextAreaField
        label={r.reply}
        name="reply"
        rows={2}
        maxLength={RATING_REPLY_MAX}
        value={reply}
        error={error}
        onChange={(e) => setReply(e.target.value)}
      />
      <Button type="submit" variant="secondary" className="self-start">
        {r.sendReply}
      </Button>
    </form>
  );
}

/** The viewer's own quote, when it is the one the poster chose. */
function awardedOwnQuote(job: JobDetail): Quote | undefined {
  const own = job.viewer.ownQuote;
  return own && own.id === job.awardedQuoteId ? own : undefined;
}
