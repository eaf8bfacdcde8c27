/**
 * The software hub (issue 15; spec §7 `{software-hub}/reviews`): the CAT tools
 * and other software members list on their profiles, with facts about each
 * and members' reviews. A member who uses a tool (their profile says so)
 * reviews it once and may edit it; admins publish reviews as they do
 * testimonials.
 *
 * No schema here: pages import these constants and rules. The schemas are in
 * software-hub-schemas.ts (decision 040).
 */

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

/** A tool's page: OmegaT has its own address (spec §2.14), every other tool one under the hub. */
export function softwarePagePath(tool: { id: number; slug: string }): string {
  return tool.id === OMEGAT_ID ? '/omegat' : `/software-hub/${tool.slug}`;
}

export const REVIEW_TEXT_MAX = 1_000;
export const REVIEW_NOT_A_USER = 'Only members who list this tool on their profile can review it';
export const REVIEW_NOT_FOUND = 'Review not found';
export const SOFTWARE_NOT_FOUND = 'No such software in the hub';

export type { ReviewInput, SoftwareReview, SoftwareSummary } from './software-hub-schemas.ts';
