/**
 * The directory's queries: building the search index from the profile tables,
 * and reading it for directory pages, newcomers and mentors.
 */
import { and, asc, desc, eq, getTableColumns, inArray, Param, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { PrivacySettings } from '../../../contract/privacy.ts';
import type { AccountType } from '../../../contract/taxonomy.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { directoryEntries, directoryTerms } from '../../db/schema/index.ts';
import { type DirectoryEntry, type MemberSource, toDirectoryEntry } from './search-document.ts';
import { searchVocabulary } from './search-vocabulary.ts';

/** An array travels as one parameter (drizzle would otherwise spread it into a list). */
const textArray = (values: readonly string[]) => sql`${new Param([...values])}::text[]`;
const intArray = (values: readonly number[]) => sql`${new Param([...values])}::int[]`;

/** Members are read and their entries written this many at a time, so memory stays flat at 100,000. */
const WRITE_BATCH = 1000;

/** Who the directories list: professionals and companies whose sign-up is confirmed, unless suspended. */
const LISTED = sql`u.account_type <> 'outsourcer' and u.email_confirmed_at is not null and u.suspended_at is null`;

/** What lists show of an entry: everything but the search columns. */
const { document: _document, facets: _facets, ...CARD_COLUMNS } = getTableColumns(directoryEntries);
export type EntryRow = Omit<typeof directoryEntries.$inferSelect, 'document' | 'facets'>;
/** Contact fields and the member's privacy row, for what each viewer may see of them. */
export interface ContactRow {
  entityId: number;
  countryCode: string | null;
  city: string;
  agencyName: string;
  /** The member's saved settings by field name (contact_city_visible…); null when they never saved any. */
  privacy: Partial<PrivacySettings> | null;
}

/** The contact fields a viewer may see (null when hidden or empty). */
export interface VisibleContact {
  country: string | null;
  city: string | null;
  agencyName: string | null;
}

/**
 * Which members a build reads: an id range (the full rebuild walks the table in
 * ranges) or a list of ids (a refresh). As SQL on a table alias.
 */
type Members = { from: number; to: number } | { ids: readonly number[] };

function memberCondition(alias: string, members: Members): SQL {
  const column = sql.raw(`${alias}.entity_id`);
  return 'ids' in members
    ? sql`${column} = any(${intArray(members.ids)})`
    : sql`${column} between ${members.from} and ${members.to}`;
}

interface SourceRow {
  entity_id: number;
  account_type: AccountType;
  name: string;
  image_url: string | null;
  created_at: string;
  headline: string | null;
  bio: string | null;
  country_code: string | null;
  city: string | null;
  agency_name: string | null;
  membership_plan: string | null;
  membership_since: string | null;
  membership_until: string | null;
  first_time_paid: boolean | null;
  is_mentor: boolean | null;
  is_certified: boolean;
  availability: string | null;
  back_on: string | null;
  mentor_topics: string[] | null;
  rating_avg: string | number | null;
  rating_count: number | null;
  privacy: (Partial<PrivacySettings> & { entity_id: number | null }) | null;
}

/**
 * The members as the index needs them: one query per table for the whole batch
 * (grouped by member), which is many times faster than per-member subqueries.
 */
async function sourceRows(db: Db, members: Members) {
  // One query after another: in refreshEntries' transaction they share one connection, which runs
  // one query at a time (node-postgres queues the rest, deprecated since pg 8.x, an error from pg 9).
  const people = await rowsOf<SourceRow>(
    db,
    sql`select u.entity_id, u.account_type, u.name, u.image_url, u.created_at,
        p.headline, p.bio, p.country_code, p.city, p.agency_name, p.membership_plan, p.membership_since,
        p.membership_until, p.first_time_paid, p.is_mentor, p.mentor_topics, p.rating_avg, p.rating_count,
        p.availability, p.back_on::text,
        exists (select 1 from member_roles r where r.entity_id = u.entity_id and r.role = 'verified_credentials')
          as is_certified,
        to_jsonb(ps) as privacy
      from users u
      left join member_profiles p on p.entity_id = u.entity_id
      left join privacy_settings ps on ps.entity_id = u.entity_id
      where ${LISTED} and ${memberCondition('u', members)}
      order by u.entity_id`,
  );
  const pairs = await rowsOf<{ entity_id: number; source_lang: string; target_lang: string }>(
    db,
    sql`select lp.entity_id, lp.source_lang, lp.target_lang from language_pairs lp
      where ${memberCondition('lp', members)} order by lp.entity_id, lp.position, lp.id`,
  );
  const services = await rowsOf<{ entity_id: number; service_id: number }>(
    db,
    sql`select distinct ms.entity_id, ms.service_id from member_services ms where ${memberCondition('ms', members)}`,
  );
  const fields = await rowsOf<{ entity_id: number; discipline_id: number; specialty: boolean }>(
    db,
    sql`select mf.entity_id, mf.discipline_id, mf.specialty from member_fields mf
      where ${memberCondition('mf', members)} order by mf.entity_id, mf.discipline_id`,
  );
  const byMember = <T extends { entity_id: number }, V>(rows: T[], value: (row: T) => V) => {
    const map = new Map<number, V[]>();
    for (const row of rows) {
      const list = map.get(row.entity_id);
      if (list) list.push(value(row));
      else map.set(row.entity_id, [value(row)]);
    }
    return map;
  };
  return {
    people,
    pairs: byMember(pairs, (r): [string, string] => [r.source_lang, r.target_lang]),
    services: byMember(services, (r) => r.service_id),
    fields: byMember(fields, (r) => ({ disciplineId: r.discipline_id, specialty: r.specialty })),
  };
}

/** Decides which contact fields everyone may see (the privacy feature's rules). */
export type PublicContact = (row: ContactRow) => VisibleContact;

const date = (v: string | null) => (v ? new Date(v) : null);

async function loadSources(db: Db, members: Members, publicContact: PublicContact): Promise<MemberSource[]> {
  const { people, pairs, services, fields } = await sourceRows(db, members);
  return people.map((r) => {
    const visible = publicContact({
      entityId: r.entity_id,
      countryCode: r.country_code,
      city: r.city ?? '',
      agencyName: r.agency_name ?? '',
      privacy: r.privacy?.entity_id ? r.privacy : null,
    });
    return {
      entityId: r.entity_id,
      accountType: r.account_type,
      name: r.name,
      imageUrl: r.image_url,
      joinedAt: new Date(r.created_at),
      headline: r.headline ?? '',
      bio: r.bio ?? '',
      publicCountry: visible.country,
      publicCity: visible.city,
      publicAgencyName: visible.agencyName,
      membershipPlan: r.membership_plan ?? 'none',
      membershipSince: date(r.membership_since),
      membershipUntil: date(r.membership_until),
      firstTimePaid: r.first_time_paid ?? false,
      isMentor: r.is_mentor ?? false,
      isCertified: r.is_certified,
      availability: r.availability ?? 'available',
      backOn: r.back_on,
      mentorTopics: r.mentor_topics ?? [],
      ratingAvg: r.rating_avg === null ? null : Number(r.rating_avg),
      ratingCount: r.rating_count ?? 0,
      pairs: pairs.get(r.entity_id) ?? [],
      serviceIds: services.get(r.entity_id) ?? [],
      fields: fields.get(r.entity_id) ?? [],
    };
  });
}

/**
 * Writes entries as one JSON parameter expanded by jsonb_to_recordset: one
 * placeholder per batch instead of twenty per row, which is what makes bulk
 * writes fast on PGlite. The tsvector is built in the database, weighted A–D.
 */
async function writeEntries(db: Db, entries: DirectoryEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    const batch = entries.slice(i, i + WRITE_BATCH);
    const rows = batch.map((e) => ({
      entity_id: e.entityId,
      account_type: e.accountType,
      name: e.name,
      sort_name: e.sortName,
      photo_url: e.photoUrl,
      headline: e.headline,
      facets: e.facets,
      a: e.text.a,
      b: e.text.b,
      c: e.text.c,
      d: e.text.d,
      pairs: e.pairs,
      main_fields: e.mainFields,
      rating_avg: e.ratingAvg,
      rating_count: e.ratingCount,
      public_country: e.publicCountry,
      member_until: e.memberUntil?.toISOString() ?? null,
      member_since: e.memberSince?.toISOString() ?? null,
      first_time_paid: e.firstTimePaid,
      is_mentor: e.isMentor,
      is_certified: e.isCertified,
      availability: e.availability,
      back_on: e.backOn,
      mentor_topics: e.mentorTopics,
      joined_at: e.joinedAt.toISOString(),
    }));
    await db.execute(sql`
      insert into directory_entries (entity_id, account_type, name, sort_name, photo_url, headline, facets, document,
        pairs, main_fields, rating_avg, rating_count, public_country, member_until, member_since,
        first_time_paid, is_mentor, is_certified, availability, back_on, mentor_topics, joined_at)
      select r.entity_id, r.account_type, r.name, r.sort_name, r.photo_url, r.headline, r.facets,
        setweight(to_tsvector('simple', r.a), 'A') || setweight(to_tsvector('simple', r.b), 'B')
          || setweight(to_tsvector('simple', r.c), 'C') || setweight(to_tsvector('simple', r.d), 'D'),
        r.pairs, r.main_fields, r.rating_avg, r.rating_count, r.public_country, r.member_until,
        r.member_since, r.first_time_paid, r.is_mentor, r.is_certified, r.availability, r.back_on, r.mentor_topics, r.joined_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(entity_id int, account_type text, name text,
        sort_name text, photo_url text, headline text, facets text[], a text, b text, c text, d text, pairs jsonb,
        main_fields int[], rating_avg real, rating_count int, public_country text,
        member_until timestamptz, member_since timestamptz, first_time_paid boolean, is_mentor boolean,
        is_certified boolean, availability text, back_on date, mentor_topics text[], joined_at timestamptz)`);
    // New words become typo targets; existing ones stay (a stale word merely finds nothing).
    await addTerms(
      db,
      sql`select unnest(tsvector_to_array(document)) from directory_entries
        where entity_id = any(${intArray(batch.map((e) => e.entityId))})`,
    );
  }
}

