/**
 * The communities' own data (issue 15): pro bono projects for non-profits and
 * the members who volunteer for them, and language assessments, whose passed
 * results become a verified credential on the member's profile. Who belongs
 * to a community is `community_participation` (members.ts).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { memberCredentials } from './members.ts';

export const proBonoProjects = pgTable('pro_bono_projects', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  organisation: text('organisation').notNull(),
  description: text('description').notNull(),
  sourceLang: text('source_lang').notNull(),
  targetLang: text('target_lang').notNull(),
  /** How many volunteers the project needs; it is staffed once that many have signed up. */
  volunteersNeeded: smallint('volunteers_needed').notNull(),
  deadline: date('deadline', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const proBonoVolunteers = pgTable(
  'pro_bono_volunteers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => proBonoProjects.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.entityId] })],
);

export const languageAssessments = pgTable(
  'language_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    /** requested | passed | failed */
    status: text('status').notNull().default('requested'),
    /** Out of 100, set when assessed. */
    score: smallint('score'),
    /** What the assessor tells the member. */
    feedback: text('feedback').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    assessedBy: integer('assessed_by').references(() => users.entityId, { onDelete: 'set null' }),
    /** The credential a pass put on the profile. */
    credentialId: integer('credential_id').references(() => memberCredentials.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('language_assessments_entity_idx').on(t.entityId),
    index('language_assessments_status_idx').on(t.status),
    // One open request a pair: two requests sent at once cannot both wait in the queue.
    uniqueIndex('language_assessments_open_uq')
      .on(t.entityId, t.sourceLang, t.targetLang)
      .where(sql`${t.status} = 'requested'`),
  ],
);
