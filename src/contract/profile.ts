/**
 * The member profile API (spec §3 "Profile data groups", §7 "Profile data"):
 * GET /next/api/user/{group}?entityId= per group, and GET /next/api/profile/{id}
 * with every group at once for the profile page. Language names come in the
 * viewer's interface language; taxonomy ids keep their English names as a fallback.
 */
import { z } from 'zod';
import type { ContactDetails, PrivacySettings } from './privacy.ts';
import type { AccountType } from './taxonomy.ts';

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
] as const;
export type ProfileGroup = (typeof PROFILE_GROUPS)[number];

/** Groups only the owner, an admin or a pseudo session may read. */
export const PRIVATE_GROUPS: ReadonlySet<ProfileGroup> = new Set(['favorites']);

const MAX_INT4 = 2_147_483_647;
const ENTITY_ID_MESSAGE = 'entityId must be a positive whole number';

export const entityIdSchema = z.coerce
  .number({ error: ENTITY_ID_MESSAGE })
  .int({ error: ENTITY_ID_MESSAGE })
  .positive({ error: ENTITY_ID_MESSAGE })
  .max(MAX_INT4, { error: ENTITY_ID_MESSAGE });

export const entityIdQuerySchema = z.object({ entityId: entityIdSchema });

/** 'YYYY-MM', a real month. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'currentMonth must be a month as YYYY-MM' });

export const groupQuerySchema = z.object({
  entityId: entityIdSchema,
  full: z.enum(['0', '1']).optional(),
  checkNewMember: z.enum(['0', '1']).optional(),
  currentMonth: monthSchema.optional(),
});
export type GroupQuery = z.infer<typeof groupQuerySchema>;

export const profileQuerySchema = z.object({ month: monthSchema.optional() });

export const GENDERS = ['', 'woman', 'man', 'non_binary', 'self_described', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const PRONOUNS_MAX = 40;

export const genderPronounsSchema = z
  .object({
    gender: z.enum(GENDERS, { error: 'Choose one of the listed genders' }),
    genderCustom: z
      .string()
      .trim()
      .max(PRONOUNS_MAX, { error: `Use at most ${PRONOUNS_MAX} characters` })
      .default(''),
    pronouns: z
      .string()
      .trim()
      .max(PRONOUNS_MAX, { error: `Use at most ${PRONOUNS_MAX} characters` })
      .default(''),
  })
  .refine((v) => v.gender !== 'self_described' || v.genderCustom.length > 0, {
    path: ['genderCustom'],
    error: 'Describe your gender, or choose another option',
  })
  .transform((v) => ({ ...v, genderCustom: v.gender === 'self_described' ? v.genderCustom : '' }));
export type GenderPronouns = z.output<typeof genderPronounsSchema>;

export interface LanguagePair {
  source: string;
  target: string;
  sourceName: string;
  targetName: string;
}

export interface KnownLanguage {
  language: string;
  name: string;
  proficiency: string;
}

export interface ServiceEntry {
  serviceId: number;
  name: string;
  type: 'single' | 'pair';
  pairs: LanguagePair[];
  /** Single-language services: the languages they are offered in. */
  languages: { language: string; name: string }[];
}

export interface FeedbackEntry {
  id: number;
  authorEntityId: number | null;
  authorName: string;
  authorKind: 'client' | 'colleague';
  rating: number;
  comment: string;
  pair: LanguagePair | null;
  createdAt: string;
}

export interface StarRating {
  average: number | null;
  /** The average rounded to the nearest half star (spec §9). */
  rounded: number | null;
  count: number;
  /** Outsourcers are rated by linguists on the Blue Board; everyone else by feedback. */
  source: 'feedback' | 'blue-board';
}

export interface FieldCategoryEntry {
  key: string;
  name: string;
  disciplines: { id: number; name: string; specialty: boolean }[];
}

export interface WebsiteEntry {
  kind: string;
  url: string;
  label: string;
}

export interface ProjectEntry {
  id: number;
  title: string;
  serviceId: number;
  serviceName: string;
  pair: LanguagePair | null;
  disciplineId: number | null;
  disciplineName: string | null;
  volume: number;
  volumeUnit: string;
  completedOn: string;
}

export interface ProjectSummary {
  projects: number;
  volumes: { unit: string; total: number }[];
  topPairs: (LanguagePair & { projects: number })[];
  topFields: { disciplineId: number; name: string; projects: number }[];
  lastCompletedOn: string | null;
}

export interface TermhelpActivity {
  questionsAsked: number;
  answersGiven: number;
  answersSelected: number;
  points: number;
  pairPoints: (LanguagePair & { points: number })[];
  lastActiveAt: string | null;
}

export interface BbEntry {
  id: number;
  outsourcerEntityId: number;
  outsourcerName: string;
  raterEntityId: number;
  raterName: string;
  lwa: number;
  comment: string;
  createdAt: string;
}

export interface EventEntry {
  id: number;
  title: string;
  kind: string;
  role: string;
  location: string;
  online: boolean;
  startsAt: string;
  endsAt: string;
}

export interface CommunityEntry {
  community: string;
  role: string;
  contributions: number;
  joinedAt: string;
}

