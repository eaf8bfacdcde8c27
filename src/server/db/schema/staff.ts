/**
 * What staff tools keep: website feedback, page visits, and the ids of members
 * who left, so their old profile address can say so (410) instead of "not found".
 */
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Spec §3 "Website feedback": a suggestion with the page it came from and a rating (0 = none, 1–5). */
export const websiteFeedback = pgTable(
  'website_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id').references(() => users.entityId, { onDelete: 'set null' }),
    suggestion: text('suggestion').notNull(),
    url: text('url').notNull(),
    rating: smallint('rating').notNull().default(0),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
  },
  (t) => [index('website_feedback_created_idx').on(t.createdAt), index('website_feedback_rating_idx').on(t.rating)],
);

/**
 * Spec §3 "Page visit": one row per page a known member opened, and how long
 * they stayed (sent when they leave). session_id is the visit's own id, handed
 * to the browser. Rows older than PAGE_VISIT_RETENTION_DAYS are purged.
 */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    entityId: integer('entity_id').references(() => users.entityId, { onDelete: 'set null' }),
    pagePath: text('page_path').notNull(),
    browser: text('browser').notNull().default(''),
    ip: text('ip').notNull().default(''),
    buildTimeMs: integer('build_time_ms'),
    loadTimeMs: integer('load_time_ms'),
    timeSpentMs: integer('time_spent_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_visits_session_idx').on(t.sessionId), index('page_visits_created_idx').on(t.createdAt)],
);

/** Members who deleted their account (or were removed): their old profile answers 410 Gone. */
export const removedMembers = pgTable('removed_members', {
  entityId: integer('entity_id').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});
