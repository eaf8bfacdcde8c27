/**
 * Directory rules: which members a query lists, how free text is searched
 * (full text, with typos corrected by trigram similarity), what a card shows to
 * this viewer, who counts as new, and what may be cached.
 */
import { usablePhotoUrl } from '../../../contract/avatar.ts';
import {
  type BusinessDirectoryQuery,
  type BusinessDirectoryResponse,
  DIRECTORY_CACHE_SECONDS,
  type DirectoryOptions,
  type DirectoryQuery,
  directorySearchParams,
  type MemberCard,
  type MentorsQuery,
  type MentorsResponse,
  type Newcomer,
  type NewcomersQuery,
  parseFieldFilter,
  roundToHalf,
  type UserDirectoryQuery,
  type UserDirectoryResponse,
} from '../../../contract/directory.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { Viewer } from '../../http/session.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { allLanguages, isLanguageCode, languageName } from '../languages/catalog.ts';
import { type PrivacyViewer, visibleContactFields } from '../privacy/service.ts';
import { readSearchBesideFilters } from '../search/beyond-filters.ts';
import { bumpIndexGeneration, createTtlCache, indexGeneration } from './cache.ts';
import {
  type ContactRow,
  createDirectoryRepository,
  type EntryFilter,
  type EntryRow,
  type PublicContact,
  rebuildEntries,
  refreshEntries,
  type TextTerm,
  type VisibleContact,
} from './repository.ts';
import { parseSearch, typoCandidates } from './search-parts.ts';
import { searchVocabulary, vocabularyForm } from './search-vocabulary.ts';

const CACHE_MS = DIRECTORY_CACHE_SECONDS * 1000;
const DAY_MS = 86_400_000;

/** The contact fields a viewer may see, as the privacy feature decides. */
function visibleContact(row: ContactRow, viewer: PrivacyViewer): VisibleContact {
  const visible = visibleContactFields(
    viewer,
    { entityId: row.entityId, country_code: row.countryCode ?? '', city: row.city, agency_name: row.agencyName },
    row.privacy,
  );
  return { country: visible.country_code ?? null, city: visible.city ?? null, agencyName: visible.agency_name ?? null };
}

/** What everyone may see is what an anonymous visitor may see: only that is searchable. */
const ANONYMOUS: PrivacyViewer = { entityId: 0, isStaff: false, isAdmin: false, user: null };
const publicContact: PublicContact = (row) => visibleContact(row, ANONYMOUS);

/* ---------------- the index, for the seed and the profile feature ---------------- */

/**
 * Rebuilds the directory entries of these members from their profiles. Call it
 * after any change to a member's name, photo, profile, pairs, services, fields,
 * membership, rating or privacy settings; cached directory pages are dropped.
 */
export async function refreshMemberSearch(ctx: { db: Db; bus: EventBus }, entityIds: readonly number[]): Promise<void> {
  await refreshEntries(ctx.db, entityIds, publicContact);
  bumpIndexGeneration();
  await ctx.bus.publish(DIRECTORY_CHANGED, { entityIds });
}

/** Bus channel: directory entries changed; every process drops its cached directory answers. */
export const DIRECTORY_CHANGED = 'directory:changed';

/** Builds every member's entry from scratch (the seed, after inserting members). Returns how many are listed. */
export async function rebuildMemberSearch(db: Db): Promise<number> {
  const count = await rebuildEntries(db, publicContact);
  bumpIndexGeneration();
  return count;
}

/* ---------------- filters ---------------- */

function languageFacets(source: string | undefined, target: string | undefined): string[] {
  for (const [name, code] of [
    ['source', source],
    ['target', target],
  ] as const) {
    if (code && !isLanguageCode(code))
      throw badRequest(`${name}: Unknown language code`, { [name]: 'Unknown language code' });
  }
  if (source && target) return [`pair:${source}>${target}`];
  if (source) return [`src:${source}`];
  if (target) return [`tgt:${target}`];
  return [];
}

/** `field=legal` filters by the category, `field=102` by the discipline. */
function fieldFacets(field: string | undefined): string[] {
  const parsed = field ? parseFieldFilter(field) : null;
  if (!parsed) return [];
  return [parsed.kind === 'category' ? `field:${parsed.key}` : `disc:${parsed.id}`];
}

/** The directory's own search syntax: a "quoted phrase" or a -word. */
const SEARCH_SYNTAX = /"|(^|\s)-\S/;

