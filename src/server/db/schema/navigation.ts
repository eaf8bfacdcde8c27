import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §3 NavItem. tags and parent_ids keep the spec's comma-separated form. */
export const navItems = pgTable(
  'nav_items',
  {
    navItemId: integer('nav_item_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    sid: text('sid').notNull().default(''),
    link: text('link').notNull().default(''),
    target: text('target').notNull().default(''),
    tags: text('tags').notNull().default(''),
    accessType: text('access_type').notNull().default(''),
    parentIds: text('parent_ids').notNull().default(''),
    location: text('location').notNull().default('header'),
    tailwind: text('tailwind').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('nav_items_location_idx').on(t.location, t.sortOrder)],
);

/** Clicks recorded by POST /next/api/track-click (e.g. language changes). */
export const clickTracks = pgTable('click_tracks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  entityId: integer('entity_id'),
  type: text('type').notNull(),
  typeSpecificId: text('type_specific_id'),
  referer: text('referer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A navigation name in one interface language, as a link editor wrote it in
 * place: it wins over the `_new_site_nav` dictionary for that sid and language.
 */
export const navStrings = pgTable(
  'nav_strings',
  {
    sid: text('sid').notNull(),
    locale: text('locale').notNull(),
    string: text('string').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sid, t.locale] })],
);
