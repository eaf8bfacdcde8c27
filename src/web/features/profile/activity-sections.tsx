/** The rest of a profile: events, articles, glossaries, community activity, clients, links, favorites. */
import type { ReactNode } from 'react';
import type { ProfileMember, ProfilePage } from '../../../contract/profile.ts';
import { entry, fmt, fmtCount } from '../../../i18n/types.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { Badge, CollapsibleList, PairChip, Section } from './profile-ui.tsx';
import { BbItem } from './proof-sections.tsx';

type Groups = ProfilePage['groups'];
const nameOf = (names: Readonly<Record<string, string>>, key: string) => entry(names, key) ?? key;

export function EventsSection({
  data,
  now,
  actions,
}: {
  data: NonNullable<Groups['events']>;
  now: string;
  actions?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const upcoming = data.events.filter((e) => e.endsAt >= now).reverse();
  const past = data.events.filter((e) => e.endsAt < now);
  const list = (events: typeof data.events) => (
    <CollapsibleList visible={3} className="flex flex-col gap-2">
      {events.map((e) => (
        <li key={e.id}>
          <span className="font-medium">
            <UserText text={e.title} />
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {formatDate(e.startsAt, locale)}
            <span>{e.online ? t.profile.events.online : e.location}</span>
            <Badge>{nameOf(t.profile.events.roles, e.role)}</Badge>
            <span>{nameOf(t.profile.events.kinds, e.kind)}</span>
          </span>
        </li>
      ))}
    </CollapsibleList>
  );
  return (
    <Section id="events" title={t.profile.sections.events} actions={actions}>
      {data.events.length === 0 && <p className="text-muted">{t.profile.empty.events}</p>}
      {upcoming.length > 0 && (
        <>
          <h3 className="text-sm font-semibold text-muted">{t.profile.events.upcoming}</h3>
          <div className="mt-1">{list(upcoming)}</div>
        </>
      )}
      {past.length > 0 && (
        <>
          <h3 className={`text-sm font-semibold text-muted ${upcoming.length ? 'mt-4' : ''}`}>
            {t.profile.events.past}
          </h3>
          <div className="mt-1">{list(past)}</div>
        </>
      )}
    </Section>
  );
}

export function ArticlesSection({ data, actions }: { data: NonNullable<Groups['articles']>; actions?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="articles" title={t.profile.sections.articles} actions={actions}>
      {data.articles.length === 0 && <p className="text-muted">{t.profile.empty.articles}</p>}
      <CollapsibleList visible={3} className="flex flex-col gap-3">
        {data.articles.map((a) => (
          <li key={a.id}>
            <h3 className="font-medium">
              {a.url ? (
                <a href={a.url} rel="noopener noreferrer nofollow ugc" target="_blank">
                  <UserText text={a.title} />
                </a>
              ) : (
                <UserText text={a.title} />
              )}
            </h3>
            <UserText as="p" text={a.summary} className="text-sm" />
            <p className="text-xs text-muted">
              {nameOf(t.profile.articleCategories, a.category)} · {formatDate(a.publishedAt, locale)} ·{' '}
              {fmtCount(a.views, t.profile.viewsOne, t.profile.views, { n: formatNumber(a.views, locale) })}
            </p>
          </li>
        ))}
      </CollapsibleList>
    </Section>
  );
}

export function GlossariesSection({ data, actions }: { data: NonNullable<Groups['glossaries']>; actions?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="glossaries" title={t.profile.sections.glossaries} actions={actions}>
      {data.glossaries.length === 0 && <p className="text-muted">{t.profile.empty.glossaries}</p>}
      <CollapsibleList visible={2} className="flex flex-col gap-4">
        {data.glossaries.map((g) => (
          <li key={g.id}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">
                <UserText text={g.title} />
              </h3>
              <PairChip pair={g.pair} />
              <span className="text-sm text-muted">
                {fmtCount(g.termCount, t.profile.termsOne, t.profile.terms, { n: formatNumber(g.termCount, locale) })}
              </span>
            </div>
            <table className="mt-2 w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{g.pair.sourceName}</th>
                  <th scope="col">{g.pair.targetName}</th>
                </tr>
              </thead>
              <tbody>
                {g.sampleTerms.map((term) => (
                  <tr key={term.source} className="border-t border-line">
                    <td className="py-1 pe-2">
                      <UserText text={term.source} />
                    </td>
                    <td className="py-1 text-muted">
                      <UserText text={term.target} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </CollapsibleList>
    </Section>
  );
}

function Figures({ items }: { items: { label: string; value: number }[] }) {
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-2">
      {items.map((i) => (
        <div key={i.label} className="rounded-card bg-surface-2 p-2">
          <dt className="text-xs text-muted">{i.label}</dt>
          <dd className="tabular text-lg font-bold">{formatNumber(i.value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TermhelpSection({ data }: { data: NonNullable<Groups['termhelp-activity']> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="termhelp" title={t.profile.sections.termhelp}>
      <Figures
        items={[
          { label: t.profile.termhelp.points, value: data.points },
          { label: t.profile.termhelp.answers, value: data.answersGiven },
          { label: t.profile.termhelp.selected, value: data.answersSelected },
          { label: t.profile.termhelp.questions, value: data.questionsAsked },
        ]}
      />
      {data.pairPoints.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {data.pairPoints.map((p) => (
            <li key={`${p.source}>${p.target}`} className="flex items-center justify-between gap-2">
              <PairChip pair={p} />
              <span className="tabular">
                {fmtCount(p.points, t.profile.termhelp.pointsOne, t.profile.termhelp.pointsN, {
                  n: formatNumber(p.points, locale),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ForumSection({ data }: { data: NonNullable<Groups['forum-activity']> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="forum" title={t.profile.sections.forum}>
      <Figures
        items={[
          { label: t.profile.forum.posts, value: data.posts },
          { label: t.profile.forum.topics, value: data.topics },
        ]}
      />
      {data.recentTopics.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-muted">{t.profile.forum.recent}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {data.recentTopics.map((topic) => (
              <li key={topic.title}>
                <UserText text={topic.title} />{' '}
                <span className="text-muted">
                  · {topic.forum} · {formatDate(topic.postedAt, locale)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function CommunitySection({
  data,
  actions,
}: {
  data: NonNullable<Groups['community-participation']>;
  /** The owner's switches, in edit mode. */
  actions?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="community" title={t.profile.sections.community}>
      <ul className="flex flex-col gap-2">
        {data.communities.map((c) => (
          <li key={c.community} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{nameOf(t.profile.communities, c.community)}</span>
            <Badge>{nameOf(t.profile.communityRoles, c.role)}</Badge>
            <span className="text-sm text-muted">
              {fmt(t.profile.since, { date: formatDate(c.joinedAt, locale) })} ·{' '}
              {fmtCount(c.contributions, t.profile.contributionsOne, t.profile.contributions, {
                n: formatNumber(c.contributions, locale),
              })}
            </span>
          </li>
        ))}
      </ul>
      {actions}
    </Section>
  );
}

export function MentoringSection({ member }: { member: ProfileMember }) {
  const t = useT();
  return (
    <Section id="mentoring" title={t.profile.sections.mentoring}>
      <p className="text-sm">{t.profile.mentorIntro}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {member.mentorTopics.map((topic) => (
          <li key={topic}>
            <Badge>{entry(t.membership.mentorTopics, topic) ?? topic}</Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WiwoSection({ data }: { data: NonNullable<Groups['wiwo']> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="wiwo" title={t.profile.sections.wiwo}>
      {data.entries.length > 0 && (
        <>
          <p className="text-sm text-muted">{t.profile.wiwoIntro}</p>
          <CollapsibleList visible={3} className="mt-3 flex flex-col gap-4">
            {data.entries.map((e) => (
              <BbItem
                key={e.id}
                entry={e}
                who={{ entityId: e.outsourcerEntityId, name: e.outsourcerName }}
                locale={locale}
              />
            ))}
          </CollapsibleList>
        </>
      )}
      {data.clients.length > 0 && (
        <>
          <h3 className={`text-sm font-semibold text-muted ${data.entries.length ? 'mt-4' : ''}`}>
            {t.profileUpdater.wiwoClients}
          </h3>
          <CollapsibleList visible={5} className="mt-2 flex flex-col gap-2">
            {data.clients.map((c) => (
              <li key={c.feedbackId} className="text-sm">
                <UserText text={c.name} className="font-medium" />
                {c.company && (
                  <>
                    {' · '}
                    <UserText text={c.company} />
                  </>
                )}
                {' · '}
                {c.willingAgain ? t.profileUpdater.badges.willingAgain : t.profileUpdater.badges.notAgain}
                <span className="text-muted"> · {formatDate(c.answeredAt, locale)}</span>
              </li>
            ))}
          </CollapsibleList>
        </>
      )}
    </Section>
  );
}

export function WebsitesSection({ data, actions }: { data: NonNullable<Groups['websites']>; actions?: ReactNode }) {
  const t = useT();
  return (
    <Section id="websites" title={t.profile.sections.websites} actions={actions}>
      {data.websites.length === 0 && <p className="text-muted">{t.profile.editing.emptyWebsites}</p>}
      <ul className="flex flex-col gap-1">
        {data.websites.map((w) => (
          <li key={w.url} dir="ltr" className="text-start">
            <a href={w.url} rel="nofollow noopener ugc" target="_blank">
              {w.label || nameOf(t.profile.websiteKinds, w.kind)}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function FavoritesSection({ data }: { data: NonNullable<Groups['favorites']> }) {
  const t = useT();
  return (
    <Section id="favorites" title={t.profile.sections.favorites}>
      <p className="text-sm text-muted">{t.profile.favoritesPrivate}</p>
      <CollapsibleList visible={5} className="mt-2 flex flex-col gap-2">
        {data.favorites.map((f) => (
          <li key={f.entityId}>
            <Link to={`/profile/${f.entityId}`} className="font-medium">
              <UserText text={f.name} />
            </Link>
            <span className="text-sm text-muted">
              {' · '}
              {nameOf(t.taxonomy.accountTypes, f.accountType)}
              {f.note && (
                <>
                  {' · '}
                  <UserText text={f.note} />
                </>
              )}
            </span>
          </li>
        ))}
      </CollapsibleList>
    </Section>
  );
}
