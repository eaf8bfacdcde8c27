/**
 * The member profile API (spec §3 "Profile data groups", §7 "Profile data"):
 * GET /next/api/user/{group}?entityId= per group, and GET /next/api/profile/{id}
 * with every group at once for the profile page. Language names come in the
 * viewer's interface language; taxonomy ids keep their English names as a fallback.
 */
import { z } from 'zod';
import { CALENDAR_YEARS, isCalendarMonth } from './calendar.ts';
import { idSchema } from './ids.ts';
import { contactDetailsSchema, privacySettingsSchema } from './privacy-schemas.ts';
import { GENDERS } from './profile-input.ts';
import { REPORT_CATEGORIES } from './reviews.ts';
import { ACCOUNT_TYPES } from './taxonomy.ts';

export const PROFILE_GROUPS = [
  'known-languages',
  'services',
  'feedback',
  'gender-pronouns',
  'star-rating',
  'field-of-expertise',
  'websites',
  'pairs',
  'project-summary',
  'project-history',
  'termhelp-activity',
  'wiwo',
  'bb-entries',
  'events',
  'community-participation',
  'glossaries',
  'articles',
  'portfolio',
  'rates',
  'pools-data',
  'favorites',
  'softwares',
  'credentials',
  'membership',
  'forum-activity',
  'calendar-events',
  // Beyond spec §3's list (issue 21, the Profile Updater): read and written like the others.
  'careers',
  'faq',
] as const;
export type ProfileGroup = (typeof PROFILE_GROUPS)[number];

/** Groups only the owner, an admin or a pseudo session may read. */
export const PRIVATE_GROUPS: ReadonlySet<ProfileGroup> = new Set(['favorites']);

export const entityIdSchema = idSchema('entityId must be a positive whole number');

export const entityIdQuerySchema = z.object({ entityId: entityIdSchema });

const MONTH_MESSAGE = `Use a month as YYYY-MM, from ${CALENDAR_YEARS.min}-01 to ${CALENDAR_YEARS.max}-12`;

/** 'YYYY-MM', a real month within the calendar's years. */
export const monthSchema = z.string({ error: MONTH_MESSAGE }).refine(isCalendarMonth, MONTH_MESSAGE);

export const groupQuerySchema = z.object({
  entityId: entityIdSchema,
  full: z.enum(['0', '1']).optional(),
  checkNewMember: z.enum(['0', '1']).optional(),
  currentMonth: monthSchema.optional(),
});
export type GroupQuery = z.infer<typeof groupQuerySchema>;

export const profileQuerySchema = z.object({ month: monthSchema.optional() });

const isoDate = z.string();

export const languagePairSchema = z.object({
  source: z.string(),
  target: z.string(),
  sourceName: z.string(),
  targetName: z.string(),
});
export type LanguagePair = z.infer<typeof languagePairSchema>;

export const knownLanguageSchema = z.object({ language: z.string(), name: z.string(), proficiency: z.string() });
export type KnownLanguage = z.infer<typeof knownLanguageSchema>;

export const serviceEntrySchema = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  type: z.enum(['single', 'pair']),
  pairs: z.array(languagePairSchema),
  /** Single-language services: the languages they are offered in. */
  languages: z.array(z.object({ language: z.string(), name: z.string() })),
});
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;

