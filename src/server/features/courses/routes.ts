import {
  courseIdParamsSchema,
  courseInputSchema,
  courseListQuerySchema,
  courseListSchema,
  coursePatchSchema,
  courseSchema,
  courseSlugParamsSchema,
  lessonDoneSchema,
  lessonParamsSchema,
  progressAnswerSchema,
} from '../../../contract/courses-schemas.ts';
import { deletedSchema } from '../../../contract/fields.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createCourseRepository } from './repository.ts';
import { createCourseService } from './service.ts';

const fresh = { 'cache-control': 'private, no-cache' };

export function courseRoutes(ctx: AppContext): RouteDefinition[] {
  const courses = createCourseService({ repo: createCourseRepository(ctx.db), audit: ctx.audit });
  const shared = { tag: 'courses' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/courses',
      summary: 'Published courses, with the signed-in member’s progress in each',
      description: '`mine=1`: only the courses the member is enrolled in. Staff may add `include_drafts=1`.',
      access: 'public',
      strictQuery: true,
      query: courseListQuerySchema,
      response: { schema: courseListSchema },
      example: { query: { mine: '0' } },
      async handler({ query }, request, reply) {
        reply.headers(fresh);
        return courses.list(request, { drafts: query.include_drafts === '1', mine: query.mine === '1' });
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/courses/slug/:slug',
      summary: 'A course with its lessons, and the signed-in member’s progress',
      access: 'public',
      params: courseSlugParamsSchema,
      response: { schema: courseSchema },
      errors: [404],
      example: { params: { slug: 'pricing-your-translation-work' } },
      async handler({ params }, request, reply) {
        reply.headers(fresh);
        return courses.course(request, params.slug);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/courses',
      summary: 'Write a course and its lessons (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      body: courseInputSchema,
      response: { status: 201, schema: courseSchema },
      errors: [409],
      example: {
        body: {
          title: 'Style guides for translators',
          summary: 'How to read a client’s style guide, and how to write one when the client has none.',
          level: 'beginner',
          lessons: [
            {
              title: 'What a style guide covers',
              body: 'Tone, terminology, numbers and dates, and the things a client never wants to see.',
              minutes: 15,
            },
          ],
        },
      },
      async handler({ body }, request, reply) {
        return reply.status(201).send(await courses.create(request, body));
      },
    }),
    defineRoute({
      ...shared,
      method: 'PATCH',
      url: '/next/api/courses/:id',
      summary: 'Change a course; given lessons replace the list (staff and admins; audited)',
      description: 'A lesson sent with its `id` keeps it and members’ progress on it; one without is new.',
      access: 'staff',
      changesPages: true,
      params: courseIdParamsSchema,
      body: coursePatchSchema,
      response: { schema: courseSchema },
      errors: [404, 409],
      example: {
        params: { id: 1 },
        body: { summary: 'Set rates per word, per hour and per project that cover your costs and fit your market.' },
      },
      handler: ({ params, body }, request) => courses.edit(request, params.id, body),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/courses/:id',
      summary: 'Delete a course with its lessons and everyone’s progress (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      params: courseIdParamsSchema,
      response: { schema: deletedSchema },
      errors: [404],
      example: { params: { id: 1 } },
      async handler({ params }, request) {
        await courses.remove(request, params.id);
        return { deleted: true } as const;
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/courses/:id/enrolment',
      summary: 'Enrol in a course (again: nothing changes)',
      access: 'member',
      params: courseIdParamsSchema,
      response: { schema: progressAnswerSchema },
      errors: [404],
      example: { params: { id: 1 } },
      handler: ({ params }, request) => courses.enrol(request, params.id),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/courses/:id/enrolment',
      summary: 'Leave a course; the lessons done are forgotten',
      access: 'member',
      params: courseIdParamsSchema,
      response: { schema: progressAnswerSchema },
      errors: [404],
      example: { params: { id: 1 } },
      handler: ({ params }, request) => courses.leave(request, params.id),
    }),
    defineRoute({
      ...shared,
      method: 'PUT',
      url: '/next/api/courses/:id/lessons/:lessonId/done',
      summary: 'Mark a lesson done or not done (enrolled members)',
      access: 'member',
      params: lessonParamsSchema,
      body: lessonDoneSchema,
      response: { schema: progressAnswerSchema },
      errors: [404, 409],
      example: { params: { id: 1, lessonId: 1 }, body: { done: true } },
      handler: ({ params, body }, request) => courses.setDone(request, params.id, params.lessonId, body.done),
    }),
  ];
}
