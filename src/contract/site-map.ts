/**
 * What the site tells search engines (robots.txt, sitemap.xml): our pages anyone may read, so
 * clients find the professionals, jobs, news and events. The lists of many (profiles, jobs) come
 * in files of at most SITEMAP_FILE_URLS addresses, the sitemap protocol's limit.
 */
import { COMMUNITY_PAGES } from './communities.ts';
import { SOFTWARE_FACTS, softwarePagePath } from './software-hub.ts';

export const SITEMAP_FILE_URLS = 50_000;
/** The sitemap files with numbered parts. */
export const SITEMAP_PARTS = ['profiles', 'jobs'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];

/** The pages that are always there, for everyone (each a route of src/web/routes.tsx; a test checks). */
export const SITEMAP_PAGES = [
  '/',
  '/directory',
  '/directory/certified',
  '/business',
  '/opportunities',
  '/news',
  '/learn',
  '/learn/courses',
  '/events',
  '/language-assessment',
  '/testimonials',
  '/networking',
  '/software-hub',
  '/mentors',
  '/membership',
  '/managed-services',
  '/about',
  '/about/overhaul',
  '/help-center',
  '/help-center/api',
  '/support-center',
  '/wordhivepay/about',
  '/accessibility',
  ...Object.values(COMMUNITY_PAGES).map((page) => page.path),
  ...SOFTWARE_FACTS.map(softwarePagePath),
];