export const feedbackEntrySchema = z.object({
  id: z.number().int(),
  authorEntityId: z.number().int().nullable(),
  authorName: z.string(),
  /** The author's company, when they gave one (answers to review requests). */
  authorCompany: z.string(),
  authorKind: z.enum(['client', 'colleague']),
  rating: z.number(),
  comment: z.string(),
  pair: languagePairSchema.nullable(),
  /** Given through a review request the member mailed to the client. */
  viaRequest: z.boolean(),
  /**
   * From verified work: after a job awarded on Wordhive, or by a member who paid this one through
   * Wordhive Pay ("Verified client"). A mailed request's answer without either is only confirmed by
   * email and counts apart (decision 126).
   */
  verified: z.boolean(),
  /** The client's "would work with them again" (review requests only). */
  willingAgain: z.boolean().nullable(),
  /** Given after this job of the marketplace: the rating of a completed, awarded job. */
  jobId: z.number().int().nullable(),
  /** The job's client paid this member for it through Wordhive Pay (a released payment linked to the job). */
  verifiedPayment: z.boolean(),
  /** The rated member's answer. */
  reply: z.string().nullable(),
  createdAt: isoDate,
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** How many entries staff removed from the group after a report, by the report's category (decision 127). */
export const removedByStaffSchema = z.array(z.object({ category: z.enum(REPORT_CATEGORIES), count: z.number().int() }));

export const starRatingSchema = z.object({
  average: z.number().nullable(),
  /** The average rounded to the nearest half star (spec §9). */
  rounded: z.number().nullable(),
  count: z.number().int(),
  /** Outsourcers are rated by linguists on the Blue Board; everyone else by feedback. */
  source: z.enum(['feedback', 'blue-board']),
});
export type StarRating = z.infer<typeof starRatingSchema>;

export const fieldCategoryEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  disciplines: z.array(z.object({ id: z.number().int(), name: z.string(), specialty: z.boolean() })),
});
export type FieldCategoryEntry = z.infer<typeof fieldCategoryEntrySchema>;

export const websiteEntrySchema = z.object({ kind: z.string(), url: z.string(), label: z.string() });
export type WebsiteEntry = z.infer<typeof websiteEntrySchema>;

export const projectEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  pair: languagePairSchema.nullable(),
  disciplineId: z.number().int().nullable(),
  disciplineName: z.string().nullable(),
  volume: z.number(),
  volumeUnit: z.string(),
  completedOn: z.string(),
  /** agency | direct_client | company | public_sector | ngo | individual */
  clientType: z.string(),
  /** The client confirmed it through a mailed link. */
  confirmed: z.object({ by: z.string(), at: isoDate }).nullable(),
});
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

export const projectSummarySchema = z.object({
  projects: z.number().int(),
  volumes: z.array(z.object({ unit: z.string(), total: z.number() })),
  topPairs: z.array(languagePairSchema.extend({ projects: z.number().int() })),
  topFields: z.array(z.object({ disciplineId: z.number().int(), name: z.string(), projects: z.number().int() })),
  lastCompletedOn: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const termhelpActivitySchema = z.object({
  questionsAsked: z.number().int(),
  answersGiven: z.number().int(),
  answersSelected: z.number().int(),
  points: z.number().int(),
  pairPoints: z.array(languagePairSchema.extend({ points: z.number().int() })),
  lastActiveAt: z.string().nullable(),
});
export type TermhelpActivity = z.infer<typeof termhelpActivitySchema>;

export const bbEntrySchema = z.object({
  id: z.number().int(),
  outsourcerEntityId: z.number().int(),
  outsourcerName: z.string(),
  raterEntityId: z.number().int(),
  raterName: z.string(),
  lwa: z.number(),
  comment: z.string(),
  /** Given after this job of the marketplace. */
  jobId: z.number().int().nullable(),
  /** This client paid the rater for the job through Wordhive Pay. */
  verifiedPayment: z.boolean(),
  /** The rated client's answer. */
  reply: z.string().nullable(),
  createdAt: isoDate,
});
export type BbEntry = z.infer<typeof bbEntrySchema>;

export const eventEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  role: z.string(),
  location: z.string(),
  online: z.boolean(),
  startsAt: isoDate,
  endsAt: isoDate,
});
export type EventEntry = z.infer<typeof eventEntrySchema>;

export const communityEntrySchema = z.object({
  community: z.string(),
  role: z.string(),
  contributions: z.number().int(),
  joinedAt: isoDate,
});
export type CommunityEntry = z.infer<typeof communityEntrySchema>;

export const glossaryEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pair: languagePairSchema,
  disciplineName: z.string().nullable(),
  termCount: z.number().int(),
  sampleTerms: z.array(z.object({ source: z.string(), target: z.string() })),
  updatedAt: isoDate,
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const articleEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  /** Where the whole article can be read ('' when only its summary is here). */
  url: z.string(),
  views: z.number().int(),
  publishedAt: isoDate,
});
export type ArticleEntry = z.infer<typeof articleEntrySchema>;

export const portfolioEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pair: languagePairSchema,
  disciplineName: z.string().nullable(),
  sourceText: z.string(),
  targetText: z.string(),
  createdAt: isoDate,
});
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>;

