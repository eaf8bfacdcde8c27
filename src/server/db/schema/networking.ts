/**
 * Networking walls (issue 15, spec §3–§4): a wall gathers the profiles members
 * post for an audience and a time (a conference, a season of mentoring);
 * admins run the walls. `events` are what a wall can be tied to.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A dated event a wall can belong to (a conference, a webinar, a meet-up). */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The IANA time zone its times are written in (where it takes place, or its organiser's for an
     * online one): members read '9:00 AM – 4:00 PM GMT+1' for a Vienna workshop, not UTC.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** A city, or null for an online event. */
    location: text('location'),
    url: text('url'),
    /** What it is about, for the events lists (issue 15). */
    description: text('description').notNull().default(''),
    /** conference | webinar | meetup | workshop */
    kind: text('kind').notNull().default('webinar'),
    /** The community that runs it (interpreters | women-in-translation | pro-bono), or null for everyone. */
    community: text('community'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_starts_idx').on(t.startsAt)],
);

export const networkingWalls = pgTable('networking_walls', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** everyone | freelancers | companies | outsourcers */
  audience: text('audience').notNull().default('everyone'),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  /** Soft delete clears it; admins still list the wall and can turn it on again. */
  active: boolean('active').notNull().default(true),
  /** Sites that may show the wall's embedded view in a frame (origins, e.g. https://example.org). */
  embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's profile on a wall; withdrawing clears `active` (admins still see it). */
export const networkingWallProfiles = pgTable(
  'networking_wall_profiles',
  {
    wallId: integer('wall_id')
      .notNull()
      .references(() => networkingWalls.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    pitch: text('pitch').notNull().default(''),
    /** clients | partners | mentoring | work */
    lookingFor: text('looking_for').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wallId, t.entityId] }), index('networking_wall_profiles_entity_idx').on(t.entityId)],
);
