/**
 * The software hub (issue 15; spec §7 `{software-hub}/reviews`): the CAT tools
 * and other software members list on their profiles, with facts about each
 * and members' reviews. A member who uses a tool (their profile says so)
 * reviews it once and may edit it; admins publish reviews as they do
 * testimonials.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { SOFTWARES } from './taxonomy.ts';
import { MODERATION_STATUSES } from './testimonials.ts';
import { moderationFields, withReasonForRefusal } from './testimonials-schemas.ts';

export const PLATFORMS = ['windows', 'mac', 'linux', 'web'] as const;
export const PRICE_MODELS = ['open_source', 'free', 'freemium', 'subscription', 'perpetual'] as const;
export type PriceModel = (typeof PRICE_MODELS)[number];

export interface SoftwareFacts {
  id: number;
  slug: string;
  vendor: string;
  website: string;
  platforms: readonly (typeof PLATFORMS)[number][];
  priceModel: PriceModel;
}

/** What the hub says of each tool of taxonomy.ts's SOFTWARES (same ids). */
export const SOFTWARE_FACTS: readonly SoftwareFacts[] = [
  {
    id: 1,
    slug: 'trados-studio',
    vendor: 'RWS',
    website: 'https://www.trados.com',
    platforms: ['windows'],
    priceModel: 'perpetual',
  },
  {
    id: 2,
    slug: 'memoq',
    vendor: 'memoQ Ltd.',
    website: 'https://www.memoq.com',
    platforms: ['windows'],
    priceModel: 'perpetual',
  },
  {
    id: 3,
    slug: 'omegat',
    vendor: 'The OmegaT team',
    website: 'https://omegat.org',
    platforms: ['windows', 'mac', 'linux'],
    priceModel: 'open_source',
  },
  {
    id: 4,
    slug: 'wordfast',
    vendor: 'Wordfast LLC',
    website: 'https://www.wordfast.com',
    platforms: ['windows', 'mac', 'linux', 'web'],
    priceModel: 'perpetual',
  },
  {
    id: 5,
    slug: 'phrase-tms',
    vendor: 'Phrase',
    website: 'https://phrase.com',
    platforms: ['web'],
    priceModel: 'subscription',
  },
  {
    id: 6,
    slug: 'matecat',
    vendor: 'Translated',
    website: 'https://www.matecat.com',
    platforms: ['web'],
    priceModel: 'free',
  },
  {
    id: 7,
    slug: 'deja-vu',
    vendor: 'Atril',
    website: 'https://atril.com',
    platforms: ['windows'],
    priceModel: 'perpetual',
  },
  {
    id: 8,
    slug: 'across',
    vendor: 'Across Systems',
    website: 'https://www.across.net',
    platforms: ['windows', 'web'],
    priceModel: 'freemium',
  },
  {
    id: 9,
    slug: 'smartcat',
    vendor: 'Smartcat',
    website: 'https://www.smartcat.com',
    platforms: ['web'],
    priceModel: 'freemium',
  },
  {
    id: 10,
    slug: 'cafetran-espresso',
    vendor: 'CafeTran',
    website: 'https://www.cafetran.com',
    platforms: ['windows', 'mac', 'linux'],
    priceModel: 'subscription',
  },
  {
    id: 11,
    slug: 'subtitle-edit',
    vendor: 'Nikolaj Olsson and contributors',
    website: 'https://www.nikse.dk/subtitleedit',
    platforms: ['windows', 'linux'],
    priceModel: 'open_source',
  },
  {
    id: 12,
    slug: 'aegisub',
    vendor: 'The Aegisub team',
    website: 'https://aegisub.org',
    platforms: ['windows', 'mac', 'linux'],
    priceModel: 'open_source',
  },
  {
    id: 13,
    slug: 'eztitles',
    vendor: 'EZTitles Development Studio',
    website: 'https://www.eztitles.com',
    platforms: ['windows'],
    priceModel: 'perpetual',
  },
  {
    id: 14,
    slug: 'xbench',
    vendor: 'ApSIC',
    website: 'https://www.xbench.net',
    platforms: ['windows'],
    priceModel: 'subscription',
  },
  {
    id: 15,
    slug: 'verifika',
    vendor: 'Verifika',
    website: 'https://verifika.com',
    platforms: ['windows'],
    priceModel: 'subscription',
  },
  {
    id: 16,
    slug: 'microsoft-office',
    vendor: 'Microsoft',
    website: 'https://www.microsoft.com/microsoft-365',
    platforms: ['windows', 'mac', 'web'],
    priceModel: 'subscription',
  },
];
export const SOFTWARE_BY_SLUG: ReadonlyMap<string, SoftwareFacts> = new Map(SOFTWARE_FACTS.map((s) => [s.slug, s]));
export const OMEGAT_ID = 3;

export const REVIEW_TEXT_MAX = 1_000;
export const REVIEW_NOT_A_USER = 'Only members who list this tool on their profile can review it';
export const REVIEW_NOT_FOUND = 'Review not found';
export const SOFTWARE_NOT_FOUND = 'No such software in the hub';

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
