/**
 * Everything a member's public profile is made of (spec §3 "Profile data
 * groups"), one table per group. Languages are ISO 639-3 codes (`por`, `eng`),
 * which equal ISO 639-2/T where that exists. Service, discipline and software
 * ids are the ones in src/contract/taxonomy.ts.
 *
 * Contact details live on member_profiles and are shown only as the member's
 * privacy_settings allow (src/server/features/privacy/service.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const entityRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.entityId, { onDelete: 'cascade' });

/**
 * The ISO 639-3 list with names in the seven interface languages (keys are the
 * interface locales: eng, deu, esl, fra, heb, ita, por), for joins and search in SQL.
 * Filled from the iso-639-3 package by the seed.
 */
export const languages = pgTable(
  'languages',
  {
    iso3: text('iso3').primaryKey(),
    iso1: text('iso1'),
    iso2b: text('iso2b'),
    /** individual | macrolanguage | special */
    scope: text('scope').notNull(),
    /** living | historical | extinct | ancient | constructed | special */
    type: text('type').notNull(),
    /** English reference name. */
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Widely used languages first in pickers. */
    common: boolean('common').notNull().default(false),
  },
  (t) => [index('languages_name_idx').on(t.name)],
);

/** One row per member: who they are, where, how to reach them, membership and mentoring. */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    entityId: integer('entity_id')
      .primaryKey()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code'),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    skype: text('skype').notNull().default(''),
    fax: text('fax').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    website: text('website').notNull().default(''),
    agencyName: text('agency_name').notNull().default(''),
    /** '' (not said) | woman | man | non_binary | self_described | prefer_not_to_say */
    gender: text('gender').notNull().default(''),
    genderCustom: text('gender_custom').notNull().default(''),
    pronouns: text('pronouns').notNull().default(''),
    yearsExperience: smallint('years_experience'),
    /** IANA time zone, e.g. Europe/Lisbon. */
    timezone: text('timezone').notNull().default(''),
    /** available | limited | unavailable */
    availability: text('availability').notNull().default('available'),
    /** The day a limited or unavailable member takes new work again: from then on they are 'available'. */
    backOn: date('back_on', { mode: 'string' }),
    /** none | professional | business */
    membershipPlan: text('membership_plan').notNull().default('none'),
    membershipSince: timestamp('membership_since', { withTimezone: true }),
    membershipUntil: timestamp('membership_until', { withTimezone: true }),
    /** The current paid membership is the member's first one (a newcomer to paid membership). */
    firstTimePaid: boolean('first_time_paid').notNull().default(false),
    isMentor: boolean('is_mentor').notNull().default(false),
    mentorTopics: text('mentor_topics').array().notNull().default(sql`'{}'::text[]`),
    /** Star rating, kept in step with feedback (linguists, companies) or bb_entries (outsourcers). */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_profiles_country_idx').on(t.countryCode),
    index('member_profiles_mentor_idx').on(t.entityId).where(sql`${t.isMentor}`),
    index('member_profiles_membership_since_idx').on(t.membershipSince),
    index('member_profiles_rating_idx').on(t.ratingAvg),
  ],
);

/**
 * Spec §3 "Privacy settings": who may see each contact field — 'y' (everyone),
 * 'n' (no one but the member and staff), 'outsourcer' (signed-in outsourcers).
 * A member without a row has the defaults below.
 */
