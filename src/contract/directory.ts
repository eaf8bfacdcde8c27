/**
 * The member directories (spec §3 "Directory results", §7 "Users, directory and
 * lookups", "Membership, mentors", §9): the filters every directory URL carries,
 * the member card every list shows, and the answers of the directory, new-member
 * and mentor endpoints. One schema reads `/directory?…` on the page, the API's
 * query string and the search modal's destination, so a shared link means the
 * same thing everywhere. The schemas are in directory-schemas.ts: member cards
 * are on most pages, zod is not (decision 040).
 */
import { DISCIPLINES, FIELD_CATEGORIES } from './taxonomy.ts';

export type {
  BusinessDirectoryQuery,
  BusinessDirectoryResponse,
  DirectoryOptions,
  DirectoryQuery,
  MemberCard,
  Mentor,
  MentorsQuery,
  MentorsResponse,
  NewBusinessesResponse,
  Newcomer,
  NewcomersQuery,
  NewMembersResponse,
  UserDirectoryQuery,
  UserDirectoryResponse,
} from './directory-schemas.ts';

/** Spec §9: page size 20; the API allows up to 100. */
export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_PAGE_SIZE_MAX = 100;
/** Deep pages are for crawlers following "next"; nobody reads page 500 of a filtered list. */
export const DIRECTORY_PAGE_MAX = 500;
export const DIRECTORY_SEARCH_MAX = 100;
/** Spec §9: cached results are kept 300 s. */
export const DIRECTORY_CACHE_SECONDS = 300;

/** The freelancer directory's sections (`/directory?service=…`); `lscs` are language service companies. */
export const DIRECTORY_SERVICES = ['translators', 'interpreters', 'subtitlers', 'lscs'] as const;
export type DirectoryService = (typeof DIRECTORY_SERVICES)[number];

export const DIRECTORY_SORTS = ['relevance', 'rating', 'newest', 'name'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** Who the business directory lists: language companies and clients that outsource as a business. */
export const BUSINESS_TYPES = ['company', 'outsourcer'] as const;

export const ISO_639_3 = /^[a-z]{3}$/;

const FIELD_KEYS: ReadonlySet<string> = new Set(FIELD_CATEGORIES.map((c) => c.key));
const DISCIPLINE_IDS: ReadonlySet<number> = new Set(DISCIPLINES.map((d) => d.id));

/** `field` is a category key ('legal') or a discipline id ('102'). */
export type FieldFilter = { kind: 'category'; key: string } | { kind: 'discipline'; id: number };

export function parseFieldFilter(value: string): FieldFilter | null {
  if (FIELD_KEYS.has(value)) return { kind: 'category', key: value };
  if (/^\d{1,6}$/.test(value) && DISCIPLINE_IDS.has(Number(value))) return { kind: 'discipline', id: Number(value) };
  return null;
}

/** The parameters a directory URL may carry, in the order canonical URLs list them. */
export const URL_KEYS = [
  'service',
  'type',
  'search',
  'source',
  'target',
  'service_id',
  'field',
  'country',
  'min_rating',
  'membership',
  'available',
  'certified',
  'sort',
  'page',
  'pageSize',
] as const;
export type UrlKey = (typeof URL_KEYS)[number];

/** The query string of a directory page or API call: defaults left out, so equal filters give equal URLs. */
export function directorySearchParams(query: Partial<Record<UrlKey, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = query[key];
    if (value === undefined || value === null || value === false || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === DIRECTORY_PAGE_SIZE) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  return params;
}

/** Spec §9: "Rating: 5 stars, shown rounded to halves." */
export function roundToHalf(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

/* ---------- New members, new businesses (spec §7 "Membership, mentors", §9) ---------- */

export const NEW_MEMBERS_LIMIT = 50;
export const NEW_MEMBERS_LIMIT_MAX = 100;
export const NEW_MEMBERS_DAYS_WINDOW = 30;
export const NEW_MEMBERS_DAYS_WINDOW_MAX = 365;
export const EXCLUDE_IDS_MAX = 500;
