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
    /**
     * pending | approved | rejected. An edit of a review never published replaces it and waits for
     * review again; an edit of a published one waits in the pending_* columns while the published
     * text stays (decision 127).
     */
    status: text('status').notNull().default('pending'),
    pendingRating: smallint('pending_rating'),
    pendingPros: text('pending_pros'),
    pendingCons: text('pending_cons'),
    /** When the edit waiting for review was written; null when none waits. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
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
