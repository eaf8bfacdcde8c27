/**
 * Opportunities (issue 17): jobs clients post, quotes professionals send, and
 * the saved searches that alert members to new jobs. Rates in thousandths of
 * the currency, totals in cents (docs/decisions/032).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedWordsSql, wordsVectorSql } from '../text-match.ts';
import { users } from './accounts.ts';
import { tsvector } from './tsvector.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: a job and its quotes are the quoters' work too, kept when the poster leaves (decision 102).
    posterEntityId: integer('poster_entity_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    serviceId: integer('service_id').notNull(),
    disciplineId: integer('discipline_id'),
    /** The discipline's category key, kept so a category filter is one indexed comparison. */
    fieldCategory: text('field_category'),
    volume: integer('volume').notNull(),
    /** words | pages | minutes | hours | days */
    unit: text('unit').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    budgetMinMilli: integer('budget_min_milli'),
    budgetMaxMilli: integer('budget_max_milli'),
    catToolId: integer('cat_tool_id'),
    /** everyone | certified | rated */
    audience: text('audience').notNull().default('everyone'),
    minRating: numeric('min_rating', { precision: 2, scale: 1, mode: 'number' }),
    quotesVisible: boolean('quotes_visible').notNull().default(false),
    /** draft | open | closed | awarded | completed | cancelled */
    status: text('status').notNull().default('draft'),
    sampleKey: text('sample_key'),
    sampleName: text('sample_name'),
    sampleType: text('sample_type'),
    sampleSize: integer('sample_size'),
    awardedQuoteId: integer('awarded_quote_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Title and description as folded words (text-match.ts): the list's words are found in it through its trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => foldedWordsSql(sql`${jobs.title} || ' ' || ${jobs.description}`)),
    /** The same words as a tsvector, each once: its index finds the jobs a typed word begins a word of. */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL => wordsVectorSql(foldedWordsSql(sql`${jobs.title} || ' ' || ${jobs.description}`))),
  },
  (t) => [
    index('jobs_poster_idx').on(t.posterEntityId, t.createdAt),
    // The words' vector finds where a typed word begins a word (text-match.ts, decision 060); the trigrams
    // find a Hebrew word anywhere.
    index('jobs_search_words_idx').using('gin', t.searchWords),
    index('jobs_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The open list, newest first, and its filters (the pairs have their own table).
    index('jobs_open_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'open'`),
    index('jobs_open_field_idx').on(t.fieldCategory, t.publishedAt.desc()).where(sql`${t.status} = 'open'`),
    index('jobs_open_discipline_idx').on(t.disciplineId, t.publishedAt.desc()).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A job's language pairs, with direction. Each row also carries copies of the job's list columns
 * (open or not, service, field, dates, budget), kept in step by the repository on every change to
 * the job: a list filtered by pair and field is then one index range, newest first, that stops after
 * a page (decision 032).
 */
export const jobPairs = pgTable(
  'job_pairs',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    target: text('target').notNull(),
    open: boolean('open').notNull().default(false),
    serviceId: integer('service_id'),
    fieldCategory: text('field_category'),
    disciplineId: integer('discipline_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deadline: date('deadline', { mode: 'string' }),
    /** The upper budget of the whole job (maximum rate × volume), for sorting by budget. */
    budgetTotal: bigint('budget_total', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.source, t.target] }),
    index('job_pairs_open_idx').on(t.source, t.target, t.publishedAt.desc(), t.jobId).where(sql`${t.open}`),
    index('job_pairs_open_field_idx')
      .on(t.source, t.target, t.fieldCategory, t.publishedAt.desc(), t.jobId)
      .where(sql`${t.open}`),
    index('job_pairs_open_discipline_idx')
      .on(t.source, t.target, t.disciplineId, t.publishedAt.desc(), t.jobId)
      .where(sql`${t.open}`),
    index('job_pairs_open_target_idx').on(t.target, t.publishedAt.desc(), t.jobId).where(sql`${t.open}`),
  ],
);

export const jobQuotes = pgTable(
  'job_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    // No foreign key: an awarded quote is the client's record too, kept when its author leaves (decision 102).
    entityId: integer('entity_id').notNull(),
    rateMilli: integer('rate_milli').notNull(),
    unit: text('unit').notNull(),
    currency: text('currency').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** submitted | awarded | declined | withdrawn */
    status: text('status').notNull().default('submitted'),
    shortlisted: boolean('shortlisted').notNull().default(false),
    /** When the job's volume, pairs, service or deadline changed after this quote: its author must confirm it. */
    outdatedAt: timestamp('outdated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One quote per job per member, whatever happens at once.
    uniqueIndex('job_quotes_job_member_idx').on(t.jobId, t.entityId),
    index('job_quotes_member_idx').on(t.entityId, t.createdAt),
  ],
);

/** A client asked a professional to quote on her job (decision 057): the professional is told, once. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's word to the professional, or null (decision 059). */
    note: text('note'),
    /** When the professional said they will not quote (decision 059), and why: busy | fit | terms. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.entityId] }), index('job_invitations_member_idx').on(t.entityId)],
);

/** A member's saved search: every new matching job notifies them, and a daily mail when `digest`. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    search: text('search'),
    source: text('source'),
    target: text('target'),
    serviceId: integer('service_id'),
    /** A category key ('legal') or a discipline id ('102'), as in the list's filter. */
    field: text('field'),
    /** Only jobs in one of the member's own profile pairs (whatever their pairs are when a job comes). */
    myPairs: boolean('my_pairs').notNull().default(false),
    digest: boolean('digest').notNull().default(false),
    /** When this member's last daily digest went out (claimed before sending, so one process sends it). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_member_idx').on(t.entityId)],
);
