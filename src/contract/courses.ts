/**
 * Courses (issue 15): lessons staff and admins write at /learn/courses; a
 * member enrols, ticks lessons off as they finish them and sees their progress.
 *
 * No schema here: pages import these constants and rules. The schemas are in
 * courses-schemas.ts (decision 040).
 */

export const COURSES_API = '/next/api/courses';
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LESSONS_MAX = 40;
export const COURSE_SLUG_TAKEN = 'Another course already has this address';
export const COURSE_NOT_FOUND = 'Course not found';
export const LESSON_NOT_FOUND = 'This lesson is not part of the course';
export const ENROL_FIRST = 'Enrol in the course first';

/** A course's share of lessons done, 0 to 100. */
export function percentDone(lessonCount: number, done: number): number {
  return lessonCount === 0 ? 0 : Math.round((100 * Math.min(done, lessonCount)) / lessonCount);
}

export type { Course, CourseInput, CoursePatch, CourseProgress, CourseSummary, Lesson } from './courses-schemas.ts';
