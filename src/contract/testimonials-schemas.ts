/** The testimonials API's schemas (contract/testimonials.ts holds its constants). */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { LOCALES } from './locales.ts';
import { ACCOUNT_TYPES } from './taxonomy.ts';
import {
  TESTIMONIAL_ORDERS,
  TESTIMONIAL_PAGE_SIZE,
  TESTIMONIAL_REASON_MAX,
  TESTIMONIAL_REASON_NEEDED,
  TESTIMONIAL_STATUSES,
  TESTIMONIAL_TEXT_MAX,
  TESTIMONIAL_TEXT_MIN,
  TESTIMONIAL_TYPES,
  TESTIMONIAL_VISIBILITY,
} from './testimonials.ts';

export const testimonialInputSchema = z.object({
  type: z.enum(TESTIMONIAL_TYPES, { error: 'Choose what your testimonial is about' }),
  text: z
    .string({ error: 'Write your testimonial' })
    .trim()
    .min(TESTIMONIAL_TEXT_MIN, `Write at least ${TESTIMONIAL_TEXT_MIN} characters`)
    .max(TESTIMONIAL_TEXT_MAX, `Use at most ${TESTIMONIAL_TEXT_MAX} characters`),
  rating: z.coerce
    .number({ error: 'Give 1 to 5 stars' })
    .int('Give 1 to 5 stars')
    .min(1, 'Give 1 to 5 stars')
    .max(5, 'Give 1 to 5 stars'),
  language: z.enum(LOCALES, { error: 'Choose the language you wrote in' }),
  visibility: z.enum(TESTIMONIAL_VISIBILITY, { error: 'Choose who may read it' }).default('everyone'),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

const flag = z.enum(['1', '0'], { error: 'Use 1 or 0' });
export const testimonialsQuerySchema = z.object({
  id: idSchema('id must be a positive whole number').optional(),
  type: z.enum(TESTIMONIAL_TYPES, { error: `Use one of ${TESTIMONIAL_TYPES.join(', ')}` }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: `Use one of ${ACCOUNT_TYPES.join(', ')}` }).optional(),
  language: z.enum(LOCALES, { error: `Use one of ${LOCALES.join(', ')}` }).optional(),
  order: z.enum(TESTIMONIAL_ORDERS, { error: `Use one of ${TESTIMONIAL_ORDERS.join(', ')}` }).default('newest'),
  page: z.coerce
    .number({ error: 'page: a whole number from 1' })
    .int()
    .min(1, 'page: a whole number from 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize: 1 to 50' })
    .int()
    .min(1, 'pageSize: 1 to 50')
    .max(50, 'pageSize: 1 to 50')
    .default(TESTIMONIAL_PAGE_SIZE),
  visibility: z.enum(TESTIMONIAL_VISIBILITY, { error: 'visibility: everyone or members' }).optional(),
  includeMembershipOnly: flag.default('0'),
  /** Admins only: the moderation queue's statuses; everyone else sees approved testimonials. */
  status: z.enum([...TESTIMONIAL_STATUSES, 'all'], { error: 'status: pending, approved, rejected or all' }).optional(),
});
export type TestimonialsQuery = z.infer<typeof testimonialsQuerySchema>;

export const testimonialParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });

/** An admin's decision on a moderated text: publish, or refuse with a reason its author reads. */
export const moderationFields = {
  action: z.enum(['approve', 'reject'], { error: "action: 'approve' or 'reject'" }),
  reason: z
    .string()
    .trim()
    .max(TESTIMONIAL_REASON_MAX, `Use at most ${TESTIMONIAL_REASON_MAX} characters for the reason`)
    .optional(),
};
/** A refusal needs a reason; a publication may carry a note. */
export const withReasonForRefusal = <S extends z.ZodObject<typeof moderationFields>>(schema: S) =>
  schema.refine((m) => m.action === 'approve' || !!m.reason, { message: TESTIMONIAL_REASON_NEEDED, path: ['reason'] });

export const moderationSchema = withReasonForRefusal(
  z.object({
    ...moderationFields,
    /** Shown only where membership is sold (the membership page), not in the general lists. */
    membershipOnly: z.boolean({ error: 'membershipOnly: true or false' }).optional(),
  }),
);
export type Moderation = z.infer<typeof moderationSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  type: z.enum(TESTIMONIAL_TYPES),
  accountType: z.enum(ACCOUNT_TYPES),
  language: z.enum(LOCALES),
  visibility: z.enum(TESTIMONIAL_VISIBILITY),
  membershipOnly: z.boolean(),
  rating: z.number().int(),
  text: z.string(),
  author: z.object({ entityId: z.number().int(), name: z.string(), photoUrl: z.string().nullable() }),
  createdAt: z.string(),
  /** For the author and admins only. */
  status: z.enum(TESTIMONIAL_STATUSES).optional(),
  reason: z.string().nullable().optional(),
  moderatedAt: z.string().nullable().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListSchema = z.object({
  items: z.array(testimonialSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TestimonialList = z.infer<typeof testimonialListSchema>;
export const testimonialAnswerSchema = z.object({ testimonial: testimonialSchema });
export const myTestimonialsSchema = z.object({ items: z.array(testimonialSchema) });
export const testimonialRemovedSchema = z.object({ removed: z.literal(true) });