/** The words of a search as the directory reads them (wordsToFind). */
interface WordsToFind {
  text: string | undefined;
  /** In the directory's own syntax: every word narrows, as typed. */
  asTyped: boolean;
  /** A word was left out for naming one of the query's filters ("japonais" beside source=jpn). */
  namedFilters: boolean;
}

/**
 * The words members must match. A sentence (the search modal's, beside the filters it read from it)
 * loses the words those filters already say, in whatever form ("Vom Deutschen ins Französische" beside
 * deu → fra); a search in the directory's own syntax is taken as typed.
 */
function wordsToFind(query: DirectoryQuery): WordsToFind {
  if (!query.search || SEARCH_SYNTAX.test(query.search)) {
    return { text: query.search, asTyped: true, namedFilters: false };
  }
  const { words, namedFilters } = readSearchBesideFilters(query.search, { ...query, serviceId: query.service_id });
  return { text: words, asTyped: false, namedFilters };
}

function sharedFacets(query: DirectoryQuery): string[] {
  const facets = [...languageFacets(query.source, query.target), ...fieldFacets(query.field)];
  if (query.service_id !== undefined) facets.push(`svc:${query.service_id}`);
  if (query.country) facets.push(`country:${query.country}`);
  if (query.certified) facets.push('badge:certified');
  if ('available' in query && query.available) facets.push('work:open');
  return facets;
}

function filterOf(list: string, query: DirectoryQuery): EntryFilter {
  return {
    list,
    facets: sharedFacets(query),
    minRating: query.min_rating,
    membersOnly: query.membership,
  };
}

/* ---------------- cards ---------------- */

const LANGUAGE_BY_CODE = new Map(allLanguages().map((l) => [l.iso3, l]));

/** A pair chip's label: the two-letter code where there is one ("PT"), else the three-letter one. */
function shortLanguageLabel(iso3: string): string {
  return (LANGUAGE_BY_CODE.get(iso3)?.iso1 ?? iso3).toUpperCase();
}

function isActiveMember(entry: Pick<EntryRow, 'memberUntil'>, now = Date.now()): boolean {
  return entry.memberUntil !== null && entry.memberUntil.getTime() > now;
}

/** Cards show this many pairs, and how many more there are. */
export const CARD_PAIRS = 3;

/** The languages a search asked for: the pairs with them come first on the card. */
export interface AskedLanguages {
  source?: string | undefined;
  target?: string | undefined;
}

