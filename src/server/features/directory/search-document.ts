/**
 * What a member's directory entry is made of: the filter tokens (facets), the
 * weighted search text and the card fields.
 * Pure, so the rules are tested without a database; the repository reads the
 * profile tables into a MemberSource and writes the entry.
 */
import { type AccountType, DISCIPLINE_BY_ID } from '../../../contract/taxonomy.ts';
import { searchableText } from './search-text.ts';

export interface MemberSource {
  entityId: number;
  accountType: AccountType;
  name: string;
  imageUrl: string | null;
  joinedAt: Date;
  headline: string;
  bio: string;
  /** Contact fields already reduced to what everyone may see (null when hidden or empty). */
  publicCountry: string | null;
  publicCity: string | null;
  publicAgencyName: string | null;
  membershipPlan: string;
  membershipSince: Date | null;
  membershipUntil: Date | null;
  firstTimePaid: boolean;
  isMentor: boolean;
  /** Holds the verified_credentials role: staff checked the member's credentials. */
  isCertified: boolean;
  /** available | limited | unavailable, from the profile. */
  availability: string;
  /** The day a limited or unavailable member takes new work again (YYYY-MM-DD), if they said. */
  backOn: string | null;
  mentorTopics: string[];
  ratingAvg: number | null;
  ratingCount: number;
  /** Working pairs in the member's order. */
  pairs: [string, string][];
  serviceIds: number[];
  fields: { disciplineId: number; specialty: boolean }[];
}

export interface DirectoryEntry {
  entityId: number;
  accountType: AccountType;
  name: string;
  sortName: string;
  photoUrl: string | null;
  headline: string;
  facets: string[];
  /** Folded text per tsvector weight. */
  text: { a: string; b: string; c: string; d: string };
  pairs: [string, string][];
  mainFields: number[];
  ratingAvg: number | null;
  ratingCount: number;
  publicCountry: string | null;
  memberUntil: Date | null;
  memberSince: Date | null;
  firstTimePaid: boolean;
  isMentor: boolean;
  isCertified: boolean;
  availability: string;
  backOn: string | null;
  mentorTopics: string[];
  joinedAt: Date;
}

/** A paid membership without an end date never runs out. */
export const OPEN_ENDED = new Date('9999-12-31T00:00:00Z');
export const MAIN_FIELDS = 3;

const FREELANCER_TYPES: ReadonlySet<AccountType> = new Set(['translator', 'interpreter', 'subtitler']);
/** Services that put a freelancer in a directory section besides their own account type's. */
const SECTION_SERVICES: Record<'translator' | 'interpreter' | 'subtitler', ReadonlySet<number>> = {
  translator: new Set([1, 3, 5, 8, 9, 10, 13, 17, 18, 19]),
  interpreter: new Set([2, 14, 15, 16]),
  subtitler: new Set([4, 21, 22]),
};
const SECTION_OF = { translator: 'translators', interpreter: 'interpreters', subtitler: 'subtitlers' } as const;

/** The sections of the freelancer directory a member is listed in: their own, and those their services belong to. */
function sectionsOf(source: MemberSource): ('translator' | 'interpreter' | 'subtitler')[] {
  if (!FREELANCER_TYPES.has(source.accountType)) return [];
  const own = source.accountType as 'translator' | 'interpreter' | 'subtitler';
  const byService = (Object.keys(SECTION_SERVICES) as (keyof typeof SECTION_SERVICES)[]).filter((section) =>
    source.serviceIds.some((id) => SECTION_SERVICES[section].has(id)),
  );
  return [...new Set([own, ...byService])];
}

/**
 * Filter tokens: directory sections, pairs and their languages, services,
 * fields, the country when everyone may see it, the certified badge, and whether they take new work.
 */
export function facetsOf(source: MemberSource): string[] {
  const facets = new Set<string>();
  const sections = sectionsOf(source);
  if (sections.length) facets.add('list:freelancers');
  for (const s of sections) facets.add(`list:${SECTION_OF[s]}`);
  if (source.accountType === 'company') facets.add('list:lscs');
  for (const [s, t] of source.pairs) {
    facets.add(`pair:${s}>${t}`);
    facets.add(`src:${s}`);
    facets.add(`tgt:${t}`);
    facets.add(`lang:${s}`);
    facets.add(`lang:${t}`);
  }
  for (const id of source.serviceIds) facets.add(`svc:${id}`);
  for (const { disciplineId } of source.fields) {
    const discipline = DISCIPLINE_BY_ID.get(disciplineId);
    if (!discipline) continue;
    facets.add(`disc:${disciplineId}`);
    facets.add(`field:${discipline.categoryKey}`);
  }
  if (source.publicCountry) facets.add(`country:${source.publicCountry}`);
  if (source.isCertified) facets.add('badge:certified');
  // Taking new work: available, or available in part (decision 056).
  if (source.availability !== 'unavailable') facets.add('work:open');
  return [...facets];
}

/** Each word once per weight: ranking needs presence, and repeats only grow the index. */
function words(...parts: (string | null | undefined)[]): string {
  return [...new Set(searchableText(...parts).split(' '))].filter(Boolean).join(' ');
}

/**
 * A member's entry. The text holds what members write (name, headline, city,
 * bio); languages, services, fields and countries are facets, which words in
 * any interface language reach through search-vocabulary.ts.
 */
export function toDirectoryEntry(source: MemberSource): DirectoryEntry {
  const mainFields = [...source.fields]
    .sort((x, y) => Number(y.specialty) - Number(x.specialty))
    .map((f) => f.disciplineId)
    .filter((id) => DISCIPLINE_BY_ID.has(id))
    .slice(0, MAIN_FIELDS);
  const paid = source.membershipPlan !== 'none';
  return {
    entityId: source.entityId,
    accountType: source.accountType,
    name: source.name,
    sortName: source.name.toLocaleLowerCase('en'),
    photoUrl: source.imageUrl,
    headline: source.headline,
    facets: facetsOf(source),
    text: {
      a: words(source.name, source.publicAgencyName),
      b: words(source.headline),
      c: words(source.publicCity),
      d: words(source.bio),
    },
    pairs: source.pairs,
    mainFields,
    ratingAvg: source.ratingCount > 0 ? source.ratingAvg : null,
    ratingCount: source.ratingCount,
    publicCountry: source.publicCountry,
    memberUntil: paid ? (source.membershipUntil ?? OPEN_ENDED) : null,
    memberSince: paid ? source.membershipSince : null,
    firstTimePaid: paid && source.firstTimePaid,
    isMentor: source.isMentor,
    isCertified: source.isCertified,
    availability: source.availability,
    backOn: source.availability === 'available' ? null : source.backOn,
    mentorTopics: source.mentorTopics,
    joinedAt: source.joinedAt,
  };
}
