/** Testimonials (issue 15): what members say about Wordhive, moderated by admins before anyone else sees it. */
import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    /** general | membership | payments | jobs */
    type: text('type').notNull(),
    /** The author's kind of account when they wrote it. */
    accountType: text('account_type').notNull(),
    /** The interface language it is written in. */
    language: text('language').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** everyone | members */
    visibility: text('visibility').notNull().default('everyone'),
    membershipOnly: boolean('membership_only').notNull().default(false),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** Why it was rejected (or a note on approval): the author sees it. */
    reason: text('reason'),
    moderatedBy: integer('moderated_by').references(() => users.entityId, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_status_idx').on(t.status, t.createdAt), index('testimonials_author_idx').on(t.entityId)],
);
