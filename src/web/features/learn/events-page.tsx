/** /events: what is coming (or has been), for everyone or one community. */
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { COMMUNITY_KEYS, type CommunityKey, EVENTS_API, type SiteEvent } from '../../../contract/events.ts';
import { apiContext } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { FilterChip } from '../../ui/filter-chip.tsx';
import { EventList } from './event-list.tsx';

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
    </div>
  );
}
