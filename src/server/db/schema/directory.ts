import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tsvector } from './tsvector.ts';

/**
 * The directory's search index: one denormalized row per member, rebuilt from
 * the profile tables (features/directory/repository.ts) so a directory page is
 * one indexed query instead of seven joins.
 *
 * Only what everyone may see goes in: a city or country the member hides is
 * neither searchable nor filterable, so a search cannot reveal it.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    entityId: integer('entity_id')
      .primaryKey()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    accountType: text('account_type').notNull(),
    name: text('name').notNull(),
    /** lower(name), for the alphabetical sort. */
    sortName: text('sort_name').notNull(),
    photoUrl: text('photo_url'),
    headline: text('headline').notNull(),
    /**
     * Everything a directory filters on, as tokens: `list:translators`, `pair:por>eng`,
     * `src:por`, `tgt:eng`, `lang:por`, `svc:1`, `field:legal`, `disc:102`, `country:PT`.
     */
    facets: text('facets').array().notNull(),
    /** Weighted, accent-folded words: A name and business name, B headline, C city, D bio. */
    document: tsvector('document').notNull(),
    /** Working pairs in the member's order, as [source, target]; cards show the ones a search asked for first. */
    pairs: jsonb('pairs').$type<[string, string][]>().notNull(),
    /** Main fields: discipline ids, specialties first (at most 3). */
    mainFields: integer('main_fields').array().notNull(),
    ratingAvg: real('rating_avg'),
    ratingCount: integer('rating_count').notNull(),
    /** Country shown to everyone (null when hidden or unknown). */
    publicCountry: text('public_country'),
    /** End of the current paid membership; null without one, far future for one without end. */
    memberUntil: timestamp('member_until', { withTimezone: true }),
    memberSince: timestamp('member_since', { withTimezone: true }),
    firstTimePaid: boolean('first_time_paid').notNull(),
    isMentor: boolean('is_mentor').notNull(),
    /** Staff checked the member's credentials (the verified_credentials role): the certified badge. */
    isCertified: boolean('is_certified').notNull().default(false),
    /** The member's availability as the profile says it: available | limited | unavailable. */
    availability: text('availability').notNull().default('available'),
    /** The day a limited or unavailable member said they take new work again (the profile's back_on). */
    backOn: date('back_on', { mode: 'string' }),
    mentorTopics: text('mentor_topics').array().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    /*
     * One GIN index over the words and the facets together (facets as lexemes),
     * so a whole search — pair, field, country and every typed word — is one
     * exact index lookup, and only the members that match are read.
     */
    index('directory_entries_search_idx').using('gin', sql`(${t.document} || array_to_tsvector(${t.facets}))`),
    /*
     * The filter tokens alone, for a list without words: PostgreSQL checks a match on the small array
     * instead of the whole document with its bio, read out of line row by row (decision 058).
     */
    index('directory_entries_facets_idx').using('gin', t.facets),
    index('directory_entries_rank_idx').on(sql`${t.ratingAvg} desc nulls last`, t.ratingCount.desc(), t.entityId),
    index('directory_entries_joined_idx').on(t.joinedAt.desc(), t.entityId),
    index('directory_entries_name_idx').on(t.sortName, t.entityId),
    index('directory_entries_member_since_idx').on(t.memberSince),
    index('directory_entries_country_idx').on(t.publicCountry),
    index('directory_entries_mentor_idx').on(t.entityId).where(sql`${t.isMentor}`),
  ],
);

/**
 * Every word in the search documents, trigram-indexed: a query word that is not
 * here ("portugese", "lisbn") is replaced by its nearest words before the
 * full-text search, so typos still find members without a slow per-row
 * similarity scan. Words only get added; a stale one merely finds nothing.
 */
export const directoryTerms = pgTable(
  'directory_terms',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('directory_terms_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
