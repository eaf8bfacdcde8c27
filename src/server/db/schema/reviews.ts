/**
 * What a member asks of people outside the site through a mailed, single-use
 * link (a review, a project confirmation), and what members report to staff
 * about feedback on their profile.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bbEntries, memberFeedback } from './members.ts';

/**
 * A request mailed to a client. project_id names a member_projects row
 * without a foreign key: the member's project list is rewritten on every save
 * (ids kept), and a request outlives that; the answer checks the project is
 * still there.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    /** review | project */
    kind: text('kind').notNull(),
    projectId: integer('project_id'),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    message: text('message').notNull().default(''),
    /** sha-256 of the link's token: the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** yes | no: the client's answer (a review's "work with them again", a project's "it happened"). */
    answer: text('answer'),
    /**
     * Signals for staff when an answer is reported (decision 126): the network address that sent the
     * request and the one that answered it, and the member signed in while answering, if any.
     */
    requestedIp: text('requested_ip'),
    answeredIp: text('answered_ip'),
    answeredBy: integer('answered_by'),
  },
  (t) => [index('client_requests_entity_idx').on(t.entityId, t.createdAt)],
);

/** What the reported feedback said when it was reported: kept with the report after staff remove the feedback. */
export interface ReportedFeedback {
  authorName: string;
  authorCompany: string;
  rating: number;
  comment: string;
  viaRequest: boolean;
  createdAt: string;
  /** A mailed request's answer came from the network address that sent the request (decision 126). */
  sameAddress?: boolean;
  /** The member signed in while answering a mailed request. */
  answeredBy?: number | null;
}

/**
 * A signed-in member asks staff to look at feedback or a Blue Board entry (decision 127): the member it
 * is about, its author, or anyone else. Nobody edits or hides an entry themselves.
 */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once staff removed the feedback (or when the report is of a Blue Board entry). */
    feedbackId: integer('feedback_id').references(() => memberFeedback.id, { onDelete: 'set null' }),
    /** The Blue Board entry reported; null once staff removed it (or for feedback). */
    bbEntryId: integer('bb_entry_id').references(() => bbEntries.id, { onDelete: 'set null' }),
    /** feedback | bb */
    kind: text('kind').notNull().default('feedback'),
    /** Who wrote the entry, when a member did: told of the decision with the member it is about. */
    authorEntityId: integer('author_entity_id'),
    /** One of REPORT_CATEGORIES (contract/reviews.ts); the reason's words say the rest. */
    category: text('category').notNull().default('other'),
    /** Whose profile the entry is on. */
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    reporterEntityId: integer('reporter_entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    feedback: jsonb('feedback').$type<ReportedFeedback>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
    /** kept | removed */
    outcome: text('outcome'),
    /** Staff's reason: the reporter, the member it is about and the author read it. */
    decisionReason: text('decision_reason'),
    /**
     * Set on the other open reports of the same entry that one decision settled: the decided report's id.
     * A profile counts the entries staff removed by the reports this is null on.
     */
    settledWith: integer('settled_with'),
  },
  (t) => [
    index('feedback_reports_open_idx').on(t.createdAt),
    index('feedback_reports_entity_idx').on(t.entityId, t.createdAt),
    index('feedback_reports_feedback_idx').on(t.feedbackId),
    index('feedback_reports_bb_entry_idx').on(t.bbEntryId),
  ],
);
