/**
 * The zod schemas of the directories (spec §3 "Directory results", §7): the filters a directory
 * URL and the API's query string carry, the member card, and the answers of the directory,
 * new-member and mentor endpoints.
 */
import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import {
  BUSINESS_TYPES,
  DIRECTORY_PAGE_MAX,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  DIRECTORY_SEARCH_MAX,
  DIRECTORY_SERVICES,
  DIRECTORY_SORTS,
  EXCLUDE_IDS_MAX,
  ISO_639_3,
  NEW_MEMBERS_DAYS_WINDOW,
  NEW_MEMBERS_DAYS_WINDOW_MAX,
  NEW_MEMBERS_LIMIT,
  NEW_MEMBERS_LIMIT_MAX,
  parseFieldFilter,
  URL_KEYS,
} from './directory.ts';
import { AVAILABILITIES } from './profile-input.ts';
import { ACCOUNT_TYPES, SERVICE_BY_ID } from './taxonomy.ts';

/** Query values arrive as strings; an empty one (`?search=`) means "not set", as in a submitted form. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const single = (message: string) => z.string({ error: message });

const languageCode = single('Use a three-letter ISO 639-3 language code, e.g. por')
  .trim()
  .toLowerCase()
  .regex(ISO_639_3, 'Use a three-letter ISO 639-3 language code, e.g. por');

const integerIn = (min: number, max: number, message: string) =>
  single(message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const flag = (message: string) =>
  single(message)
    .refine((v) => v === '1' || v === '0', message)
    .transform((v) => v === '1');

const pageSchema = integerIn(1, DIRECTORY_PAGE_MAX, `Use a page number from 1 to ${DIRECTORY_PAGE_MAX}`);
const pageSizeSchema = integerIn(1, DIRECTORY_PAGE_SIZE_MAX, `Use a page size from 1 to ${DIRECTORY_PAGE_SIZE_MAX}`);

/** Filters both directories share. */
const sharedFilters = {
  search: optional(
    single('Enter the search as text')
      .trim()
      .max(DIRECTORY_SEARCH_MAX, `Use at most ${DIRECTORY_SEARCH_MAX} characters`)
      .transform((v) => v || undefined),
  ),
  source: optional(languageCode),
  target: optional(languageCode),
  service_id: optional(
    single('Choose a service from the list')
      .regex(/^\d{1,3}$/, 'Choose a service from the list')
      .transform(Number)
      .refine((id) => SERVICE_BY_ID.has(id), 'Choose a service from the list'),
  ),
  field: optional(
    single('Choose a field of expertise from the list').refine(
      (v) => parseFieldFilter(v) !== null,
      'Choose a field of expertise from the list',
    ),
  ),
  country: optional(
    single('Use a two-letter ISO 3166 country code, e.g. PT')
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Use a two-letter ISO 3166 country code, e.g. PT'),
  ),
  min_rating: optional(
    single('Use a minimum rating from 1 to 5')
      .regex(/^\d(\.\d+)?$/, 'Use a minimum rating from 1 to 5')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 5, 'Use a minimum rating from 1 to 5'),
  ),
  membership: optional(flag('Use membership=1 for members only, or 0 for everyone')).transform((v) => v ?? false),
  /** Only members whose credentials staff checked (the certified directory, /directory/certified). */
  certified: optional(flag('Use certified=1 for certified members only, or 0 for everyone')).transform(
    (v) => v ?? false,
  ),
  sort: optional(z.enum(DIRECTORY_SORTS, { error: `Sort by ${DIRECTORY_SORTS.join(', ')}` })).transform(
    (v) => v ?? 'relevance',
  ),
  page: optional(pageSchema).transform((v) => v ?? 1),
  pageSize: optional(pageSizeSchema).transform((v) => v ?? DIRECTORY_PAGE_SIZE),
};

/** `GET /next/api/users?…`: freelancers, or language companies with `service=lscs`. */
export const userDirectoryQuerySchema = z.object({
  service: optional(z.enum(DIRECTORY_SERVICES, { error: `Use one of ${DIRECTORY_SERVICES.join(', ')}` })),
  /** Only professionals taking new work: their profile says available, or available in part (decision 056). */
  available: optional(flag('Use available=1 for members taking new work only, or 0 for everyone')).transform(
    (v) => v ?? false,
  ),
  ...sharedFilters,
});
export type UserDirectoryQuery = z.infer<typeof userDirectoryQuerySchema>;

/** `GET /next/api/businesses?…`: language companies and outsourcing businesses. */
export const businessDirectoryQuerySchema = z.object({
  type: optional(z.enum(BUSINESS_TYPES, { error: `Use one of ${BUSINESS_TYPES.join(', ')}` })),
  ...sharedFilters,
});
export type BusinessDirectoryQuery = z.infer<typeof businessDirectoryQuerySchema>;

export type DirectoryQuery = UserDirectoryQuery | BusinessDirectoryQuery;

/**
 * A page's filters from its URL, keeping only the values that are valid: a
 * shared link with one stale value still shows a useful page. The API, by
 * contrast, refuses bad values with 400.
 */
export function lenientDirectoryQuery<S extends typeof userDirectoryQuerySchema | typeof businessDirectoryQuerySchema>(
  schema: S,
  params: URLSearchParams,
): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const key of URL_KEYS) {
    const value = params.get(key);
    // A page's path, not its query, says it lists certified members only (/directory/certified).
    if (value === null || key === 'certified' || !(key in schema.shape)) continue;
    const one = schema.safeParse({ [key]: value });
    if (one.success) raw[key] = value;
  }
  return schema.parse(raw) as z.infer<S>;
}

