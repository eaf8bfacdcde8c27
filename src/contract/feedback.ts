/**
 * Website feedback (spec §2.7, §3, §5, §8): what anyone, signed in or not,
 * tells us about the new site, and how admins read and handle it.
 */
import { z } from 'zod';
import { ID_MAX } from './ids.ts';

export const FEEDBACK_SUGGESTION_MAX = 2000;
export const FEEDBACK_URL_MAX = 500;
const REQUIRED = 'This field is required.';

/** Spec §5: suggestion at least 2 characters, url at least 1, rating a number (default 0) chosen with 1–5 stars. */
export const websiteFeedbackSchema = z.object({
  suggestion: z
    .string({ error: REQUIRED })
    .trim()
    .min(2, REQUIRED)
    .max(FEEDBACK_SUGGESTION_MAX, `Use at most ${FEEDBACK_SUGGESTION_MAX} characters`),
  url: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(FEEDBACK_URL_MAX, `Use at most ${FEEDBACK_URL_MAX} characters`),
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars' })
    .int({ error: 'Choose from 1 to 5 stars' })
    .min(0, { error: 'Choose from 1 to 5 stars' })
    .max(5, { error: 'Choose from 1 to 5 stars' })
    .default(0),
});
export type WebsiteFeedbackInput = z.infer<typeof websiteFeedbackSchema>;

/** `?entityId=` as the spec sends it: the sender's own id, or nothing when signed out. */
export const feedbackQuerySchema = z.object({
  entityId: z.coerce
    .number({ error: 'entityId must be your own entity id' })
    .int({ error: 'entityId must be your own entity id' })
    .min(0, { error: 'entityId must be your own entity id' })
    .max(ID_MAX, { error: 'entityId must be your own entity id' })
    .optional(),
});

export const feedbackSavedSchema = z.object({ success: z.literal(true), id: z.number().int() });

export const feedbackEntrySchema = z.object({
  id: z.number().int(),
  entityId: z.number().int().nullable(),
  name: z.string().nullable(),
  suggestion: z.string(),
  url: z.string(),
  rating: z.number().int(),
  userAgent: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const FEEDBACK_STATES = ['open', 'handled', 'all'] as const;

export const feedbackListQuerySchema = z.object({
  rating: z.coerce.number().int().min(0).max(5).optional(),
  state: z.enum(FEEDBACK_STATES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackListSchema = z.object({
  items: z.array(feedbackEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many there are of each rating (0 = no stars), for the filter. */
  ratings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackHandledSchema = z.object({ handled: z.boolean({ error: 'Say whether it is handled' }) });
