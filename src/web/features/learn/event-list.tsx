/** Events as cards: when, where, what kind, which community, and the walls tied to them. */
import { CalendarDays, CalendarPlus, ExternalLink, MapPin, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COMMUNITY_PAGES } from '../../../contract/communities.ts';
import { EVENTS_API, type SiteEvent } from '../../../contract/events.ts';
import { dateTimeRangeFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import type { WallEvent } from '../../../contract/networking.ts';
import { instantToZonedLocal } from '../../../contract/time-zones.ts';
import { fmt } from '../../../i18n/types.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { UserText } from '../../ui/user-text.tsx';

/**
 * 'Dec 18, 2026, 9:00 AM – 4:00 PM GMT+1': from start to end on the clocks of the event's zone
 * (or another), the day written once when both are on the same day.
 */
export function formatWhen(
  event: Pick<WallEvent, 'starts_at' | 'ends_at' | 'time_zone'>,
  locale: Locale,
  zone?: string,
) {
  const { bcp47, dir } = LOCALE_INFO[locale];
  const text = dateTimeRangeFormat(bcp47, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone ?? event.time_zone,
    timeZoneName: 'short',
  }).format([new Date(event.starts_at), new Date(event.ends_at)]);
  // Over several days in Hebrew, the dash between the ends sits between the first end's zone ('GMT+2',
  // left to right) and the second's day: without a right-to-left mark on each side it joins them into
  // one left-to-right run, and the line reads '… GMT+2 – 12' backwards.
  return dir === 'rtl' ? text.replace(' – ', ' \u200f–\u200f ') : text;
}

/**
 * The browser's own time zone, once the page is hydrated (the server cannot know it, and the
 * hydrated text must be the server's): null until then.
 */
export function useBrowserTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null), []);
  return zone;
}

/** The event's times on the viewer's clocks, when those differ from the event's own. */
function yourTimeOf(event: SiteEvent, viewerZone: string | null, locale: Locale): string | null {
  if (!viewerZone || viewerZone === event.time_zone) return null;
  const sameClocks = (iso: string) =>
    instantToZonedLocal(iso, viewerZone) === instantToZonedLocal(iso, event.time_zone);
  if (sameClocks(event.starts_at) && sameClocks(event.ends_at)) return null;
  return formatWhen(event, locale, viewerZone);
}

/** `past`: events that have ended, which nobody adds to a calendar any more. */
export function EventList({
  events,
  compact = false,
  past = false,
}: {
  events: SiteEvent[];
  compact?: boolean;
  past?: boolean;
}) {
  const t = useT();
  const viewerZone = useBrowserTimeZone();
  if (events.length === 0) return <p className="text-muted">{t.learn.events.empty}</p>;
  return (
    <ul className={compact ? 'grid gap-3' : 'grid gap-4 md:grid-cols-2'}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} compact={compact} past={past} viewerZone={viewerZone} />
        </li>
      ))}
    </ul>
  );
}

function EventCard({
  event,
  compact,
  past,
  viewerZone,
}: {
  event: SiteEvent;
  compact: boolean;
  past: boolean;
  viewerZone: string | null;
}) {
  const e = useT().learn.events;
  return (
    <article className="h-full rounded-card border border-line bg-surface p-4">
      <p className="text-xs font-semibold uppercase text-muted">{e.kinds[event.kind]}</p>
      <UserText as="h3" className="mt-1 font-semibold" text={event.title}>
        <Link to={`/events/${event.id}`}>{event.title}</Link>
      </UserText>
      <EventWhenAndWhere event={event} viewerZone={viewerZone} />
      {!compact && event.description && (
        <UserText as="p" className="mt-2 line-clamp-3 text-sm text-muted" text={event.description} />
      )}
      <EventLinks event={event} past={past} />
    </article>
  );
}

/** When (on the event's clocks, and on the reader's once known) and where. */
export function EventWhenAndWhere({ event, viewerZone }: { event: SiteEvent; viewerZone: string | null }) {
  const e = useT().learn.events;
  const locale = useLocale();
  const yourTime = yourTimeOf(event, viewerZone, locale);
  return (
    <>
      <p className="mt-2 flex items-start gap-2 text-sm">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          <time dateTime={event.starts_at}>{formatWhen(event, locale)}</time>
          {yourTime && <span className="block text-muted">{fmt(e.yourTime, { when: yourTime })}</span>}
        </span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {event.location ? <UserText text={event.location} /> : e.online}
      </p>
    </>
  );
}

/** Who runs it, the walls tied to it, its own site, and its calendar file (not for one that has ended). */
export function EventLinks({ event, past }: { event: SiteEvent; past: boolean }) {
  const t = useT();
  const e = t.learn.events;
  return (
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
          <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
        </a>
      )}
      {/* A file, not a page: the browser downloads it and the calendar app takes it from there. */}
      {!past && (
        <a
          href={`${EVENTS_API}/${event.id}/calendar.ics`}
          download
          aria-label={fmt(e.addToCalendarOf, { title: event.title })}
          className="flex items-center gap-1"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {e.addToCalendar}
        </a>
      )}
    </div>
  );
}