export const privacySettings = pgTable('privacy_settings', {
  entityId: integer('entity_id')
    .primaryKey()
    .references(() => users.entityId, { onDelete: 'cascade' }),
  contactCountryVisible: text('contact_country_visible').notNull().default('y'),
  contactAddressVisible: text('contact_address_visible').notNull().default('n'),
  contactCityVisible: text('contact_city_visible').notNull().default('y'),
  contactRegionVisible: text('contact_region_visible').notNull().default('y'),
  contactPostalVisible: text('contact_postal_visible').notNull().default('n'),
  contactPhoneVisible: text('contact_phone_visible').notNull().default('outsourcer'),
  contactSkypeVisible: text('contact_skype_visible').notNull().default('outsourcer'),
  contactFaxVisible: text('contact_fax_visible').notNull().default('outsourcer'),
  contactEmailVisible: text('contact_email_visible').notNull().default('n'),
  contactUrlVisible: text('contact_url_visible').notNull().default('y'),
  agencyNameVisible: text('agency_name_visible').notNull().default('y'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Languages a member knows, with proficiency: native | bilingual | fluent | advanced | intermediate | basic. */
export const memberLanguages = pgTable(
  'member_languages',
  {
    entityId: entityRef('entity_id'),
    language: text('language').notNull(),
    proficiency: text('proficiency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.language] }), index('member_languages_language_idx').on(t.language)],
);

/** Working language pairs with direction; position orders them (0 = main pair). */
export const languagePairs = pgTable(
  'language_pairs',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('language_pairs_member_pair_unique').on(t.entityId, t.sourceLang, t.targetLang),
    index('language_pairs_pair_idx').on(t.sourceLang, t.targetLang),
    index('language_pairs_target_idx').on(t.targetLang),
  ],
);

/** Services a member offers; pair services (taxonomy serviceType) name the pair, single-language ones the language. */
export const memberServices = pgTable(
  'member_services',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    serviceId: integer('service_id').notNull(),
    /** Pair services: the source; single-language services: the language. */
    sourceLang: text('source_lang'),
    targetLang: text('target_lang'),
  },
  (t) => [
    index('member_services_entity_idx').on(t.entityId),
    index('member_services_service_idx').on(t.serviceId, t.sourceLang, t.targetLang),
  ],
);

/** Fields of expertise (discipline ids); specialty marks the ones the member leads with. */
export const memberFields = pgTable(
  'member_fields',
  {
    entityId: entityRef('entity_id'),
    disciplineId: integer('discipline_id').notNull(),
    specialty: boolean('specialty').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.disciplineId] }),
    index('member_fields_discipline_idx').on(t.disciplineId),
  ],
);

/** Rates: amount per unit (word | hour | minute | page) in a currency (EUR | USD | GBP), for a service and pair. */
export const memberRates = pgTable(
  'member_rates',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    serviceId: integer('service_id').notNull(),
    sourceLang: text('source_lang'),
    targetLang: text('target_lang'),
    unit: text('unit').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    index('member_rates_entity_idx').on(t.entityId),
    // What professionals ask for a service in a pair (features/market-rates).
    index('member_rates_service_pair_idx').on(t.serviceId, t.sourceLang, t.targetLang),
  ],
);

/** CAT and other software a member works with (taxonomy SOFTWARES ids). */
export const memberSoftware = pgTable(
  'member_software',
  {
    entityId: entityRef('entity_id'),
    softwareId: integer('software_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.softwareId] }), index('member_software_software_idx').on(t.softwareId)],
);

/** Certifications, degrees and professional memberships; verified by staff. */
export const memberCredentials = pgTable(
  'member_credentials',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    /** certification | degree | membership */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    issuer: text('issuer').notNull(),
    sourceLang: text('source_lang'),
    targetLang: text('target_lang'),
    year: smallint('year'),
    verified: boolean('verified').notNull().default(false),
  },
  (t) => [index('member_credentials_entity_idx').on(t.entityId)],
);

/** Translation samples: a short source excerpt and the member's translation. */
export const portfolioSamples = pgTable(
  'portfolio_samples',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    disciplineId: integer('discipline_id'),
    sourceText: text('source_text').notNull(),
    targetText: text('target_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_samples_entity_idx').on(t.entityId)],
);

/**
 * Portfolio works: finished pieces a member can point to (a book, a website, a
 * film, a conference), beside the samples above, which show the text itself.
 */