/** The member's pairs for a card: the asked pair first, then pairs with an asked language, then their own order. */
export function cardPairs(pairs: readonly [string, string][], asked: AskedLanguages = {}): MemberCard['pairs'] {
  const languages = new Set([asked.source, asked.target].filter(Boolean));
  const score = ([s, t]: [string, string]) =>
    s === asked.source && t === asked.target ? 2 : languages.has(s) || languages.has(t) ? 1 : 0;
  return [...pairs]
    .map((pair, position) => ({ pair, position, score: score(pair) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, CARD_PAIRS)
    .map(({ pair: [source, target] }) => ({ source, target }));
}

function toCard(entry: EntryRow, location: MemberCard['location'], asked?: AskedLanguages): MemberCard {
  return {
    entity_id: entry.entityId,
    name: entry.name,
    account_type: entry.accountType as MemberCard['account_type'],
    photo_url: usablePhotoUrl(entry.photoUrl),
    headline: entry.headline,
    pairs: cardPairs(entry.pairs, asked),
    pair_count: entry.pairs.length,
    fields: entry.mainFields,
    rating:
      entry.ratingAvg !== null && entry.ratingCount > 0
        ? { stars: roundToHalf(entry.ratingAvg), count: entry.ratingCount }
        : null,
    location,
    is_member: isActiveMember(entry),
    is_mentor: entry.isMentor,
    is_certified: entry.isCertified,
    availability: entry.availability as MemberCard['availability'],
    back_on: entry.backOn,
    joined_at: entry.joinedAt.toISOString(),
  };
}

export function createDirectoryService(db: Db, now: () => number = Date.now) {
  const repo = createDirectoryRepository(db);
  const cacheOptions = { ttlMs: CACHE_MS, generation: indexGeneration, now };
  const pages = createTtlCache<{ entries: EntryRow[]; total: number }>({ ...cacheOptions, maxEntries: 500 });
  const newcomerLists = createTtlCache<Awaited<ReturnType<typeof repo.newcomers>>>({
    ...cacheOptions,
    maxEntries: 100,
  });
  const nearWords = createTtlCache<string[]>({ ...cacheOptions, maxEntries: 5000 });
  const optionLists = createTtlCache<DirectoryOptions>({ ...cacheOptions, maxEntries: 10 });
  // A card's location and the privacy settings that decide who sees it: the same rows for every
  // viewer (only what each viewer may see of them differs), so a signed-in page of cards (the home
  // page's newcomers, a directory page) reads none of them from the database. Every change to them
  // refreshes the member's entry, which moves the index generation on and drops these.
  const contactRows = createTtlCache<ContactRow | null>({ ...cacheOptions, maxEntries: 20_000 });

  async function contactsOf(entityIds: readonly number[]): Promise<Map<number, ContactRow>> {
    const found = new Map<number, ContactRow>();
    const missing: number[] = [];
    for (const id of entityIds) {
      const hit = contactRows.get(String(id));
      if (hit) found.set(id, hit);
      else if (hit === undefined) missing.push(id);
    }
    const read = new Map((await repo.contacts(missing)).map((c) => [c.entityId, c]));
    for (const id of missing) {
      const row = read.get(id) ?? null;
      contactRows.set(String(id), row);
      if (row) found.set(id, row);
    }
    return found;
  }

  async function cards(entries: EntryRow[], viewer: Viewer, asked?: AskedLanguages): Promise<MemberCard[]> {
    const contacts = await contactsOf(entries.map((e) => e.entityId));
    return entries.map((entry) => {
      const contact = contacts.get(entry.entityId);
      const visible = contact ? visibleContact(contact, viewer) : null;
      return toCard(entry, { country: visible?.country ?? null, city: visible?.city ?? null }, asked);
    });
  }

  /**
   * The user's words as search terms. A word the index does not know is also
   * tried as its nearest known words (typos); a word that names a language,
   * service, field or country in any interface language also matches members
   * by that filter token (in Hebrew with its prefix letters too); a city's name matches members by
   * any of its names.
   *
   * Such words filter. The other, plain words of a search that named a filter only rank the members:
   * it is a sentence like "sous-titreur japonais français pour anime", whose "anime" says what is
   * preferred, and asking it of every member's text left nobody (decision 077). A search of plain words
   * only ("Almeida") narrows by them, and so does one in the directory's own syntax.
   */
  async function textTerms({ text, asTyped, namedFilters }: WordsToFind): Promise<TextTerm[]> {
    const parts = text ? parseSearch(text) : [];
    if (!parts.length) return [];
    const vocabulary = searchVocabulary();
    // A Hebrew word with its prefix letters ("לאנגלית", into English) is read as the word it carries
    // when that names a filter: not a typo to look for near spellings of.
    const carried = new Map<string, string>();
    for (const part of parts) {
      if (part.kind !== 'word') continue;
      const form = vocabularyForm(part.word);
      if (form && form !== part.word) carried.set(part.word, form);
    }
    const near = new Map<string, string[]>();
    const unknown: string[] = [];
    for (const word of typoCandidates(parts)) {
      if (carried.has(word)) continue;
      const cached = nearWords.get(word);
      if (cached) near.set(word, cached);
      else unknown.push(word);
    }
    for (const [word, alternatives] of await repo.nearWords(unknown)) {
      nearWords.set(word, alternatives);
      near.set(word, alternatives);
    }
    const terms = parts.map((part): TextTerm & { filters: boolean } => {
      if (part.kind === 'phrase' || part.kind === 'not') return { ...part, filters: false };
      const spellings =
        part.kind === 'place'
          ? [...part.names]
          : [...new Set([part.word, carried.get(part.word) ?? [], near.get(part.word) ?? []].flat())];
      const facets = [...new Set(spellings.flatMap((w) => vocabulary.get(w) ?? []))];
      return { kind: 'word', spellings, facets, filters: part.kind === 'place' || facets.length > 0 };
    });
    const plainWordsRank = !asTyped && (namedFilters || terms.some((term) => term.filters));
    return terms.map(
      ({ filters, ...term }): TextTerm =>
        plainWordsRank && term.kind === 'word' && !filters ? { kind: 'rank', spellings: term.spellings } : term,
    );
  }

  /**
   * One page of a directory. Which members match does not depend on the viewer,
   * so that part is shared through the cache (spec §9: 300 s); what each card
   * shows of their location is worked out for this viewer.
   */
  async function directoryPage(kind: string, list: string, query: DirectoryQuery, viewer: Viewer) {
    const key = `${kind}?${directorySearchParams(query).toString()}`;
    let page = pages.get(key);
    if (!page) {
      const terms = await textTerms(wordsToFind(query));
      const offset = (query.page - 1) * query.pageSize;
      page = await repo.page(filterOf(list, query), terms, query.sort, query.pageSize, offset);
      pages.set(key, page);
    }
    return {
      results: await cards(page.entries, viewer, query),
      totalResults: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
    };
  }

  /** Who counts as new is the same for every viewer, so shared through the cache; the cards are this viewer's. */
  async function newcomers(list: string, query: NewcomersQuery, viewer: Viewer): Promise<Newcomer[]> {
    const key = `${list}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    let rows = newcomerLists.get(key);
    if (!rows) {
      const country = query.country_code ?? null;
      rows = await repo.newcomers({
        list,
        since: new Date(now() - query.days_window * DAY_MS),
        includeFirstTimePaid: query.include_first_time_paid,
        excludeIds: query.exclude_ids,
        preferCountry: query.prioritize_country ? country : null,
        limit: query.limit,
      });
      // country_first puts those from the country first; the sort is stable, so each group stays newest first.
      if (query.country_first && country) {
        rows.sort((a, b) => Number(b.entry.publicCountry === country) - Number(a.entry.publicCountry === country));
      }
      newcomerLists.set(key, rows);
    }
    const chosen = rows; // narrowed for the closure below
    const found = await cards(
      chosen.map((r) => r.entry),
      viewer,
    );
    return found.map(
      (card, i): Newcomer => ({
        ...card,
        new_because: chosen[i]!.reason,
        new_since: chosen[i]!.newSince.toISOString(),
      }),
    );
  }

  return {
    async users(query: UserDirectoryQuery, viewer: Viewer): Promise<UserDirectoryResponse> {
      return directoryPage('users', `list:${query.service ?? 'freelancers'}`, query, viewer);
    },

    async businesses(query: BusinessDirectoryQuery, viewer: Viewer): Promise<BusinessDirectoryResponse> {
      const { results, ...totals } = await directoryPage('businesses', 'list:lscs', query, viewer);
      return { businesses: results, ...totals };
    },

    /** The cards of these members, by id, for lists other than the directories (a wall); listed members only. */
    async cardsOf(entityIds: readonly number[], viewer: Viewer): Promise<Map<number, MemberCard>> {
      const entries = await repo.entries(entityIds);
      const list = await cards(entries, viewer);
      return new Map(list.map((card) => [card.entity_id, card]));
    },

    /** New freelance linguists (spec §7 new-members). */
    newMembers(query: NewcomersQuery, viewer: Viewer) {
      return newcomers('list:freelancers', query, viewer);
    },

    /** New language companies (spec §7 new-businesses). */
    newBusinesses(query: NewcomersQuery, viewer: Viewer) {
      return newcomers('list:lscs', query, viewer);
    },

    async mentors(query: MentorsQuery, viewer: Viewer): Promise<MentorsResponse> {
      const filter: EntryFilter = {
        list: 'list:freelancers',
        facets: [...languageFacets(query.source, query.target), ...fieldFacets(query.field)],
        mentorsOnly: true,
      };
      const page = await repo.page(filter, [], 'rating', query.pageSize, (query.page - 1) * query.pageSize);
      const list = await cards(page.entries, viewer, query);
      return {
        data: list.map((card, i) => ({ ...card, mentor_topics: page.entries[i]!.mentorTopics })),
        totalResults: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
      };
    },

    /** Languages and countries a directory can be filtered by, named in the viewer's language. */
    async options(locale: Locale): Promise<DirectoryOptions> {
      const hit = optionLists.get(locale);
      if (hit) return hit;
      const codes = await repo.usedCodes();
      const bcp47 = LOCALE_INFO[locale].bcp47;
      const collator = new Intl.Collator(bcp47);
      const regions = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'code' });
      const options: DirectoryOptions = {
        languages: codes.languages
          .map((iso3) => ({ iso3, short: shortLanguageLabel(iso3), name: languageName(iso3, locale) }))
          .sort((a, b) => collator.compare(a.name, b.name)),
        countries: codes.countries
          .map((code) => ({ code, name: regions.of(code) ?? code }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      };
      optionLists.set(locale, options);
      return options;
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
