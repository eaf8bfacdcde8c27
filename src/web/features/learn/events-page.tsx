/** /events: what is coming (or has been), for everyone or one community; /events/:eventId: one event. */
import { CalendarSync } from 'lucide-react';
import { data, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { COMMUNITY_KEYS, type CommunityKey, EVENTS_API, type SiteEvent } from '../../../contract/events.ts';
import { apiContext } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { type RouteHandle, snippet } from '../../meta.ts';
import { FilterChip } from '../../ui/filter-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { EventLinks, EventList, EventWhenAndWhere, useBrowserTimeZone } from './event-list.tsx';

interface EventsQuery {
  when: 'upcoming' | 'past';
  community: CommunityKey | null;
}
function eventsQuery(url: URL): EventsQuery {
  const community = url.searchParams.get('community');
  return {
    when: url.searchParams.get('when') === 'past' ? 'past' : 'upcoming',
    community: (COMMUNITY_KEYS as readonly string[]).includes(community ?? '') ? (community as CommunityKey) : null,
  };
}
function queryText({ when, community }: EventsQuery): string {
  const query = new URLSearchParams();
  if (when === 'past') query.set('when', 'past');
  if (community) query.set('community', community);
  return query.toString();
}

export async function eventsLoader({ request, context }: LoaderFunctionArgs): Promise<SiteEvent[]> {
  const query = queryText(eventsQuery(new URL(request.url)));
  return (
    await context.get(apiContext).get<{ items: SiteEvent[] }>(`${EVENTS_API}/calendar${query ? `?${query}` : ''}`)
  ).items;
}

export const eventsHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.learn.events.metaTitle,
    description: dict.learn.events.metaDescription,
    canonicalPath: '/events',
  }),
  cacheQuery: (url) => queryText(eventsQuery(url)),
};

export function EventsPage() {
  const events = useLoaderData() as SiteEvent[];
  const t = useT();
  const e = t.learn.events;
  const [search] = useSearchParams();
  const current = eventsQuery(new URL(`http://localhost/?${search.toString()}`));
  const link = (change: Partial<EventsQuery>) => {
    const text = queryText({ ...current, ...change });
    return text ? `/events?${text}` : '/events';
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{e.title}</h1>
        <p className="mt-2 text-lg text-muted">{e.intro}</p>
      </header>
      <nav aria-label={e.title} className="mt-6 flex flex-wrap gap-2">
        {(['upcoming', 'past'] as const).map((when) => (
          <FilterChip key={when} to={link({ when })} active={current.when === when}>
            {e[when]}
          </FilterChip>
        ))}
      </nav>
      <nav aria-label={e.community} className="mt-3 flex flex-wrap gap-2">
        <FilterChip to={link({ community: null })} active={!current.community}>
          {e.everyone}
        </FilterChip>
        {COMMUNITY_KEYS.map((key) => (
          <FilterChip key={key} to={link({ community: key })} active={current.community === key}>
            {t.communities.pages[key].title}
          </FilterChip>
        ))}
      </nav>
      <section aria-labelledby="events-list" className="mt-6">
        <h2 id="events-list" className="text-xl font-semibold">
          {current.community ? `${e[current.when]} · ${t.communities.pages[current.community].title}` : e[current.when]}
        </h2>
        <div className="mt-4">
          <EventList events={events} past={current.when === 'past'} />
        </div>
      </section>
      <p className="mt-8 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <CalendarSync aria-hidden="true" className="size-4 shrink-0" />
        <a
          href={`${EVENTS_API}/calendar.ics${current.community ? `?community=${current.community}` : ''}`}
          download="wordhive-events.ics"
        >
          {e.feed}
        </a>
        <span>{e.feedHint}</span>
      </p>
    </div>
  );
}

// ---- one event ------------------------------------------------------------------------------------

interface EventPageData {
  event: SiteEvent;
  /** Decided once, in the loader: the server's render and the browser's hydration agree on it. */
  ended: boolean;
}

export async function eventLoader({ params, context }: LoaderFunctionArgs): Promise<EventPageData> {
  const id = params.eventId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 404 });
  const res = await context.get(apiContext).getResult(`${EVENTS_API}/${id}`);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (res.status >= 400) throw data(null, { status: res.status });
  const event = res.body as SiteEvent;
  return { event, ended: Date.parse(event.ends_at) < Date.now() };
}

export const eventHandle: RouteHandle = {
  meta: ({ data: loaded, dict, url }) => {
    const event = (loaded as EventPageData | undefined)?.event;
    if (!event) return { title: dict.learn.events.metaTitle, noindex: true };
    return {
      title: `${event.title} · ${dict.learn.events.metaTitle}`,
      description: snippet(event.description) || dict.learn.events.metaDescription,
      canonicalPath: `/events/${event.id}`,
      // An event search engines understand: when, where (or online), and who runs it.
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        ...(event.description ? { description: event.description } : {}),
        startDate: event.starts_at,
        endDate: event.ends_at,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: event.location
          ? 'https://schema.org/OfflineEventAttendanceMode'
          : 'https://schema.org/OnlineEventAttendanceMode',
        location: event.location
          ? { '@type': 'Place', name: event.location, address: event.location }
          : { '@type': 'VirtualLocation', url: event.url ?? new URL(`/events/${event.id}`, url).href },
        organizer: { '@type': 'Organization', name: dict.common.siteName },
      },
    };
  },
};

export function EventPage() {
  const { event, ended } = useLoaderData() as EventPageData;
  const e = useT().learn.events;
  const viewerZone = useBrowserTimeZone();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/events" className="text-sm">
        {e.back}
      </Link>
      <p className="mt-4 text-xs font-semibold uppercase text-muted">{e.kinds[event.kind]}</p>
      <UserText as="h1" className="mt-1 text-2xl font-bold sm:text-3xl" text={event.title} />
      <EventWhenAndWhere event={event} viewerZone={viewerZone} />
      {ended && <p className="mt-4 rounded-card border border-line bg-surface p-3 text-sm">{e.ended}</p>}
      {event.description && <Paragraphs text={event.description} className="mt-6 space-y-4" />}
      <EventLinks event={event} past={ended} />
    </article>
  );
}