export const portfolioWorks = pgTable(
  'portfolio_works',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    /** book | document | website | software | video | game | conference | other */
    kind: text('kind').notNull(),
    client: text('client').notNull().default(''),
    year: smallint('year'),
    sourceLang: text('source_lang'),
    targetLang: text('target_lang'),
    disciplineId: integer('discipline_id'),
    url: text('url').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_works_entity_idx').on(t.entityId)],
);

/** Work history: roles the member held, in the member's order (latest first as they list them). */
export const memberCareers = pgTable(
  'member_careers',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    role: text('role').notNull(),
    organisation: text('organisation').notNull(),
    startYear: smallint('start_year').notNull(),
    /** Null: still there. */
    endYear: smallint('end_year'),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('member_careers_entity_idx').on(t.entityId, t.position)],
);

/** FAQ categories the member names and orders; their questions go with them. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faq_categories_entity_idx').on(t.entityId, t.position)],
);

/** Questions clients ask the member, answered once on the profile. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId, t.position)],
);

/** Glossaries a member publishes, with a few sample entries. */
export const glossaries = pgTable(
  'glossaries',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    disciplineId: integer('discipline_id'),
    termCount: integer('term_count').notNull(),
    sampleTerms: jsonb('sample_terms').$type<{ source: string; target: string }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('glossaries_entity_idx').on(t.entityId)],
);

/** Articles a member has written for the community. */
export const memberArticles = pgTable(
  'member_articles',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** business | translation | interpreting | technology | career */
    category: text('category').notNull(),
    /** Where the whole article can be read ('' when only its summary is on Wordhive). */
    url: text('url').notNull().default(''),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_articles_entity_idx').on(t.entityId, t.publishedAt)],
);

/**
 * Feedback about a member from clients and colleagues ("willingness to work
 * again"): rating 1–5. The author may be a member or someone outside the site.
 */
export const memberFeedback = pgTable(
  'member_feedback',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    // No foreign key: a review is part of the reviewed member's record, kept when its author leaves (decision 102).
    authorEntityId: integer('author_entity_id'),
    authorName: text('author_name').notNull(),
    /** client | colleague */
    authorKind: text('author_kind').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    sourceLang: text('source_lang'),
    targetLang: text('target_lang'),
    /** Given through a review request the member mailed to a client (client_requests.id). */
    requestId: integer('request_id'),
    /** The client's answer to "Would you work with them again?" (review requests only). */
    willingAgain: boolean('willing_again'),
    authorCompany: text('author_company').notNull().default(''),
    /** Given after a job of the marketplace (jobs.id): one rating per job. */
    jobId: integer('job_id'),
    /** The rated member's public answer. */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_feedback_entity_idx').on(t.entityId, t.createdAt),
    // One answer per request: a link opened twice at once still gives one review.
    uniqueIndex('member_feedback_request_unique').on(t.requestId),
    uniqueIndex('member_feedback_job_unique').on(t.jobId),
  ],
);

/** Blue Board style: a linguist rates an outsourcer's likelihood to work again (1–5). */
export const bbEntries = pgTable(
  'bb_entries',
  {
    id: serial('id').primaryKey(),
    outsourcerEntityId: entityRef('outsourcer_entity_id'),
    // No foreign key: an entry is part of the rated client's record, kept when its rater leaves (decision 102).
    raterEntityId: integer('rater_entity_id').notNull(),
    lwa: smallint('lwa').notNull(),
    comment: text('comment').notNull(),
    /** Given after a job of the marketplace (jobs.id): one rating per job. */
    jobId: integer('job_id'),
    /** The rated client's public answer. */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bb_entries_outsourcer_idx').on(t.outsourcerEntityId, t.createdAt),
    index('bb_entries_rater_idx').on(t.raterEntityId, t.createdAt),
    uniqueIndex('bb_entries_job_unique').on(t.jobId),
  ],
);

