import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { CommunityKey, EventInput } from '../../../contract/events.ts';
import type { WallEvent } from '../../../contract/networking.ts';
import type { Db } from '../../db/client.ts';
import { events, networkingWalls } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

export function createEventRepository(db: Db) {
  return {
    /** Events still to end (the soonest first) or already ended (the latest first). */
    async list(when: 'upcoming' | 'past', community: CommunityKey | undefined, now: Date, limit: number) {
      return db
        .select()
        .from(events)
        .where(
          and(
            when === 'upcoming' ? gte(events.endsAt, now) : lt(events.endsAt, now),
            community ? eq(events.community, community) : undefined,
          ),
        )
        .orderBy(when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
        .limit(limit);
    },
    async byId(id: number) {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row;
    },
    /** The active walls tied to these events. */
    async walls(eventIds: number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({ eventId: networkingWalls.eventId, slug: networkingWalls.slug, title: networkingWalls.title })
        .from(networkingWalls)
        .where(and(inArray(networkingWalls.eventId, eventIds), eq(networkingWalls.active, true)));
    },
    async insert(input: EventInput): Promise<number> {
      const [row] = await db
        .insert(events)
        .values(toColumns(input) as typeof events.$inferInsert)
        .returning({ id: events.id });
      return row!.id;
    },
    async update(id: number, patch: Partial<EventInput>): Promise<boolean> {
      const rows = await db.update(events).set(toColumns(patch)).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },
    async remove(id: number): Promise<boolean> {
      return (await db.delete(events).where(eq(events.id, id)).returning({ id: events.id })).length > 0;
    },
  };
}
export type EventRepository = ReturnType<typeof createEventRepository>;

function toColumns(input: Partial<EventInput>): Partial<typeof events.$inferInsert> {
  const { starts_at, ends_at, time_zone, ...rest } = input;
  return {
    ...rest,
    ...(starts_at !== undefined ? { startsAt: new Date(starts_at) } : {}),
    ...(ends_at !== undefined ? { endsAt: new Date(ends_at) } : {}),
    ...(time_zone !== undefined ? { timeZone: time_zone } : {}),
  };
}

/** An event as the walls and the calendar both answer it. */
export function eventOf(row: EventRow): WallEvent {
  return {
    id: row.id,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    time_zone: row.timeZone,
    location: row.location,
    url: row.url,
  };
}
