/** The schemas of contract/courses.ts (which holds the constants and rules pages import). */
import { z } from 'zod';
import { COURSE_LESSONS_MAX, COURSE_LEVELS, COURSE_NOT_FOUND } from './courses.ts';
import { requiredText, slugField, writtenInField } from './fields.ts';
import { idSchema } from './ids.ts';
import { LOCALES } from './locales.ts';

const lessonInputSchema = z.object({
  /** An existing lesson keeps its id (and the progress members made on it); a new one has none. */
  id: idSchema('id must be a positive whole number').optional(),
  title: requiredText('lesson title', 3, 140),
  body: requiredText('lesson text', 20, 20_000),
  minutes: z.coerce
    .number({ error: 'Give the minutes as a whole number from 1 to 240' })
    .int('Give the minutes as a whole number from 1 to 240')
    .min(1, 'Give the minutes as a whole number from 1 to 240')
    .max(240, 'Give the minutes as a whole number from 1 to 240'),
});
const courseFields = {
  title: requiredText('title', 5, 140),
  slug: slugField.optional(),
  summary: requiredText('summary', 20, 400),
  level: z.enum(COURSE_LEVELS, { error: 'Choose a level' }),
  language: writtenInField,
  published: z.boolean({ error: 'published: true or false' }),
  lessons: z
    .array(lessonInputSchema, { error: 'Give the lessons' })
    .min(1, 'Give the course at least one lesson')
    .max(COURSE_LESSONS_MAX, `Use at most ${COURSE_LESSONS_MAX} lessons`),
};
export const courseInputSchema = z.object({
  ...courseFields,
  language: courseFields.language.default('eng'),
  published: courseFields.published.default(true),
});
export type CourseInput = z.infer<typeof courseInputSchema>;
// Without the defaults: a field left out of an edit stays as it is.
export const coursePatchSchema = z
  .object(courseFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one field to change' });
export type CoursePatch = z.infer<typeof coursePatchSchema>;

/** The signed-in member's place in a course (null for visitors and those not enrolled). */
const progressSchema = z.object({ enrolledAt: z.string(), completedLessonIds: z.array(z.number().int()) }).nullable();
export type CourseProgress = z.infer<typeof progressSchema>;

export const courseSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(LOCALES),
  published: z.boolean(),
  lessonCount: z.number().int(),
  minutes: z.number().int(),
  learners: z.number().int(),
  author: z.object({ entityId: z.number().int(), name: z.string() }).nullable(),
  progress: progressSchema,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const lessonSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  body: z.string(),
  minutes: z.number().int(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const courseSchema = courseSummarySchema.extend({ lessons: z.array(lessonSchema) });
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.object({ items: z.array(courseSummarySchema) });
export const courseListQuerySchema = z.object({
  /** Staff also see drafts. */
  include_drafts: z.enum(['0', '1'], { error: 'include_drafts: 0 or 1' }).optional(),
  /** Only the courses the signed-in member is enrolled in. */
  mine: z.enum(['0', '1'], { error: 'mine: 0 or 1' }).optional(),
});
export const courseIdParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
export const courseSlugParamsSchema = z.object({ slug: z.string().max(80, COURSE_NOT_FOUND) });
export const lessonParamsSchema = courseIdParamsSchema.extend({
  lessonId: idSchema('lessonId must be a positive whole number'),
});
export const lessonDoneSchema = z.object({ done: z.boolean({ error: 'done: true or false' }) });
export const progressAnswerSchema = z.object({ progress: progressSchema });
