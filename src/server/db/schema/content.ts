/**
 * What Wordhive publishes (issue 15): news articles, and courses made of
 * lessons that members enrol in and work through at their own pace. Staff
 * and admins write both from the admin area.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const author = () => integer('author_entity_id').references(() => users.entityId, { onDelete: 'set null' });
/** The interface language it is written in (a Locale): pages mark it, and search stems its words by it. */
const language = () => text('language').notNull().default('eng');

export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain text; a blank line starts a new paragraph. */
    body: text('body').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    language: language(),
    authorEntityId: author(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_articles_published_idx').on(t.publishedAt)],
);

export const courses = pgTable('courses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** beginner | intermediate | advanced */
  level: text('level').notNull(),
  language: language(),
  authorEntityId: author(),
  /** A draft is seen by staff only. */
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    minutes: smallint('minutes').notNull(),
  },
  (t) => [unique('course_lessons_position_uq').on(t.courseId, t.position)],
);

export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.entityId] }), index('course_enrolments_entity_idx').on(t.entityId)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.entityId] }), index('lesson_progress_entity_idx').on(t.entityId)],
);
