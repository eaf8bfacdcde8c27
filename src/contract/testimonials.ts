/**
 * Testimonials (issue 15; spec §3, §4, §7): members tell what Wordhive did for
 * them; admins approve or reject each with a reason its author sees; only
 * approved ones are public. Field names follow the spec's (`accountType`,
 * `includeMembershipOnly`, `{items, total, page, pageSize}`).
 *
 * No schema here: testimonial cards import these constants. The schemas are in
 * testimonials-schemas.ts (decision 040).
 */
/** What a testimonial is about. */
export const TESTIMONIAL_TYPES = ['general', 'membership', 'payments', 'jobs'] as const;
export type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];
/** Who may read it once approved: everyone, or signed-in members only. */
export const TESTIMONIAL_VISIBILITY = ['everyone', 'members'] as const;
/** Where a moderated text stands: testimonials and software reviews alike. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TESTIMONIAL_STATUSES = MODERATION_STATUSES;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
export const TESTIMONIAL_ORDERS = ['newest', 'oldest', 'rating'] as const;

export const TESTIMONIAL_TEXT_MIN = 20;
export const TESTIMONIAL_TEXT_MAX = 1_500;
export const TESTIMONIAL_REASON_MAX = 500;
export const TESTIMONIAL_PAGE_SIZE = 10;

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
export const TESTIMONIAL_ALREADY = 'You already have a testimonial about this waiting or published';
export const TESTIMONIAL_REASON_NEEDED = 'Tell the author why it was not published';
export const TESTIMONIAL_ID_ALONE = 'Ask for a testimonial by id alone, or use the filters';

export type {
  Moderation,
  Testimonial,
  TestimonialInput,
  TestimonialList,
  TestimonialsQuery,
} from './testimonials-schemas.ts';
