/** Why a client can trust the member: ratings and feedback, credentials, portfolio, project history. */
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { roundToHalf } from '../../../contract/directory.ts';
import type { BbEntry, ProfilePage } from '../../../contract/profile.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { formatDate, formatMonth, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { MemberLink } from '../../ui/member-link.tsx';
import { StarRating } from '../../ui/star-rating.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { ReportButton } from './owner-tools.tsx';
import { Badge, CollapsibleList, PairChip, Section, useTaxonomyNames } from './profile-ui.tsx';
import { DrawerButton } from './story-sections.tsx';
import { volumeText } from './volume-text.ts';

type Groups = ProfilePage['groups'];

export function FeedbackSection({
  data,
  canReport,
}: {
  data: NonNullable<Groups['feedback']>;
  /** A signed-in viewer: anyone may ask staff to look at an entry (decision 127). */
  canReport: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const b = t.profileUpdater.badges;
  return (
    <Section
      id="feedback"
      title={t.profile.sections.feedback}
      actions={data.average !== null && <StarRating stars={roundToHalf(data.average)} count={data.count} />}
    >
      {data.confirmedByEmail > 0 && (
        <p className="mb-3 text-sm text-muted">
          {fmt(b.emailApart, { n: formatNumber(data.confirmedByEmail, locale) })}
        </p>
      )}
      <RemovedByStaff removed={data.removedByStaff} />
      <CollapsibleList visible={3} className="flex flex-col gap-4">
        {data.items.map((f) => (
          <li key={f.id} className="border-s-2 border-accent ps-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <MemberLink entityId={f.authorEntityId} name={f.authorName} />
              {f.authorCompany && <UserText text={f.authorCompany} className="text-muted" />}
              <Badge>{t.profile.authorKinds[f.authorKind]}</Badge>
              {f.verified ? (
                <span title={b.verifiedHint}>
                  <Badge tone="success">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {b.verified}
                  </Badge>
                </span>
              ) : (
                f.viaRequest && (
                  <span title={b.emailConfirmedHint}>
                    <Badge>{b.emailConfirmed}</Badge>
                  </span>
                )
              )}
              <Stars value={f.rating} />
            </div>
            {f.willingAgain !== null && (
              <p className="mt-1 text-sm font-medium">{f.willingAgain ? b.willingAgain : b.notAgain}</p>
            )}
            <UserText as="p" text={f.comment} className="mt-1" />
            <RatingReply reply={f.reply} />
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
              {f.jobId !== null && <JobLink jobId={f.jobId} verified={f.verifiedPayment} />}
              {f.pair && <PairChip pair={f.pair} />}
              {formatDate(f.createdAt, locale)}
              {canReport && <ReportButton target={{ kind: 'feedback', id: f.id }} authorName={f.authorName} />}
            </p>
          </li>
        ))}
      </CollapsibleList>
      {data.count + data.confirmedByEmail > data.items.length && (
        <p className="mt-2 text-sm text-muted">
          {fmt(t.profile.latestOf, {
            shown: formatNumber(data.items.length, locale),
            total: formatNumber(data.count + data.confirmedByEmail, locale),
          })}
        </p>
      )}
    </Section>
  );
}

/** One rating as five small stars; screen readers hear "5 out of 5". */
function Stars({ value }: { value: number }) {
  const t = useT();
  return (
    <span role="img" aria-label={fmt(t.profile.starsOutOf, { n: value })} className="tracking-tight">
      <span aria-hidden="true" className="text-accent-strong">
        {'★'.repeat(value)}
      </span>
      <span aria-hidden="true" className="text-line">
        {'★'.repeat(5 - value)}
      </span>
    </span>
  );
}

/** "1 removed by staff: conflict of interest": what staff took off the list after reports (decision 127). */
function RemovedByStaff({ removed }: { removed: NonNullable<Groups['feedback']>['removedByStaff'] }) {
  const t = useT();
  const locale = useLocale();
  if (!removed.length) return null;
  return (
    <ul className="mb-3 text-sm text-muted">
      {removed.map((r) => (
        <li key={r.category}>
          {fmt(t.profileUpdater.badges.removedByStaff, {
            n: formatNumber(r.count, locale),
            category: t.profileUpdater.report.categories[r.category],
          })}
        </li>
      ))}
    </ul>
  );
}

export function BlueBoardSection({ data, canReport }: { data: NonNullable<Groups['bb-entries']>; canReport: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section
      id="bb-entries"
      title={t.profile.sections.bbEntries}
      actions={data.average !== null && <StarRating stars={roundToHalf(data.average)} count={data.count} />}
    >
      <p className="text-sm text-muted">{t.profile.bbIntro}</p>
      <div className="mt-3">
        <RemovedByStaff removed={data.removedByStaff} />
      </div>
      <CollapsibleList visible={3} className="flex flex-col gap-4">
        {data.entries.map((e) => (
          <BbItem
            key={e.id}
            entry={e}
            who={{ entityId: e.raterEntityId, name: e.raterName }}
            locale={locale}
            canReport={canReport}
          />
        ))}
      </CollapsibleList>
    </Section>
  );
}

export function BbItem({
  entry,
  who,
  locale,
  canReport = false,
}: {
  entry: BbEntry;
  who: { entityId: number; name: string };
  locale: ReturnType<typeof useLocale>;
  /** A signed-in viewer may ask staff to look at it (decision 127). */
  canReport?: boolean;
}) {
  const t = useT();
  return (
    <li className="border-s-2 border-line ps-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <MemberLink entityId={who.entityId} name={who.name} />
        <span className="tabular text-muted">{fmt(t.profile.lwa, { n: formatNumber(entry.lwa, locale) })}</span>
      </div>
      <UserText as="p" text={entry.comment} className="mt-1" />
      <RatingReply reply={entry.reply} />
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
        {entry.jobId !== null && <JobLink jobId={entry.jobId} verified={entry.verifiedPayment} />}
        {formatDate(entry.createdAt, locale)}
        {canReport && <ReportButton target={{ kind: 'bb', id: entry.id }} authorName={who.name} />}
      </p>
    </li>
  );
}

/**
 * A rating given after a job of the marketplace links to that job, marked "verified payment" when the
 * client paid for it through Wordhive Pay.
 */
function JobLink({ jobId, verified }: { jobId: number; verified: boolean }) {
  const t = useT();
  return (
    <>
      <Link to={`/opportunities/${jobId}`}>{t.profile.fromJob}</Link>
      {verified && (
        <span className="inline-flex items-center gap-1 rounded-full border border-success px-2 py-0.5 font-medium text-success">
          <BadgeCheck aria-hidden="true" className="size-3" />
          {t.profile.verifiedPayment}
        </span>
      )}
    </>
  );
}

/** The rated member's answer, under the rating. */
function RatingReply({ reply }: { reply: string | null }) {
  const t = useT();
  if (!reply) return null;
  return (
    <p className="mt-2 border-s-2 border-line ps-3 text-sm">
      <span className="font-medium">{t.profile.reply}: </span>
      <UserText text={reply} />
    </p>
  );
}

export function CredentialsSection({
  data,
  actions,
}: {
  data: NonNullable<Groups['credentials']>;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <Section id="credentials" title={t.profile.sections.credentials} actions={actions}>
      {data.credentials.length === 0 && <p className="text-muted">{t.profile.empty.credentials}</p>}
      <ul className="flex flex-col gap-3">
        {data.credentials.map((c) => (
          <li key={c.id} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                <UserText text={c.title} />
              </span>
              {c.verified && (
                <Badge tone="success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t.profile.verified}
                </Badge>
              )}
              {c.pair && <PairChip pair={c.pair} />}
            </div>
            <p className="text-sm text-muted">
              {entry(t.profile.credentialKinds, c.kind) ?? c.kind} · <UserText text={c.issuer} />
              {c.year ? ` · ${c.year}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Works (finished pieces the member can point to) and, beside them, samples of the text itself. */
export function PortfolioSection({ data, editing }: { data: NonNullable<Groups['portfolio']>; editing: boolean }) {
  const t = useT();
  const u = t.profileUpdater;
  const names = useTaxonomyNames();
  return (
    <Section
      id="portfolio"
      title={t.profile.sections.portfolio}
      actions={
        editing && (
          <span className="flex flex-wrap gap-2">
            <DrawerButton drawer="portfolio" label={u.works.edit} />
            <DrawerButton drawer="samples" label={u.samples.edit} />
          </span>
        )
      }
    >
      {data.works.length === 0 && data.samples.length === 0 && <p className="text-muted">{u.works.empty}</p>}
      {data.works.length > 0 && (
        <>
          <h3 className="text-sm font-semibold text-muted">{u.sections.works}</h3>
          <CollapsibleList visible={3} className="mt-1 mb-4 flex flex-col gap-3">
            {data.works.map((w) => (
              <li key={w.id}>
                <div className="flex flex-wrap items-center gap-2">
                  {w.url ? (
                    <a
                      href={w.url}
                      rel="nofollow noopener ugc"
                      target="_blank"
                      className="font-medium"
                      aria-label={fmt(u.works.open, { title: w.title })}
                    >
                      <UserText text={w.title} />
                    </a>
                  ) : (
                    <UserText text={w.title} className="font-medium" />
                  )}
                  <Badge>{entry(u.works.kinds, w.kind) ?? w.kind}</Badge>
                  {w.pair && <PairChip pair={w.pair} />}
                </div>
                <p className="text-sm text-muted">
                  {[w.client, w.year === null ? '' : String(w.year), names.discipline(w.disciplineId, w.disciplineName)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {w.description && <UserText as="p" text={w.description} className="mt-1 text-sm" />}
              </li>
            ))}
          </CollapsibleList>
        </>
      )}
      {data.samples.length > 0 && data.works.length > 0 && (
        <h3 className="text-sm font-semibold text-muted">{u.sections.samples}</h3>
      )}
      <CollapsibleList visible={2} className="mt-1 flex flex-col gap-4">
        {data.samples.map((s) => (
          <li key={s.id}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">
                <UserText text={s.title} />
              </h3>
              <PairChip pair={s.pair} />
            </div>
            {s.disciplineName && <p className="text-sm text-muted">{names.discipline(null, s.disciplineName)}</p>}
            <div className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-2">
              <figure className="rounded-card bg-surface-2 p-3">
                <figcaption className="text-xs font-semibold text-muted">
                  {t.profile.sourceText} · {s.pair.sourceName}
                </figcaption>
                <UserText as="blockquote" text={s.sourceText} className="mt-1 text-sm" />
              </figure>
              <figure className="rounded-card bg-surface-2 p-3">
                <figcaption className="text-xs font-semibold text-muted">
                  {t.profile.targetText} · {s.pair.targetName}
                </figcaption>
                <UserText as="blockquote" text={s.targetText} className="mt-1 text-sm" />
              </figure>
            </div>
          </li>
        ))}
      </CollapsibleList>
    </Section>
  );
}

export function ProjectsSection({
  summary,
  history,
  editing,
}: {
  summary: Groups['project-summary'];
  history: Groups['project-history'];
  editing: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const names = useTaxonomyNames();
  const p = t.profileUpdater.projects;
  const volume = (unit: string, n: number) => volumeText(t, n, unit, locale);
  return (
    <Section
      id="projects"
      title={t.profile.sections.projects}
      actions={editing && <DrawerButton drawer="projects" label={p.edit} />}
    >
      {!summary && !history && <p className="text-muted">{p.empty}</p>}
      {summary && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="rounded-card bg-surface-2 p-3">
            <dt className="text-xs text-muted">{t.profile.projectsDone}</dt>
            <dd className="tabular text-xl font-bold">{formatNumber(summary.projects, locale)}</dd>
          </div>
          {summary.volumes.map((v) => (
            <div key={v.unit} className="rounded-card bg-surface-2 p-3">
              <dt className="text-xs text-muted">{entry(t.profile.volumeTotals, v.unit) ?? v.unit}</dt>
              <dd className="tabular text-xl font-bold">{formatNumber(v.total, locale)}</dd>
            </div>
          ))}
        </dl>
      )}
      {history && (
        <CollapsibleList visible={4} className="mt-3 flex flex-col divide-y divide-line">
          {history.projects.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <UserText text={e.title} className="font-medium" />
                {e.confirmed && (
                  <Badge tone="success">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {fmt(p.confirmedBy, { name: e.confirmed.by })}
                  </Badge>
                )}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
                {names.service(e.serviceId, e.serviceName)}
                {e.pair && <PairChip pair={e.pair} />}
                {e.disciplineId && <span>{names.discipline(e.disciplineId, e.disciplineName)}</span>}
                <span className="tabular">{volume(e.volumeUnit, e.volume)}</span>
                <span>{entry(p.clientTypes, e.clientType) ?? e.clientType}</span>
                <span>{formatMonth(e.completedOn, locale)}</span>
              </span>
            </li>
          ))}
        </CollapsibleList>
      )}
    </Section>
  );
}
