/**
 * Courses: anyone reads the published ones; a signed-in member enrols, ticks
 * lessons off and sees how far they are; staff and admins write courses
 * (drafts stay theirs until published) and every change is audited.
 */
import type { FastifyRequest } from 'fastify';
import {
  COURSE_NOT_FOUND,
  COURSE_SLUG_TAKEN,
  type Course,
  type CourseInput,
  type CoursePatch,
  type CourseProgress,
  type CourseSummary,
  ENROL_FIRST,
  LESSON_NOT_FOUND,
} from '../../../contract/courses.ts';
import { slugOf } from '../../../contract/fields.ts';
import type { Locale } from '../../../contract/locales.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { CourseRepository, CourseRow } from './repository.ts';

const isStaff = (request: FastifyRequest) => request.viewer.isStaff || request.viewer.isAdmin;

export function createCourseService(deps: { repo: CourseRepository; audit: AuditService }) {
  const { repo, audit } = deps;
  const progressOf = async (request: FastifyRequest, ids: number[]) => {
    const found = request.viewer.loggedIn ? await repo.progress(request.viewer.entityId, ids) : [];
    return new Map<number, CourseProgress>(
      found.map((p) => [
        p.courseId,
        { enrolledAt: p.enrolledAt.toISOString(), completedLessonIds: p.completedLessonIds },
      ]),
    );
  };
  const summary = (row: CourseRow, progress: CourseProgress): CourseSummary => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    level: row.level as CourseSummary['level'],
    language: row.language as Locale,
    published: row.published,
    lessonCount: row.lessonCount,
    minutes: row.minutes,
    learners: row.learners,
    author: row.authorEntityId && row.authorName ? { entityId: row.authorEntityId, name: row.authorName } : null,
    progress,
  });
  const course = async (request: FastifyRequest, slug: string): Promise<Course> => {
    const row = await repo.bySlug(slug);
    if (!row || (!row.published && !isStaff(request))) throw notFound(COURSE_NOT_FOUND);
    const [lessons, progress] = await Promise.all([repo.lessons(row.id), progressOf(request, [row.id])]);
    return { ...summary(row, progress.get(row.id) ?? null), lessons };
  };
  /** A published course (or any, for staff) by id. */
  const existing = async (request: FastifyRequest, id: number) => {
    const row = await repo.byId(id);
    if (!row || (!row.published && !isStaff(request))) throw notFound(COURSE_NOT_FOUND);
    return row;
  };
  const progressIn = async (request: FastifyRequest, id: number) => ({
    progress: (await progressOf(request, [id])).get(id) ?? null,
  });
  return {
    async list(request: FastifyRequest, opts: { drafts: boolean; mine: boolean }) {
      if (opts.mine && !request.viewer.loggedIn) throw unauthorized();
      const rows = await repo.list({
        drafts: opts.drafts && isStaff(request),
        ...(opts.mine ? { enrolledEntityId: request.viewer.entityId } : {}),
      });
      const progress = await progressOf(
        request,
        rows.map((r) => r.id),
      );
      return { items: rows.map((row) => summary(row, progress.get(row.id) ?? null)) };
    },
    course,
    async create(request: FastifyRequest, input: CourseInput): Promise<Course> {
      const { lessons, ...fields } = input;
      if (lessons.some((l) => l.id)) throw badRequest(LESSON_NOT_FOUND, { lessons: LESSON_NOT_FOUND });
      const slug = input.slug ?? slugOf(input.title);
      if (slug.length < 3) throw badRequest('Choose an address for this course', { slug: 'Give the address' });
      if (await repo.slugTaken(slug)) throw conflict(COURSE_SLUG_TAKEN);
      await repo.insert({ ...fields, slug }, lessons, request.viewer.entityId);
      await audit.record(request, 'course.create', slug, { lessons: lessons.length });
      return course(request, slug);
    },
    async edit(request: FastifyRequest, id: number, patch: CoursePatch): Promise<Course> {
      const { lessons, ...fields } = patch;
      if (!(await repo.byId(id))) throw notFound(COURSE_NOT_FOUND);
      if (fields.slug && (await repo.slugTaken(fields.slug, id))) throw conflict(COURSE_SLUG_TAKEN);
      if (lessons) {
        const own = new Set(await repo.lessonIds(id));
        const ids = lessons.flatMap((l) => (l.id ? [l.id] : []));
        if (ids.some((lessonId) => !own.has(lessonId)) || new Set(ids).size !== ids.length)
          throw badRequest(LESSON_NOT_FOUND, { lessons: LESSON_NOT_FOUND });
      }
      const slug = await repo.update(id, fields, lessons);
      await audit.record(request, 'course.edit', id, { fields: Object.keys(patch) });
      return course(request, slug);
    },
    async remove(request: FastifyRequest, id: number): Promise<void> {
      const row = await repo.byId(id);
      if (!row || !(await repo.remove(id))) throw notFound(COURSE_NOT_FOUND);
      await audit.record(request, 'course.delete', id, { slug: row.slug });
    },
    async enrol(request: FastifyRequest, id: number) {
      await existing(request, id);
      await repo.enrol(id, request.viewer.entityId);
      return progressIn(request, id);
    },
    async leave(request: FastifyRequest, id: number) {
      await existing(request, id);
      await repo.leave(id, request.viewer.entityId);
      return { progress: null };
    },
    async setDone(request: FastifyRequest, id: number, lessonId: number, done: boolean) {
      await existing(request, id);
      if (!(await repo.lessonIds(id)).includes(lessonId)) throw notFound(LESSON_NOT_FOUND);
      if (!(await progressIn(request, id)).progress) throw conflict(ENROL_FIRST);
      await repo.setDone(lessonId, request.viewer.entityId, done);
      return progressIn(request, id);
    },
  };
}
