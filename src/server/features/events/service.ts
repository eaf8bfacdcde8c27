/**
 * Events: anyone sees what is coming and what has been; staff and admins add,
 * change and delete events (audited). Communities show their own.
 */
import type { FastifyRequest } from 'fastify';
import {
  type CommunityKey,
  EVENT_ENDS_BEFORE,
  type EventInput,
  type EventPatch,
  type SiteEvent,
} from '../../../contract/events.ts';
import { EVENT_NOT_FOUND } from '../../../contract/networking.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { type EventRepository, type EventRow, eventOf } from './repository.ts';

const LISTED = 100;

export function createEventService(deps: { repo: EventRepository; audit: AuditService; now?: () => number }) {
  const { repo, audit } = deps;
  const now = deps.now ?? Date.now;
  const withWalls = async (rows: EventRow[]): Promise<SiteEvent[]> => {
    const walls = await repo.walls(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...eventOf(r),
      description: r.description,
      kind: r.kind as SiteEvent['kind'],
      community: r.community as SiteEvent['community'],
      walls: walls.filter((w) => w.eventId === r.id).map(({ slug, title }) => ({ slug, title })),
    }));
  };
  const one = async (id: number) => {
    const row = await repo.byId(id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return (await withWalls([row]))[0]!;
  };
  return {
    /** One event, past or to come (its calendar file). */
    one,
    async list(when: 'upcoming' | 'past', community?: CommunityKey, limit = LISTED): Promise<{ items: SiteEvent[] }> {
      return { items: await withWalls(await repo.list(when, community, new Date(now()), limit)) };
    },
    async add(request: FastifyRequest, input: EventInput): Promise<SiteEvent> {
      const id = await repo.insert(input);
      await audit.record(request, 'event.create', id, { title: input.title });
      return one(id);
    },
    async edit(request: FastifyRequest, id: number, patch: EventPatch): Promise<SiteEvent> {
      const current = await repo.byId(id);
      if (!current) throw notFound(EVENT_NOT_FOUND);
      // Only one end moved: it must still be in order with the other, stored one.
      const starts = patch.starts_at ? Date.parse(patch.starts_at) : current.startsAt.getTime();
      const ends = patch.ends_at ? Date.parse(patch.ends_at) : current.endsAt.getTime();
      if (ends < starts) throw badRequest(EVENT_ENDS_BEFORE, { ends_at: EVENT_ENDS_BEFORE });
      await repo.update(id, patch);
      await audit.record(request, 'event.edit', id, { fields: Object.keys(patch) });
      return one(id);
    },
    async remove(request: FastifyRequest, id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound(EVENT_NOT_FOUND);
      await audit.record(request, 'event.delete', id);
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
