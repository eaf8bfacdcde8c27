/** Software reviews (issue 15): one a member and tool, published by admins like testimonials. */
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const softwareReviews = pgTable(
  'software_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** taxonomy.ts SOFTWARES id. */
    softwareId: integer('software_id').notNull(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    pros: text('pros').notNull().default(''),
    cons: text('cons').notNull().default(''),
    /** pending | approved | rejected; an edit waits for review again. */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    moderatedBy: integer('moderated_by').references(() => users.entityId, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('software_reviews_member_idx').on(t.entityId, t.softwareId),
    index('software_reviews_software_idx').on(t.softwareId, t.status),
  ],
);