/** Project history: work done, with pair, field and volume (the summary is computed from these). */
export const memberProjects = pgTable(
  'member_projects',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    serviceId: integer('service_id').notNull(),
    sourceLang: text('source_lang'),
    targetLang: text('target_lang'),
    disciplineId: integer('discipline_id'),
    volume: integer('volume').notNull(),
    /** words | hours | minutes | pages */
    volumeUnit: text('volume_unit').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** agency | direct_client | company | public_sector | ngo | individual */
    clientType: text('client_type').notNull().default('agency'),
    /** The client confirmed the project through a mailed link: their name, and when. */
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('member_projects_entity_idx').on(t.entityId, t.completedOn)],
);

/** TermHelp (term-help Q&A) activity: totals and points earned per language pair. */
export const termhelpActivity = pgTable('termhelp_activity', {
  entityId: integer('entity_id')
    .primaryKey()
    .references(() => users.entityId, { onDelete: 'cascade' }),
  questionsAsked: integer('questions_asked').notNull().default(0),
  answersGiven: integer('answers_given').notNull().default(0),
  answersSelected: integer('answers_selected').notNull().default(0),
  points: integer('points').notNull().default(0),
  pairPoints: jsonb('pair_points').$type<{ source: string; target: string; points: number }[]>().notNull(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
});

/** Forum activity (the forums live on the classic site): totals and the latest topics. */
export const forumActivity = pgTable('forum_activity', {
  entityId: integer('entity_id')
    .primaryKey()
    .references(() => users.entityId, { onDelete: 'cascade' }),
  posts: integer('posts').notNull().default(0),
  topics: integer('topics').notNull().default(0),
  lastPostAt: timestamp('last_post_at', { withTimezone: true }),
  recentTopics: jsonb('recent_topics').$type<{ title: string; forum: string; postedAt: string }[]>().notNull(),
});

/** Community participation: interpreters, women-in-translation, pro-bono, mentoring, localization… */
export const communityParticipation = pgTable(
  'community_participation',
  {
    entityId: entityRef('entity_id'),
    community: text('community').notNull(),
    /** member | volunteer | moderator | organiser */
    role: text('role').notNull(),
    contributions: integer('contributions').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.community] })],
);

/** Events (conferences, webinars, meetups) a member speaks at, organises or attends. */
export const memberEvents = pgTable(
  'member_events',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    /** conference | webinar | meetup | workshop */
    kind: text('kind').notNull(),
    /** speaker | organiser | attendee */
    role: text('role').notNull(),
    location: text('location').notNull(),
    online: boolean('online').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_events_entity_idx').on(t.entityId, t.startsAt)],
);

/** The member's own calendar, shown by month: bookings, time off, deadlines (member_events are added to it). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    title: text('title').notNull(),
    /** booked | time_off | deadline | available */
    kind: text('kind').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('calendar_events_entity_idx').on(t.entityId, t.startsOn)],
);

/** Other web presence (blog, LinkedIn, portfolio site…); shown under the Website privacy setting. */
export const memberWebsites = pgTable(
  'member_websites',
  {
    id: serial('id').primaryKey(),
    entityId: entityRef('entity_id'),
    /** website | blog | linkedin | portfolio | social */
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    label: text('label').notNull().default(''),
  },
  (t) => [index('member_websites_entity_idx').on(t.entityId)],
);

/** Members someone bookmarked: private to the owner. */
export const favorites = pgTable(
  'favorites',
  {
    ownerEntityId: entityRef('owner_entity_id'),
    favoriteEntityId: entityRef('favorite_entity_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerEntityId, t.favoriteEntityId] })],
);

/** Interpreter pools: where and when an interpreter can be booked. */
export const interpreterPools = pgTable(
  'interpreter_pools',
  {
    entityId: integer('entity_id')
      .primaryKey()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    travelRadiusKm: integer('travel_radius_km').notNull().default(0),
    /** weekdays | weekends | evenings | on_call | full_time */
    availability: text('availability').array().notNull(),
    /** on_site | remote_video | phone */
    modes: text('modes').array().notNull(),
    shortNotice: boolean('short_notice').notNull().default(false),
    bio: text('bio').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
  },
  (t) => [index('interpreter_pools_region_idx').on(t.region)],
);
