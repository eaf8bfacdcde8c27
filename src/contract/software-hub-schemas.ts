/** The schemas of contract/software-hub.ts (which holds the constants and rules pages import). */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PLATFORMS, PRICE_MODELS, REVIEW_TEXT_MAX, SOFTWARE_NOT_FOUND } from './software-hub.ts';
import { SOFTWARES } from './taxonomy.ts';
import { MODERATION_STATUSES } from './testimonials.ts';
import { moderationFields, withReasonForRefusal } from './testimonials-schemas.ts';

const SOFTWARE_IDS: ReadonlySet<number> = new Set(SOFTWARES.map((s) => s.id));
const softwareId = idSchema('softwareId must be a positive whole number').refine((id) => SOFTWARE_IDS.has(id), {
  message: SOFTWARE_NOT_FOUND,
});

/** Admins only: which reviews, by where they stand. */
const status = z.enum([...MODERATION_STATUSES, 'all'], { error: 'status: pending, approved, rejected or all' });
export const reviewsQuerySchema = z.object({ softwareId, status: status.optional() });
export const adminReviewsQuerySchema = z.object({ status: status.default('pending') });
export const softwareQuerySchema = z.object({ softwareId });

const text = z.string().trim().max(REVIEW_TEXT_MAX, `Use at most ${REVIEW_TEXT_MAX} characters`).default('');
export const reviewInputSchema = z
  .object({
    softwareId,
    rating: z.coerce
      .number({ error: 'Give 1 to 5 stars' })
      .int('Give 1 to 5 stars')
      .min(1, 'Give 1 to 5 stars')
      .max(5, 'Give 1 to 5 stars'),
    pros: text,
    cons: text,
  })
  .refine((r) => r.pros.length + r.cons.length >= 20, {
    message: 'Say in at least 20 characters what works well or not',
    path: ['pros'],
  });
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
/** As for testimonials (which add "membership page only"). */
export const reviewModerationSchema = withReasonForRefusal(z.object(moderationFields));

export const softwareReviewSchema = z.object({
  id: z.number().int(),
  softwareId: z.number().int(),
  rating: z.number().int(),
  pros: z.string(),
  cons: z.string(),
  author: z.object({ entityId: z.number().int(), name: z.string(), photoUrl: z.string().nullable() }),
  updatedAt: z.string(),
  /** For the author and admins only. */
  status: z.enum(MODERATION_STATUSES).optional(),
  reason: z.string().nullable().optional(),
  /**
   * For the author and admins only: an edit of the published review waiting for staff, while the
   * published text above stays live (decision 127).
   */
  edit: z
    .object({ rating: z.number().int(), pros: z.string(), cons: z.string(), updatedAt: z.string() })
    .nullable()
    .optional(),
});
export type SoftwareReview = z.infer<typeof softwareReviewSchema>;
/** Spec §3: "Arrays of items". */
export const reviewsSchema = z.array(softwareReviewSchema);
export const myReviewSchema = z.object({ review: softwareReviewSchema.nullable(), canReview: z.boolean() });
export const reviewAnswerSchema = z.object({ review: softwareReviewSchema });

export const softwareSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['cat', 'subtitle', 'qa', 'other']),
  vendor: z.string(),
  website: z.string(),
  platforms: z.array(z.enum(PLATFORMS)),
  priceModel: z.enum(PRICE_MODELS),
  /** Members who list it on their profile. */
  users: z.number().int(),
  /** Over published reviews; null before the first. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
});
export type SoftwareSummary = z.infer<typeof softwareSummarySchema>;
export const softwareListSchema = z.object({ items: z.array(softwareSummarySchema) });
export const softwareUsersSchema = z.object({
  items: z.array(z.object({ entityId: z.number().int(), name: z.string(), photoUrl: z.string().nullable() })),
  total: z.number().int(),
});
