/** Events as cards: when, where, what kind, which community, and the walls tied to them. */
import { CalendarDays, ExternalLink, MapPin, Users } from 'lucide-react';
import { COMMUNITY_PAGES } from '../../../contract/communities.ts';
import type { SiteEvent } from '../../../contract/events.ts';
import { dateTimeFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import { fmt } from '../../../i18n/types.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { UserText } from '../../ui/user-text.tsx';

/** '12 Mar 2027, 09:00 UTC': in UTC, so the server's render and the browser's agree. */
export function formatWhen(value: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_INFO[locale].bcp47, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(value));
}

export function EventList({ events, compact = false }: { events: SiteEvent[]; compact?: boolean }) {
  const t = useT();
  if (events.length === 0) return <p className="text-muted">{t.learn.events.empty}</p>;
  return (
    <ul className={compact ? 'grid gap-3' : 'grid gap-4 md:grid-cols-2'}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

function EventCard({ event, compact }: { event: SiteEvent; compact: boolean }) {
  const t = useT();
  const e = t.learn.events;
  const locale = useLocale();
  return (
    <article className="h-full rounded-card border border-line bg-surface p-4">
      <p className="text-xs font-semibold uppercase text-muted">{e.kinds[event.kind]}</p>
      <h3 className="mt-1 font-semibold">
        <UserText text={event.title} />
      </h3>
      <p className="mt-2 flex items-center gap-2 text-sm">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span>
          <time dateTime={event.starts_at}>{formatWhen(event.starts_at, locale)}</time>
          {' – '}
          <time dateTime={event.ends_at}>{formatWhen(event.ends_at, locale)}</time>
        </span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {event.location ? <UserText text={event.location} /> : e.online}
      </p>
      {!compact && event.description && (
        <UserText as="p" className="mt-2 text-sm text-muted" text={event.description} />
      )}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {event.community && (
          <Link to={COMMUNITY_PAGES[event.community].path} className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {fmt(e.runBy, { community: t.communities.names[event.community] })}
          </Link>
        )}
        {event.walls.map((wall) => (
          <Link key={wall.slug} to={`/networking/${wall.slug}`}>
            {fmt(e.wall, { title: wall.title })}
          </Link>
        ))}
        {event.url && (
          <a href={event.url} rel="noopener noreferrer" target="_blank" className="flex items-center gap-1">
            {e.website}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
    </article>
  );
}