async function addTerms(db: Db, words: SQL): Promise<void> {
  await db.execute(
    sql`insert into directory_terms (word) select distinct w from (${words}) as t(w) on conflict do nothing`,
  );
}

/** Databases whose vocabulary words (languages, services, fields, countries) are in place, this process. */
const vocabularyAdded = new WeakSet<Db>();

/** Typos of the vocabulary's words are corrected too ("Portugese", "Übersetzr"). */
async function addVocabularyTerms(db: Db): Promise<void> {
  if (vocabularyAdded.has(db)) return;
  await addTerms(db, sql`select jsonb_array_elements_text(${JSON.stringify([...searchVocabulary().keys()])}::jsonb)`);
  vocabularyAdded.add(db);
}

/** Rewrites the entries of these members (deleting those no longer listed), in one transaction. */
/** The first key of the advisory locks that serialise refreshes of one member's entry. */
const DIRECTORY_REFRESH_LOCK = 7_301;

export async function refreshEntries(db: Db, entityIds: readonly number[], publicContact: PublicContact) {
  if (!entityIds.length) return;
  const ids = [...new Set(entityIds)].sort((a, b) => a - b);
  await addVocabularyTerms(db);
  await db.transaction(async (tx) => {
    // One refresh of a member at a time: two at once (a payment and a profile edit) would both delete
    // the entry, then both insert it, and the second insert would fail on the key. In id order: no deadlock.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${DIRECTORY_REFRESH_LOCK}, id) from unnest(${intArray(ids)}) as id order by id`,
    );
    const sources = await loadSources(tx as unknown as Db, { ids }, publicContact);
    await tx.delete(directoryEntries).where(inArray(directoryEntries.entityId, ids));
    await writeEntries(tx as unknown as Db, sources.map(toDirectoryEntry));
  });
}

