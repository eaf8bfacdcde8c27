/** A job as the lists show it: title, pairs, service and field, volume, budget, deadline, quotes, poster. */
import type { ReactNode } from 'react';
import { formatMoney, formatRate } from '../../../contract/money.ts';
import type { JobSummary, Quote } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import type { DirectoryNames } from '../../ui/directory-names.ts';
import { LanguagePairChip } from '../../ui/language-pair-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { textDir } from '../../ui/user-text.tsx';
import { budgetText, disciplineName, quoteCountText, serviceName, volumeText } from './job-format.ts';

export function JobCard({
  job,
  names,
  showStatus = false,
  showPoster = true,
  children,
}: {
  job: JobSummary;
  names: DirectoryNames;
  showStatus?: boolean;
  /** Off in a member's own list of the jobs she posted: she is the poster of each. */
  showPoster?: boolean;
  /** More about the job for this reader, at the foot of the card (her own quote on it). */
  children?: ReactNode;
}) {
  const t = useT();
  const o = t.opportunities;
  const locale = useLocale();
  return (
    <article className="@container rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5">
      {/* The title's own direction, with its state beside it: an English title starts on the left of a Hebrew list. */}
      <div className="flex flex-wrap items-start justify-between gap-2" dir={textDir(job.title)}>
        <h3 className="text-lg font-semibold">
          <Link to={`/opportunities/${job.id}`}>{job.title}</Link>
        </h3>
        {showStatus && (
          <span className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs font-medium">
            {o.statuses[job.status]}
          </span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
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
      {/* Two columns where the card is wide (the list), one where it is narrow (the home page's row, a phone). */}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm @md:grid-cols-2">
        <div>
          <dt className="sr-only">{o.job.volume}</dt>
          <dd>{volumeText(job, t, locale)}</dd>
        </div>
        <div>
          <dt className="sr-only">{o.job.budget}</dt>
          <dd className="tabular">{budgetText(job, t, locale)}</dd>
        </div>
        <div>
          <dt className="sr-only">{o.job.deadline}</dt>
          <dd>{fmt(o.card.deadline, { date: formatDate(job.deadline, locale) })}</dd>
        </div>
        <div>
          <dt className="sr-only">{o.job.quoteCount}</dt>
          <dd>{quoteCountText(job.quoteCount, t, locale)}</dd>
        </div>
      </dl>
      {showPoster && (
        <p className="mt-2 text-sm text-muted">{fmt(o.card.postedBy, { name: shownName(job.poster.name, t) })}</p>
      )}
      {children}
    </article>
  );
}

/** "Your quote: €0.10 per word, €520.00 in all, delivery Oct 15, 2026 (Accepted)", as its author reads it. */
export function OwnQuote({ quote, className = '' }: { quote: Quote; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={`rounded-card bg-surface-2 p-3 text-sm ${className}`}>
      {fmt(t.opportunities.quote.yours, {
        rate: formatRate(quote.rateMilli, quote.currency, locale),
        unit: t.taxonomy.units.one[quote.unit],
        total: formatMoney(quote.totalCents, quote.currency, locale),
        date: formatDate(quote.deliveryDate, locale),
      })}
      <span className="ms-2 font-medium">({t.opportunities.quote.statuses[quote.status]})</span>
    </p>
  );
}