const languageCodeOut = z.string().regex(ISO_639_3);

/** What every member list shows (design/ui.md "member card"). Contact fields are as the member's privacy allows. */
export const memberCardSchema = z.object({
  entity_id: z.number().int(),
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  photo_url: z.string().nullable(),
  headline: z.string(),
  /** The member's main pairs, in their order (at most 3), and how many they have in all. */
  pairs: z.array(z.object({ source: languageCodeOut, target: languageCodeOut })),
  pair_count: z.number().int(),
  /** Main fields of expertise as discipline ids (specialties first, at most 3). */
  fields: z.array(z.number().int()),
  /** Stars rounded to halves (spec §9), with the number of ratings; null before the first rating. */
  rating: z.object({ stars: z.number(), count: z.number().int() }).nullable(),
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }),
  is_member: z.boolean(),
  is_mentor: z.boolean(),
  /** Staff checked the member's credentials: the certified badge. */
  is_certified: z.boolean(),
  /** Whether the member takes new work, as their profile says. */
  availability: z.enum(AVAILABILITIES),
  /** The day a limited or unavailable member takes new work again (YYYY-MM-DD), if they said. */
  back_on: z.string().nullable(),
  joined_at: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** Spec §3: users → {results, totalPages, totalResults}. */
export const userDirectoryResponseSchema = z.object({
  results: z.array(memberCardSchema),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type UserDirectoryResponse = z.infer<typeof userDirectoryResponseSchema>;

/** Spec §3: businesses → {businesses, totalPages, totalResults}. */
export const businessDirectoryResponseSchema = z.object({
  businesses: z.array(memberCardSchema),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type BusinessDirectoryResponse = z.infer<typeof businessDirectoryResponseSchema>;

/** Names for the codes a directory shows, in one interface language. */
export const directoryOptionsSchema = z.object({
  /** Languages members work in: code, short chip label ("PT") and name, sorted by name. */
  languages: z.array(z.object({ iso3: z.string(), short: z.string(), name: z.string() })),
  /** Countries members show publicly, sorted by name. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DirectoryOptions = z.infer<typeof directoryOptionsSchema>;

const excludeIds = single('Use entity ids separated by commas, e.g. 12,34')
  .refine((v) => /^\d{1,9}(,\d{1,9})*$/.test(v), 'Use entity ids separated by commas, e.g. 12,34')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= EXCLUDE_IDS_MAX, `Exclude at most ${EXCLUDE_IDS_MAX} ids`);

function newcomersQuerySchema(countryFirstByDefault: boolean) {
  return z.object({
    country_code: optional(
      single('Use a two-letter ISO 3166 country code, e.g. PT')
        .trim()
        .toUpperCase()
        .refine(isCountryCode, 'Use a two-letter ISO 3166 country code, e.g. PT'),
    ),
    limit: optional(integerIn(1, NEW_MEMBERS_LIMIT_MAX, `Use a limit from 1 to ${NEW_MEMBERS_LIMIT_MAX}`)).transform(
      (v) => v ?? NEW_MEMBERS_LIMIT,
    ),
    country_first: optional(flag('Use country_first=1 or 0')).transform((v) => v ?? countryFirstByDefault),
    days_window: optional(
      integerIn(1, NEW_MEMBERS_DAYS_WINDOW_MAX, `Use a days_window from 1 to ${NEW_MEMBERS_DAYS_WINDOW_MAX}`),
    ).transform((v) => v ?? NEW_MEMBERS_DAYS_WINDOW),
    prioritize_country: optional(flag('Use prioritize_country=1 or 0')).transform((v) => v ?? false),
    exclude_ids: optional(excludeIds).transform((v) => v ?? []),
    include_first_time_paid: optional(flag('Use include_first_time_paid=1 or 0')).transform((v) => v ?? false),
  });
}

/** `GET /next/api/membership/new-members`: country_first is on unless `country_first=0`. */
export const newMembersQuerySchema = newcomersQuerySchema(true);
/** `GET /next/api/membership/new-businesses`: the same, with country_first off by default. */
export const newBusinessesQuerySchema = newcomersQuerySchema(false);
export type NewcomersQuery = z.infer<typeof newMembersQuerySchema>;

/** A newcomer is a member card plus why they count as new. */
export const newcomerSchema = memberCardSchema.extend({
  /** 'joined': signed up within the window; 'first_paid': took their first paid membership within it. */
  new_because: z.enum(['joined', 'first_paid']),
  /** When they joined or first paid, whichever made them new. */
  new_since: z.string(),
});
export type Newcomer = z.infer<typeof newcomerSchema>;

export const newMembersResponseSchema = z.object({ data: z.array(newcomerSchema) });
export type NewMembersResponse = z.infer<typeof newMembersResponseSchema>;
export const newBusinessesResponseSchema = z.object({ success: z.literal(true), data: z.array(newcomerSchema) });
export type NewBusinessesResponse = z.infer<typeof newBusinessesResponseSchema>;

/* ---------- Mentors ---------- */

export const mentorsQuerySchema = z.object({
  source: optional(languageCode),
  target: optional(languageCode),
  field: sharedFilters.field,
  page: sharedFilters.page,
  pageSize: sharedFilters.pageSize,
});
export type MentorsQuery = z.infer<typeof mentorsQuerySchema>;

export const mentorSchema = memberCardSchema.extend({ mentor_topics: z.array(z.string()) });
export type Mentor = z.infer<typeof mentorSchema>;
export const mentorsResponseSchema = z.object({
  data: z.array(mentorSchema),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type MentorsResponse = z.infer<typeof mentorsResponseSchema>;