export const workEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  client: z.string(),
  year: z.number().int().nullable(),
  pair: languagePairSchema.nullable(),
  disciplineId: z.number().int().nullable(),
  disciplineName: z.string().nullable(),
  url: z.string(),
  description: z.string(),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;

export const careerEntrySchema = z.object({
  id: z.number().int(),
  role: z.string(),
  organisation: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
  description: z.string(),
});
export type CareerEntry = z.infer<typeof careerEntrySchema>;

export const faqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** A client who answered the member's review request: would they work with them again? */
export const wiwoClientSchema = z.object({
  feedbackId: z.number().int(),
  name: z.string(),
  company: z.string(),
  willingAgain: z.boolean(),
  answeredAt: isoDate,
});

export const rateEntrySchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  pair: languagePairSchema.nullable(),
  unit: z.string(),
  currency: z.string(),
  amount: z.number(),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;

export const poolsDataSchema = z.object({
  region: z.string(),
  travelRadiusKm: z.number(),
  availability: z.array(z.string()),
  modes: z.array(z.string()),
  shortNotice: z.boolean(),
  bio: z.string(),
  videoUrl: z.string(),
});
export type PoolsData = z.infer<typeof poolsDataSchema>;

export const favoriteEntrySchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  accountType: z.string(),
  note: z.string(),
  createdAt: isoDate,
});
export type FavoriteEntry = z.infer<typeof favoriteEntrySchema>;

export const softwareEntrySchema = z.object({ id: z.number().int(), name: z.string(), kind: z.string() });
export type SoftwareEntry = z.infer<typeof softwareEntrySchema>;

export const credentialEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  issuer: z.string(),
  pair: languagePairSchema.nullable(),
  year: z.number().int().nullable(),
  verified: z.boolean(),
});
export type CredentialEntry = z.infer<typeof credentialEntrySchema>;

export const MEMBERSHIP_STATUSES = ['active', 'expired', 'none'] as const;

