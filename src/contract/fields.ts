/**
 * Form fields the content features share (news, courses, events, pro bono,
 * assessments): one wording of each message, so the pages translate them once.
 */
import { z } from 'zod';
import { LOCALES } from './locales.ts';

/** Required text of a length, trimmed: "Give the title", "Use at least 5 characters", "Use at most 140 characters". */
export function requiredText(what: string, min: number, max: number) {
  return z
    .string({ error: `Give the ${what}` })
    .trim()
    .min(1, `Give the ${what}`)
    .min(min, `Use at least ${min} characters`)
    .max(max, `Use at most ${max} characters`);
}

/** A web address made of lower-case words: what /news/{slug} and /learn/courses/{slug} use. */
export const slugField = z
  .string({ error: 'Give the address' })
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters for the address')
  .max(80, 'Use at most 80 characters for the address')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens for the address');

/** The address a title gives when none is chosen: "Pricing 2027: what changed?" → "pricing-2027-what-changed". */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** An ISO 639-3 language code, as the directory uses. */
export const languageField = z.string({ error: 'Choose a language' }).regex(/^[a-z]{3}$/, 'Choose a language');

/** The interface language a text is written in (news, courses): pages mark it, search stems its words by it. */
export const writtenInField = z.enum(LOCALES, { error: 'Choose the language it is written in' });

/**
 * A day on the calendar as YYYY-MM-DD: 2031-02-30, 2031-04-31 and 2031-13-01 are refused with the
 * message, as 2032-02-29 is accepted (zod's ISO date knows month lengths and leap years).
 */
export const calendarDay = (message: string) => z.iso.date({ error: message });

export const dayField = calendarDay('Use a date as YYYY-MM-DD');

/** A page number of a list: 1 to 1,000. */
export const pageField = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(1000, 'page must be at most 1000')
  .default(1);

/** What a DELETE answers. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