/** Builds the whole index from scratch, in id ranges so memory stays flat at 100,000 members. */
export async function rebuildEntries(db: Db, publicContact: PublicContact): Promise<number> {
  // Truncate rather than delete: the space comes back at once, with no dead rows to scan past.
  await db.execute(sql`truncate directory_entries`);
  await addVocabularyTerms(db);
  const [bounds] = await rowsOf<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(entity_id) as lo, max(entity_id) as hi from users u where ${LISTED}`,
  );
  if (!bounds?.lo || !bounds.hi) return 0;
  let done = 0;
  const span = WRITE_BATCH * 2;
  for (let lo = bounds.lo; lo <= bounds.hi; lo += span) {
    const sources = await loadSources(db, { from: lo, to: Math.min(bounds.hi, lo + span - 1) }, publicContact);
    await writeEntries(db, sources.map(toDirectoryEntry));
    done += sources.length;
  }
  // Fresh statistics, so the planner knows how selective each filter is.
  await db.execute(sql`analyze directory_entries`);
  return done;
}

/* ---------------------------- reading ---------------------------- */

export interface EntryFilter {
  /** The directory section: `list:translators`, `list:lscs`… */
  list: string;
  /** Filter tokens every result must carry (pair, service, field, country). */
  facets: string[];
  minRating?: number | undefined;
  membersOnly?: boolean | undefined;
  mentorsOnly?: boolean | undefined;
}

export type EntryOrder = 'relevance' | 'rating' | 'newest' | 'name';

/**
 * One condition of a text search (service.ts builds them from the user's words):
 * a word matches the text by any of its spellings, or the member by any filter
 * token the word names; a phrase matches the text; `not` must not match; a `rank` word need not
 * match, a member whose text has it comes first.
 */
export type TextTerm =
  | { kind: 'word'; spellings: string[]; facets: string[] }
  | { kind: 'rank'; spellings: string[] }
  | { kind: 'phrase'; text: string }
  | { kind: 'not'; word: string };

/** What the search index covers: the words and the facets as lexemes (see the schema). */
const SEARCHABLE = sql`(${directoryEntries.document} || array_to_tsvector(${directoryEntries.facets}))`;

const tsquery = (text: string) => sql`websearch_to_tsquery('simple', ${text})`;
/** A facet token as a tsquery lexeme, taken as it is (tokens hold only [A-Za-z0-9:>_]). */
const facetQuery = (token: string) => sql`${`'${token}'`}::tsquery`;

/** The words of a term, as the text search reads them (for ranking). */
function wordsQuery(term: TextTerm): SQL {
  switch (term.kind) {
    case 'word':
    case 'rank':
      // A spelling of several words is a city's name ("nueva york"): its words in a row.
      return sql`(${sql.join(
        term.spellings.map((s) => tsquery(s.includes(' ') ? `"${s}"` : s)),
        sql` || `,
      )})`;
    case 'phrase':
      return tsquery(`"${term.text}"`);
    case 'not':
      return tsquery(term.word);
  }
}

/** The whole search as one tsquery over SEARCHABLE: filter tokens and every term but `rank`, all required. */
function searchQuery(facets: readonly string[], terms: readonly TextTerm[]): SQL {
  const parts = [
    ...facets.map(facetQuery),
    ...terms.map((term) => {
      if (term.kind === 'not') return sql`!!${wordsQuery(term)}`;
      if (term.kind === 'word' && term.facets.length) {
        return sql`(${wordsQuery(term)} || ${sql.join(term.facets.map(facetQuery), sql` || `)})`;
      }
      return wordsQuery(term);
    }),
  ];
  return sql.join(parts, sql` && `);
}

/** What ranks a result: every positive word and phrase, matched anywhere in the text. */
function rankQuery(terms: readonly TextTerm[]): SQL | null {
  const positive = terms.filter((t) => t.kind !== 'not');
  return positive.length ? sql.join(positive.map(wordsQuery), sql` || `) : null;
}

function whereOf(filter: EntryFilter, terms: readonly TextTerm[]): SQL {
  const e = directoryEntries;
  const tokens = [filter.list, ...filter.facets];
  const required = terms.filter((term) => term.kind !== 'rank');
  // Section, filters and words in one index lookup; only matching members are read. Without words, the
  // tokens alone on their own index (decision 058).
  const conditions: SQL[] = [
    required.length
      ? sql`${SEARCHABLE} @@ (${searchQuery(tokens, required)})`
      : sql`${directoryEntries.facets} @> ${textArray(tokens)}`,
  ];
  // The filter matches what the card shows: 3.8 is shown as 4 stars, so it passes "4 and up".
  if (filter.minRating !== undefined) conditions.push(sql`${e.ratingAvg} >= ${filter.minRating - 0.25}`);
  if (filter.membersOnly) conditions.push(sql`${e.memberUntil} > now()`);
  if (filter.mentorsOnly) conditions.push(sql`${e.isMentor}`);
  return and(...conditions) as SQL;
}

/** The set of matches a page is sorted from (see page()): the sort columns of the entries that match. */
const matches = alias(directoryEntries, 'matches');

/** What a list is sorted by: the entries' columns, or the same columns of the set of matches. */
type SortColumns = Record<'entityId' | 'ratingAvg' | 'ratingCount' | 'joinedAt' | 'sortName', AnyPgColumn>;

/** The sort of a list; `rank` is each match's relevance to the words, when the list is by relevance. */
function orderOf(order: EntryOrder, columns: SortColumns, rank: SQL | null): SQL[] {
  const byRating = [sql`${columns.ratingAvg} desc nulls last`, desc(columns.ratingCount), asc(columns.entityId)];
  switch (order) {
    case 'relevance':
      return rank ? [sql`${rank} desc`, ...byRating] : byRating;
    case 'rating':
      return byRating;
    case 'newest':
      return [desc(columns.joinedAt), desc(columns.entityId)];
    case 'name':
      return [asc(columns.sortName), asc(columns.entityId)];
  }
}

export function createDirectoryRepository(db: Db) {
  const e = directoryEntries;
  return {
    /**
     * One page of entries and the total count, in one statement. Every match is found first (one
     * index lookup), with only what the sort needs, and then sorted: the count needs every match
     * anyway. Left to itself, PostgreSQL walked a sort index over all 100,000 entries testing each:
     * 110–170 ms for a pair and a service, 400 ms for a word sorted by rating (decision 058). The
     * page's 20 rows are then joined by primary key.
     */
    async page(filter: EntryFilter, terms: readonly TextTerm[], order: EntryOrder, limit: number, offset: number) {
      const where = whereOf(filter, terms);
      const words = order === 'relevance' ? rankQuery(terms) : null;
      // Weights: name A 1.0, headline B 0.4, city C 0.2, bio D 0.1; ties go to the better rated.
      const rank = words ? sql`ts_rank(${e.document}, (${words}))` : null;
      const hits = sql`(
        with matches as materialized (
          select ${e.entityId}, ${e.ratingAvg}, ${e.ratingCount}, ${e.joinedAt}, ${e.sortName}
            ${rank ? sql`, ${rank} as rank` : sql``}
          from ${e} where ${where}
        )
        select ${matches.entityId} as hit_id, count(*) over () as total ${rank ? sql`, matches.rank` : sql``}
        from matches
        order by ${sql.join(orderOf(order, matches, rank && sql`matches.rank`), sql`, `)}
        limit ${limit} offset ${offset}
      ) as hits`;
      const rows = await db
        .select({ entry: CARD_COLUMNS, total: sql<number>`hits.total`.mapWith(Number) })
        .from(hits)
        .innerJoin(e, eq(e.entityId, sql`hits.hit_id`))
        .orderBy(...orderOf(order, e, rank && sql`hits.rank`));
      if (!rows.length && offset > 0) {
        // Past the last page: still tell how many there are.
        const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(e).where(where);
        return { entries: [], total: count?.n ?? 0 };
      }
      return { entries: rows.map((r) => r.entry), total: rows[0]?.total ?? 0 };
    },

    /**
     * For each word: whether the index knows it, and if not its nearest known
     * words by trigram similarity (pg_trgm's % operator, similarity ≥ 0.3).
     */
    async nearWords(words: readonly string[]): Promise<Map<string, string[]>> {
      if (!words.length) return new Map();
      const rows = await rowsOf<{ word: string; known: boolean; near: string[] }>(
        db,
        sql`
        select i.word, k.known, case when k.known then '{}'::text[] else coalesce(n.near, '{}') end as near
        from unnest(${textArray(words)}) as i(word)
        cross join lateral (select exists (select 1 from ${directoryTerms} t where t.word = i.word) as known) k
        left join lateral (
          select array_agg(c.word order by c.score desc, c.word) as near from (
            select t.word, similarity(t.word, i.word) as score from ${directoryTerms} t
            where not k.known and t.word % i.word order by score desc, t.word limit 3
          ) c
        ) n on true`,
      );
      return new Map(rows.map((r) => [r.word, r.known ? [r.word] : r.near]));
    },

    /** These members' entries (those the directories list), in no particular order. */
    async entries(entityIds: readonly number[]): Promise<EntryRow[]> {
      if (!entityIds.length) return [];
      return db
        .select(CARD_COLUMNS)
        .from(e)
        .where(inArray(e.entityId, [...entityIds]));
    },

    /** City, country and privacy settings of these members, for what each viewer may see. */
    async contacts(entityIds: readonly number[]): Promise<ContactRow[]> {
      if (!entityIds.length) return [];
      const rows = await rowsOf<{
        entity_id: number;
        country_code: string | null;
        city: string;
        agency_name: string;
        privacy: Partial<PrivacySettings> | null;
      }>(
        db,
        sql`select p.entity_id, p.country_code, p.city, p.agency_name, to_jsonb(ps) as privacy
          from member_profiles p left join privacy_settings ps on ps.entity_id = p.entity_id
          where p.entity_id = any(${intArray([...entityIds])})`,
      );
      return rows.map((r) => ({
        entityId: r.entity_id,
        countryCode: r.country_code,
        city: r.city,
        agencyName: r.agency_name,
        privacy: r.privacy,
      }));
    },

    /**
     * Members who became new within the window: joined then, or (optionally) took
     * their first paid membership then. Newest first by that date.
     */
    async newcomers(options: {
      /** The directory section they are listed in. */
      list: string;
      since: Date;
      includeFirstTimePaid: boolean;
      excludeIds: readonly number[];
      /** Members from this country are chosen first (prioritize_country). */
      preferCountry: string | null;
      limit: number;
    }) {
      const joinedInWindow = sql`${e.joinedAt} >= ${options.since}`;
      const paidInWindow = sql`(${e.firstTimePaid} and ${e.memberSince} >= ${options.since})`;
      const newSince = sql`case when ${joinedInWindow} then ${e.joinedAt} else ${e.memberSince} end`;
      const conditions = [
        options.includeFirstTimePaid ? sql`(${joinedInWindow} or ${paidInWindow})` : joinedInWindow,
        sql`${e.facets} @> ${textArray([options.list])}`,
      ];
      if (options.excludeIds.length) {
        conditions.push(sql`${e.entityId} <> all(${intArray([...options.excludeIds])})`);
      }
      const preferred = options.preferCountry ? [sql`(${e.publicCountry} = ${options.preferCountry}) desc`] : [];
      const rows = await db
        .select({
          entry: CARD_COLUMNS,
          newSince: sql<string>`${newSince}`,
          joined: sql<boolean>`${joinedInWindow}`,
        })
        .from(e)
        .where(and(...conditions))
        .orderBy(...preferred, sql`${newSince} desc`, desc(e.entityId))
        .limit(options.limit);
      return rows.map((r) => ({
        entry: r.entry,
        newSince: new Date(r.newSince),
        reason: r.joined ? ('joined' as const) : ('first_paid' as const),
      }));
    },

    /**
     * Language codes used in members' pairs and countries members show to
     * everyone: each a loose index scan (one index probe per distinct value),
     * so the lists cost milliseconds however many members there are.
     */
    async usedCodes(): Promise<{ languages: string[]; countries: string[] }> {
      const distinct = (table: string, column: string) =>
        rowsOf<{ code: string }>(
          db,
          sql.raw(`
            with recursive s(code) as (
              (select ${column} from ${table} where ${column} is not null order by ${column} limit 1)
              union all
              select (select ${column} from ${table} where ${column} > s.code order by ${column} limit 1)
              from s where s.code is not null
            )
            select code from s where code is not null`),
        );
      const [sources, targets, countries] = await Promise.all([
        distinct('language_pairs', 'source_lang'),
        distinct('language_pairs', 'target_lang'),
        distinct('directory_entries', 'public_country'),
      ]);
      return {
        languages: [...new Set([...sources, ...targets].map((r) => r.code))],
        countries: countries.map((r) => r.code),
      };
    },
  };
}
export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