export interface GlossaryEntry {
  id: number;
  title: string;
  pair: LanguagePair;
  disciplineName: string | null;
  termCount: number;
  sampleTerms: { source: string; target: string }[];
  updatedAt: string;
}

export interface ArticleEntry {
  id: number;
  title: string;
  summary: string;
  category: string;
  views: number;
  publishedAt: string;
}

export interface PortfolioEntry {
  id: number;
  title: string;
  pair: LanguagePair;
  disciplineName: string | null;
  sourceText: string;
  targetText: string;
  createdAt: string;
}

export interface RateEntry {
  serviceId: number;
  serviceName: string;
  pair: LanguagePair | null;
  unit: string;
  currency: string;
  amount: number;
}

export interface PoolsData {
  region: string;
  travelRadiusKm: number;
  availability: string[];
  modes: string[];
  shortNotice: boolean;
  bio: string;
  videoUrl: string;
}

export interface FavoriteEntry {
  entityId: number;
  name: string;
  accountType: string;
  note: string;
  createdAt: string;
}

export interface SoftwareEntry {
  id: number;
  name: string;
  kind: string;
}

export interface CredentialEntry {
  id: number;
  kind: string;
  title: string;
  issuer: string;
  pair: LanguagePair | null;
  year: number | null;
  verified: boolean;
}

export type MembershipStatus = 'active' | 'expired' | 'none';

export interface Membership {
  plan: string;
  status: MembershipStatus;
  /** With full=1. */
  since?: string | null;
  until?: string | null;
  firstTimePaid?: boolean;
  joinedAt?: string;
  /** With checkNewMember=1: joined within the last 30 days, or their first paid membership began then. */
  isNewMember?: boolean;
  newMemberReason?: 'joined' | 'first_time_paid' | null;
}

export interface ForumActivity {
  posts: number;
  topics: number;
  lastPostAt: string | null;
  recentTopics: { title: string; forum: string; postedAt: string }[];
}

export interface CalendarEntry {
  id: string;
  title: string;
  /** booked | time_off | deadline | available | event */
  kind: string;
  startsOn: string;
  endsOn: string;
}

export interface CalendarMonth {
  month: string;
  events: CalendarEntry[];
}

export interface GenderPronounsData {
  gender: Gender;
  genderCustom: string;
  pronouns: string;
}

/** What each GET /next/api/user/{group} answers. */
export interface ProfileGroupData {
  'known-languages': { languages: KnownLanguage[] };
  services: { services: ServiceEntry[] };
  feedback: { average: number | null; count: number; items: FeedbackEntry[] };
  'gender-pronouns': GenderPronounsData;
  'star-rating': StarRating;
  'field-of-expertise': { categories: FieldCategoryEntry[] };
  websites: { websites: WebsiteEntry[] };
  pairs: { pairs: LanguagePair[] };
  'project-summary': ProjectSummary;
  'project-history': { projects: ProjectEntry[] };
  'termhelp-activity': TermhelpActivity;
  /** "Who I work(ed) for": the clients this member rated on the Blue Board. */
  wiwo: { entries: BbEntry[] };
  /** Blue Board ratings this member received as a client. */
  'bb-entries': { average: number | null; count: number; entries: BbEntry[] };
  events: { events: EventEntry[] };
  'community-participation': { communities: CommunityEntry[] };
  glossaries: { glossaries: GlossaryEntry[] };
  articles: { articles: ArticleEntry[] };
  portfolio: { samples: PortfolioEntry[] };
  rates: { rates: RateEntry[] };
  'pools-data': { pool: PoolsData | null };
  favorites: { favorites: FavoriteEntry[] };
  softwares: { softwares: SoftwareEntry[] };
  credentials: { credentials: CredentialEntry[] };
  membership: Membership;
  'forum-activity': ForumActivity;
  'calendar-events': CalendarMonth;
}

export interface ProfileMember {
  entityId: number;
  name: string;
  accountType: AccountType;
  imageUrl: string | null;
  headline: string;
  bio: string;
  joinedAt: string;
  yearsExperience: number | null;
  timezone: string;
  availability: string;
  isMentor: boolean;
  mentorTopics: string[];
}

/** GET /next/api/profile/{entityId}: the page's data in one call. */
export interface ProfilePage {
  member: ProfileMember;
  /** Only the contact details this viewer may see. */
  contact: ContactDetails;
  /** The visible country's name in the viewer's language. */
  countryName: string | null;
  viewer: {
    isOwner: boolean;
    /** Owner, admin or pseudo session (canManageEntity). */
    canManage: boolean;
  };
  /** The member's privacy settings, for those who may manage them; otherwise null. */
  privacy: PrivacySettings | null;
  /** When the server answered: what "upcoming" means, the same on the server and in the browser. */
  generatedAt: string;
  /** Groups without data are null. */
  groups: { [G in ProfileGroup]: ProfileGroupData[G] | null };
}

/** Stars as shown: rounded to the nearest half (spec §9). */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/** GET /next/api/disciplines?category= */
export const disciplinesQuerySchema = z.object({ category: z.string().trim().max(60).optional() });