/** Whether a paid membership runs: none without a plan or an end date, expired once the end has passed. */
export function membershipStatus(
  plan: string | null | undefined,
  until: Date | null | undefined,
  now: number,
): (typeof MEMBERSHIP_STATUSES)[number] {
  if (!plan || plan === 'none' || !until) return 'none';
  return until.getTime() >= now ? 'active' : 'expired';
}
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const membershipSchema = z.object({
  plan: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** With full=1. */
  since: z.string().nullable().optional(),
  until: z.string().nullable().optional(),
  firstTimePaid: z.boolean().optional(),
  joinedAt: z.string().optional(),
  /** With checkNewMember=1: joined within the last 30 days, or their first paid membership began then. */
  isNewMember: z.boolean().optional(),
  newMemberReason: z.enum(['joined', 'first_time_paid']).nullable().optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const forumActivitySchema = z.object({
  posts: z.number().int(),
  topics: z.number().int(),
  lastPostAt: z.string().nullable(),
  recentTopics: z.array(z.object({ title: z.string(), forum: z.string(), postedAt: isoDate })),
});
export type ForumActivity = z.infer<typeof forumActivitySchema>;

export const calendarEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** booked | time_off | deadline | available | event */
  kind: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarMonthSchema = z.object({
  month: z.string(),
  events: z.array(calendarEntrySchema),
  /** The months the previous and next links reach (calendarRange). */
  range: z.object({ first: z.string(), last: z.string() }),
});
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

export const genderPronounsDataSchema = z.object({
  gender: z.enum(GENDERS),
  genderCustom: z.string(),
  pronouns: z.string(),
});
export type GenderPronounsData = z.infer<typeof genderPronounsDataSchema>;

/** What each GET /next/api/user/{group} answers. */
export const profileGroupSchemas = {
  'known-languages': z.object({ languages: z.array(knownLanguageSchema) }),
  services: z.object({ services: z.array(serviceEntrySchema) }),
  feedback: z.object({
    /** Of the feedback the rating counts: all but reviews only confirmed by email (decision 126). */
    average: z.number().nullable(),
    count: z.number().int(),
    /** Reviews only confirmed by email: shown, counted apart, not in the rating or the ranking. */
    confirmedByEmail: z.number().int(),
    removedByStaff: removedByStaffSchema,
    items: z.array(feedbackEntrySchema),
  }),
  'gender-pronouns': genderPronounsDataSchema,
  'star-rating': starRatingSchema,
  'field-of-expertise': z.object({ categories: z.array(fieldCategoryEntrySchema) }),
  websites: z.object({ websites: z.array(websiteEntrySchema) }),
  pairs: z.object({ pairs: z.array(languagePairSchema) }),
  'project-summary': projectSummarySchema,
  'project-history': z.object({ projects: z.array(projectEntrySchema) }),
  'termhelp-activity': termhelpActivitySchema,
  /** "Who I work(ed) for": the clients this member rated on the Blue Board. */
  wiwo: z.object({ entries: z.array(bbEntrySchema), clients: z.array(wiwoClientSchema) }),
  /** Blue Board ratings this member received as a client. */
  'bb-entries': z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    removedByStaff: removedByStaffSchema,
    entries: z.array(bbEntrySchema),
  }),
  events: z.object({ events: z.array(eventEntrySchema) }),
  'community-participation': z.object({ communities: z.array(communityEntrySchema) }),
  glossaries: z.object({ glossaries: z.array(glossaryEntrySchema) }),
  articles: z.object({ articles: z.array(articleEntrySchema) }),
  /** Works (finished pieces) and samples (source and translation side by side). */
  portfolio: z.object({ works: z.array(workEntrySchema), samples: z.array(portfolioEntrySchema) }),
  rates: z.object({ rates: z.array(rateEntrySchema) }),
  'pools-data': z.object({ pool: poolsDataSchema.nullable() }),
  favorites: z.object({ favorites: z.array(favoriteEntrySchema) }),
  softwares: z.object({ softwares: z.array(softwareEntrySchema) }),
  credentials: z.object({ credentials: z.array(credentialEntrySchema) }),
  membership: membershipSchema,
  'forum-activity': forumActivitySchema,
  'calendar-events': calendarMonthSchema,
  careers: z.object({ careers: z.array(careerEntrySchema) }),
  faq: z.object({ categories: z.array(faqCategorySchema) }),
} satisfies Record<ProfileGroup, z.ZodType>;
export type ProfileGroupData = { [G in ProfileGroup]: z.infer<(typeof profileGroupSchemas)[G]> };

export const profileMemberSchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  imageUrl: z.string().nullable(),
  headline: z.string(),
  bio: z.string(),
  joinedAt: isoDate,
  yearsExperience: z.number().int().nullable(),
  timezone: z.string(),
  availability: z.string(),
  /** The day a limited or unavailable member takes new work again, if they said (YYYY-MM-DD). */
  backOn: z.string().nullable(),
  isMentor: z.boolean(),
  mentorTopics: z.array(z.string()),
  /** Staff checked the member's credentials (the verified_credentials role): the certified badge. */
  isCertified: z.boolean(),
});
export type ProfileMember = z.infer<typeof profileMemberSchema>;

/** GET /next/api/profile/{entityId}: the page's data in one call. */
export const profilePageSchema = z.object({
  member: profileMemberSchema,
  /** Only the contact details this viewer may see. */
  contact: contactDetailsSchema,
  /** The viewer saw too many members' non-public contact details today: only the public ones are shown. */
  contactWithheld: z.boolean(),
  /** The visible country's name in the viewer's language. */
  countryName: z.string().nullable(),
  viewer: z.object({
    isOwner: z.boolean(),
    /** Owner, admin or pseudo session (canManageEntity). */
    canManage: z.boolean(),
    /** The signed-in viewer keeps this member among their favorites. */
    isFavorite: z.boolean(),
  }),
  /** The member's privacy settings, for those who may manage them; otherwise null. */
  privacy: privacySettingsSchema.nullable(),
  /** When the server answered: what "upcoming" means, the same on the server and in the browser. */
  generatedAt: isoDate,
  /** Groups without data are null. */
  groups: z.object(
    Object.fromEntries(PROFILE_GROUPS.map((g) => [g, profileGroupSchemas[g].nullable()])) as {
      [G in ProfileGroup]: z.ZodNullable<(typeof profileGroupSchemas)[G]>;
    },
  ),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;
