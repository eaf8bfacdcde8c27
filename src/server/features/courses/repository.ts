import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CourseInput } from '../../../contract/courses.ts';
import type { Db } from '../../db/client.ts';
import { courseEnrolments, courseLessons, courses, lessonProgress, users } from '../../db/schema/index.ts';

type LessonInput = CourseInput['lessons'][number];
type CourseFields = Omit<CourseInput, 'lessons' | 'slug'> & { slug: string };

const summaryColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  summary: courses.summary,
  level: courses.level,
  language: courses.language,
  published: courses.published,
  authorEntityId: courses.authorEntityId,
  authorName: users.name,
  lessonCount: sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
  minutes: sql<number>`(select coalesce(sum(${courseLessons.minutes}), 0)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
  learners: sql<number>`(select count(*)::int from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courses.id})`,
};

export function createCourseRepository(db: Db) {
  return {
    async list(opts: { drafts: boolean; enrolledEntityId?: number }) {
      return db
        .select(summaryColumns)
        .from(courses)
        .leftJoin(users, eq(users.entityId, courses.authorEntityId))
        .where(
          and(
            opts.drafts ? undefined : eq(courses.published, true),
            opts.enrolledEntityId
              ? inArray(
                  courses.id,
                  db
                    .select({ id: courseEnrolments.courseId })
                    .from(courseEnrolments)
                    .where(eq(courseEnrolments.entityId, opts.enrolledEntityId)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(courses.createdAt), asc(courses.id));
    },
    async bySlug(slug: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(courses)
        .leftJoin(users, eq(users.entityId, courses.authorEntityId))
        .where(eq(courses.slug, slug));
      return row;
    },
    async byId(id: number) {
      const [row] = await db
        .select({ slug: courses.slug, published: courses.published })
        .from(courses)
        .where(eq(courses.id, id));
      return row;
    },
    async lessons(courseId: number) {
      return db
        .select({
          id: courseLessons.id,
          position: courseLessons.position,
          title: courseLessons.title,
          body: courseLessons.body,
          minutes: courseLessons.minutes,
        })
        .from(courseLessons)
        .where(eq(courseLessons.courseId, courseId))
        .orderBy(asc(courseLessons.position));
    },
    /** The member's enrolment and lessons done in each of these courses. */
    async progress(entityId: number, courseIds: number[]) {
      if (courseIds.length === 0) return [];
      const [enrolments, done] = await Promise.all([
        db
          .select({ courseId: courseEnrolments.courseId, enrolledAt: courseEnrolments.enrolledAt })
          .from(courseEnrolments)
          .where(and(eq(courseEnrolments.entityId, entityId), inArray(courseEnrolments.courseId, courseIds))),
        db
          .select({ courseId: courseLessons.courseId, lessonId: lessonProgress.lessonId })
          .from(lessonProgress)
          .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
          .where(and(eq(lessonProgress.entityId, entityId), inArray(courseLessons.courseId, courseIds))),
      ]);
      return enrolments.map((e) => ({
        courseId: e.courseId,
        enrolledAt: e.enrolledAt,
        completedLessonIds: done.filter((d) => d.courseId === e.courseId).map((d) => d.lessonId),
      }));
    },
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.slug, slug), exceptId ? sql`${courses.id} <> ${exceptId}` : undefined));
      return !!row;
    },
    /** Lesson ids of the course, to check that an edit only keeps its own lessons. */
    async lessonIds(courseId: number): Promise<number[]> {
      const rows = await db
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .where(eq(courseLessons.courseId, courseId));
      return rows.map((r) => r.id);
    },
    async insert(fields: CourseFields, lessons: LessonInput[], authorEntityId: number): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(courses)
          .values({ ...fields, authorEntityId })
          .returning({ id: courses.id, slug: courses.slug });
        await tx.insert(courseLessons).values(lessons.map((l, i) => lessonRow(row!.id, l, i)));
        return row!.slug;
      });
    },
    /**
     * Changes the course; given lessons replace the list in their new order: a lesson with an id
     * keeps it (and members' progress on it), one without is added, one left out is removed.
     */
    async update(id: number, fields: Partial<CourseFields>, lessons: LessonInput[] | undefined): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(courses)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(courses.id, id))
          .returning({ slug: courses.slug });
        if (lessons) {
          const kept = lessons.flatMap((l) => (l.id ? [l.id] : []));
          await tx
            .delete(courseLessons)
            .where(and(eq(courseLessons.courseId, id), kept.length ? notInArray(courseLessons.id, kept) : undefined));
          // Out of the way first, so that no two lessons hold one position while they move.
          await tx
            .update(courseLessons)
            .set({ position: sql`-${courseLessons.position}` })
            .where(eq(courseLessons.courseId, id));
          for (const [i, lesson] of lessons.entries()) {
            const { courseId: _, ...values } = lessonRow(id, lesson, i);
            if (lesson.id) await tx.update(courseLessons).set(values).where(eq(courseLessons.id, lesson.id));
            else await tx.insert(courseLessons).values(lessonRow(id, lesson, i));
          }
        }
        return row!.slug;
      });
    },
    async remove(id: number): Promise<boolean> {
      return (await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id })).length > 0;
    },
    async enrol(courseId: number, entityId: number): Promise<void> {
      await db.insert(courseEnrolments).values({ courseId, entityId }).onConflictDoNothing();
    },
    /** Leaving forgets the lessons done too: enrolling again starts afresh. */
    async leave(courseId: number, entityId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(courseEnrolments)
          .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.entityId, entityId)));
        await tx
          .delete(lessonProgress)
          .where(
            and(
              eq(lessonProgress.entityId, entityId),
              inArray(
                lessonProgress.lessonId,
                tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, courseId)),
              ),
            ),
          );
      });
    },
    async setDone(lessonId: number, entityId: number, done: boolean): Promise<void> {
      if (done) await db.insert(lessonProgress).values({ lessonId, entityId }).onConflictDoNothing();
      else
        await db
          .delete(lessonProgress)
          .where(and(eq(lessonProgress.lessonId, lessonId), eq(lessonProgress.entityId, entityId)));
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;
export type CourseRow = NonNullable<Awaited<ReturnType<CourseRepository['bySlug']>>>;

function lessonRow(courseId: number, lesson: LessonInput, index: number) {
  return { courseId, position: index + 1, title: lesson.title, body: lesson.body, minutes: lesson.minutes };
}
